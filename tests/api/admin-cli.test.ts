import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/open-database.ts";
import { users } from "../../src/server/db/schema.ts";
import { createTestDatabase } from "../helpers/test-database.ts";
import { scaled } from "../timeouts.ts";

const run = promisify(execFile);

async function admin(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
      env: { ...process.env, NODE_ENV: "test", ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/*
 * The PGlite part starts the command with DATABASE_URL empty whatever the pass, so the PostgreSQL
 * pass would only repeat it: it runs in the PGlite pass, and the PostgreSQL part in the other.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("npm run admin on PGlite", { timeout: scaled(60_000) }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "admin-cli-"));
  dirs.push(dataDir);
  const env = { DATA_DIR: dataDir, DATABASE_URL: "" };

  it("grants and revokes admin, and explains an unknown email and bad usage", async () => {
    const setup = await openDatabase({ dataDir });
    await setup.db.insert(users).values({ email: "boss@example.com", password: "x" });
    await setup.close();

    const grant = await admin(["grant", "Boss@Example.com"], env);
    expect(grant).toEqual({ code: 0, output: "boss@example.com is now an admin.\n" });
    const revoke = await admin(["revoke", "boss@example.com"], env);
    expect(revoke.output).toContain("is no longer an admin");

    const unknown = await admin(["grant", "nobody@example.com"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain("No account uses nobody@example.com");

    const usage = await admin(["promote", "boss@example.com"], env);
    expect(usage.code).toBe(2);
    expect(usage.output).toContain("Usage: npm run admin -- grant <email>");
  });

  it("refuses with a clear message while another process holds the database, and changes nothing", async () => {
    const held = await openDatabase({ dataDir });
    try {
      const result = await admin(["grant", "boss@example.com"], env);
      expect(result.code).toBe(1);
      expect(result.output).toContain(`is in use by process ${process.pid}`);
      const [user] = await held.db.select().from(users).where(eq(users.email, "boss@example.com"));
      expect(user.isAdmin).toBe(false);
    } finally {
      await held.close();
    }
  });
});

describe("npm run admin on PostgreSQL", { timeout: scaled(60_000) }, () => {
  it("grants admin while the database is shared", async (context) => {
    const database = await createTestDatabase();
    try {
      if (!database.url) return context.skip();
      await database.db.insert(users).values({ email: "pg-boss@example.com", password: "x" });
      const grant = await admin(["grant", "pg-boss@example.com"], { DATABASE_URL: database.url });
      expect(grant.code).toBe(0);
      const [user] = await database.db.select().from(users).where(eq(users.email, "pg-boss@example.com"));
      expect(user.isAdmin).toBe(true);
    } finally {
      await database.close();
    }
  });
});

import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../../src/server/db/client.ts";
import { scaled } from "../timeouts.ts";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("PGlite in the server's process", () => {
  // Creating a data folder starts a second PGlite and runs every migration: minutes on a busy machine.
  it("creates a new data folder in a child process, then opens and migrates it here with 4 MB of shared buffers", {
    timeout: scaled(60_000),
  }, async () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), "pglite-settings-")), "db");
    folders.push(path.dirname(folder));
    const database = await openPglite(folder);
    try {
      expect(existsSync(path.join(folder, "PG_VERSION"))).toBe(true);
      const shown = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: { shared_buffers: string }[];
      };
      expect(shown.rows[0]?.shared_buffers).toBe("4MB");
      const users = (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
        rows: { n: number }[];
      };
      expect(users.rows[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
    // Opening it again finds the folder made and migrated: nothing is created twice.
    const again = await openPglite(folder);
    await again.close();
  });
});

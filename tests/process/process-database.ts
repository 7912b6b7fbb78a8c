import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { inject } from "vitest";
import type { Db } from "../../src/server/db/client.ts";
import * as schema from "../../src/server/db/schema.ts";
import { openDatabase } from "../../src/server/db/open-database.ts";
import { unpackPgliteTemplate } from "../helpers/pglite-template.ts";
import { createTestDatabase } from "../helpers/test-database.ts";

/** The database a test file's servers share: a PGlite directory, or a PostgreSQL copy when TEST_DATABASE_URL is set. */
export interface ProcessDatabase {
  kind: "pglite" | "postgres";
  /** DATA_DIR (and DATABASE_URL on PostgreSQL) for a server on this database. */
  env: Record<string, string>;
  /**
   * Runs `use` on a connection of the test's own. PGlite admits one process, so there it opens
   * the directory (taking its lock) and needs every server stopped; PostgreSQL needs nothing.
   */
  read<T>(use: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const onPostgres = () => Boolean(inject("postgresTemplate"));

export async function createProcessDatabase(): Promise<ProcessDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "process-test-"));
  if (onPostgres()) {
    // The copy's own pool stays unused; one client of ours is closed completely before the copy
    // is dropped, so the drop never cuts a connection this process still listens on.
    const copy = await createTestDatabase();
    const url = copy.url ?? "";
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const db = drizzle(client, { schema }) as unknown as Db;
    return {
      kind: "postgres",
      env: { DATA_DIR: dataDir, DATABASE_URL: url },
      read: (use) => use(db),
      async close() {
        await client.end();
        await copy.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // The run's migrated template, so the first server start does not migrate from scratch.
  unpackPgliteTemplate(inject("pgliteTemplate"), path.join(dataDir, "db"));
  return {
    kind: "pglite",
    env: { DATA_DIR: dataDir },
    async read(use) {
      const database = await openDatabase({ dataDir });
      try {
        return await use(database.db);
      } finally {
        await database.close();
      }
    },
    async close() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { PROJECT_ROOT } from "../project-root.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = path.join(PROJECT_ROOT, "src", "server", "db", "migrations");

/** PostgreSQL through a pool; migrations run under an advisory lock so instances can start together. */
export async function openPostgres(url: string, options: { migrate?: boolean; max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  if (options.migrate !== false) {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(727001)");
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock(727001)").catch(() => {});
      client.release();
    }
  }
  return { db, kind: "postgres", close: () => pool.end() };
}

/** Embedded PGlite: a folder on disk, or memory when dataDir is undefined. */
export async function openPglite(
  dataDir: string | undefined,
  options: { migrate?: boolean; loadDataDir?: Blob } = {},
): Promise<Database> {
  const client = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (options.migrate !== false) {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  }
  return { db, kind: "pglite", close: () => client.close() };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute("select 1");
}

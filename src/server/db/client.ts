import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { PROJECT_ROOT } from "../project-root.ts";
import { listenForWrites } from "./cache-listener.ts";
import { createPgliteFolderApart, PGLITE_PARSERS, PGLITE_START_PARAMS } from "./pglite-settings.ts";
import { createReadCache, onlyReads, type ReadCache } from "./read-cache.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Hot reads kept by this process; see read-cache.ts. */
  readCache: ReadCache;
  close(): Promise<void>;
}

const migrationsFolder = path.join(PROJECT_ROOT, "src", "server", "db", "migrations");

/**
 * PostgreSQL through a pool; migrations run under an advisory lock so instances can start together.
 * `readCache: false` (the admin CLI, a test's second writer) skips the cache and its listening connection.
 */
export async function openPostgres(
  url: string,
  options: { migrate?: boolean; max?: number; readCache?: boolean } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  const readCache = createReadCache({ enabled: false });
  pool.on("connect", (client) => watchWrites(client, readCache));
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
  const listener = options.readCache === false ? undefined : await listenForWrites(url, readCache);
  return {
    db,
    kind: "postgres",
    readCache,
    async close() {
      await listener?.close();
      await pool.end();
    },
  };
}

/** Embedded PGlite: a folder on disk, or memory when dataDir is undefined. */
export async function openPglite(
  dataDir: string | undefined,
  options: { migrate?: boolean; loadDataDir?: Blob } = {},
): Promise<Database> {
  if (dataDir && !options.loadDataDir) createPgliteFolderApart(dataDir);
  const client = await PGlite.create(dataDir, {
    startParams: PGLITE_START_PARAMS,
    parsers: PGLITE_PARSERS,
    /* The Admin Center's search indexes (migration 0015). */
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // PGlite serves this process alone, so every write it sees is one of ours.
  const readCache = createReadCache({ enabled: true });
  watchPgliteWrites(client, readCache);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (options.migrate !== false) {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  }
  return { db, kind: "pglite", readCache, close: () => client.close() };
}

type AnyQuery = (...args: unknown[]) => unknown;

/** Empties the cache when a statement other than a plain select finishes, before its caller goes on. */
function watchWrites(client: pg.PoolClient, cache: ReadCache): void {
  const query = client.query.bind(client) as AnyQuery;
  const watched: AnyQuery = (...args) => {
    const config = args[0] as string | { text?: string };
    if (onlyReads(typeof config === "string" ? config : (config.text ?? ""))) return query(...args);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (...results: unknown[]) => {
        cache.clear();
        callback(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(cache.clear, cache.clear);
    else cache.clear();
    return result;
  };
  Object.assign(client, { query: watched });
}

/** The same for PGlite: statements outside a transaction, and each transaction when it ends. */
function watchPgliteWrites(client: PGlite, cache: ReadCache): void {
  const { query, exec, transaction } = client;
  const afterWrite = async <T>(work: Promise<T>, wrote: boolean): Promise<T> => {
    try {
      return await work;
    } finally {
      if (wrote) cache.clear();
    }
  };
  Object.assign(client, {
    query: (text: string, ...rest: unknown[]) =>
      afterWrite(query.call(client, text, ...(rest as [])), !onlyReads(text)),
    exec: (...args: Parameters<PGlite["exec"]>) => afterWrite(exec.apply(client, args), true),
    transaction: (...args: Parameters<PGlite["transaction"]>) => afterWrite(transaction.apply(client, args), true),
  });
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute("select 1");
}

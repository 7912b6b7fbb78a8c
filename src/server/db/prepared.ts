import type { Db } from "./client.ts";

/**
 * A statement built and prepared once per database handle, on first use, for code that is handed
 * the handle on every call. A prepared statement skips the query builder and, on PostgreSQL,
 * the server's parsing and planning after its first runs on a connection.
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}

import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { type Database, openPglite, openPostgres } from "./client.ts";

export class DatabaseBusyError extends Error {}

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. PGlite allows one process at a
 * time, so a lock file names the process holding it and a second opener is refused.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  readCache?: boolean;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, { readCache: options.readCache });
  mkdirSync(options.dataDir, { recursive: true });
  const release = acquireLock(path.join(options.dataDir, "db.lock"));
  try {
    const database = await openPglite(path.join(options.dataDir, "db"));
    return {
      ...database,
      async close() {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

function acquireLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(file, "utf8"));
      if (isAlive(holder)) {
        throw new DatabaseBusyError(
          `The database in ${path.dirname(file)} is in use by process ${holder} (probably the running server). ` +
            "Stop it first, or use PostgreSQL (DATABASE_URL), which many processes can share.",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseBusyError(`Could not lock ${file}.`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

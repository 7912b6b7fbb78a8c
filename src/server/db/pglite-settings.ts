import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/**
 * PGlite runs PostgreSQL inside this process, so its memory is ours. Its defaults are a server's:
 * 128 MB of shared buffers in the WebAssembly heap. PGlite touches every buffer when it opens, so
 * each MB of them is a MB resident for the server's life: 16 MB held 29 MB of the heap, 4 MB held
 * 17 MB (decision 0089). A page not in the buffers is read from the data folder, which sits in the
 * operating system's cache. The other settings are PGlite's own start parameters, repeated because
 * giving any replaces them all.
 */
export const PGLITE_START_PARAMS = [
  "--single",
  "-F",
  "-O",
  "-j",
  ...["-c", "search_path=public"],
  ...["-c", "exit_on_error=false"],
  ...["-c", "log_checkpoints=false"],
  ...["-c", "max_worker_processes=0"],
  ...["-c", "max_parallel_workers=0"],
  ...["-c", "max_parallel_workers_per_gather=0"],
  ...["-c", "io_method=sync"],
  ...["-c", "max_parallel_maintenance_workers=0"],
  ...["-c", "shared_buffers=4MB"],
  ...["-c", "wal_buffers=1MB"],
];

/** PostgreSQL's type id for bytea. */
const BYTEA = 17;

/**
 * PGlite reads a bytea column as text (`\x` and two hex digits a byte) and turns it into bytes one
 * `parseInt` at a time: a 100 KB letter PDF took about 150 ms of the event loop and left 100,000
 * small strings behind. Node decodes the same hex natively in well under a millisecond.
 */
export const PGLITE_PARSERS = {
  [BYTEA]: (value: string) => Buffer.from(value.slice(2), "hex"),
};

/**
 * Creating a database (initdb) leaves several hundred MB in the process that ran it, and this
 * heap never shrinks. A new data folder is therefore created by a short-lived child process, and
 * the server only opens it. Runs once, on the first start.
 */
export function createPgliteFolderApart(dataDir: string): void {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const pglite = import.meta.resolve("@electric-sql/pglite");
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
const db = await PGlite.create(${JSON.stringify(dataDir)});
await db.close();`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  if (result.status !== 0)
    throw new Error(`Could not create the database in ${dataDir}: ${result.stderr.toString().trim()}`);
}

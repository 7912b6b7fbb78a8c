import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { openPglite } from "../../src/server/db/client.ts";

/**
 * A migrated, empty PGlite database written once per run as a data-dir dump (a tar file): a new
 * database for a test then costs a copy instead of initdb and every migration.
 */
export async function writePgliteTemplate(file: string): Promise<void> {
  const database = await openPglite(undefined);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  await database.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/** The template unpacked as a server's data folder (`DATA_DIR/db`), so its first start does not migrate from scratch. */
export function unpackPgliteTemplate(file: string, directory: string): void {
  mkdirSync(directory, { recursive: true });
  execFileSync("tar", ["-xf", file, "-C", directory], { stdio: ["ignore", "ignore", "pipe"] });
}

/**
 * The bench's signed-in read routes over a million seeded letters alone (the admin filters' first
 * and deep pages among them), on a fresh PostgreSQL database: for trying a query change without the
 * whole bench. Options: --no-build; --letters N (default 1,000,000).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureApi } from "./api-throughput.ts";
import { createBenchDatabase } from "./bench-database.ts";
import { seedLetters } from "./seed-letters.ts";
import { benchServerEnv, buildProduct, runScript, startServer } from "./server-process.ts";

const PORT = 5831;
const BARE_PORT = 5832;

runScript(async () => {
  const lettersAt = process.argv.indexOf("--letters");
  const letters = lettersAt > 0 ? Number(process.argv[lettersAt + 1]) : 1_000_000;
  if (!process.argv.includes("--no-build")) buildProduct();
  const database = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "admin-bench-"));
  const server = await startServer({
    port: PORT,
    env: { ...benchServerEnv, DATABASE_URL: database.url, DATA_DIR: dataDir },
  });
  try {
    await seedLetters(database.url, letters);
    console.log(await measureApi(server, database.url, BARE_PORT, letters));
  } finally {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

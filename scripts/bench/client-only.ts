/**
 * The client sections of the bench alone: builds, starts the built server on a temporary PGlite
 * database and prints the client size and Lighthouse sections. Options: --no-build, --size, --lighthouse.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureClientSize } from "./client-size.ts";
import { runLighthouse } from "./lighthouse.ts";
import { benchServerEnv, buildProduct, runScript, startServer } from "./server-process.ts";

const PORT = 5801;

async function main(): Promise<void> {
  const only = process.argv.find((arg) => arg === "--size" || arg === "--lighthouse");
  if (!process.argv.includes("--no-build")) buildProduct();
  if (only !== "--lighthouse") console.log(await measureClientSize(path.resolve("dist/client")));
  if (only === "--size") return;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "client-bench-"));
  const server = await startServer({
    port: PORT,
    env: { ...benchServerEnv, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
  try {
    console.log(await runLighthouse(`${server.url}/`));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runScript(main);

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ServerProcess, startServer } from "./server-process.ts";

/** Time from process start to a healthy server on PGlite: first start (creates the database), then a restart. */
export async function measurePgliteStartup(port: number, env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-pglite-"));
  const pglite = { ...env, DATABASE_URL: "", DATA_DIR: dataDir };
  try {
    const first = await startServer({ port, env: pglite });
    const firstRest = await settledRss(first);
    await first.stop();
    const again = await startServer({ port, env: pglite });
    const againRest = await settledRss(again);
    await again.stop();
    return [
      "## Start-up on PGlite (spawn to first healthy /healthz)",
      "| start | ms | RSS at rest MB |",
      "|---|---|---|",
      `| first start (creates and migrates the database) | ${first.startMs.toFixed(0)} | ${firstRest.toFixed(0)} |`,
      `| restart on the existing database | ${again.startMs.toFixed(0)} | ${againRest.toFixed(0)} |`,
    ].join("\n");
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** RSS two seconds after start-up, once start-up garbage has been collected. */
export async function settledRss(server: ServerProcess): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return server.rssMb();
}

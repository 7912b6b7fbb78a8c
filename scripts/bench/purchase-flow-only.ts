/**
 * The bench's purchase flow alone, on a fresh PostgreSQL database: for trying a change to paying
 * or downloading quickly. Prints the flow's table, the first download after paying beside the
 * second. Options: --no-build; --users N (default 50); --seconds N (default 30); --port N (default 5813).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createBenchDatabase } from "./bench-database.ts";
import { checkConsistency, flowReport, runPurchaseFlows } from "./purchase-flow.ts";
import { benchServerEnv, buildProduct, runScript, startServer, withPeak } from "./server-process.ts";
import { settledRss } from "./startup.ts";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

async function main(): Promise<void> {
  const users = option("--users", 50);
  const seconds = option("--seconds", 30);
  if (!process.argv.includes("--no-build")) buildProduct();
  const database = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "flow-bench-"));
  const server = await startServer({
    port: option("--port", 5813),
    env: { ...benchServerEnv, DATABASE_URL: database.url, DATA_DIR: dataDir },
  });
  try {
    const restMb = await settledRss(server);
    const { result, peak } = await withPeak(server.rssMb, runPurchaseFlows(server.url, { users, seconds }));
    const consistency = await checkConsistency(database.url, result.flows);
    console.log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
    console.log(flowReport(result, consistency, { restMb, peakMb: peak }));
  } finally {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runScript(main);

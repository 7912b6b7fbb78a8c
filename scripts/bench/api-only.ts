/**
 * The signed-in read routes of the bench alone, on a fresh PostgreSQL database and beside the bare
 * route: for trying a server change quickly. Options: --no-build; --rounds N (default 3, each
 * round measures every route once, and the report shows each round).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createBenchDatabase } from "./bench-database.ts";
import { load } from "./load.ts";
import { emptyLatencies, purchaseOnce } from "./purchase-flow.ts";
import { benchServerEnv, buildProduct, runScript, startServer } from "./server-process.ts";

const PORT = 5811;
const BARE_PORT = 5812;
const SECONDS = 5;
const CONNECTIONS = 20;

async function main(): Promise<void> {
  const roundsArg = process.argv.indexOf("--rounds");
  const rounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 3;
  if (!process.argv.includes("--no-build")) buildProduct();
  const database = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "api-bench-"));
  const server = await startServer({
    port: PORT,
    env: { ...benchServerEnv, DATABASE_URL: database.url, DATA_DIR: dataDir },
  });
  const bare = await startServer({ port: BARE_PORT, env: {}, entry: "scripts/bench/bare-server.mjs" });
  try {
    const cookie = await purchaseOnce(server.url, `api-bench-${process.pid}@example.com`, emptyLatencies());
    const routes: [string, string, Record<string, string>][] = [
      ["bare", `${bare.url}/bare`, {}],
      ["/healthz", `${server.url}/healthz`, {}],
      ["/api/auth/user", `${server.url}/api/auth/user`, { cookie }],
      ["/api/orders", `${server.url}/api/orders`, { cookie }],
    ];
    for (let round = 1; round <= rounds; round += 1) {
      const rates: number[] = [];
      for (const [, url, headers] of routes)
        rates.push((await load(url, { seconds: SECONDS, connections: CONNECTIONS, headers })).requestsPerSecond);
      const bareRate = rates[0] ?? 1;
      console.log(
        `round ${round}: ${routes.map(([label], i) => `${label} ${rates[i]?.toFixed(0)} (${((100 * (rates[i] ?? 0)) / bareRate).toFixed(0)}%)`).join(" · ")}`,
      );
    }
  } finally {
    await bare.stop();
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runScript(main);

/** Memory (RSS) of the served app at rest and at its peak under load, on PGlite and on PostgreSQL. */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createBenchDatabase } from "./bench-database.ts";
import { runPurchaseFlows } from "./purchase-flow.ts";
import { benchServerEnv, runScript, type ServerProcess, startServer, withPeak } from "./server-process.ts";
import { settledRss } from "./startup.ts";

const USERS = 20;
const SECONDS = 20;
const SIGN_IN_CONNECTIONS = 20;

interface Row {
  database: string;
  load: string;
  restMb: number;
  peakMb: number;
  targetMb: number;
}

export async function measureMemory(port: number): Promise<string> {
  const rows: Row[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-memory-"));
  try {
    rows.push(
      await underFlows(
        "PGlite",
        port,
        { ...benchServerEnv, DATABASE_URL: "", DATA_DIR: path.join(dataDir, "pglite") },
        300,
      ),
    );
    const database = await createBenchDatabase();
    try {
      const env = { ...benchServerEnv, DATABASE_URL: database.url, DATA_DIR: path.join(dataDir, "pg") };
      rows.push(await underFlows("PostgreSQL", port, env, 250));
      rows.push(await underSignIns(port, env));
    } finally {
      await database.drop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return [
    `## Memory: server RSS at rest and at its peak under load`,
    `Purchase flows: ${USERS} virtual users for ${SECONDS} s (register, letter, checkout, pay, confirm, PDF). Sign-ins: ${SIGN_IN_CONNECTIONS} connections for ${SECONDS} s, each a real argon2 check. On PGlite the database runs inside the server process, so its memory is in this figure.`,
    "",
    "| database | load | at rest MB | peak MB | target MB | result |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.load} | ${row.restMb.toFixed(0)} | ${row.peakMb.toFixed(0)} | ${row.targetMb} | ${row.peakMb <= row.targetMb ? "met" : "not met"} |`,
    ),
  ].join("\n");
}

async function underFlows(database: string, port: number, env: Record<string, string>, targetMb: number): Promise<Row> {
  return measured(
    port,
    env,
    async (server) => {
      const flows = await runPurchaseFlows(server.url, { users: USERS, seconds: SECONDS });
      return `purchase flows (${flows.flows} done, ${flows.errors.length} errors)`;
    },
    { database, targetMb },
  );
}

async function underSignIns(port: number, env: Record<string, string>): Promise<Row> {
  return measured(
    port,
    env,
    async (server) => {
      const email = `memory-${process.pid}@example.com`;
      const password = "bench password 1";
      await post(server.url, "/api/auth/register", { email, password, firstName: "Bench", lastName: "User" });
      let done = 0;
      let errors = 0;
      const deadline = performance.now() + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: SIGN_IN_CONNECTIONS }, async () => {
          while (performance.now() < deadline) {
            if ((await post(server.url, "/api/auth/login", { email, password })) === 200) done += 1;
            else errors += 1;
          }
        }),
      );
      return `sign-ins (${done} done, ${errors} errors)`;
    },
    { database: "PostgreSQL", targetMb: 250 },
  );
}

async function measured(
  port: number,
  env: Record<string, string>,
  work: (server: ServerProcess) => Promise<string>,
  row: { database: string; targetMb: number },
): Promise<Row> {
  const server = await startServer({ port, env });
  try {
    const restMb = await settledRss(server);
    const { result: load, peak } = await withPeak(server.rssMb, work(server));
    return { ...row, load, restMb, peakMb: peak };
  } finally {
    await server.stop();
  }
}

async function post(baseUrl: string, route: string, body: unknown): Promise<number> {
  const response = await fetch(`${baseUrl}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

if (process.argv[1]?.endsWith("memory.ts")) runScript(async () => console.log(await measureMemory(5393)));

/** npm run bench: measures on this machine and writes bench/report.md. A report, not a test. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureApi } from "./api-throughput.ts";
import { createBenchDatabase } from "./bench-database.ts";
import { measureClientSize } from "./client-size.ts";
import { timeDocuments } from "./documents.ts";
import { measureDownloadsUnderLoad } from "./downloads.ts";
import { runLighthouse } from "./lighthouse.ts";
import { measureHealthUnderHostileWork } from "./hostile-work.ts";
import { compareLetterSaves } from "./letter-saves.ts";
import { checkConsistency, flowReport, runPurchaseFlows } from "./purchase-flow.ts";
import { measureMemory } from "./memory.ts";
import { measureBesidePeer } from "./peer.ts";
import { seedLetters } from "./seed-letters.ts";
import { benchServerEnv, buildProduct, runScript, startServer, withPeak } from "./server-process.ts";
import { measurePgliteStartup, settledRss } from "./startup.ts";

const FLOW_USERS = Number(process.env.BENCH_FLOW_USERS ?? 50);
const FLOW_SECONDS = Number(process.env.BENCH_FLOW_SECONDS ?? 60);
const SEEDED_LETTERS = 1_000_000;
const SERVER_PORT = 5391;
const BARE_PORT = 5392;
const PEER_PORT = 5394;
const SAVES_PORT = 5395;
const HOSTILE_PORT = 5396;
/** Each of the two servers in the letter-save comparison runs the purchase flows this long. */
const SAVES_SECONDS = Number(process.env.BENCH_SAVES_SECONDS ?? 20);

async function onPostgres(): Promise<string[]> {
  const database = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const server = await startServer({
    port: SERVER_PORT,
    env: { ...benchServerEnv, DATABASE_URL: database.url, DATA_DIR: dataDir },
  });
  try {
    const restMb = await settledRss(server);
    const lighthouse = await runLighthouse(server.url);
    const { result: flows, peak } = await withPeak(
      server.rssMb,
      runPurchaseFlows(server.url, { users: FLOW_USERS, seconds: FLOW_SECONDS }),
    );
    const consistency = await checkConsistency(database.url, flows.flows);
    const downloads = await measureDownloadsUnderLoad(server);
    /* Beside the peer before the million letters: their load leaves PostgreSQL writing for minutes after. */
    const peer = await measureBesidePeer(server, PEER_PORT);
    await seedLetters(database.url, SEEDED_LETTERS);
    const api = await measureApi(server, database.url, BARE_PORT, SEEDED_LETTERS);
    return [flowReport(flows, consistency, { restMb, peakMb: peak }), downloads, api, peer, lighthouse];
  } finally {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The machine's 1-minute load average: absolute times mean little when other work shares the cores. */
function loadAverage(): string {
  return os.loadavg()[0].toFixed(1);
}

async function main() {
  const loadAtStart = loadAverage();
  buildProduct();
  /* First, while the bench process holds little, as a render worker does: later its heap carries every load's results. */
  const documents = await timeDocuments();
  const sections = [
    ...(await onPostgres()),
    await compareLetterSaves({ users: FLOW_USERS, seconds: SAVES_SECONDS, port: SAVES_PORT }),
    await measureHealthUnderHostileWork({ port: HOSTILE_PORT, seconds: SAVES_SECONDS }),
    await measureClientSize(path.resolve("dist/client")),
    await measurePgliteStartup(SERVER_PORT, benchServerEnv),
    await measureMemory(SERVER_PORT),
    documents,
  ];
  const report = [
    "# Benchmark report",
    "",
    `- date: ${new Date().toISOString()}`,
    `- machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    `- load average (1 min) at the start and the end: ${loadAtStart} and ${loadAverage()} on ${os.cpus().length} cores; above the core count, other work shared the machine and absolute times are inflated, while each ratio to a reference measured beside it holds`,
    "",
    ...sections.flatMap((section) => [section, ""]),
  ].join("\n");
  mkdirSync("bench", { recursive: true });
  writeFileSync("bench/report.md", report);
  console.log(report);
}

runScript(main);

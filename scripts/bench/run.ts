/** npm run bench: measures on this machine and writes bench/report.md. A report, not a test. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { demandLetterInputSchema } from "../../src/domain/letter/schema.ts";
import { buildLetter } from "../../src/domain/letter/template.ts";
import { buildApp } from "../../src/server/app.ts";
import pg from "pg";
import { type Database, openPglite, openPostgres } from "../../src/server/db/client.ts";
import { loadConfig } from "../../src/server/env.ts";
import { letterDocumentMeta } from "../../src/server/features/documents/document-meta.ts";
import { renderLetterDocx } from "../../src/server/features/documents/render-docx.ts";
import { renderLetterPdf } from "../../src/server/features/documents/render-pdf.ts";
import { letterInput } from "../../tests/helpers/factories.ts";
import { load, median } from "./load.ts";

const LETTERS = 40;
const LOAD_SECONDS = 5;
const CONNECTIONS = 20;

/** The same sample letter the tests use, with a longer account of the consequences. */
const sample = demandLetterInputSchema.parse(
  letterInput({ consequences: "I lost access to 8 years of photos and to the page I use for my bakery. ".repeat(6) }),
);

async function timeDocuments() {
  const blocks = buildLetter(sample, { date: new Date(), mailedByCertifiedMail: true });
  const meta = letterDocumentMeta(1, sample.fullName);
  const measure = async (render: () => Promise<Buffer>) => {
    await render();
    const times: number[] = [];
    for (let i = 0; i < LETTERS; i++) {
      const start = performance.now();
      await render();
      times.push(performance.now() - start);
    }
    const ms = median(times);
    return { medianMs: ms, perSecond: 1000 / ms };
  };
  return { pdf: await measure(() => renderLetterPdf(blocks, meta)), docx: await measure(() => renderLetterDocx(blocks, meta)) };
}

const SERVER = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A throwaway PostgreSQL database when the server answers, else PGlite in memory. */
async function benchDatabase(): Promise<{ database: Database; label: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: SERVER });
  try {
    await admin.connect();
  } catch {
    return { database: await openPglite(undefined), label: "PGlite in memory", drop: async () => {} };
  }
  const name = `bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { max: 10 });
  return {
    database,
    label: "PostgreSQL",
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function timeOrdersApi() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, SESSION_SECRET: "bench-secret-that-is-long-enough-for-it", LOG_LEVEL: "silent" });
  const { database, label, drop } = await benchDatabase();
  const app = await buildApp({ db: database.db, config, logger: false });
  const register = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email: "bench@example.com", password: "bench password", firstName: "Bench", lastName: "User" },
  });
  const cookie = `sid=${register.cookies.findLast((c) => c.name === "sid")?.value}`;
  const address = await app.listen({ port: 0, host: "127.0.0.1" });

  const bare = Fastify({ logger: false });
  bare.get("/bare", async () => ({ status: "ok" }));
  const bareAddress = await bare.listen({ port: 0, host: "127.0.0.1" });

  const bareResult = await load(`${bareAddress}/bare`, { seconds: LOAD_SECONDS, connections: CONNECTIONS });
  const ordersResult = await load(`${address}/api/orders`, { seconds: LOAD_SECONDS, connections: CONNECTIONS, headers: { cookie } });
  await app.close();
  await bare.close();
  await database.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
  return { bare: bareResult, orders: ordersResult, label };
}

const fmt = (n: number) => n.toFixed(1);

async function main() {
  const documents = await timeDocuments();
  const api = await timeOrdersApi();
  const report = [
    "# Benchmark report",
    "",
    `- date: ${new Date().toISOString()}`,
    `- machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    "",
    "## Letter files (median of " + LETTERS + " letters)",
    "| format | median ms | letters per second |",
    "|---|---|---|",
    `| PDF | ${fmt(documents.pdf.medianMs)} | ${fmt(documents.pdf.perSecond)} |`,
    `| Word | ${fmt(documents.docx.medianMs)} | ${fmt(documents.docx.perSecond)} |`,
    "",
    `## API under load (${CONNECTIONS} keep-alive connections, ${LOAD_SECONDS} s each, ${api.label}, load generator in the same process)`,
    "| route | requests/s | p50 ms | p99 ms | errors |",
    "|---|---|---|---|---|",
    `| bare Fastify route | ${fmt(api.bare.requestsPerSecond)} | ${fmt(api.bare.p50Ms)} | ${fmt(api.bare.p99Ms)} | ${api.bare.errors} |`,
    `| GET /api/orders (signed in) | ${fmt(api.orders.requestsPerSecond)} | ${fmt(api.orders.p50Ms)} | ${fmt(api.orders.p99Ms)} | ${api.orders.errors} |`,
    "",
    `GET /api/orders reaches ${fmt((100 * api.orders.requestsPerSecond) / api.bare.requestsPerSecond)}% of the bare route's requests per second.`,
    "",
  ].join("\n");
  mkdirSync("bench", { recursive: true });
  writeFileSync("bench/report.md", report);
  console.log(report);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

/** How the rest of the app answers while users download letters that are slow to lay out. */
import { letterInput } from "../../tests/helpers/factories.ts";
import { percentiles } from "./load.ts";
import type { ServerProcess } from "./server-process.ts";

const DOWNLOADERS = 10;
const ROUNDS = 3;
/** One unbroken 5,000-character word: the slowest story to break into lines. */
const LONG_WORD = "a".repeat(5000);

/** Signs up a buyer of a digital letter with the long story; returns its cookie and letter id. */
async function paidLongLetter(baseUrl: string, index: number): Promise<{ cookie: string; letterId: number }> {
  let cookie = "";
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: body ? "POST" : "GET",
      headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const setCookie = response.headers.getSetCookie().find((value) => value.startsWith("sid="));
    if (setCookie) cookie = setCookie.split(";")[0] ?? "";
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const email = `download-${index}-${process.pid}@example.com`;
  await call("/api/auth/register", { email, password: "bench password 1", firstName: "Bench", lastName: "User" });
  const letter = await call("/api/demand-letters", letterInput({ email, consequences: LONG_WORD }));
  const checkout = await call("/api/create-checkout-session", { letterId: letter.id, packageType: "digital" });
  const sessionId = new URL(String(checkout.checkoutUrl)).pathname.split("/").pop();
  await call(`/api/test-checkout/${sessionId}/pay`, { cardNumber: "4242 4242 4242 4242" });
  await call(`/api/checkout/confirm?session_id=${sessionId}`);
  return { cookie, letterId: Number(letter.id) };
}

/** `/healthz` latencies, one request after another, until `done` settles. */
async function probeHealth(baseUrl: string, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const times: number[] = [];
  while (!finished) {
    const start = performance.now();
    await (await fetch(`${baseUrl}/healthz`)).arrayBuffer();
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * Ten users download their long-story letter at once, three rounds, each round a letter not yet
 * rendered (a correction in between would do the same); meanwhile `/healthz` is asked without pause.
 * The reference is `/healthz` on the same server with nothing else running.
 */
export async function measureDownloadsUnderLoad(server: ServerProcess): Promise<string> {
  const idle = await probeHealth(server.url, new Promise((resolve) => setTimeout(resolve, 3000)));
  const downloadTimes: number[] = [];
  const busy: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const buyers = await Promise.all(
      Array.from({ length: DOWNLOADERS }, (_, index) => paidLongLetter(server.url, round * DOWNLOADERS + index)),
    );
    const downloads = Promise.all(
      buyers.map(async ({ cookie, letterId }) => {
        const start = performance.now();
        const response = await fetch(`${server.url}/api/demand-letters/${letterId}/download/pdf`, {
          headers: { cookie },
        });
        const bytes = await response.arrayBuffer();
        if (!response.ok || bytes.byteLength < 1000) throw new Error(`download: ${response.status}`);
        downloadTimes.push(performance.now() - start);
      }),
    );
    busy.push(...(await probeHealth(server.url, downloads)));
    await downloads;
  }
  const idleP = percentiles(idle);
  const busyP = percentiles(busy);
  const downloadP = percentiles(downloadTimes);
  return [
    `## Downloads off the main thread: /healthz while ${DOWNLOADERS} users download at once`,
    `Each of ${DOWNLOADERS} users downloads the PDF of a paid letter whose story is one unbroken 5,000-character word, all at once, ${ROUNDS} rounds, each a letter rendered for the first time. Meanwhile /healthz is asked again and again. The reference is /healthz on the same server at rest.`,
    "",
    "| measure | requests | p50 ms | p99 ms | target |",
    "|---|---|---|---|---|",
    `| /healthz at rest (reference) | ${idle.length} | ${idleP.p50.toFixed(1)} | ${idleP.p99.toFixed(1)} | |`,
    `| /healthz during the downloads | ${busy.length} | ${busyP.p50.toFixed(1)} | ${busyP.p99.toFixed(1)} | p99 < 50 ms: ${busyP.p99 < 50 ? "met" : "not met"} |`,
    `| the downloads themselves | ${downloadTimes.length} | ${downloadP.p50.toFixed(0)} | ${downloadP.p99.toFixed(0)} | |`,
    "",
    `- p99 during the downloads / p99 at rest: ${(busyP.p99 / idleP.p99).toFixed(1)}×`,
  ].join("\n");
}

if (process.argv[1]?.endsWith("downloads.ts")) {
  const { createBenchDatabase } = await import("./bench-database.ts");
  const { benchServerEnv, runScript, startServer } = await import("./server-process.ts");
  const { mkdtempSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  runScript(async () => {
    const database = await createBenchDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), "bench-downloads-"));
    const server = await startServer({
      port: 5394,
      env: { ...benchServerEnv, DATABASE_URL: database.url, DATA_DIR: dataDir },
    });
    try {
      console.log(await measureDownloadsUnderLoad(server));
    } finally {
      await server.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

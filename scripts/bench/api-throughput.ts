import pg from "pg";
import { type LoadResult, load } from "./load.ts";
import { emptyLatencies, purchaseOnce } from "./purchase-flow.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

const SECONDS = 5;
const CONNECTIONS = 20;

/** Requests per second and p99 of signed-in reads, beside a bare Fastify route in its own process. */
export async function measureApi(server: ServerProcess, databaseUrl: string, barePort: number, seededLetters: number): Promise<string> {
  const email = `bench-admin-${process.pid}@example.com`;
  const cookie = await purchaseOnce(server.url, email, emptyLatencies());
  await makeAdmin(databaseUrl, email);

  const bare = await startServer({ port: barePort, env: {}, entry: "scripts/bench/bare-server.mjs" });
  const bareResult = await load(`${bare.url}/bare`, { seconds: SECONDS, connections: CONNECTIONS });
  await bare.stop();

  const signedIn = (path: string) => load(`${server.url}${path}`, { seconds: SECONDS, connections: CONNECTIONS, headers: { cookie } });
  const letters = seededLetters.toLocaleString("en-US");
  const rows: [string, LoadResult][] = [
    ["bare Fastify route (own process)", bareResult],
    ["GET /healthz (one `select 1`, no session)", await load(`${server.url}/healthz`, { seconds: SECONDS, connections: CONNECTIONS })],
    ["GET /api/auth/user", await signedIn("/api/auth/user")],
    ["GET /api/orders", await signedIn("/api/orders")],
  ];
  const firstPages: [string, LoadResult][] = [
    [`GET /api/admin/letters (page 1 of ${letters} letters)`, await signedIn("/api/admin/letters")],
    ["GET /api/admin/letters?status=paid (page 1)", await signedIn("/api/admin/letters?status=paid")],
    ["GET /api/admin/letters?status=pending (page 1)", await signedIn("/api/admin/letters?status=pending")],
  ];
  const deepPage: [string, LoadResult] = ["GET /api/admin/letters?status=paid&page=2000 (a deep page)", await signedIn("/api/admin/letters?status=paid&page=2000")];
  const orders = rows[3]?.[1].requestsPerSecond ?? 0;
  const share = (100 * orders) / bareResult.requestsPerSecond;
  const adminP99 = Math.max(...firstPages.map(([, result]) => result.p99Ms));
  return [
    `## API under load (${CONNECTIONS} keep-alive connections, ${SECONDS} s per route, PostgreSQL)`,
    "The server and the bare route each run in their own process; the load comes from the bench process. All three share this machine's cores with PostgreSQL.",
    "",
    "Nothing is written while these routes are measured, so `/api/auth/user` and `/api/orders` are answered from the server's read cache after their first request (docs/decisions/0009). Every write empties that cache; in the purchase flow above, reads mostly go to the database.",
    "",
    "| route | requests/s | p50 ms | p99 ms | errors |",
    "|---|---|---|---|---|",
    ...[...rows, ...firstPages, deepPage].map(([label, r]) => `| ${label} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.errors} |`),
    "",
    `- GET /api/orders reaches ${share.toFixed(0)}% of the bare route's requests per second (target at least 40%: ${share >= 40 ? "met" : "missed"}).`,
    `- Admin letters, first page of each filter: p99 at most ${adminP99.toFixed(1)} ms with ${letters} letters (target under 100 ms: ${adminP99 < 100 ? "met" : "missed"}). A deep page (2,000 of about 2,700 paid pages) walks the index entries before it: p99 ${deepPage[1].p99Ms.toFixed(1)} ms.`,
  ].join("\n");
}

async function makeAdmin(databaseUrl: string, email: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("update users set is_admin = true where email = $1", [email]);
  await client.end();
}

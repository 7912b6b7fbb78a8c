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
  const rows: [string, LoadResult][] = [
    ["bare Fastify route (own process)", bareResult],
    ["GET /api/auth/user", await signedIn("/api/auth/user")],
    ["GET /api/orders", await signedIn("/api/orders")],
    [`GET /api/admin/letters (page 1 of ${seededLetters.toLocaleString("en-US")} letters)`, await signedIn("/api/admin/letters")],
    ["GET /api/admin/letters?status=paid&page=2000", await signedIn("/api/admin/letters?status=paid&page=2000")],
    ["GET /api/admin/letters?status=pending", await signedIn("/api/admin/letters?status=pending")],
  ];
  const orders = rows[2]?.[1].requestsPerSecond ?? 0;
  const share = (100 * orders) / bareResult.requestsPerSecond;
  const adminP99 = Math.max(...rows.slice(3).map(([, result]) => result.p99Ms));
  return [
    `## API under load (${CONNECTIONS} keep-alive connections, ${SECONDS} s per route, PostgreSQL)`,
    "The server and the bare route each run in their own process; the load comes from the bench process. All three share this machine's cores with PostgreSQL.",
    "",
    "| route | requests/s | p50 ms | p99 ms | errors |",
    "|---|---|---|---|---|",
    ...rows.map(([label, r]) => `| ${label} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.errors} |`),
    "",
    `- GET /api/orders reaches ${share.toFixed(0)}% of the bare route's requests per second (target at least 40%: ${share >= 40 ? "met" : "missed"}).`,
    `- Admin letters p99 is at most ${adminP99.toFixed(1)} ms with ${seededLetters.toLocaleString("en-US")} letters (target under 100 ms: ${adminP99 < 100 ? "met" : "missed"}).`,
  ].join("\n");
}

async function makeAdmin(databaseUrl: string, email: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("update users set is_admin = true where email = $1", [email]);
  await client.end();
}

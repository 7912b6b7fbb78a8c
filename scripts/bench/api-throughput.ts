import pg from "pg";
import { type LoadResult, load } from "./load.ts";
import { emptyLatencies, purchaseOnce } from "./purchase-flow.ts";
import { measureCsvExport } from "./csv-export.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

const SECONDS = 5;
/** Each route is loaded this long first, unmeasured: JIT, the pool's connections and their prepared statements. */
const WARM_UP_SECONDS = 1;
const CONNECTIONS = 20;
/** The admin list's default page size. */
const PAGE_SIZE = 25;

/** Requests per second and p99 of signed-in reads, beside a bare Fastify route in its own process. */
export async function measureApi(
  server: ServerProcess,
  databaseUrl: string,
  barePort: number,
  seededLetters: number,
): Promise<string> {
  const email = `bench-admin-${process.pid}@example.com`;
  const cookie = await purchaseOnce(server.url, email, emptyLatencies());
  await makeAdmin(databaseUrl, email);

  const bare = await startServer({ port: barePort, env: {}, entry: "scripts/bench/bare-server.mjs" });
  const bareResult = await warmThenLoad(`${bare.url}/bare`, { connections: CONNECTIONS });
  await bare.stop();

  const signedIn = (path: string) =>
    warmThenLoad(`${server.url}${path}`, { connections: CONNECTIONS, headers: { cookie } });
  const letters = seededLetters.toLocaleString("en-US");
  const rows: [string, LoadResult][] = [
    ["bare Fastify route (own process)", bareResult],
    [
      "GET /healthz (one `select 1`, no session)",
      await warmThenLoad(`${server.url}/healthz`, { connections: CONNECTIONS }),
    ],
    ["GET /api/auth/user", await signedIn("/api/auth/user")],
    ["GET /api/orders", await signedIn("/api/orders")],
  ];
  const firstPages: [string, LoadResult][] = [
    [`GET /api/admin/letters (page 1 of ${letters} letters)`, await signedIn("/api/admin/letters")],
    ["GET /api/admin/letters?status=paid (page 1)", await signedIn("/api/admin/letters?status=paid")],
    ["GET /api/admin/letters?status=pending (page 1)", await signedIn("/api/admin/letters?status=pending")],
  ];
  const deep = await deepPaidPage(databaseUrl);
  const deepPath = `/api/admin/letters?status=paid&page=${deep.page}&before=${deep.before}`;
  /* One admin paging down the list, as the admin center is used: what the page itself costs at that depth. */
  const onePaging = await warmThenLoad(`${server.url}${deepPath}`, { connections: 1, headers: { cookie } });
  const deepPages: [string, LoadResult][] = [
    [
      `GET /api/admin/letters?status=paid&page=${deep.page}&before=… (75% deep, by the id beside it)`,
      await signedIn(deepPath),
    ],
    [
      `GET /api/admin/letters?status=paid&page=${deep.page} (75% deep, counting pages: reference)`,
      await signedIn(`/api/admin/letters?status=paid&page=${deep.page}`),
    ],
  ];
  const searches: [string, LoadResult][] = [
    [
      `GET /api/admin/letters?q=seed-1234@example.com (one person's letters, by email)`,
      await signedIn("/api/admin/letters?q=seed-1234%40example.com"),
    ],
    [
      "GET /api/admin/letters?q=nobody by this name (no match)",
      await signedIn("/api/admin/letters?q=nobody%20by%20this%20name"),
    ],
  ];
  const csv = await measureCsvExport(server, cookie, "status=all&q=Seed%20Person%201");
  const [keyset, counted] = deepPages.map(([, result]) => result.p99Ms) as [number, number];
  const orders = rows[3]?.[1].requestsPerSecond ?? 0;
  const share = (100 * orders) / bareResult.requestsPerSecond;
  const adminP99 = Math.max(...firstPages.map(([, result]) => result.p99Ms));
  return [
    `## API under load (${CONNECTIONS} keep-alive connections, ${SECONDS} s per route, PostgreSQL)`,
    `The server and the bare route each run in their own process; the load comes from the bench process. All three share this machine's cores with PostgreSQL. Each route is loaded for ${WARM_UP_SECONDS} s, unmeasured, before its ${SECONDS} s.`,
    "",
    "Nothing is written while these routes are measured, so `/api/auth/user` and `/api/orders` are answered from the server's read cache after their first request (docs/decisions/0009). Every write empties that cache; in the purchase flow above, reads mostly go to the database.",
    "",
    "| route | requests/s | p50 ms | p99 ms | errors |",
    "|---|---|---|---|---|",
    ...[...rows, ...firstPages, ...deepPages, ...searches].map(
      ([label, r]) =>
        `| ${label} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.errors} |`,
    ),
    `| the same 75% deep page, one admin paging (1 connection) | ${onePaging.requestsPerSecond.toFixed(0)} | ${onePaging.p50Ms.toFixed(1)} | ${onePaging.p99Ms.toFixed(1)} | ${onePaging.errors} |`,
    "",
    `- GET /api/orders reaches ${share.toFixed(0)}% of the bare route's requests per second (target at least 40%: ${share >= 40 ? "met" : "missed"}).`,
    `- Admin letters, first page of each filter: p99 at most ${adminP99.toFixed(1)} ms with ${letters} letters (target under 100 ms: ${adminP99 < 100 ? "met" : "missed"}).`,
    `- Search by email or name is a "contains" match (decision 0016): p99 ${searches[0]?.[1].p99Ms.toFixed(0)} ms for one person's letters, ${searches[1]?.[1].p99Ms.toFixed(0)} ms when nothing matches; both found through the trigram indexes on names and emails (no target set).`,
    csv,
    `- Admin letters 75% deep (page ${deep.page.toLocaleString("en-US")} of ${deep.pages.toLocaleString("en-US")} paid pages), found by the id beside it: p99 ${onePaging.p99Ms.toFixed(1)} ms for one admin paging (target under 50 ms: ${onePaging.p99Ms < 50 ? "met" : "missed"}); under ${CONNECTIONS} connections at once p99 ${keyset.toFixed(1)} ms, beside ${firstPages[1]?.[1].p99Ms.toFixed(1)} ms for the first page under the same load (there the two cores are shared by ${CONNECTIONS} requests at once). The same page found by counting pages (OFFSET) takes ${counted.toFixed(0)} ms, ${(counted / keyset).toFixed(0)}× longer.`,
  ].join("\n");
}

async function warmThenLoad(
  url: string,
  options: { connections: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  await load(url, { ...options, seconds: WARM_UP_SECONDS });
  return load(url, { ...options, seconds: SECONDS });
}

/** A paid-letters page 75% of the way down, and the id the page above it ends with. */
async function deepPaidPage(databaseUrl: string): Promise<{ page: number; pages: number; before: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const paid = Number((await client.query("select count(*) n from demand_letters where paid")).rows[0].n);
    const pages = Math.ceil(paid / PAGE_SIZE);
    const page = Math.floor(pages * 0.75);
    const above = await client.query("select id from demand_letters where paid order by id desc offset $1 limit 1", [
      (page - 1) * PAGE_SIZE - 1,
    ]);
    return { page, pages, before: Number(above.rows[0].id) };
  } finally {
    await client.end();
  }
}

async function makeAdmin(databaseUrl: string, email: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("update users set is_admin = true where email = $1", [email]);
  await client.end();
}

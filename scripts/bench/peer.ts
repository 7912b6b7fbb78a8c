/**
 * The app beside the reference peer (bench/peer/server.mjs: Express, express-session,
 * connect-pg-simple, Chromium print-to-PDF), each in its own process on its own PostgreSQL
 * database, loaded one after the other with the same requests. Run alone with
 * `npx tsx scripts/bench/peer.ts [--no-build]`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import pg from "pg";
import { letterInput } from "../../tests/helpers/factories.ts";
import { createBenchDatabase } from "./bench-database.ts";
import { type LoadResult, load } from "./load.ts";
import { BENCH_PASSWORD, emptyLatencies, purchaseOnce } from "./purchase-flow.ts";
import { benchServerEnv, buildProduct, runScript, type ServerProcess, startServer } from "./server-process.ts";

const SECONDS = 5;
const CONNECTIONS = 20;
/** PDFs are slow on both sides: fewer connections, longer, so each side renders dozens. */
const PDF_CONNECTIONS = 4;
const PDF_SECONDS = 10;

interface Side {
  url: string;
  cookie: string;
  email: string;
  letterId: number;
  /** A PDF rendered on every request: the app's Spanish reading copy of the letter (never stored), the peer's letter. */
  freshPdf: string;
}

/** Measures each route on the app and on the peer; returns the report's section. */
export async function measureBesidePeer(app: ServerProcess, peerPort: number): Promise<string> {
  const database = await createBenchDatabase("peer");
  const peer = await startServer({
    port: peerPort,
    env: { PEER_DATABASE_URL: database.url },
    entry: "bench/peer/server.mjs",
  });
  try {
    const sides = { app: await prepareApp(app.url), peer: await preparePeer(peer.url, database.url) };
    const routes: [string, (side: Side) => Promise<LoadResult>][] = [
      [
        "sign-in (POST /api/auth/login, argon2id)",
        (side) =>
          load(`${side.url}/api/auth/login`, {
            seconds: SECONDS,
            connections: CONNECTIONS,
            method: "POST",
            body: { email: side.email, password: BENCH_PASSWORD },
          }),
      ],
      [
        "current user (GET /api/auth/user)",
        (side) =>
          load(`${side.url}/api/auth/user`, {
            seconds: SECONDS,
            connections: CONNECTIONS,
            headers: { cookie: side.cookie },
          }),
      ],
      [
        "orders (GET /api/orders)",
        (side) =>
          load(`${side.url}/api/orders`, {
            seconds: SECONDS,
            connections: CONNECTIONS,
            headers: { cookie: side.cookie },
          }),
      ],
      [
        "letter PDF as downloaded (GET …/download/pdf)",
        (side) =>
          load(`${side.url}/api/demand-letters/${side.letterId}/download/pdf`, {
            seconds: PDF_SECONDS,
            connections: PDF_CONNECTIONS,
            headers: { cookie: side.cookie },
          }),
      ],
      [
        "a PDF rendered on every request",
        (side) =>
          load(side.freshPdf, { seconds: PDF_SECONDS, connections: PDF_CONNECTIONS, headers: { cookie: side.cookie } }),
      ],
    ];
    const rows: string[] = [];
    let signIn: { app: LoadResult; peer: LoadResult } | undefined;
    for (const [label, run] of routes) {
      /*
       * A first run of each side warms it up (JIT, connection pools, Chromium's first page). Then
       * each side is measured twice, in the order app, peer, peer, app, so whatever drifts during
       * the run (PostgreSQL's background work, the machine's other load) falls on both alike.
       */
      await run(sides.app);
      await run(sides.peer);
      const [app1, peer1, peer2, app2] = [
        await run(sides.app),
        await run(sides.peer),
        await run(sides.peer),
        await run(sides.app),
      ];
      const measured = { app: bothRuns(app1, app2), peer: bothRuns(peer1, peer2) };
      console.log(
        `${label}: app ${[app1, app2].map(perSecond).join(", ")}; peer ${[peer1, peer2].map(perSecond).join(", ")} requests/s`,
      );
      signIn ??= measured;
      const ratio = measured.app.requestsPerSecond / Math.max(measured.peer.requestsPerSecond, 0.001);
      rows.push(
        `| ${label} | ${measured.app.requestsPerSecond.toFixed(1)} | ${measured.peer.requestsPerSecond.toFixed(1)} | ${ratio.toFixed(2)}× | ${measured.app.p99Ms.toFixed(0)} | ${measured.peer.p99Ms.toFixed(0)} | ${measured.app.errors} / ${measured.peer.errors} |`,
      );
    }
    const signInRatio = signIn ? signIn.app.requestsPerSecond / signIn.peer.requestsPerSecond : 0;
    const signInP99 = signIn?.app.p99Ms ?? 0;
    return [
      "## Beside a peer: Express + express-session + connect-pg-simple, Chromium print-to-PDF",
      `The peer (\`bench/peer/server.mjs\`) is the stack the product spec was first written for: Express 5, sessions in PostgreSQL through connect-pg-simple, node-postgres, the same argon2id library and settings as the app, and the letter printed to PDF by headless Chromium. Each server runs in its own process on its own database on this machine; each route is loaded on the app, then on the peer, once to warm up, then measured twice in the order app, peer, peer, app (the figures are the mean of each side's two runs, the p99 the worse of its two), ${CONNECTIONS} keep-alive connections for ${SECONDS} s (PDFs: ${PDF_CONNECTIONS} for ${PDF_SECONDS} s).`,
      "",
      "| route | app requests/s | peer requests/s | app ÷ peer | app p99 ms | peer p99 ms | errors app / peer |",
      "|---|---|---|---|---|---|---|",
      ...rows,
      "",
      "- The app keeps each dated version of a letter (its SHA-256 is part of the case record), so a second download of an unchanged letter is a read; the peer prints the letter again on every request, as such stacks do. The last row compares rendering itself: the app's Spanish reading copy of the letter (made at every download, never stored, its courtesy mark on every page) beside the peer's one-page letter.",
      "- The app answers `/api/auth/user` and `/api/orders` from its read cache while nothing is written (decision 0009); the peer reads its session and the rows from PostgreSQL on every request.",
      `- Sign-in: ${signInRatio.toFixed(2)}× the peer's requests per second (target at least 1×: ${signInRatio >= 1 ? "met" : "missed"}); p99 ${signInP99.toFixed(0)} ms at ${CONNECTIONS} connections (target under 1,000 ms: ${signInP99 < 1000 ? "met" : "missed"}).`,
    ].join("\n");
  } finally {
    await peer.stop();
    await database.drop();
  }
}

/**
 * A paid letter on the app. Its PDF rendered on every request is the letter's Spanish reading copy:
 * made from the letter at each download and never stored (decision 0059). The final notice is no
 * such file: it is kept at its first download, so every later request reads it (decision 0044).
 */
async function prepareApp(url: string): Promise<Side> {
  const email = `peer-bench-${process.pid}@example.com`;
  const cookie = await purchaseOnce(url, email, emptyLatencies());
  const orders = (await (await fetch(`${url}/api/orders`, { headers: { cookie } })).json()) as {
    demandLetterId: number;
  }[];
  const letterId = orders[0]?.demandLetterId;
  if (!letterId) throw new Error("the app's bench user has no letter");
  const freshPdf = `${url}/api/demand-letters/${letterId}/download/reading-copy/es`;
  const first = await fetch(freshPdf, { headers: { cookie } });
  if (!first.ok) throw new Error(`the app's reading copy did not render: ${first.status}`);
  return { url, cookie, email, letterId, freshPdf };
}

/** Two measured runs of one side as one figure: their mean rate, and the worse of their p99s. */
function bothRuns(first: LoadResult, second: LoadResult): LoadResult {
  return {
    requests: first.requests + second.requests,
    errors: first.errors + second.errors,
    requestsPerSecond: (first.requestsPerSecond + second.requestsPerSecond) / 2,
    p50Ms: (first.p50Ms + second.p50Ms) / 2,
    p99Ms: Math.max(first.p99Ms, second.p99Ms),
  };
}

const perSecond = (result: LoadResult) => result.requestsPerSecond.toFixed(1);

/** The same user, letter and orders in the peer's tables, then signed in. */
async function preparePeer(url: string, databaseUrl: string): Promise<Side> {
  const email = `peer-bench-${process.pid}@example.com`;
  const letter = letterInput({ email });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let letterId: number;
  try {
    const user = await client.query(
      "insert into peer_users (email, first_name, last_name, password_hash) values ($1, 'Bench', 'User', $2) returning id",
      [email, await hash(BENCH_PASSWORD)],
    );
    const userId = user.rows[0].id as number;
    const row = await client.query(
      `insert into peer_letters (user_id, full_name, email, phone, address, city, state, zip_code, platforms, username, ban_date, consequences)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
      [
        userId,
        letter.fullName,
        letter.email,
        letter.phone,
        letter.address,
        letter.city,
        letter.state,
        letter.zipCode,
        letter.platforms,
        letter.username,
        letter.banDate,
        letter.consequences,
      ],
    );
    letterId = row.rows[0].id as number;
    await client.query(
      "insert into peer_orders (user_id, letter_id, type, amount, status) values ($1, $2, 'digital', 5, 'completed')",
      [userId, letterId],
    );
  } finally {
    await client.end();
  }
  const signedIn = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!signedIn.ok) throw new Error(`the peer refused the bench user's sign-in: ${signedIn.status}`);
  const cookie =
    signedIn.headers
      .getSetCookie()
      .find((value) => value.startsWith("sid="))
      ?.split(";")[0] ?? "";
  const pdf = `${url}/api/demand-letters/${letterId}/download/pdf`;
  return { url, cookie, email, letterId, freshPdf: pdf };
}

if (process.argv[1]?.endsWith("peer.ts")) {
  runScript(async () => {
    if (!process.argv.includes("--no-build")) buildProduct();
    const database = await createBenchDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "peer-bench-"));
    const app = await startServer({
      port: 5821,
      env: { ...benchServerEnv, DATABASE_URL: database.url, DATA_DIR: dataDir },
    });
    try {
      console.log(await measureBesidePeer(app, 5822));
    } finally {
      await app.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

import pg from "pg";
import { letterInput } from "../../tests/helpers/factories.ts";
import { percentiles } from "./load.ts";

const STEPS = [
  "register",
  "create letter",
  "checkout",
  "pay",
  "confirm",
  "download PDF",
  "download PDF again",
] as const;
type Step = (typeof STEPS)[number];

export interface FlowResult {
  seconds: number;
  users: number;
  flows: number;
  errors: string[];
  latencies: Record<Step, number[]>;
}

export function emptyLatencies(): Record<Step, number[]> {
  return Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as Record<Step, number[]>;
}

/** `users` virtual users, each repeating the whole purchase until `seconds` have passed. */
export async function runPurchaseFlows(
  baseUrl: string,
  options: { users: number; seconds: number },
): Promise<FlowResult> {
  const latencies = emptyLatencies();
  const errors: string[] = [];
  let flows = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  async function virtualUser(user: number) {
    for (let round = 0; performance.now() < deadline; round++) {
      try {
        await purchaseOnce(baseUrl, `flow-${user}-${round}-${process.pid}@example.com`, latencies);
        flows += 1;
      } catch (error) {
        errors.push(String(error instanceof Error ? error.message : error));
      }
    }
  }
  await Promise.all(Array.from({ length: options.users }, (_, user) => virtualUser(user)));
  return { seconds: (performance.now() - started) / 1000, users: options.users, flows, errors, latencies };
}

/** Every bench user's password. */
export const BENCH_PASSWORD = "bench password 1";

/** One whole purchase as a new user; returns that user's session cookie. */
export async function purchaseOnce(baseUrl: string, email: string, latencies: Record<Step, number[]>): Promise<string> {
  let cookie = "";
  async function step(name: Step, path: string, init: { method?: string; body?: unknown } = {}) {
    const begin = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? "GET",
      headers: { cookie, ...(init.body ? { "content-type": "application/json" } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const body = response.headers.get("content-type")?.includes("json")
      ? await response.json()
      : await response.arrayBuffer();
    latencies[name].push(performance.now() - begin);
    if (!response.ok) throw new Error(`${name}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    const setCookie = response.headers.getSetCookie().find((value) => value.startsWith("sid="));
    if (setCookie) cookie = setCookie.split(";")[0] ?? "";
    return body as Record<string, unknown>;
  }

  await step("register", "/api/auth/register", {
    method: "POST",
    body: { email, password: BENCH_PASSWORD, firstName: "Bench", lastName: "User" },
  });
  const letter = await step("create letter", "/api/demand-letters", { method: "POST", body: letterInput({ email }) });
  const checkout = await step("checkout", "/api/create-checkout-session", {
    method: "POST",
    body: { letterId: letter.id, packageType: "digital" },
  });
  const sessionId = new URL(String(checkout.checkoutUrl)).pathname.split("/").pop();
  await step("pay", `/api/test-checkout/${sessionId}/pay`, {
    method: "POST",
    body: { cardNumber: "4242 4242 4242 4242" },
  });
  await step("confirm", `/api/checkout/confirm?session_id=${sessionId}`);
  const pdf = await step("download PDF", `/api/demand-letters/${letter.id}/download/pdf`);
  if (!(pdf instanceof ArrayBuffer) || pdf.byteLength < 1000) throw new Error("download PDF: not a PDF");
  /* The reference for the first download: the same file again, a read of the kept version. */
  await step("download PDF again", `/api/demand-letters/${letter.id}/download/pdf`);
  return cookie;
}

/** After the load: every paid order has its own letter, none is paid twice, nothing is left half done. */
export async function checkConsistency(databaseUrl: string, flows: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (query: string) => Number((await client.query(query)).rows[0]?.n ?? 0);
    const paid = await one(
      `select count(*) n from orders o join users u on u.id = o.user_id where o.status = 'completed' and u.email like 'flow-%'`,
    );
    const checks: [string, boolean][] = [
      [`paid orders (${paid}) equal completed flows (${flows})`, paid === flows],
      [
        "every paid order has its buyer's letter",
        (await one(
          `select count(*) n from orders o left join demand_letters l on l.id = o.demand_letter_id where o.status = 'completed' and (l.id is null or l.user_id <> o.user_id)`,
        )) === 0,
      ],
      [
        "no letter paid twice",
        (await one(
          `select count(*) n from (select demand_letter_id from orders where status = 'completed' group by demand_letter_id having count(*) > 1) d`,
        )) === 0,
      ],
      [
        "no order left pending",
        (await one(
          `select count(*) n from orders o join users u on u.id = o.user_id where o.status <> 'completed' and u.email like 'flow-%'`,
        )) === 0,
      ],
    ];
    return checks.map(([label, ok]) => `${ok ? "ok" : "FAILED"}: ${label}`);
  } finally {
    await client.end();
  }
}

export function flowReport(result: FlowResult, consistency: string[], rss: { restMb: number; peakMb: number }): string {
  const rows = STEPS.map((step) => {
    const { p50, p99 } = percentiles(result.latencies[step]);
    return `| ${step} | ${result.latencies[step].length} | ${p50.toFixed(1)} | ${p99.toFixed(1)} |`;
  });
  const distinctErrors = [...new Set(result.errors)].slice(0, 5);
  return [
    `## Purchase flow: ${result.users} virtual users for ${Math.round(result.seconds)} s on PostgreSQL`,
    "Each flow registers, creates a letter, starts checkout, pays on the built-in test checkout, confirms the success page and downloads the PDF twice: the first download right after paying (target p50 under 500 ms, p99 under 1.5 s) beside the second, a read of the version kept as the payment settled. The server runs in its own process (NODE_ENV=production); the virtual users run in the bench process.",
    "",
    `- flows completed: ${result.flows} (${(result.flows / result.seconds).toFixed(1)} per second)`,
    `- errors: ${result.errors.length} (target 0)${distinctErrors.length ? `: ${distinctErrors.join("; ")}` : ""}`,
    `- server memory (RSS): ${rss.restMb.toFixed(0)} MB at rest, ${rss.peakMb.toFixed(0)} MB at most under this load (target under 250 MB)`,
    "",
    "| step | requests | p50 ms | p99 ms |",
    "|---|---|---|---|",
    ...rows,
    "",
    "Consistency afterwards:",
    ...consistency.map((line) => `- ${line}`),
  ].join("\n");
}

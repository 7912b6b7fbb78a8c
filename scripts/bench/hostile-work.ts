import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hugePng, multipart, plainPdf } from "../../tests/helpers/evidence-files.ts";
import { letterInput } from "../../tests/helpers/factories.ts";
import { inflatingPdf } from "../../tests/helpers/hostile-files.ts";
import { noisyPdf, noisyPng } from "../../tests/helpers/noisy-files.ts";
import { percentiles } from "./load.ts";
import { benchServerEnv, startServer, withPeak } from "./server-process.ts";
import { settledRss } from "./startup.ts";

const ATTACKERS = 4;
/** A paid letter keeps at most 10 versions, and each correction makes one. */
const CORRECTIONS_EACH = 4;

/**
 * /healthz asked every 20 ms, first at rest, then while attackers with paid letters upload huge
 * images and inflating PDFs and ask for case records without pause: the same server, in one run.
 * On the embedded database, as plain `npm start` runs: the server's memory (RSS) is read once it
 * settles after the attackers paid, and at its peak under the attack. Targets: p99 under 250 ms
 * throughout, memory under 300 MB (decision 0055).
 */
export async function measureHealthUnderHostileWork(options: {
  port: number;
  seconds: number;
  /** Also upload large ordinary files (a 3.2 MB PNG and a 3.5 MB PDF of noise), as decision 0055's process test did. */
  largeFiles?: boolean;
}): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-hostile-"));
  const server = await startServer({
    port: options.port,
    env: { ...benchServerEnv, DATABASE_URL: "", DATA_DIR: dataDir },
  });
  try {
    const attackers = await Promise.all(Array.from({ length: ATTACKERS }, (_, index) => payingUser(server.url, index)));
    const customer = await otherCustomer(server.url);
    const steadyMb = await settledRss(server);
    const [rest, restSaves, restCorrections] = await Promise.all([
      pollHealth(server.url, options.seconds * 1000),
      customer.timeSaves(options.seconds * 1000),
      customer.timeCorrections(CORRECTIONS_EACH),
    ]);
    const files = { png: hugePng(), pdf: inflatingPdf() };
    const answers = { refused: 0, served: 0, failed: 0 };
    let attacking = true;
    const attacks = attackers.map(async (attacker) => {
      const kinds = [
        "huge png",
        "inflating pdf",
        "case record",
        ...(options.largeFiles ? ["large png", "large pdf"] : []),
      ];
      for (let round = 0; attacking; round++) {
        const kind = kinds[round % kinds.length];
        const status =
          kind === "huge png"
            ? await attacker.upload("huge.png", "image/png", files.png)
            : kind === "inflating pdf"
              ? await attacker.upload("inflating.pdf", "application/pdf", files.pdf)
              : kind === "large png"
                ? await attacker.upload("screen.png", "image/png", await noisyPng(1050, 1020))
                : kind === "large pdf"
                  ? await attacker.upload("scan.pdf", "application/pdf", await noisyPdf(1, 1080))
                  : await attacker.caseRecord();
        if (status >= 500) answers.failed += 1;
        else if (status >= 400) answers.refused += 1;
        else answers.served += 1;
      }
    });
    const {
      result: [hostile, hostileSaves, hostileCorrections],
      peak: peakMb,
    } = await withPeak(
      server.rssMb,
      Promise.all([
        pollHealth(server.url, options.seconds * 1000),
        customer.timeSaves(options.seconds * 1000),
        customer.timeCorrections(CORRECTIONS_EACH),
      ]),
      100,
    );
    attacking = false;
    await Promise.all(attacks);
    const row = (label: string, times: number[]) => {
      const { p50, p99 } = percentiles(times);
      return `| ${label} | ${times.length} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${Math.max(...times).toFixed(0)} |`;
    };
    const ratio = percentiles(hostileSaves).p50 / percentiles(restSaves).p50;
    const correctionRatio = percentiles(hostileCorrections).p50 / percentiles(restCorrections).p50;
    return [
      `## /healthz and memory at rest and under hostile work, on PGlite (${options.seconds} s each)`,
      `${ATTACKERS} signed-in attackers with paid letters upload a 30000×30000 PNG and a PDF that inflates to 64 MB${options.largeFiles ? ", a 3.2 MB PNG and a 3.5 MB PDF of noise" : ""} and ask for their case records, without pause. Their answers: ${answers.refused} refused (4xx, including rate limits), ${answers.served} served, ${answers.failed} server errors. Targets: p99 under 250 ms throughout; server RSS under 300 MB.`,
      "",
      "| /healthz | requests | p50 ms | p99 ms | slowest ms |",
      "|---|---|---|---|---|",
      row("at rest", rest),
      row("during hostile work", hostile),
      "",
      `Another customer saves their letter (PATCH) one save after another meanwhile: p50 under attack ${ratio.toFixed(1)} times p50 at rest.`,
      "",
      "| another customer's save | saves | p50 ms | p99 ms | slowest ms |",
      "|---|---|---|---|---|",
      row("at rest", restSaves),
      row("during hostile work", hostileSaves),
      "",
      `The same customer corrects a paid letter (PATCH, a new version rendered), ${CORRECTIONS_EACH} times in each phase: p50 under attack ${correctionRatio.toFixed(1)} times p50 at rest.`,
      "",
      "| another customer's paid correction | saves | p50 ms | p99 ms | slowest ms |",
      "|---|---|---|---|---|",
      row("at rest", restCorrections),
      row("during hostile work", hostileCorrections),
      "",
      "| server RSS | MB | target MB | result |",
      "|---|---|---|---|",
      `| steady, after the attackers paid | ${steadyMb.toFixed(0)} | 300 | ${steadyMb <= 300 ? "met" : "not met"} |`,
      `| peak during hostile work | ${peakMb.toFixed(0)} | 300 | ${peakMb <= 300 ? "met" : "not met"} |`,
    ].join("\n");
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function pollHealth(baseUrl: string, forMs: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + forMs;
  while (performance.now() < until) {
    const started = performance.now();
    await (await fetch(`${baseUrl}/healthz`)).arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

/** Another customer, writing a letter of their own (unpaid), who saves it one save after another. */
async function otherCustomer(baseUrl: string) {
  const email = `customer.${process.pid}@example.com`;
  const register = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify({ email, password: "customer password", firstName: "C", lastName: "D" }),
  });
  const cookie =
    register.headers
      .getSetCookie()
      .find((value) => value.startsWith("sid="))
      ?.split(";")[0] ?? "";
  const send = async (method: string, route: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: { cookie, origin: baseUrl, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { id?: number };
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const letter = await send("POST", "/api/demand-letters", letterInput({ email }));
  const paid = await send("POST", "/api/demand-letters", letterInput({ email }));
  const checkout = (await send("POST", "/api/create-checkout-session", {
    letterId: paid.id,
    packageType: "digital",
  })) as { checkoutUrl?: string };
  const sessionId = new URL(String(checkout.checkoutUrl)).pathname.split("/").pop();
  await send("POST", `/api/test-checkout/${sessionId}/pay`, { cardNumber: "4242 4242 4242 4242" });
  let edit = 0;
  /** Each save's time, one after another with a 100 ms pause, for `forMs`. */
  const timeSaves = async (forMs: number) => {
    const times: number[] = [];
    const until = performance.now() + forMs;
    while (performance.now() < until) {
      edit += 1;
      const started = performance.now();
      await send("PATCH", `/api/demand-letters/${letter.id}`, letterInput({ email, username: `zoe.edit.${edit}` }));
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return times;
  };
  /** `count` corrections of the paid letter's story, one after another with a 1 s pause. */
  const timeCorrections = async (count: number) => {
    const times: number[] = [];
    for (let index = 0; index < count; index++) {
      edit += 1;
      const consequences = `I lost access to 8 years of photos and to my bakery's page (correction ${edit}).`;
      const started = performance.now();
      await send("PATCH", `/api/demand-letters/${paid.id}`, letterInput({ email, consequences }));
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return times;
  };
  return { timeSaves, timeCorrections };
}

/** Registers, writes a letter, pays for it on the test checkout and keeps one plain PDF as evidence. */
export async function payingUser(baseUrl: string, index: number) {
  let cookie = "";
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: { cookie, origin: baseUrl, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const setCookie = response.headers.getSetCookie().find((value) => value.startsWith("sid="));
    if (setCookie) cookie = setCookie.split(";")[0] ?? "";
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
    return answer as Record<string, unknown>;
  };
  const email = `attacker.${process.pid}.${index}@example.com`;
  await call("POST", "/api/auth/register", { email, password: "attacker password", firstName: "A", lastName: "B" });
  const letter = await call("POST", "/api/demand-letters", letterInput({ email }));
  const checkout = await call("POST", "/api/create-checkout-session", { letterId: letter.id, packageType: "digital" });
  const sessionId = new URL(String(checkout.checkoutUrl)).pathname.split("/").pop();
  await call("POST", `/api/test-checkout/${sessionId}/pay`, { cardNumber: "4242 4242 4242 4242" });
  const upload = async (fileName: string, type: string, bytes: Buffer) => {
    const form = multipart([
      { name: "file", fileName, type, bytes },
      { name: "caption", value: "Notice" },
    ]);
    const response = await fetch(`${baseUrl}/api/demand-letters/${letter.id}/evidence`, {
      method: "POST",
      headers: { ...form.headers, cookie, origin: baseUrl },
      body: form.payload,
    });
    await response.arrayBuffer();
    return response.status;
  };
  const caseRecord = async () => {
    const response = await fetch(`${baseUrl}/api/demand-letters/${letter.id}/download/proof`, { headers: { cookie } });
    await response.arrayBuffer();
    return response.status;
  };
  await upload("reply.pdf", "application/pdf", await plainPdf());
  return { upload, caseRecord };
}

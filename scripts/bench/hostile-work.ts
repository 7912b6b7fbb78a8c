import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hugePng, multipart, plainPdf } from "../../tests/helpers/evidence-files.ts";
import { letterInput } from "../../tests/helpers/factories.ts";
import { inflatingPdf } from "../../tests/helpers/hostile-files.ts";
import { percentiles } from "./load.ts";
import { benchServerEnv, startServer, withPeak } from "./server-process.ts";
import { settledRss } from "./startup.ts";

const ATTACKERS = 4;

/**
 * /healthz asked every 20 ms, first at rest, then while attackers with paid letters upload huge
 * images and inflating PDFs and ask for case records without pause: the same server, in one run.
 * On the embedded database, as plain `npm start` runs: the server's memory (RSS) is read once it
 * settles after the attackers paid, and at its peak under the attack. Targets: p99 under 250 ms
 * throughout, memory under 300 MB (decision 0055).
 */
export async function measureHealthUnderHostileWork(options: { port: number; seconds: number }): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-hostile-"));
  const server = await startServer({
    port: options.port,
    env: { ...benchServerEnv, DATABASE_URL: "", DATA_DIR: dataDir },
  });
  try {
    const attackers = await Promise.all(Array.from({ length: ATTACKERS }, (_, index) => payingUser(server.url, index)));
    const steadyMb = await settledRss(server);
    const rest = await pollHealth(server.url, options.seconds * 1000);
    const files = { png: hugePng(), pdf: inflatingPdf() };
    const answers = { refused: 0, served: 0, failed: 0 };
    let attacking = true;
    const attacks = attackers.map(async (attacker) => {
      for (let round = 0; attacking; round++) {
        const status =
          round % 3 === 0
            ? await attacker.upload("huge.png", "image/png", files.png)
            : round % 3 === 1
              ? await attacker.upload("inflating.pdf", "application/pdf", files.pdf)
              : await attacker.caseRecord();
        if (status >= 500) answers.failed += 1;
        else if (status >= 400) answers.refused += 1;
        else answers.served += 1;
      }
    });
    const { result: hostile, peak: peakMb } = await withPeak(
      server.rssMb,
      pollHealth(server.url, options.seconds * 1000),
      100,
    );
    attacking = false;
    await Promise.all(attacks);
    const row = (label: string, times: number[]) => {
      const { p50, p99 } = percentiles(times);
      return `| ${label} | ${times.length} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${Math.max(...times).toFixed(0)} |`;
    };
    return [
      `## /healthz and memory at rest and under hostile work, on PGlite (${options.seconds} s each)`,
      `${ATTACKERS} signed-in attackers with paid letters upload a 30000×30000 PNG and a PDF that inflates to 64 MB and ask for their case records, without pause. Their answers: ${answers.refused} refused (4xx, including rate limits), ${answers.served} served, ${answers.failed} server errors. Targets: p99 under 250 ms throughout; server RSS under 300 MB.`,
      "",
      "| /healthz | requests | p50 ms | p99 ms | slowest ms |",
      "|---|---|---|---|---|",
      row("at rest", rest),
      row("during hostile work", hostile),
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

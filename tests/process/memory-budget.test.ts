import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hugePng, multipart, plainPdf } from "../helpers/evidence-files.ts";
import { inflatingPdf } from "../helpers/hostile-files.ts";
import { noisyPdf, noisyPng } from "../helpers/noisy-files.ts";
import { scaled } from "../timeouts.ts";
import { createProcessDatabase, type ProcessDatabase } from "./process-database.ts";
import { killAllServers, outputOf, type ServerProcess, sleep, startBuiltServer } from "./server-process.ts";
import { createLetter, signUp, type Visitor } from "./visitor.ts";

/**
 * The built server, started with `npm start`'s Node flags and allocator settings, holds its memory
 * while attackers with paid letters send hostile and large ordinary files and ask for their case
 * records: its resident memory, read every 100 ms, never passes the bound (decision 0066).
 *
 * The target is 300 MB and is NOT met yet: this mix peaked at 352 MB with workers that collect
 * after each job (394-481 MB before). The bound is that measurement with room for a loaded machine,
 * so the test catches a return to the old peaks; lower it when the target is reached.
 */
const RSS_BOUND_MB = 400;
const ATTACKERS = 3;
const ATTACK_MS = 20_000;
const SAMPLE_MS = 100;

/** A folder inside the project, so the bundle finds its packages in node_modules. */
const builtDir = path.resolve("scratch", `memory-budget-${process.pid}`);

function rssMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

interface Attacker {
  visitor: Visitor;
  letterId: number;
}

describe.runIf(process.platform === "linux")("the built server's memory under hostile work", () => {
  let database: ProcessDatabase;
  let server: ServerProcess;
  const attackers: Attacker[] = [];

  beforeAll(async () => {
    const built = spawnSync(process.execPath, ["scripts/build-server.mjs", builtDir], { encoding: "utf8" });
    expect(built.status, built.stderr).toBe(0);
    database = await createProcessDatabase();
    server = await startBuiltServer("memory", database.env, builtDir);
    for (let index = 0; index < ATTACKERS; index++) attackers.push(await payingAttacker());
  }, scaled(180_000));
  afterAll(async () => {
    await killAllServers();
    await database?.close();
    rmSync(builtDir, { recursive: true, force: true });
  });

  async function payingAttacker(): Promise<Attacker> {
    const visitor = await signUp(server);
    const letterId = await createLetter(visitor, server);
    const checkout = await visitor.call(server, "POST", "/api/create-checkout-session", {
      letterId,
      packageType: "digital",
    });
    expect(checkout.status, checkout.body).toBe(200);
    const sessionId = new URL(checkout.json<{ checkoutUrl: string }>().checkoutUrl).pathname.split("/").pop();
    const paid = await visitor.call(server, "POST", `/api/test-checkout/${sessionId}/pay`, {
      cardNumber: "4242 4242 4242 4242",
    });
    expect(paid.status, paid.body).toBeLessThan(300);
    const attacker = { visitor, letterId };
    expect(await upload(attacker, "reply.pdf", "application/pdf", await plainPdf())).toBe(201);
    return attacker;
  }

  async function upload(attacker: Attacker, fileName: string, type: string, bytes: Buffer): Promise<number> {
    const body = multipart([
      { name: "file", fileName, type, bytes },
      { name: "caption", value: "Notice" },
    ]);
    const reply = await fetch(`${server.url}/api/demand-letters/${attacker.letterId}/evidence`, {
      method: "POST",
      headers: { ...body.headers, cookie: attacker.visitor.cookie, origin: server.url },
      body: body.payload,
    });
    await reply.arrayBuffer();
    return reply.status;
  }

  async function caseRecord(attacker: Attacker): Promise<number> {
    const reply = await fetch(`${server.url}/api/demand-letters/${attacker.letterId}/download/proof`, {
      headers: { cookie: attacker.visitor.cookie },
    });
    await reply.arrayBuffer();
    return reply.status;
  }

  it(
    `stays under ${RSS_BOUND_MB} MB, answers every request with a 2xx, a 4xx or a 503 and stays up`,
    async () => {
      const files = {
        hugePng: hugePng(),
        inflatingPdf: inflatingPdf(),
        screenshot: await noisyPng(1050, 1020),
        scan: await noisyPdf(1, 1080),
      };
      const rounds: ((attacker: Attacker) => Promise<number>)[] = [
        (attacker) => upload(attacker, "huge.png", "image/png", files.hugePng),
        (attacker) => upload(attacker, "inflating.pdf", "application/pdf", files.inflatingPdf),
        (attacker) => upload(attacker, "screen.png", "image/png", files.screenshot),
        (attacker) => upload(attacker, "scan.pdf", "application/pdf", files.scan),
        caseRecord,
      ];
      const samples: number[] = [];
      const sampler = setInterval(() => {
        const mb = rssMb(server.pid);
        if (mb !== undefined) samples.push(mb);
      }, SAMPLE_MS);
      const statuses: number[] = [];
      const until = Date.now() + ATTACK_MS;
      try {
        await Promise.all(
          attackers.map(async (attacker, index) => {
            for (let round = index; Date.now() < until; round++)
              statuses.push(await rounds[round % rounds.length](attacker).catch(() => 0));
          }),
        );
      } finally {
        clearInterval(sampler);
      }
      await sleep(SAMPLE_MS);
      const alive = rssMb(server.pid) !== undefined;
      expect(alive, `the server is gone\n${outputOf([server])}`).toBe(true);
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      const unexpected = statuses.filter((status) => !(status >= 200 && status < 500) && status !== 503);
      expect(unexpected, `answers: ${statuses.join(" ")}\n${outputOf([server])}`).toEqual([]);
      expect(statuses.filter((status) => status < 300).length, "some work was done").toBeGreaterThan(0);
      const peak = Math.max(...samples);
      expect(samples.length, "RSS was read throughout the attack").toBeGreaterThan(ATTACK_MS / SAMPLE_MS / 4);
      expect(peak, `peak RSS ${peak.toFixed(0)} MB over ${samples.length} samples`).toBeLessThan(RSS_BOUND_MB);
    },
    scaled(120_000),
  );
});

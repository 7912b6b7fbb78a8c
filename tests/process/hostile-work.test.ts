import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hugePng, multipart, plainPdf } from "../helpers/evidence-files.ts";
import { inflatingPdf } from "../helpers/hostile-files.ts";
import { scaled } from "../timeouts.ts";
import { createProcessDatabase, type ProcessDatabase } from "./process-database.ts";
import { killAllServers, outputOf, type ServerProcess, startServer } from "./server-process.ts";
import { createLetter, signUp, type Visitor } from "./visitor.ts";

/**
 * A real server process, a paid letter, then hostile uploads and case records all at once while
 * /healthz is asked every 25 ms: the event loop must keep answering, however the files are made.
 */
const HEALTH_P99_MS = 250;

describe("the server under hostile work", () => {
  let database: ProcessDatabase;
  let server: ServerProcess;
  let visitor: Visitor;
  let letterId: number;

  beforeAll(async () => {
    database = await createProcessDatabase();
    server = await startServer("hostile", { ...database.env, AUTH_RATE_LIMIT_SCALE: "1" });
    visitor = await signUp(server);
    letterId = await createLetter(visitor, server);
    const checkout = await visitor.call(server, "POST", "/api/create-checkout-session", {
      letterId,
      packageType: "digital",
    });
    expect(checkout.status).toBe(200);
    const sessionId = new URL(checkout.json<{ checkoutUrl: string }>().checkoutUrl).pathname.split("/").pop();
    const paid = await visitor.call(server, "POST", `/api/test-checkout/${sessionId}/pay`, {
      cardNumber: "4242 4242 4242 4242",
    });
    expect(paid.status, paid.body).toBeLessThan(300);
    const accepted = await upload("reply.pdf", "application/pdf", await plainPdf());
    expect(accepted, "a plain PDF is kept, so the case records have an exhibit to lay out").toBe(201);
  }, scaled(120_000));
  afterAll(async () => {
    await killAllServers();
    await database?.close();
  });

  async function upload(fileName: string, type: string, bytes: Buffer): Promise<number> {
    const body = multipart([
      { name: "file", fileName, type, bytes },
      { name: "caption", value: `Hostile ${createHash("sha256").update(bytes).digest("hex").slice(0, 6)}` },
    ]);
    const reply = await fetch(`${server.url}/api/demand-letters/${letterId}/evidence`, {
      method: "POST",
      headers: { ...body.headers, cookie: visitor.cookie, origin: server.url },
      body: body.payload,
    });
    await reply.arrayBuffer();
    return reply.status;
  }

  async function caseRecord(): Promise<number> {
    const reply = await visitor.call(server, "GET", `/api/demand-letters/${letterId}/download/proof`);
    return reply.status;
  }

  it(
    "answers /healthz within 250 ms (p99) while hostile uploads and case records are in flight",
    async () => {
      const [png, pdf] = [hugePng(), inflatingPdf()];
      const times: number[] = [];
      let busy = true;
      const polling = (async () => {
        while (busy) {
          const started = performance.now();
          const reply = await fetch(`${server.url}/healthz`);
          await reply.arrayBuffer();
          times.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      })();
      const work = await Promise.all([
        ...Array.from({ length: 3 }, () => upload("huge.png", "image/png", png)),
        ...Array.from({ length: 3 }, () => upload("inflating.pdf", "application/pdf", pdf)),
        ...Array.from({ length: 3 }, caseRecord),
      ]);
      busy = false;
      await polling;
      const uploads = work.slice(0, 6);
      const records = work.slice(6);
      for (const status of uploads) expect(status, outputOf([server])).toBeGreaterThanOrEqual(400);
      for (const status of uploads) expect(status, outputOf([server])).toBeLessThan(500);
      expect(records).toEqual([200, 200, 200]);
      const sorted = [...times].sort((a, b) => a - b);
      const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.POSITIVE_INFINITY;
      expect(times.length).toBeGreaterThan(5);
      expect(p99, `health checks: ${times.length}, slowest ${sorted.at(-1)?.toFixed(0)} ms`).toBeLessThan(
        scaled(HEALTH_P99_MS),
      );
    },
    scaled(180_000),
  );
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hugePng, plainPdf } from "../helpers/evidence-files.ts";
import { inflatingPdf } from "../helpers/hostile-files.ts";
import { scaled } from "../timeouts.ts";
import { type PayingCustomer, p99Of, payingCustomer, readCaseRecord, uploadEvidence } from "./paying-customer.ts";
import { createProcessDatabase, type ProcessDatabase } from "./process-database.ts";
import { killAllServers, outputOf, type ServerProcess, startServer } from "./server-process.ts";

/**
 * A real server process, a paid letter, then hostile uploads and case records all at once while
 * /healthz is asked every 25 ms: the event loop must keep answering, however the files are made.
 */
/**
 * /healthz's p99 under hostile work may be this many times its p99 at rest, measured in the same
 * test just before: a ratio, so a machine busy with other work slows both and does not fail it.
 * On a quiet machine /healthz answers at rest within the floor below, which makes the bound 250 ms,
 * the bench's target (decision 0055).
 */
const HEALTH_RATIO_TO_REST = 25;
/** At-rest p99 under this counts as this: one scheduler tick must not make the bound a few milliseconds. */
const REST_P99_FLOOR_MS = 10;

describe("the server under hostile work", () => {
  let database: ProcessDatabase;
  let server: ServerProcess;
  let customer: PayingCustomer;

  beforeAll(async () => {
    database = await createProcessDatabase();
    server = await startServer("hostile", { ...database.env, AUTH_RATE_LIMIT_SCALE: "1" });
    customer = await payingCustomer(server);
    const accepted = await upload("reply.pdf", "application/pdf", await plainPdf());
    expect(accepted, "a plain PDF is kept, so the case records have an exhibit to lay out").toBe(201);
  }, scaled(120_000));
  afterAll(async () => {
    await killAllServers();
    await database?.close();
  });

  const upload = (name: string, type: string, bytes: Buffer) => uploadEvidence(server, customer, { name, type, bytes });

  /** One /healthz answer's time, then the 25 ms pause between asks. */
  async function healthOnce(): Promise<number> {
    const started = performance.now();
    const reply = await fetch(`${server.url}/healthz`);
    await reply.arrayBuffer();
    const took = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
    return took;
  }

  /** /healthz's times while `during` runs. */
  async function pollHealth(during: () => Promise<unknown>): Promise<number[]> {
    const times: number[] = [];
    let busy = true;
    const polling = (async () => {
      while (busy) times.push(await healthOnce());
    })();
    await during();
    busy = false;
    await polling;
    return times;
  }

  const caseRecord = () => readCaseRecord(server, customer);

  it(
    "answers /healthz within 25 times its p99 at rest (p99; 250 ms on a quiet machine) while hostile uploads and case records are in flight",
    async () => {
      const [png, pdf] = [hugePng(), inflatingPdf()];
      const atRest = await pollHealth(() => new Promise((resolve) => setTimeout(resolve, 5_000)));
      let work: number[] = [];
      const times = await pollHealth(async () => {
        work = await Promise.all([
          ...Array.from({ length: 3 }, () => upload("huge.png", "image/png", png)),
          ...Array.from({ length: 3 }, () => upload("inflating.pdf", "application/pdf", pdf)),
          ...Array.from({ length: 3 }, caseRecord),
        ]);
      });
      const uploads = work.slice(0, 6);
      const records = work.slice(6);
      for (const status of uploads) expect(status, outputOf([server])).toBeGreaterThanOrEqual(400);
      for (const status of uploads) expect(status, outputOf([server])).toBeLessThan(500);
      /* One record per account at a time (decision 0067): the asks made meanwhile are told to wait. */
      expect(records).toContain(200);
      for (const status of records) expect([200, 429]).toContain(status);
      const restP99 = p99Of(atRest);
      const p99 = p99Of(times);
      const allowed = HEALTH_RATIO_TO_REST * Math.max(REST_P99_FLOOR_MS, restP99);
      expect(times.length).toBeGreaterThan(5);
      expect(
        p99,
        `health checks: ${times.length}, slowest ${Math.max(...times).toFixed(0)} ms; at rest p99 ${restP99.toFixed(1)} ms, so at most ${allowed.toFixed(0)} ms`,
      ).toBeLessThan(allowed);
    },
    scaled(180_000),
  );
});

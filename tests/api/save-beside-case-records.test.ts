import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CASE_RECORD_ALREADY_MAKING,
  CASE_RECORD_RETRY_SECONDS,
  CASE_RECORDS_AT_ONCE,
  CASE_RECORDS_BUSY,
  CASE_RECORDS_WAITING,
  caseRecordsInFlight,
} from "../../src/server/features/case/case-record-gate.ts";
import { multipart, plainPdf } from "../helpers/evidence-files.ts";
import { createLetter, letterInput } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { noisyPng } from "../helpers/noisy-files.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { scaled } from "../timeouts.ts";

/**
 * Another customer's save while other accounts ask for case records and upload files without
 * pause (decision 0067): it answers within a small multiple of the same save at rest, measured in
 * the same test, because case records take their turn one at a time and a save never holds the
 * database while its letter is measured. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const SAVE_RATIO_TO_REST = 10;
/** More accounts than records made and waiting together, so the last is refused as busy. */
const ATTACKERS = CASE_RECORDS_AT_ONCE + CASE_RECORDS_WAITING + 1;

let t: TestApp;
let customer: { cookie: string; letterId: number };
let attackers: { cookie: string; letterId: number }[];
let correction = 0;

beforeAll(async () => {
  t = await createTestApp();
  customer = await payingAccount();
  attackers = [];
  for (let index = 0; index < ATTACKERS; index++) attackers.push(await payingAccount());
  const pdf = await plainPdf();
  for (const attacker of attackers) expect((await upload(attacker, pdf)).statusCode).toBe(201);
}, scaled(240_000));
afterAll(() => t.close());

async function payingAccount() {
  const { cookie } = await signUp(t.app);
  const letterId = await createLetter(t.app, cookie);
  await buyLetter(t.app, cookie, letterId);
  return { cookie, letterId };
}

function upload(who: { cookie: string; letterId: number }, bytes: Buffer) {
  const body = multipart([{ name: "file", fileName: "notice.png", type: "application/octet-stream", bytes }]);
  return t.app.inject({
    method: "POST",
    url: `/api/demand-letters/${who.letterId}/evidence`,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
  });
}

const caseRecord = (who: { cookie: string; letterId: number }) =>
  t.app.inject({ url: `/api/demand-letters/${who.letterId}/download/proof`, headers: { cookie: who.cookie } });

/** A correction of the customer's paid letter (a new version is rendered); answers its time in ms. */
async function timedSave(): Promise<number> {
  correction += 1;
  const started = performance.now();
  const response = await t.app.inject({
    method: "PATCH",
    url: `/api/demand-letters/${customer.letterId}`,
    payload: letterInput({ consequences: `I lost 8 years of photos and my bakery's page (correction ${correction}).` }),
    headers: { cookie: customer.cookie },
  });
  const took = performance.now() - started;
  expect(response.statusCode, response.body).toBe(200);
  return took;
}

describe("another customer's save while case records and uploads run", () => {
  it(
    "answers within 10 times the same save at rest; extra case records get 429 or 503 with Retry-After",
    async () => {
      const atRest = Math.max(await timedSave(), await timedSave());
      const pictures = await Promise.all(attackers.map(() => noisyPng(300, 300)));
      /* Each account asks for its record twice at once and uploads a file. */
      const records = attackers.flatMap((attacker) => [caseRecord(attacker), caseRecord(attacker)]);
      const uploads = attackers.map((attacker, index) => upload(attacker, pictures[index] as Buffer));
      for (let waited = 0; caseRecordsInFlight().running === 0 && waited < 200; waited++)
        await new Promise((resolve) => setTimeout(resolve, 25));
      const underAttack = await timedSave();
      const answers = await Promise.all(records);
      for (const response of await Promise.all(uploads)) expect(response.statusCode, response.body).toBe(201);

      const byStatus = (status: number) => answers.filter((response) => response.statusCode === status);
      expect(byStatus(200).length).toBe(CASE_RECORDS_AT_ONCE + CASE_RECORDS_WAITING);
      /* The account past the places asked twice and is told "busy" twice; every other second ask is 429. */
      expect(byStatus(503).length).toBeGreaterThanOrEqual(1);
      expect(byStatus(429).length).toBeGreaterThanOrEqual(1);
      expect(byStatus(429).length + byStatus(503).length).toBe(answers.length - byStatus(200).length);
      for (const response of byStatus(429)) {
        expect(response.json().message).toBe(CASE_RECORD_ALREADY_MAKING);
        expect(response.headers["retry-after"]).toBe(String(CASE_RECORD_RETRY_SECONDS));
      }
      const [busy] = byStatus(503);
      expect(busy?.json().message).toBe(CASE_RECORDS_BUSY);
      expect(busy?.headers["retry-after"]).toBe(String(CASE_RECORD_RETRY_SECONDS));
      for (const response of byStatus(200)) expect(response.headers["content-type"]).toBe("application/pdf");
      expect(caseRecordsInFlight()).toEqual({ running: 0, waiting: 0 });

      expect(
        underAttack,
        `save at rest ${atRest.toFixed(0)} ms, under attack ${underAttack.toFixed(0)} ms`,
      ).toBeLessThan(SAVE_RATIO_TO_REST * atRest);
    },
    scaled(240_000),
  );

  it(
    "makes the next record once the last one is done (the places are given back)",
    async () => {
      const [first] = attackers;
      if (!first) throw new Error("no attacker");
      const again = await caseRecord(first);
      expect(again.statusCode, again.body).toBe(200);
    },
    scaled(60_000),
  );
});

import { eq } from "drizzle-orm";
import { scaled } from "../timeouts.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { auditEvents, mailProofs, orders } from "../../src/server/db/schema.ts";
import { fetchDueProofs } from "../../src/server/features/dispatch/fetch-proofs.ts";
import { openPostgres } from "../../src/server/db/client.ts";
import { docId, jobName } from "../../src/server/features/dispatch/dispatch-deps.ts";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import { submissionsOn } from "../../src/server/features/dispatch/letterstream-daily-limit.ts";
import { listQueue } from "../../src/server/features/admin/queue-actions.ts";
import { addDays, dayIn } from "../../src/domain/time/clock.ts";
import { createLetterStreamClient } from "../../src/server/providers/mail/letterstream-client.ts";
import { createLetter, orderById } from "../helpers/factories.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { startLetterStreamStandIn } from "../stand-ins/letterstream-stand-in.ts";

const API = { apiId: "api-id-test", apiKey: "api-key-test" };
let now = new Date("2026-11-22T12:00:00Z");
const clock = () => now;
const advance = (ms: number) => (now = new Date(now.getTime() + ms));

let t: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
const sent: { to: string; subject: string; text: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock });
  user = await signUp(t.app);
});
afterAll(() => t.close());

type StandIn = Awaited<ReturnType<typeof startLetterStreamStandIn>>;
const deps = (standIn: StandIn, db = t.db) =>
  testDispatchDeps({
    db,
    /* A request the stand-in keeps times out at once (its fetch), the others within 1.5 s. */
    mail: createLetterStreamClient({ ...API, baseUrl: standIn.url, timeoutMs: 1500, fetch: standIn.fetch }),
    clock,
    sent,
    log: t.app.log,
  });
const paidMailOrder = async () => buyLetter(t.app, user.cookie, await createLetter(t.app, user.cookie), "mail");
const order = (id: number) => orderById(t.db, id);
const proofsOf = (orderId: number) =>
  t.db.select().from(mailProofs).where(eq(mailProofs.orderId, orderId)).orderBy(mailProofs.kind);
/** Makes every order due now and runs one worker pass. */
async function runNow(standIn: StandIn, db = t.db) {
  advance(60 * 60 * 1000);
  return runDispatchOnce(deps(standIn, db), 50);
}

/* Every behaviour against both stand-ins: the replies assumed in decision 0004, and only the codes LetterStream documents. */
describe.each([
  ["assumed replies", false],
  ["documented codes only", true],
])("dispatch through the LetterStream client (%s)", (_mode, strict) => {
  let letterstream: StandIn;
  beforeAll(async () => {
    letterstream = await startLetterStreamStandIn({ ...API, strict });
  });
  afterAll(() => letterstream.close());
  const run = () => runNow(letterstream);
  /* What was asked since `mark`, leaving out other orders' tracking polls. */
  const operationsSince = (mark: number) =>
    letterstream.seen.operations.slice(mark).filter((operation) => operation !== "trackx");

  it(
    "a first mailing holds then releases, asks nothing else (never docstatus), and follows the letter to delivered",
    async () => {
      const orderId = await paidMailOrder();
      const mark = letterstream.seen.operations.length;
      await run();
      const job = jobName(orderId);
      expect(operationsSince(mark)).toEqual(["preauth", "doauth"]);
      expect(letterstream.releases.get(job)).toBe(1);
      // Strict: the first hold is answered with the document's printed sample, LetterStream's numbers in its <doc>.
      const numbers = strict ? { job: ["117002"], doc: ["398"] } : { job: [job], doc: [docId(orderId)] };
      expect(await order(orderId)).toMatchObject({
        mailStatus: "submitted",
        letterstreamJobId: job,
        letterstreamJobNumbers: numbers.job,
        letterstreamDocIds: numbers.doc,
      });
      if (strict) expect(letterstream.jobs.get(job)?.authcode).toBe("a6e9cc7f2643a4d5c169cfb9212431sd");

      letterstream.advance(job);
      await run();
      const mailed = await order(orderId);
      expect(mailed.mailStatus).toBe("mailed");
      expect(mailed.mailTracking).toBe(letterstream.jobs.get(job)?.tracking);
      expect(mailed.mailTracking).toMatch(/^\d{22}$/);

      letterstream.advance(job, "Delivered");
      await run();
      expect(await order(orderId)).toMatchObject({
        mailStatus: "delivered",
        inQueue: false,
        letterstreamStatus: "Delivered",
      });
      await run();
      expect(letterstream.releases.get(job)).toBe(1);

      // Proof of delivery: the signed return receipt (a PDF) and the printed piece (Base64 PDF), kept with their SHA-256.
      await fetchDueProofs(deps(letterstream), 50);
      const proofs = await proofsOf(orderId);
      expect(proofs.map((proof) => [proof.kind, proof.simulated, proof.source])).toEqual([
        ["printed_piece", false, "LetterStream getinfo=proof"],
        ["return_receipt", false, "LetterStream getinfo=sig"],
      ]);
      for (const proof of proofs) {
        expect(proof.pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
        expect(proof.pdfSha256).toBe(createHash("sha256").update(proof.pdf).digest("hex"));
      }
      expect(await order(orderId)).toMatchObject({ proofNextAt: null, proofError: null });
      expect(letterstream.seen.operations.slice(mark)).not.toContain("docstatus");
    },
    scaled(60_000),
  ); // the first render and the first file-worker start happen here

  it("a return receipt that is not a PDF is not kept: the reason is shown, it is asked again later, then kept", async () => {
    const orderId = await paidMailOrder();
    await run();
    letterstream.advance(jobName(orderId), "Delivered");
    await run();
    letterstream.replyNext("Receipt unavailable, try later", { operation: "sig", docId: docId(orderId) });
    await fetchDueProofs(deps(letterstream), 50);
    const refused = await order(orderId);
    expect(refused.proofError).toMatch(/getinfo=sig is not a PDF: "Receipt unavailable, try later"/);
    expect(refused.proofNextAt!.getTime()).toBeGreaterThan(now.getTime());
    expect(await proofsOf(orderId)).toEqual([]);

    advance(60 * 60 * 1000);
    await fetchDueProofs(deps(letterstream), 50);
    expect((await proofsOf(orderId)).map((proof) => proof.kind)).toEqual(["printed_piece", "return_receipt"]);
    expect(await order(orderId)).toMatchObject({ proofNextAt: null, proofError: null });
  });

  it("a receipt that never comes is asked for with back-off, then given up 30 days after delivery with the reason", async () => {
    const orderId = await paidMailOrder();
    await run();
    letterstream.advance(jobName(orderId), "Delivered");
    await run();
    const notYet = `<div><message type="error"><code>-300</code><details>No record found</details></message></div>`;
    // Its own clock runs the 40 days, so the sessions of the other tests stay valid.
    let later = now;
    const lateDeps = { ...deps(letterstream), clock: () => later };
    const waits: number[] = [];
    for (let day = 0; day < 40 && (await order(orderId)).proofNextAt; day += 1) {
      letterstream.replyNext(notYet, { operation: "sig", docId: docId(orderId) });
      letterstream.replyNext(notYet, { operation: "proof", docId: docId(orderId) });
      await fetchDueProofs(lateDeps, 50);
      const next = (await order(orderId)).proofNextAt;
      if (next) waits.push(next.getTime() - later.getTime());
      later = new Date(later.getTime() + 24 * 60 * 60 * 1000);
    }
    expect(waits.slice(0, 3)).toEqual([1000, 2000, 4000]);
    const given = await order(orderId);
    expect(given.proofNextAt).toBeNull();
    expect(given.proofError).toMatch(/No return receipt or printed piece came within 30 days of delivery/);
    expect(await proofsOf(orderId)).toEqual([]);
  });

  it("a status word nobody documented is shown to the admin as it came and never stops polling; the provider's dates are kept", async () => {
    const orderId = await paidMailOrder();
    await run();
    const job = jobName(orderId);
    letterstream.advance(job, "Forwarded to Agent");
    await run();
    await run();
    const unknown = await order(orderId);
    expect(unknown).toMatchObject({
      mailStatus: "submitted",
      letterstreamStatus: "Forwarded to Agent",
      inQueue: true,
      dispatchError: null,
    });
    expect(unknown.dispatchNextAt).not.toBeNull();

    const delivered = letterstream.advance(job, "Delivered");
    await run();
    const done = await order(orderId);
    expect(done.mailStatus).toBe("delivered");
    // The documented shapes carry no dates: then the time it was seen.
    const at = strict ? now.toISOString() : delivered.events.at(-1)!.at;
    expect(done.mailEvents.at(-1)).toEqual({ status: "delivered", at });
  });

  it("a dropped reply after the hold: docstatus finds the held job, and it is released exactly once", async () => {
    const orderId = await paidMailOrder();
    letterstream.failNext("timeout", { operation: "preauth" });
    await run();
    expect(await order(orderId)).toMatchObject({ mailStatus: "not_submitted", dispatchAttempts: 1 });
    const mark = letterstream.seen.operations.length;
    await run();
    expect(operationsSince(mark)).toEqual(["docstatus", "doauth"]);
    expect(letterstream.releases.get(jobName(orderId))).toBe(1);
    expect((await order(orderId)).mailStatus).toBe("submitted");
  });

  it("a dropped reply after the release: docstatus says released, and nothing is released again", async () => {
    const orderId = await paidMailOrder();
    letterstream.failNext("timeout", { operation: "doauth" });
    await run();
    expect(await order(orderId)).toMatchObject({ mailStatus: "held", dispatchAttempts: 1 });
    await run();
    await run();
    expect(letterstream.releases.get(jobName(orderId))).toBe(1);
    expect((await order(orderId)).mailStatus).toBe("submitted");
  });

  it("a hold refused because its job name is taken (a hold whose record was lost) is reconciled and released once", async () => {
    const orderId = await paidMailOrder();
    letterstream.failNext("timeout", { operation: "preauth" });
    await run();
    // The server lost what it knew of that first hold: its next attempt looks like a first mailing.
    await t.db.update(orders).set({ letterstreamStatus: null }).where(eq(orders.id, orderId));
    const mark = letterstream.seen.operations.length;
    await run();
    expect(operationsSince(mark)).toEqual(["preauth", "docstatus", "doauth"]);
    expect(letterstream.releases.get(jobName(orderId))).toBe(1);
    expect((await order(orderId)).mailStatus).toBe("submitted");
  });

  it("a worker that died after releasing but before saving does not release again", async () => {
    const orderId = await paidMailOrder();
    const job = jobName(orderId);
    // The release is done, and its answer comes only after the worker gave up on it.
    letterstream.failNext("timeout", { operation: "doauth", delayMs: 300 });
    await run();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(letterstream.releases.get(job)).toBe(1);
    await t.db.update(orders).set({ dispatchAttempts: 0 }).where(eq(orders.id, orderId));
    await run();
    expect(letterstream.releases.get(job)).toBe(1);
    expect((await order(orderId)).mailStatus).toBe("submitted");
  });

  it("pauses on -911 (no prepaid funds), alerts, charges nobody again, and holds afresh once funded", async () => {
    const orderId = await paidMailOrder();
    const ordersBefore = (await t.db.select().from(orders)).length;
    letterstream.failNext("no_funds", { operation: "preauth" });
    await run();
    const waiting = await order(orderId);
    expect(waiting).toMatchObject({
      mailStatus: "not_submitted",
      status: "completed",
      inQueue: true,
      letterstreamStatus: null,
    });
    expect(waiting.dispatchError).toContain("prepaid funds");
    const alerts = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, String(orderId)));
    expect(alerts.map((a) => a.action)).toContain("mail.insufficient_funds");
    expect((await t.db.select().from(orders)).length).toBe(ordersBefore);
    const mark = letterstream.seen.operations.length;
    await run();
    expect(operationsSince(mark)).toEqual(["preauth", "doauth"]);
    expect(letterstream.releases.get(jobName(orderId))).toBe(1);
  });

  it("after a reply it cannot read, asks first what the service already has", async () => {
    const orderId = await paidMailOrder();
    letterstream.failNext("malformed", { operation: "preauth" });
    await run();
    const after = await order(orderId);
    expect(after.dispatchAttempts).toBe(1);
    expect(after.dispatchError).toBeTruthy();
    const mark = letterstream.seen.operations.length;
    await run();
    expect(operationsSince(mark)).toEqual(["docstatus", "doauth"]);
    expect((await order(orderId)).mailStatus).toBe("submitted");
    expect(letterstream.releases.get(jobName(orderId))).toBe(1);
  });
});

describe("a docstatus reply of a shape nobody documented", () => {
  let letterstream: StandIn;
  beforeAll(async () => {
    letterstream = await startLetterStreamStandIn({ ...API, strict: true, docstatusShape: "unknown" });
  });
  afterAll(() => letterstream.close());

  it("does not stop a first mailing, which never asks it", async () => {
    const orderId = await paidMailOrder();
    await runNow(letterstream);
    expect((await order(orderId)).mailStatus).toBe("submitted");
    expect(letterstream.releases.get(jobName(orderId))).toBe(1);
  });

  it("-911 to the release: the held letter waits, then is released with nothing asked in between", async () => {
    const orderId = await paidMailOrder();
    letterstream.failNext("no_funds", { operation: "doauth" });
    await runNow(letterstream);
    const waiting = await order(orderId);
    expect(waiting).toMatchObject({ mailStatus: "held", inQueue: true, letterstreamStatus: "Held" });
    expect(waiting.dispatchError).toContain("prepaid funds");
    expect(letterstream.releases.get(jobName(orderId))).toBeUndefined();
    const mark = letterstream.seen.operations.length;
    await runNow(letterstream);
    expect(letterstream.seen.operations.slice(mark).filter((operation) => operation !== "trackx")).toEqual(["doauth"]);
    expect((await order(orderId)).mailStatus).toBe("submitted");
    expect(letterstream.releases.get(jobName(orderId))).toBe(1);
  });

  it("after an unknown outcome, pauses for an admin with the raw reply shown, and sends nothing again", async () => {
    const orderId = await paidMailOrder();
    letterstream.failNext("timeout", { operation: "preauth" });
    await runNow(letterstream);
    await runNow(letterstream);
    const paused = await order(orderId);
    expect(paused).toMatchObject({ mailStatus: "not_submitted", dispatchNextAt: null });
    expect(paused.dispatchError).toMatch(
      /^The mail service answered in a way we cannot read, so nothing was sent again\. Its reply: <\?xml/,
    );
    expect(paused.dispatchError).toContain("<code>-199</code>");
    expect(letterstream.releases.get(jobName(orderId))).toBeUndefined();
  });
});

describe("LetterStream's daily limit", () => {
  it("past the limit, the order waits with a status the admin reads and goes out when the next Arizona day starts", async () => {
    const letterstream = await startLetterStreamStandIn({ ...API, strict: true });
    try {
      const first = await paidMailOrder();
      const second = await paidMailOrder();
      advance(60 * 60 * 1000);
      // Places other tests took today count too: leave exactly one.
      const limit = (await submissionsOn(t.db, now)) + 1;
      const limited = () =>
        testDispatchDeps({
          db: t.db,
          mail: createLetterStreamClient({ ...API, baseUrl: letterstream.url }),
          clock,
          sent,
          log: t.app.log,
          letterStreamDailyLimit: limit,
        });
      await runDispatchOnce(limited(), 50);
      expect(letterstream.seen.operations.filter((operation) => operation === "preauth")).toHaveLength(1);
      expect((await order(first)).mailStatus).toBe("submitted");
      const nextDay = new Date(`${addDays(dayIn(now, "America/Phoenix"), 1)}T07:00:00Z`);
      const waiting = await order(second);
      expect(waiting).toMatchObject({
        mailStatus: "not_submitted",
        inQueue: true,
        letterstreamStatus: "Waiting: daily limit",
        dispatchNextAt: nextDay,
        dispatchError: null,
      });
      const queue = await listQueue(t.db);
      expect(queue.find((row) => row.id === second)).toMatchObject({ letterStreamStatus: "Waiting: daily limit" });
      expect(await submissionsOn(t.db, now)).toBe(limit);

      // Still today: nothing more is handed over.
      now = new Date(nextDay.getTime() - 60_000);
      await runDispatchOnce(limited(), 50);
      expect(letterstream.seen.operations.filter((operation) => operation === "preauth")).toHaveLength(1);

      now = nextDay;
      await runDispatchOnce(limited(), 50);
      expect(await order(second)).toMatchObject({ mailStatus: "submitted" });
      expect(letterstream.releases.get(jobName(second))).toBe(1);
      expect(await submissionsOn(t.db, now)).toBe(1);
    } finally {
      await letterstream.close();
    }
  });
});

describe("two workers on one database", () => {
  it("release each order exactly once (a second connection pool on PostgreSQL)", async () => {
    const letterstream = await startLetterStreamStandIn({ ...API, strict: true });
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await paidMailOrder());
    const second = t.databaseUrl ? await openPostgres(t.databaseUrl, { migrate: false }) : undefined;
    advance(60 * 60 * 1000);
    const one = deps(letterstream);
    const two = deps(letterstream, second?.db ?? t.db);
    await Promise.all([runDispatchOnce(one, 3), runDispatchOnce(two, 3), runDispatchOnce(one, 3)]);
    advance(60 * 60 * 1000);
    await Promise.all([runDispatchOnce(one, 50), runDispatchOnce(two, 50)]);
    for (const id of ids) {
      expect(letterstream.releases.get(jobName(id))).toBe(1);
      expect((await order(id)).mailStatus).toBe("submitted");
    }
    await second?.close();
    await letterstream.close();
  });
});

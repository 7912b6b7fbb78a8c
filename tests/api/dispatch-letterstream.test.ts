import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, orders } from "../../src/server/db/schema.ts";
import { openPostgres } from "../../src/server/db/client.ts";
import { jobName } from "../../src/server/features/dispatch/dispatch-deps.ts";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
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
let letterstream: Awaited<ReturnType<typeof startLetterStreamStandIn>>;
let user: Awaited<ReturnType<typeof signUp>>;
const sent: { to: string; subject: string; text: string }[] = [];

beforeAll(async () => {
  letterstream = await startLetterStreamStandIn(API);
  t = await createTestApp({ clock });
  user = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  await letterstream.close();
});

const client = () => createLetterStreamClient({ ...API, baseUrl: letterstream.url, timeoutMs: 1500 });
const deps = (db = t.db) => testDispatchDeps({ db, mail: client(), clock, sent, log: t.app.log });

const paidMailOrder = async () => buyLetter(t.app, user.cookie, await createLetter(t.app, user.cookie), "mail");
const order = (id: number) => orderById(t.db, id);
/** Makes the order due now and runs one worker pass. */
async function runNow(db = t.db) {
  advance(60 * 60 * 1000);
  return runDispatchOnce(deps(db), 50);
}

describe("dispatch through the LetterStream client", () => {
  it("holds, releases once, and follows the letter to delivered with its tracking number", async () => {
    const orderId = await paidMailOrder();
    await runNow();
    const job = jobName(orderId);
    expect(letterstream.releases.get(job)).toBe(1);
    expect(await order(orderId)).toMatchObject({ mailStatus: "submitted", letterstreamJobId: job });

    letterstream.advance(job);
    await runNow();
    const mailed = await order(orderId);
    expect(mailed.mailStatus).toBe("mailed");
    expect(mailed.mailTracking).toMatch(/^\d{22}$/);

    letterstream.advance(job, "Delivered");
    await runNow();
    expect(await order(orderId)).toMatchObject({ mailStatus: "delivered", inQueue: false, letterstreamStatus: "Delivered" });
    await runNow();
    expect(letterstream.releases.get(job)).toBe(1);
  });

  it("a release that timed out after being accepted is reconciled, not repeated", async () => {
    const orderId = await paidMailOrder();
    letterstream.failNext("timeout", { operation: "doauth", delayMs: 3000 });
    await runNow();
    expect(await order(orderId)).toMatchObject({ mailStatus: "held", dispatchAttempts: 1 });
    await runNow();
    expect(letterstream.releases.get(jobName(orderId))).toBe(1);
    expect((await order(orderId)).mailStatus).toBe("submitted");
  });

  it("a hold whose answer was lost is found by jobstatus and released once", async () => {
    const orderId = await paidMailOrder();
    letterstream.failNext("timeout", { operation: "preauth", delayMs: 3000 });
    await runNow();
    expect((await order(orderId)).mailStatus).toBe("not_submitted");
    await runNow();
    expect(letterstream.releases.get(jobName(orderId))).toBe(1);
    expect((await order(orderId)).mailStatus).toBe("submitted");
  });

  it("a worker that died after releasing but before saving does not release again", async () => {
    const orderId = await paidMailOrder();
    const job = jobName(orderId);
    // The first worker held the letter and sent the release, then died before writing it down.
    letterstream.failNext("timeout", { operation: "doauth", delayMs: 3000 });
    await runNow();
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(letterstream.releases.get(job)).toBe(1);
    await t.db.update(orders).set({ dispatchAttempts: 0 }).where(eq(orders.id, orderId));
    await runNow();
    expect(letterstream.releases.get(job)).toBe(1);
    expect((await order(orderId)).mailStatus).toBe("submitted");
  });

  it("pauses on -911 (no prepaid funds), alerts, and charges nobody again", async () => {
    const orderId = await paidMailOrder();
    const ordersBefore = (await t.db.select().from(orders)).length;
    letterstream.failNext("no_funds", { operation: "preauth" });
    await runNow();
    const waiting = await order(orderId);
    expect(waiting).toMatchObject({ mailStatus: "not_submitted", status: "completed", inQueue: true });
    expect(waiting.dispatchError).toContain("prepaid funds");
    const alerts = await t.db.select().from(auditEvents).where(eq(auditEvents.targetId, String(orderId)));
    expect(alerts.map((a) => a.action)).toContain("mail.insufficient_funds");
    expect((await t.db.select().from(orders)).length).toBe(ordersBefore);
    await runNow();
    expect(letterstream.releases.get(jobName(orderId))).toBe(1);
  });

  it("retries after an unclear answer, asking first what the service already has", async () => {
    const orderId = await paidMailOrder();
    letterstream.failNext("malformed", { operation: "jobstatus" });
    await runNow();
    const after = await order(orderId);
    expect(after.dispatchAttempts).toBe(1);
    expect(after.dispatchError).toBeTruthy();
    await runNow();
    expect((await order(orderId)).mailStatus).toBe("submitted");
  });
});

describe("two workers on one database", () => {
  it("release each order exactly once (a second connection pool on PostgreSQL)", async () => {
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await paidMailOrder());
    const second = t.databaseUrl ? await openPostgres(t.databaseUrl, { migrate: false }) : undefined;
    advance(60 * 60 * 1000);
    await Promise.all([runDispatchOnce(deps(), 3), runDispatchOnce(deps(second?.db ?? t.db), 3), runDispatchOnce(deps(), 3)]);
    advance(60 * 60 * 1000);
    await Promise.all([runDispatchOnce(deps(), 50), runDispatchOnce(deps(second?.db ?? t.db), 50)]);
    for (const id of ids) {
      expect(letterstream.releases.get(jobName(id))).toBe(1);
      expect((await order(id)).mailStatus).toBe("submitted");
    }
    await second?.close();
  });
});

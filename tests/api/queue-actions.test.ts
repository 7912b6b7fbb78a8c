import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, emailOutbox, users } from "../../src/server/db/schema.ts";
import { jobName } from "../../src/server/features/dispatch/dispatch-deps.ts";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import { createLetterStreamClient } from "../../src/server/providers/mail/letterstream-client.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { createLetter, orderById } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { startLetterStreamStandIn } from "../stand-ins/letterstream-stand-in.ts";
import { scaled } from "../timeouts.ts";

const API = { apiId: "api-id-queue", apiKey: "api-key-queue" };
let t: TestApp;
let letterstream: Awaited<ReturnType<typeof startLetterStreamStandIn>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let user: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  letterstream = await startLetterStreamStandIn({ ...API, strict: true });
  t = await createTestApp({
    env: {
      LETTERSTREAM_API_ID: API.apiId,
      LETTERSTREAM_API_KEY: API.apiKey,
      LETTERSTREAM_API_BASE: letterstream.url,
      APP_URL: "http://app.test",
    },
  });
  admin = await signUp(t.app, { firstName: "Admin" });
  user = await signUp(t.app, { firstName: "Uma" });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
});
afterAll(async () => {
  await t.close();
  await letterstream.close();
});

const post = (url: string, payload: object, cookie = admin.cookie) =>
  t.app.inject({ method: "POST", url, payload, headers: { cookie } });
const paidMailOrder = async () => buyLetter(t.app, user.cookie, await createLetter(t.app, user.cookie), "mail");
/** The dispatch worker as a server runs it, against the same LetterStream stand-in. */
const worker = () =>
  runDispatchOnce(
    testDispatchDeps({
      db: t.db,
      mail: createLetterStreamClient({ ...API, baseUrl: letterstream.url, timeoutMs: scaled(5000) }),
      clock: () => new Date(),
      log: t.app.log,
    }),
    50,
  );

describe("Remove", () => {
  it("cancels a mailing not yet handed over: the reason is kept, shown on the customer's order and emailed; then refunded, it cannot be put back", async () => {
    const orderId = await paidMailOrder();
    const tooShort = await post("/api/admin/queue/remove", { orderId, reason: "x" });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe("Please give a reason for the cancellation.");
    expect((await orderById(t.db, orderId)).inQueue).toBe(true);

    const removed = await post("/api/admin/queue/remove", { orderId, reason: "The customer asked us to stop it." });
    expect(removed.statusCode).toBe(200);
    expect(await orderById(t.db, orderId)).toMatchObject({
      inQueue: false,
      mailStatus: "not_submitted",
      mailCancelReason: "The customer asked us to stop it.",
    });

    const mine = (await t.app.inject({ url: "/api/orders", headers: { cookie: user.cookie } })).json() as {
      id: number;
      mailCancelReason: string | null;
    }[];
    expect(mine.find((order) => order.id === orderId)?.mailCancelReason).toBe("The customer asked us to stop it.");
    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.kind, "mail_cancelled")));
    expect(email).toMatchObject({
      recipient: user.email,
      subject: expect.stringContaining("Mailing of your letter cancelled"),
    });
    expect(email!.body).toContain("Why: The customer asked us to stop it.");
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, String(orderId)), eq(auditEvents.action, "queue.remove")));
    expect(audits[0]?.details).toMatchObject({ reason: "The customer asked us to stop it.", cancelled: true });

    const removedList = (
      await t.app.inject({ url: "/api/admin/queue/removed", headers: { cookie: admin.cookie } })
    ).json() as { id: number }[];
    expect(removedList.map((order) => order.id)).toContain(orderId);
    expect((await t.app.inject({ url: "/api/admin/queue/removed", headers: { cookie: user.cookie } })).statusCode).toBe(
      403,
    );

    expect(
      (await post(`/api/admin/orders/${orderId}/refund`, { reason: "Mailing cancelled at the customer's request." }))
        .statusCode,
    ).toBe(200);
    const afterRefund = (
      await t.app.inject({ url: "/api/admin/queue/removed", headers: { cookie: admin.cookie } })
    ).json() as { id: number }[];
    expect(afterRefund.map((order) => order.id)).not.toContain(orderId);
    expect((await post("/api/admin/queue/retry", { orderId })).statusCode).toBe(409);
    expect(letterstream.jobs.has(jobName(orderId))).toBe(false);
  });

  it("a removed order put back in the queue is mailed, and its cancellation notice goes", async () => {
    const orderId = await paidMailOrder();
    expect(
      (await post("/api/admin/queue/remove", { orderId, reason: "Address to be checked with the customer." }))
        .statusCode,
    ).toBe(200);
    const back = await post("/api/admin/queue/retry", { orderId });
    expect(back.json()).toEqual({ message: "LetterStream submission successful" });
    expect(await orderById(t.db, orderId)).toMatchObject({
      inQueue: true,
      mailStatus: "submitted",
      mailCancelledAt: null,
      mailCancelReason: null,
    });
    expect(letterstream.releases.get(jobName(orderId))).toBe(1);
  });
});

describe("Retry and Remove while the worker is sending the order", () => {
  it("Retry waits for the worker's lease instead of taking the order from it: released once, no false error, still polled", async () => {
    const orderId = await paidMailOrder();
    const held = letterstream.holdNextReply("preauth");
    const working = worker();
    await held.arrived;
    const retry = post("/api/admin/queue/retry", { orderId });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await orderById(t.db, orderId)).letterstreamStatus).toBe("Hold sent");
    held.release();
    await working;
    const answer = await retry;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: "Mail status refreshed from LetterStream" });
    expect(letterstream.releases.get(jobName(orderId))).toBe(1);
    expect(await orderById(t.db, orderId)).toMatchObject({
      mailStatus: "submitted",
      inQueue: true,
      dispatchError: null,
      dispatchLeaseUntil: null,
    });
    expect((await orderById(t.db, orderId)).dispatchNextAt).not.toBeNull();
  });

  it("Remove waits too, then takes out an order already handed over without calling it cancelled", async () => {
    const orderId = await paidMailOrder();
    const held = letterstream.holdNextReply("doauth");
    const working = worker();
    await held.arrived;
    const remove = post("/api/admin/queue/remove", { orderId, reason: "Duplicate order." });
    await new Promise((resolve) => setTimeout(resolve, 600));
    held.release();
    await working;
    const removed = await remove;
    expect(removed.statusCode, removed.body).toBe(200);
    expect(letterstream.releases.get(jobName(orderId))).toBe(1);
    expect(await orderById(t.db, orderId)).toMatchObject({
      mailStatus: "submitted",
      inQueue: false,
      mailCancelledAt: null,
      dispatchError: null,
    });
    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.kind, "mail_cancelled")));
    expect(email).toBeUndefined();
    await worker();
    expect(letterstream.releases.get(jobName(orderId))).toBe(1);
  });
});

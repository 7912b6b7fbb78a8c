import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../../src/server/db/schema.ts";
import { jobName } from "../../src/server/features/dispatch/dispatch-deps.ts";
import { orderById } from "../helpers/factories.ts";
import { auditEventsOfOrders, ordersOfLetters, stripeEvents } from "./order-records.ts";
import { createProcessDatabase, onPostgres, type ProcessDatabase } from "./process-database.ts";
import { type Providers, startProviders } from "./providers.ts";
import { killAllServers, outputOf, type ServerProcess, sleep, startServer, waitFor, within } from "./server-process.ts";
import { confirmCheckout, createLetter, deliverWebhook, signUp, startCheckout, type Visitor } from "./visitor.ts";
import { scaled } from "../timeouts.ts";

/**
 * Two server processes on one PostgreSQL database, sharing nothing else: Stripe's webhook goes
 * to one, the success page's confirm call to the other, and both run their dispatch workers.
 * PGlite admits one process at a time, so this runs on PostgreSQL only.
 */
const HOLD_ARRIVES_MS = scaled(15_000);
const QUIET_MS = 500;
const TEST_TIMEOUT_MS = scaled(40_000);

describe.skipIf(!onPostgres())("two server instances on one database", () => {
  let database: ProcessDatabase;
  let providers: Providers;
  let servers: [ServerProcess, ServerProcess];
  let visitors: [Visitor, Visitor];
  const purchases: { letterId: number; orderId: number; sessionId: string; type: "digital" | "mail" }[] = [];

  beforeAll(async () => {
    [database, providers] = await Promise.all([createProcessDatabase(), startProviders()]);
    const env = { ...database.env, ...providers.env, DISPATCH_INTERVAL_SECONDS: "0.1" };
    servers = await Promise.all([startServer("a", env), startServer("b", env)]);
    visitors = await Promise.all([signUp(servers[0]), signUp(servers[1])]);
  });
  afterAll(async () => {
    await killAllServers();
    await providers?.close();
    await database?.close();
  });
  beforeEach(({ onTestFailed }) => onTestFailed(() => console.error(outputOf(servers))));

  /** A letter whose checkout button is pressed on both instances at once, then paid on Stripe's page. */
  async function paidCheckout(visitor: Visitor, type: "digital" | "mail") {
    const letterId = await createLetter(visitor, servers[0]);
    const [first, second] = await Promise.all(servers.map((server) => startCheckout(visitor, server, letterId, type)));
    expect(second).toEqual(first);
    providers.stripe.pay(first.sessionId);
    const purchase = { letterId, orderId: first.orderId, sessionId: first.sessionId, type };
    purchases.push(purchase);
    return purchase;
  }

  function waitUntilReleased(orderIds: number[]) {
    return waitFor(
      "every mail order released to LetterStream",
      () =>
        database.read(async (db) => {
          const rows = await Promise.all(orderIds.map((id) => orderById(db, id)));
          return rows.every((row) => row.mailStatus === "submitted") ? rows : undefined;
        }),
      { servers, timeoutMs: scaled(25_000) },
    );
  }

  it("the webhook on one instance and the success page on the other, reading the session at the same moment, fulfil once", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const { letterId, orderId, sessionId } = await paidCheckout(visitors[0], "mail");
    const path = `/v1/checkout/sessions/${sessionId}`;
    const holds = [providers.stripe.holdNextReply("GET", path), providers.stripe.holdNextReply("GET", path)];
    const webhook = deliverWebhook(servers[0], providers.paidEvent(sessionId));
    const confirm = confirmCheckout(visitors[0], servers[1], sessionId);
    await within(
      Promise.all(holds.map((hold) => hold.arrived)),
      HOLD_ARRIVES_MS,
      "both instances reading the session",
      servers,
    );
    for (const hold of holds) hold.release();

    expect(await webhook).toBe(200);
    expect((await confirm).json()).toMatchObject({ id: orderId, status: "completed" });
    await waitUntilReleased([orderId]);
    await providers.smtp.waitFor((message) => message.text.includes(`receipt for Order #${orderId}`));
    await sleep(QUIET_MS);

    const rows = await database.read((db) => ordersOfLetters(db, [letterId]));
    expect(rows).toMatchObject([
      { id: orderId, status: "completed", stripeSessionId: sessionId, mailStatus: "submitted" },
    ]);
    expect(providers.receiptsFor(orderId)).toHaveLength(1);
    expect(providers.letterstream.releases.get(jobName(orderId))).toBe(1);
  });

  it("with several orders in flight and both workers dispatching at once, each order is paid, receipted and mailed once", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const sessionsBefore = providers.stripe.counts.sessionsCreated;
    const types = ["mail", "mail", "digital", "mail", "mail", "digital", "mail", "mail"] as const;
    const batch = await Promise.all(types.map((type, i) => paidCheckout(visitors[i % 2], type)));
    expect(providers.stripe.counts.sessionsCreated - sessionsBefore).toBe(batch.length);

    // A worker handles its claimed orders one after another. While the first worker waits for
    // LetterStream's answer about its first order, only the other worker can send a letter, and
    // its lease keeps it off the orders the first one claimed.
    const firstHold = providers.letterstream.holdNextReply("preauth");
    const secondHold = providers.letterstream.holdNextReply("preauth");
    const answers = await Promise.all(
      batch.flatMap(({ sessionId }, i) => [
        deliverWebhook(servers[i % 2], providers.paidEvent(sessionId)),
        confirmCheckout(visitors[i % 2], servers[(i + 1) % 2], sessionId).then((reply) => reply.status),
      ]),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    await within(firstHold.arrived, HOLD_ARRIVES_MS, "a worker holding a letter at LetterStream", servers);
    await within(
      secondHold.arrived,
      HOLD_ARRIVES_MS,
      "the other worker holding a letter while the first waits",
      servers,
    );
    firstHold.release();
    secondHold.release();

    const mail = batch.filter((purchase) => purchase.type === "mail");
    await waitUntilReleased(mail.map((purchase) => purchase.orderId));
    await Promise.all(
      batch.map(({ orderId }) =>
        providers.smtp.waitFor((message) => message.text.includes(`receipt for Order #${orderId}`)),
      ),
    );
    await sleep(QUIET_MS);

    const { rows, events, audits } = await database.read(async (db) => ({
      rows: await ordersOfLetters(
        db,
        batch.map((purchase) => purchase.letterId),
      ),
      events: await stripeEvents(
        db,
        batch.map((purchase) => `evt_paid_${purchase.sessionId}`),
      ),
      audits: await auditEventsOfOrders(
        db,
        batch.map((purchase) => purchase.orderId),
      ),
    }));
    expect(audits.map((audit) => `${audit.targetId} ${audit.action}`)).toEqual([]);
    for (const { letterId, orderId, sessionId } of batch) {
      const ofLetter = rows.filter((row) => row.demandLetterId === letterId);
      expect(ofLetter).toMatchObject([
        { id: orderId, status: "completed", stripeSessionId: sessionId, dispatchError: null },
      ]);
    }
    expect(events).toHaveLength(batch.length);
    for (const { orderId } of batch) expect(providers.receiptsFor(orderId)).toHaveLength(1);
    for (const { orderId } of mail) expect(providers.letterstream.releases.get(jobName(orderId))).toBe(1);
    const allMail = purchases
      .filter((purchase) => purchase.type === "mail")
      .map((purchase) => jobName(purchase.orderId));
    expect([...providers.letterstream.jobs.keys()].sort()).toEqual(allMail.sort());
  });
  it("Retry and Remove pressed on one instance while a worker is mid-call: sent once, consistent, and still polled", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const admin = await signUp(servers[1]);
    await database.read((db) => db.update(users).set({ isAdmin: true }).where(eq(users.email, admin.email)));
    const paidMail = async () => {
      const purchase = await paidCheckout(visitors[0], "mail");
      expect(await deliverWebhook(servers[0], providers.paidEvent(purchase.sessionId))).toBe(200);
      return purchase.orderId;
    };

    // Retry while a worker (on either instance) waits for LetterStream's answer to the hold.
    const holding = providers.letterstream.holdNextReply("preauth");
    const retried = await paidMail();
    await within(holding.arrived, HOLD_ARRIVES_MS, "a worker holding the letter at LetterStream", servers);
    const retry = admin.call(servers[1], "POST", "/api/admin/queue/retry", { orderId: retried });
    await sleep(QUIET_MS);
    expect((await database.read((db) => orderById(db, retried))).letterstreamStatus).toBe("Hold sent");
    holding.release();
    expect((await retry).status).toBe(200);

    // Remove while a worker waits for the answer to the release.
    const releasing = providers.letterstream.holdNextReply("doauth");
    const removed = await paidMail();
    await within(releasing.arrived, HOLD_ARRIVES_MS, "a worker releasing the letter at LetterStream", servers);
    const remove = admin.call(servers[1], "POST", "/api/admin/queue/remove", {
      orderId: removed,
      reason: "The customer asked us to stop.",
    });
    await sleep(QUIET_MS);
    releasing.release();
    expect((await remove).status).toBe(200);

    // Both workers go on polling for a while: nothing is sent again, nothing is left half done.
    await sleep(2000);
    const [afterRetry, afterRemove] = await database.read((db) =>
      Promise.all([orderById(db, retried), orderById(db, removed)]),
    );
    expect(providers.letterstream.releases.get(jobName(retried))).toBe(1);
    expect(providers.letterstream.releases.get(jobName(removed))).toBe(1);
    expect(afterRetry).toMatchObject({ mailStatus: "submitted", inQueue: true, dispatchError: null });
    expect(afterRetry.dispatchNextAt).not.toBeNull();
    // Already handed over when Remove came: out of the queue, and not called cancelled.
    expect(afterRemove).toMatchObject({
      mailStatus: "submitted",
      inQueue: false,
      mailCancelledAt: null,
      dispatchError: null,
    });
  });
});

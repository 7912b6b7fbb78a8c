import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client.ts";
import { emailOutbox } from "../../src/server/db/schema.ts";
import { jobName } from "../../src/server/features/dispatch/dispatch-deps.ts";
import { orderById } from "../helpers/factories.ts";
import { auditEventsOfOrders, letDispatchWaitPass, ordersOfLetters, stripeEvents } from "./order-records.ts";
import { createProcessDatabase, type ProcessDatabase } from "./process-database.ts";
import { type Providers, startProviders } from "./providers.ts";
import { killAllServers, outputOf, type ServerProcess, sleep, startServer, waitFor, within } from "./server-process.ts";
import {
  confirmCheckout,
  createLetter,
  deliverWebhook,
  ordersOf,
  signUp,
  startCheckout,
  type Visitor,
} from "./visitor.ts";
import { scaled } from "../timeouts.ts";

/**
 * One server at a time on one database, killed with SIGKILL at the moments that matter and
 * started again on the same address and database. The database is read between the crash and
 * the restart (PGlite admits one process at a time), the providers' side from the stand-ins.
 * The tests run in order on the same server and database; the last one checks what all the
 * crashes left behind.
 */
const HOLD_ARRIVES_MS = scaled(15_000);
const QUIET_MS = 500;
const TEST_TIMEOUT_MS = scaled(40_000);

let database: ProcessDatabase;
let providers: Providers;
let server: ServerProcess;
let visitor: Visitor;
let restarts = 0;
const purchases: { letterId: number; orderId: number; sessionId: string; type: "digital" | "mail" }[] = [];

const serverEnv = () => ({ ...database.env, ...providers.env, DISPATCH_INTERVAL_SECONDS: "0.2" });
const restart = () => startServer(`restart-${++restarts}`, serverEnv(), server.port);

beforeAll(async () => {
  [database, providers] = await Promise.all([createProcessDatabase(), startProviders()]);
  server = await startServer("first", serverEnv());
  visitor = await signUp(server);
});
afterAll(async () => {
  await killAllServers();
  await providers?.close();
  await database?.close();
});
beforeEach(({ onTestFailed }) => onTestFailed(() => console.error(outputOf([server]))));

/** A letter, its checkout, and the customer paying on Stripe's page. */
async function paidCheckout(type: "digital" | "mail") {
  const letterId = await createLetter(visitor, server);
  const { orderId, sessionId } = await startCheckout(visitor, server, letterId, type);
  providers.stripe.pay(sessionId);
  const purchase = { letterId, orderId, sessionId, type };
  purchases.push(purchase);
  return purchase;
}

async function ordersOfLetter(letterId: number) {
  return (await ordersOf(visitor, server)).filter((order) => order.demandLetterId === letterId);
}

/** Waits for the receipt, so that a crash after it tests dispatch alone. */
function receiptArrives(orderId: number) {
  return providers.smtp.waitFor((message) => message.text.includes(`receipt for Order #${orderId}`));
}

/** Makes the orders' unsent emails due now: what a restarted server finds once a dead sender's lease (a minute) has passed. */
function letEmailLeasePass(db: Db, orderIds: number[]) {
  return db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(and(inArray(emailOutbox.orderId, orderIds), isNull(emailOutbox.sentAt)));
}

function waitForMailStatus(orderId: number, mailStatus: string) {
  return waitFor(
    `order ${orderId} reaching mail status ${mailStatus}`,
    async () =>
      (await ordersOf(visitor, server)).find((order) => order.id === orderId && order.mailStatus === mailStatus),
    { servers: [server] },
  );
}

describe("a server killed with SIGKILL and restarted on the same database", () => {
  it("mid-fulfilment (re-reading the Stripe session): the retried webhook and the success page fulfil once", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const sessionsBefore = providers.stripe.counts.sessionsCreated;
    const { letterId, orderId, sessionId } = await paidCheckout("mail");
    const held = providers.stripe.holdNextReply("GET", `/v1/checkout/sessions/${sessionId}`);
    const firstDelivery = deliverWebhook(server, providers.paidEvent(sessionId));
    await within(held.arrived, HOLD_ARRIVES_MS, "the webhook's session read reaching Stripe", [server]);
    await server.kill();
    held.release();
    expect(await firstDelivery).toBe("no answer");

    server = await restart();
    expect(await ordersOfLetter(letterId)).toMatchObject([{ id: orderId, status: "pending" }]);
    const [redelivered, confirmed] = await Promise.all([
      deliverWebhook(server, providers.paidEvent(sessionId)),
      confirmCheckout(visitor, server, sessionId),
    ]);
    expect(redelivered).toBe(200);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: orderId, status: "completed" });

    await receiptArrives(orderId);
    await waitForMailStatus(orderId, "submitted");
    await sleep(QUIET_MS);
    expect(await ordersOfLetter(letterId)).toMatchObject([
      { id: orderId, status: "completed", mailStatus: "submitted" },
    ]);
    expect(providers.receiptsFor(orderId)).toHaveLength(1);
    expect(providers.stripe.counts.sessionsCreated - sessionsBefore).toBe(1);
    expect(providers.letterstream.releases.get(jobName(orderId))).toBe(1);
  });

  it("just after the order is marked paid (receipt on its way): the order stays paid once, and the restarted server sends the receipt once", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const { letterId, orderId, sessionId } = await paidCheckout("digital");
    const held = providers.smtp.holdNextMessage();
    expect(await deliverWebhook(server, providers.paidEvent(sessionId))).toBe(200);
    await within(held.arrived, HOLD_ARRIVES_MS, "the receipt reaching the SMTP server", [server]);
    await server.kill();
    held.release();

    const [queued] = await database.read(async (db) => {
      await letEmailLeasePass(db, [orderId]);
      return db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
    });
    expect(queued).toMatchObject({ kind: "receipt", attempts: 1, sentAt: null });

    server = await restart();
    expect(await ordersOfLetter(letterId)).toMatchObject([{ id: orderId, status: "completed" }]);
    const confirmed = await confirmCheckout(visitor, server, sessionId);
    expect(confirmed.json()).toMatchObject({ id: orderId, status: "completed" });
    expect(await deliverWebhook(server, providers.paidEvent(sessionId))).toBe(200);
    const receipt = await receiptArrives(orderId);
    await sleep(QUIET_MS);
    expect(await ordersOfLetter(letterId)).toMatchObject([{ id: orderId, status: "completed" }]);
    // The receipt was queued with the payment; the restarted worker sends it, with the Message-ID it was queued with.
    expect(providers.receiptsFor(orderId)).toHaveLength(1);
    expect(receipt.raw).toContain(`Message-ID: ${queued.messageId}`);
  });

  it("mid-dispatch (LetterStream's answer to the hold lost): the restarted worker finds the held job and releases it once", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const held = providers.letterstream.holdNextReply("preauth");
    const { orderId, sessionId } = await paidCheckout("mail");
    expect(await deliverWebhook(server, providers.paidEvent(sessionId))).toBe(200);
    await within(held.arrived, HOLD_ARRIVES_MS, "the worker's hold request reaching LetterStream", [server]);
    await receiptArrives(orderId);
    await server.kill();
    held.release();
    const job = jobName(orderId);
    expect(providers.letterstream.jobs.get(job)?.rawStatus).toBe("Held");
    expect(providers.letterstream.releases.get(job)).toBeUndefined();

    const atCrash = await database.read(async (db) => {
      await letDispatchWaitPass(db, [orderId]);
      return orderById(db, orderId);
    });
    expect(atCrash).toMatchObject({ status: "completed", mailStatus: "not_submitted", inQueue: true });

    server = await restart();
    await waitForMailStatus(orderId, "submitted");
    await sleep(QUIET_MS);
    expect(providers.letterstream.releases.get(job)).toBe(1);
    expect(providers.receiptsFor(orderId)).toHaveLength(1);
  });

  it("mid-dispatch (LetterStream's answer to the release lost): the restarted worker records the release and does not repeat it", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const held = providers.letterstream.holdNextReply("doauth");
    const { orderId, sessionId } = await paidCheckout("mail");
    expect(await deliverWebhook(server, providers.paidEvent(sessionId))).toBe(200);
    await within(held.arrived, HOLD_ARRIVES_MS, "the worker's release request reaching LetterStream", [server]);
    await receiptArrives(orderId);
    await server.kill();
    held.release();
    const job = jobName(orderId);
    expect(providers.letterstream.jobs.get(job)?.rawStatus).toBe("Released");
    expect(providers.letterstream.releases.get(job)).toBe(1);

    const atCrash = await database.read(async (db) => {
      await letDispatchWaitPass(db, [orderId]);
      return orderById(db, orderId);
    });
    expect(atCrash).toMatchObject({ status: "completed", mailStatus: "held", inQueue: true });

    server = await restart();
    await waitForMailStatus(orderId, "submitted");
    await sleep(QUIET_MS);
    expect(providers.letterstream.releases.get(job)).toBe(1);
    expect(providers.receiptsFor(orderId)).toHaveLength(1);
  });

  it("afterwards every paid mail order reaches 'mailed' with its tracking number, each mailed and fulfilled exactly once", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const mail = purchases.filter((purchase) => purchase.type === "mail");
    expect(mail).toHaveLength(3);
    for (const { orderId } of mail) providers.letterstream.advance(jobName(orderId));
    await server.kill();
    await database.read((db) =>
      letDispatchWaitPass(
        db,
        mail.map((purchase) => purchase.orderId),
      ),
    );

    server = await restart();
    for (const { orderId } of mail) {
      const order = await waitForMailStatus(orderId, "mailed");
      expect(order.mailTracking).toBe(providers.letterstream.jobs.get(jobName(orderId))?.tracking);
      await providers.smtp.waitFor((message) => message.text.includes(`mailed (Order #${orderId})`));
    }
    await sleep(QUIET_MS);
    await server.kill();

    const letterIds = purchases.map((purchase) => purchase.letterId);
    const { rows, events, audits } = await database.read(async (db) => ({
      rows: await ordersOfLetters(db, letterIds),
      events: await stripeEvents(
        db,
        purchases.map((purchase) => `evt_paid_${purchase.sessionId}`),
      ),
      audits: await auditEventsOfOrders(
        db,
        purchases.map((purchase) => purchase.orderId),
      ),
    }));
    expect(audits.map((audit) => `${audit.targetId} ${audit.action}`)).toEqual([]);
    expect(rows.map((row) => [row.demandLetterId, row.status, row.stripeSessionId])).toEqual(
      purchases.map((purchase) => [purchase.letterId, "completed", purchase.sessionId]),
    );
    expect(events.map((event) => event.eventId).sort()).toEqual(
      purchases.map((purchase) => `evt_paid_${purchase.sessionId}`).sort(),
    );
    expect(providers.stripe.counts.sessionsCreated).toBe(purchases.length);
    expect([...providers.letterstream.jobs.keys()].sort()).toEqual(
      mail.map((purchase) => jobName(purchase.orderId)).sort(),
    );
    for (const { orderId } of mail) {
      expect(providers.letterstream.releases.get(jobName(orderId))).toBe(1);
      expect(providers.mailedNoticesFor(orderId)).toHaveLength(1);
      expect(rows.find((row) => row.id === orderId)).toMatchObject({ mailStatus: "mailed", inQueue: true });
    }
  });
});

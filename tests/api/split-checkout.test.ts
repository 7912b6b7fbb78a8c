import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refundReasonText } from "../../src/domain/money/payment-rules.ts";
import { orders, users } from "../../src/server/db/schema.ts";
import { createLetter, orderById } from "../helpers/factories.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { startSmtpCatcher } from "../stand-ins/smtp-catcher.ts";
import { startStripeStandIn } from "../stand-ins/stripe-stand-in.ts";

/* A split: one letter per address, paid in one Stripe Checkout session, one order per letter. */

const API_KEY = "sk_test_split_key";
const WEBHOOK_SECRET = "whsec_split_secret";

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let user: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  stripe = await startStripeStandIn({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET });
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: API_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      SMTP_URL: smtp.url,
      APP_URL: "http://app.test",
    },
  });
  user = await signUp(t.app, { firstName: "Uma" });
  admin = await signUp(t.app, { firstName: "Admin" });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await smtp.close();
});

/** The two letters a split makes: Instagram's to its disputes address, Facebook's to Meta's main one. */
async function splitLetters(cookie = user.cookie): Promise<[number, number]> {
  const accountLogin = "zoe@example.com";
  const first = await createLetter(t.app, cookie, {
    platforms: ["Instagram"],
    recipientBusinessId: "meta-instagram-disputes",
    accountLogin,
  });
  const second = await createLetter(t.app, cookie, {
    platforms: ["Facebook"],
    recipientBusinessId: "meta-main",
    accountLogin,
  });
  return [first, second];
}

const startSplit = (letterIds: number[], packageType = "digital", cookie = user.cookie) =>
  t.app.inject({
    method: "POST",
    url: "/api/create-checkout-session",
    payload: { letterId: letterIds[0], letterIds, packageType },
    headers: { cookie },
  });

async function openSplit(letterIds: number[], packageType: "digital" | "mail" = "digital") {
  const response = await startSplit(letterIds, packageType);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { checkoutUrl: string; orderId: number; orderIds: number[] };
  return { ...body, sessionId: body.checkoutUrl.split("/pay/")[1] };
}

const webhook = (event: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({ method: "POST", url: "/api/stripe/webhook", payload: event.payload, headers: event.headers });

/** The customer pays the hosted page; Stripe tells us so. Returns the event, to send it again. */
async function payAndNotify(sessionId: string) {
  const event = stripe.event("checkout.session.completed", stripe.pay(sessionId));
  expect((await webhook(event)).statusCode).toBe(200);
  return event;
}

const receiptsFor = (orderId: number) => smtp.messages.filter((m) => m.text.includes(`receipt for Order #${orderId}`));
const refundsFor = (orderId: number) => stripe.refunds.filter((refund) => refund.orderId === String(orderId));
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe("one checkout for the letters of a split", () => {
  it("opens one session with one line per letter and the total, and a repeated click reuses it", async () => {
    const letterIds = await splitLetters();
    const before = stripe.counts.sessionsCreated;
    const [first, again] = await Promise.all([openSplit(letterIds), openSplit(letterIds)]);
    expect(stripe.counts.sessionsCreated).toBe(before + 1);
    expect(again.checkoutUrl).toBe(first.checkoutUrl);
    expect(first.orderIds).toHaveLength(2);
    const session = stripe.sessions.get(first.sessionId)!;
    expect(session.amount_total).toBe(1000);
    expect(session.lines).toEqual([
      { name: `Demand letter - digital (PDF + Word) - Letter #${letterIds[0]}`, amount: 500 },
      { name: `Demand letter - digital (PDF + Word) - Letter #${letterIds[1]}`, amount: 500 },
    ]);
    expect(session.metadata).toMatchObject({ order_ids: first.orderIds.join(",") });
    for (const [index, orderId] of first.orderIds.entries()) {
      expect(await orderById(t.db, orderId)).toMatchObject({
        demandLetterId: letterIds[index],
        status: "pending",
        amount: "5.00",
        stripeSessionId: first.sessionId,
      });
    }
  });

  it("pays both letters once with one payment, one receipt for the payment and a mailing per order; a replayed webhook changes nothing", async () => {
    const letterIds = await splitLetters();
    const { sessionId, orderIds } = await openSplit(letterIds, "mail");
    expect(stripe.sessions.get(sessionId)!.amount_total).toBe(5000);
    const event = await payAndNotify(sessionId);
    await settle();
    const paid = await Promise.all(orderIds.map((id) => orderById(t.db, id)));
    const paymentIntent = stripe.sessions.get(sessionId)!.payment_intent;
    for (const order of paid) {
      expect(order).toMatchObject({ status: "completed", stripePaymentIntentId: paymentIntent, amount: "25.00" });
      /* Each letter is its own mailing: queued on its own. */
      expect(order.inQueue).toBe(true);
    }
    /* One payment, one receipt: both orders on it, the total, the date in the buyer's zone (not GMT). */
    const receipts = () =>
      smtp.messages.filter(
        (m) => m.text.includes("Here is your receipt") && orderIds.every((id) => m.text.includes(`Order #${id}: `)),
      );
    await expect.poll(() => receipts().length).toBe(1);
    const [receipt] = receipts();
    for (const id of orderIds) expect(receipt.text).toContain(`Order #${id}: Letter + Certified Mail`);
    expect(receipt.text).toContain("Amount paid: $50.00 USD");
    expect(receipt.text).not.toContain("GMT");
    expect(receipt.text).toMatch(/Date: \w+ \d+, 20\d\d at \d+:\d\d [AP]M [A-Z]{3}/);
    expect(receiptsFor(orderIds[1])).toHaveLength(0);

    /* The same event again, a second event for the same session, and the success page: still once. */
    expect((await webhook(event)).statusCode).toBe(200);
    await webhook(stripe.event("checkout.session.completed", stripe.sessions.get(sessionId)!));
    const confirm = await t.app.inject({
      url: `/api/checkout/confirm?session_id=${sessionId}`,
      headers: { cookie: user.cookie },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().orders.map((order: { demandLetterId: number }) => order.demandLetterId)).toEqual(letterIds);
    await settle();
    for (const id of orderIds) {
      expect((await orderById(t.db, id)).status).toBe("completed");
      expect(refundsFor(id)).toHaveLength(0);
    }
    expect(receipts()).toHaveLength(1);
    /* Paid letters are not sold again, together or alone. */
    expect((await startSplit(letterIds)).statusCode).toBe(409);
  });

  it("refunds only the letter deleted before the payment landed, with the reason shown, and keeps the other", async () => {
    const [kept, deleted] = await splitLetters();
    const { sessionId, orderIds } = await openSplit([kept, deleted]);
    /* The customer finished the card page; the letter is deleted before Stripe's event arrives. */
    stripe.pay(sessionId);
    const removal = await t.app.inject({
      method: "DELETE",
      url: `/api/demand-letters/${deleted}`,
      headers: { cookie: user.cookie },
    });
    expect(removal.statusCode).toBe(204);
    await webhook(stripe.event("checkout.session.completed", stripe.sessions.get(sessionId)!));
    await settle();

    expect(await orderById(t.db, orderIds[0])).toMatchObject({ status: "completed", refundAmount: null });
    expect(await orderById(t.db, orderIds[1])).toMatchObject({
      status: "refunded",
      refundAmount: "5.00",
      refundReason: "checkout_closed",
    });
    expect(refundsFor(orderIds[1])).toEqual([
      expect.objectContaining({ amount: 500, paymentIntent: stripe.sessions.get(sessionId)!.payment_intent }),
    ]);
    expect(refundsFor(orderIds[0])).toHaveLength(0);
    const listed = (await t.app.inject({ url: "/api/orders", headers: { cookie: user.cookie } })).json() as {
      id: number;
      status: string;
      refundReason: string | null;
    }[];
    const refunded = listed.find((order) => order.id === orderIds[1]);
    expect(refunded).toMatchObject({ status: "refunded", refundReason: "checkout_closed" });
    /* What /orders shows for it. */
    expect(refundReasonText(refunded?.refundReason ?? null)).toContain("deleted");
    expect(listed.find((order) => order.id === orderIds[0])?.status).toBe("completed");

    /* Replayed: no second refund. */
    await webhook(stripe.event("checkout.session.completed", stripe.sessions.get(sessionId)!));
    await settle();
    expect(refundsFor(orderIds[1])).toHaveLength(1);
  });

  it("settles a split paid before one of its letters was bought alone: the letter is not charged twice", async () => {
    const letterIds = await splitLetters();
    const { sessionId, orderIds } = await openSplit(letterIds);
    stripe.pay(sessionId);
    /* Pay on one letter alone, before Stripe's event: the paid split is settled, nothing new is sold. */
    const alone = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { letterId: letterIds[1], packageType: "digital" },
      headers: { cookie: user.cookie },
    });
    expect(alone.statusCode).toBe(409);
    for (const id of orderIds) expect((await orderById(t.db, id)).status).toBe("completed");
    await webhook(stripe.event("checkout.session.completed", stripe.sessions.get(sessionId)!));
    await settle();
    for (const id of orderIds) expect(refundsFor(id)).toHaveLength(0);
  });

  it("refunds the whole payment once when the total does not add up, and keeps neither letter", async () => {
    const letterIds = await splitLetters();
    const { sessionId, orderIds } = await openSplit(letterIds);
    const session = stripe.pay(sessionId, { amountTotal: 500 });
    await webhook(stripe.event("checkout.session.completed", session));
    await settle();
    for (const id of orderIds) expect((await orderById(t.db, id)).status).toBe("failed");
    expect(refundsFor(orderIds[0])).toEqual([expect.objectContaining({ amount: 500 })]);
    expect(refundsFor(orderIds[1])).toHaveLength(0);
  });
});

describe("after a split is paid, each letter is its own order", () => {
  async function paidSplit() {
    const letterIds = await splitLetters();
    const { sessionId, orderIds } = await openSplit(letterIds);
    await payAndNotify(sessionId);
    await settle();
    return { letterIds, orderIds, paymentIntent: stripe.sessions.get(sessionId)!.payment_intent };
  }

  it("a refund of one letter sends back its own price and leaves the other paid", async () => {
    const { orderIds, paymentIntent } = await paidSplit();
    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderIds[0]}/refund`,
      payload: { reason: "Customer asked for this letter to be refunded." },
      headers: { cookie: admin.cookie },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await settle();
    expect(await orderById(t.db, orderIds[0])).toMatchObject({ status: "refunded", refundAmount: "5.00" });
    expect(refundsFor(orderIds[0])).toEqual([expect.objectContaining({ amount: 500, paymentIntent })]);
    /* Stripe reports the charge partly refunded: the other letter stays paid. */
    await webhook(
      stripe.event("charge.refunded", {
        id: "ch_split",
        object: "charge",
        refunded: false,
        amount_refunded: 500,
        payment_intent: paymentIntent,
      }),
    );
    expect((await orderById(t.db, orderIds[1])).status).toBe("completed");
    expect(refundsFor(orderIds[1])).toHaveLength(0);
  });

  it("an upgrade is one letter's: its own checkout at the upgrade price, the other letter stays digital", async () => {
    const { letterIds, orderIds } = await paidSplit();
    const upgrade = await t.app.inject({
      method: "POST",
      url: `/api/orders/${orderIds[1]}/upgrade`,
      headers: { cookie: user.cookie },
    });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    const upgradeSession = (upgrade.json().sessionUrl as string).split("/pay/")[1];
    expect(stripe.sessions.get(upgradeSession)).toMatchObject({ amount_total: 2000 });
    expect(stripe.sessions.get(upgradeSession)!.lines).toHaveLength(1);
    await payAndNotify(upgradeSession);
    await settle();
    const upgraded = await t.db.select().from(orders).where(eq(orders.demandLetterId, letterIds[1]));
    expect(upgraded.find((order) => order.isUpgrade)).toMatchObject({
      status: "completed",
      type: "mail",
      amount: "20.00",
      upgradedFromOrderId: orderIds[1],
      inQueue: true,
    });
    const other = await t.db.select().from(orders).where(eq(orders.demandLetterId, letterIds[0]));
    expect(other.map((order) => [order.type, order.status])).toEqual([["digital", "completed"]]);
    const check = await t.app.inject({
      url: `/api/orders/${orderIds[0]}/upgrade/check`,
      headers: { cookie: user.cookie },
    });
    expect(check.json()).toMatchObject({ canUpgrade: true });
  });
});

describe("who may open a split checkout", () => {
  it("refuses another user's letter, a paid letter, the final notice and too many letters, opening nothing", async () => {
    const stranger = await signUp(t.app);
    const mine = await splitLetters();
    const theirs = await createLetter(t.app, stranger.cookie);
    const before = stripe.counts.sessionsCreated;
    expect((await startSplit([mine[0], theirs])).statusCode).toBe(404);
    expect((await startSplit(mine, "follow-up-mail")).statusCode).toBe(400);
    expect((await startSplit([mine[0], mine[1], mine[0], mine[1], mine[0]])).statusCode).toBe(400);
    const unsigned = await createLetter(t.app, user.cookie, { signature: null });
    const refusedUnsigned = await startSplit([mine[0], unsigned], "mail");
    expect(refusedUnsigned.statusCode).toBe(409);
    expect(refusedUnsigned.json().code).toBe("signature_required");

    const paid = await splitLetters();
    await payAndNotify((await openSplit(paid)).sessionId);
    const withPaid = await startSplit([mine[0], paid[1]]);
    expect(withPaid.statusCode).toBe(409);
    expect(withPaid.json().message).toContain(`Letter #${paid[1]} is already paid for`);
    expect(stripe.counts.sessionsCreated).toBe(before + 1);
    const pendingForMine = await t.db.select().from(orders).where(eq(orders.demandLetterId, mine[0]));
    expect(pendingForMine).toHaveLength(0);
  });
});

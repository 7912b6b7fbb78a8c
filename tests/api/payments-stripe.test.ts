import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, orders } from "../../src/server/db/schema.ts";
import { createLetter, orderById } from "../helpers/factories.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { startSmtpCatcher } from "../stand-ins/smtp-catcher.ts";
import { startStripeStandIn } from "../stand-ins/stripe-stand-in.ts";

const API_KEY = "sk_test_stand_in_key";
const WEBHOOK_SECRET = "whsec_stand_in_secret";

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let user: Awaited<ReturnType<typeof signUp>>;

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
  user = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await smtp.close();
});

const newLetter = () => createLetter(t.app, user.cookie);

async function checkout(letterId: number, packageType: "digital" | "mail" = "digital", cookie = user.cookie) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/create-checkout-session",
    payload: { letterId, packageType },
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  const { checkoutUrl, orderId } = response.json();
  const sessionId = (checkoutUrl as string).split("/pay/")[1];
  return { checkoutUrl: checkoutUrl as string, orderId: orderId as number, sessionId };
}

const webhook = (event: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({ method: "POST", url: "/api/stripe/webhook", payload: event.payload, headers: event.headers });

const order = (id: number) => orderById(t.db, id);

const receiptsFor = (orderId: number) => smtp.messages.filter((m) => m.text.includes(`receipt for Order #${orderId}`));
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe("checkout sessions", () => {
  it("creates a session priced by the server, with the order id, and a success URL carrying the session id", async () => {
    const before = stripe.counts.sessionsCreated;
    const { sessionId, orderId } = await checkout(await newLetter(), "mail");
    const session = stripe.sessions.get(sessionId)!;
    expect(stripe.counts.sessionsCreated).toBe(before + 1);
    expect(session).toMatchObject({
      amount_total: 2500,
      currency: "usd",
      client_reference_id: String(orderId),
      metadata: { order_id: String(orderId) },
    });
    expect(session.success_url).toBe("http://app.test/checkout/success?session_id={CHECKOUT_SESSION_ID}");
    expect(session.locale).toBeNull();
    expect((await order(orderId)).status).toBe("pending");
  });

  it("asks Stripe for its page in Spanish for a Spanish account", async () => {
    const spanish = await signUp(t.app);
    const chosen = await t.app.inject({
      method: "PUT",
      url: "/api/auth/user/language",
      payload: { language: "es" },
      headers: { cookie: spanish.cookie },
    });
    expect(chosen.statusCode).toBe(200);
    const letterId = await createLetter(t.app, spanish.cookie);
    const { sessionId } = await checkout(letterId, "digital", spanish.cookie);
    expect(stripe.sessions.get(sessionId)).toMatchObject({ locale: "es", amount_total: 500 });
  });

  it("reuses the open session for a repeated or simultaneous click", async () => {
    const letterId = await newLetter();
    const before = stripe.counts.sessionsCreated;
    const [a, b] = await Promise.all([checkout(letterId), checkout(letterId)]);
    const c = await checkout(letterId);
    expect(new Set([a.checkoutUrl, b.checkoutUrl, c.checkoutUrl]).size).toBe(1);
    expect(stripe.counts.sessionsCreated).toBe(before + 1);
    const letterOrders = await t.db.select().from(orders).where(eq(orders.demandLetterId, letterId));
    expect(letterOrders).toHaveLength(1);
  });

  it("starts a new session when the old one expired", async () => {
    const letterId = await newLetter();
    const first = await checkout(letterId);
    stripe.sessions.get(first.sessionId)!.status = "expired";
    const second = await checkout(letterId);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect((await order(first.orderId)).status).toBe("expired");
  });

  it("refuses another user's letter and bad packages", async () => {
    const letterId = await newLetter();
    const other = await signUp(t.app);
    const theirs = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { letterId, packageType: "digital" },
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { letterId, packageType: "gold" },
      headers: { cookie: user.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("webhooks", () => {
  it("refuses missing, bad, altered and stale signatures with no effect", async () => {
    const { sessionId, orderId } = await checkout(await newLetter());
    const session = stripe.pay(sessionId);
    const good = stripe.event("checkout.session.completed", session);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      payload: good.payload,
      headers: { "content-type": "application/json" },
    });
    const wrongSecret = await webhook(stripe.event("checkout.session.completed", session, { secret: "whsec_other" }));
    const altered = await webhook({ payload: good.payload.replace('"paid"', '"PAID"'), headers: good.headers });
    const stale = await webhook(
      stripe.event("checkout.session.completed", session, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    );
    for (const response of [missing, wrongSecret, altered, stale]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("invalid_input");
    }
    expect((await order(orderId)).status).toBe("pending");
  });

  it("fulfils once when the same event arrives twice, and sends one receipt", async () => {
    const { sessionId, orderId } = await checkout(await newLetter());
    const event = stripe.event("checkout.session.completed", stripe.pay(sessionId), { id: `evt_dup_${sessionId}` });
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await webhook(event)).statusCode).toBe(200);
    const paid = await order(orderId);
    expect(paid).toMatchObject({
      status: "completed",
      stripePaymentIntentId: `pi_${sessionId.slice(8)}`,
      inQueue: false,
    });
    await smtp.waitFor((m) => m.text.includes(`receipt for Order #${orderId}`));
    await settle();
    expect(receiptsFor(orderId)).toHaveLength(1);
    expect(receiptsFor(orderId)[0].text).toContain("$5.00");
    expect(receiptsFor(orderId)[0].text).toContain("http://app.test/orders");
  });

  it("ignores expired and async_payment_failed after completed", async () => {
    const { sessionId, orderId } = await checkout(await newLetter());
    const session = stripe.pay(sessionId);
    await webhook(stripe.event("checkout.session.completed", session));
    await webhook(stripe.event("checkout.session.expired", session));
    await webhook(stripe.event("checkout.session.async_payment_failed", session));
    expect((await order(orderId)).status).toBe("completed");
  });

  it("waits on completed-but-unpaid until async_payment_succeeded", async () => {
    const { sessionId, orderId } = await checkout(await newLetter());
    const session = stripe.pay(sessionId, { paymentStatus: "unpaid" });
    await webhook(stripe.event("checkout.session.completed", session));
    expect((await order(orderId)).status).toBe("pending");
    session.payment_status = "paid";
    await webhook(stripe.event("checkout.session.async_payment_succeeded", session));
    expect((await order(orderId)).status).toBe("completed");
  });

  it("marks an order failed on async_payment_failed, and expired on expired", async () => {
    const failed = await checkout(await newLetter());
    const failedSession = stripe.pay(failed.sessionId, { paymentStatus: "unpaid" });
    await webhook(stripe.event("checkout.session.async_payment_failed", failedSession));
    expect((await order(failed.orderId)).status).toBe("failed");
    const expired = await checkout(await newLetter());
    await webhook(stripe.event("checkout.session.expired", stripe.sessions.get(expired.sessionId)!));
    expect((await order(expired.orderId)).status).toBe("expired");
  });

  it("refuses an amount that does not match the order, and marks the order failed rather than leaving it pending", async () => {
    const { sessionId, orderId } = await checkout(await newLetter());
    const session = stripe.pay(sessionId, { amountTotal: 100 });
    expect((await webhook(stripe.event("checkout.session.completed", session))).statusCode).toBe(200);
    expect((await order(orderId)).status).toBe("failed");
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, String(orderId)));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(["payment.refund_requested", "payment.refunded"]),
    );
    expect(await order(orderId)).toMatchObject({ refundAmount: "1.00", refundReason: "amount_mismatch" });
    expect(stripe.counts.refunds).toBeGreaterThan(0);
  });

  it("fulfils once when the success page and the webhook race", async () => {
    const { sessionId, orderId } = await checkout(await newLetter(), "mail");
    const session = stripe.pay(sessionId);
    const confirm = () =>
      t.app.inject({ url: `/api/checkout/confirm?session_id=${sessionId}`, headers: { cookie: user.cookie } });
    const results = await Promise.all([
      webhook(stripe.event("checkout.session.completed", session)),
      confirm(),
      webhook(stripe.event("checkout.session.completed", session)),
      confirm(),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(results[1].json()).toMatchObject({ id: orderId, status: "completed", type: "mail" });
    const paid = await order(orderId);
    expect(paid).toMatchObject({ status: "completed", inQueue: true });
    expect(paid.queuedAt).toBeInstanceOf(Date);
    await smtp.waitFor((m) => m.text.includes(`receipt for Order #${orderId}`));
    await settle();
    expect(receiptsFor(orderId)).toHaveLength(1);
  });

  it("marks a refunded order refunded and takes unreleased mail out of the queue", async () => {
    const { sessionId, orderId } = await checkout(await newLetter(), "mail");
    const session = stripe.pay(sessionId);
    await webhook(stripe.event("checkout.session.completed", session));
    const charge = {
      id: "ch_1",
      object: "charge",
      refunded: true,
      amount: 2500,
      amount_refunded: 2500,
      payment_intent: session.payment_intent,
    };
    expect((await webhook(stripe.event("charge.refunded", charge))).statusCode).toBe(200);
    expect(await order(orderId)).toMatchObject({ status: "refunded", inQueue: false, mailStatus: "cancelled" });
  });

  it("records a dispute for the admin", async () => {
    const { sessionId, orderId } = await checkout(await newLetter());
    const session = stripe.pay(sessionId);
    await webhook(stripe.event("checkout.session.completed", session));
    await webhook(
      stripe.event("charge.dispute.created", {
        id: "dp_1",
        object: "dispute",
        reason: "fraudulent",
        amount: 500,
        payment_intent: session.payment_intent,
      }),
    );
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, String(orderId)));
    expect(audits.map((a) => a.action)).toContain("payment.disputed");
    expect((await order(orderId)).status).toBe("completed");
  });
});

describe("after payment", () => {
  it("unlocks downloads and refuses a second purchase of the same letter", async () => {
    const letterId = await newLetter();
    const { sessionId } = await checkout(letterId);
    await webhook(stripe.event("checkout.session.completed", stripe.pay(sessionId)));
    const pdf = await t.app.inject({
      url: `/api/demand-letters/${letterId}/download/pdf`,
      headers: { cookie: user.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { letterId, packageType: "mail" },
      headers: { cookie: user.cookie },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("Upgrade");
  });

  it("answers the success page only for the user's own session", async () => {
    const { sessionId } = await checkout(await newLetter());
    const other = await signUp(t.app);
    const response = await t.app.inject({
      url: `/api/checkout/confirm?session_id=${sessionId}`,
      headers: { cookie: other.cookie },
    });
    expect(response.statusCode).toBe(404);
  });
});

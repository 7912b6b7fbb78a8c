import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/env.ts";
import type { PaymentDeps } from "../../src/server/features/payments/payment-deps.ts";
import { reconcileCheckouts } from "../../src/server/features/payments/reconcile-checkouts.ts";
import { MAX_REFUND_ATTEMPTS, sendDueRefunds } from "../../src/server/features/payments/send-refund.ts";
import { operatorAlerts } from "../../src/server/db/schema.ts";
import { createEmailSender } from "../../src/server/providers/email/email-sender.ts";
import { createStripeClient, createStripePayments } from "../../src/server/providers/payments/stripe-payments.ts";
import { createLetter, orderById } from "../helpers/factories.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { startSmtpCatcher } from "../stand-ins/smtp-catcher.ts";
import { startStripeStandIn } from "../stand-ins/stripe-stand-in.ts";

const API_KEY = "sk_test_reconcile_key";
const WEBHOOK_SECRET = "whsec_reconcile_secret";
/** PAYMENT_RECONCILE_SECONDS, short. */
const INTERVAL_SECONDS = 2;

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let user: Awaited<ReturnType<typeof signUp>>;
let deps: PaymentDeps;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
/** Moves the app's clock on by more than one reconciliation interval. */
const afterAnInterval = () => {
  offsetMs += (INTERVAL_SECONDS + 1) * 1000;
};

beforeAll(async () => {
  stripe = await startStripeStandIn({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET });
  smtp = await startSmtpCatcher();
  const env = {
    STRIPE_SECRET_KEY: API_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    SMTP_URL: smtp.url,
    APP_URL: "http://app.test",
    PAYMENT_RECONCILE_SECONDS: String(INTERVAL_SECONDS),
  };
  t = await createTestApp({ env, clock });
  user = await signUp(t.app);
  const log = pino({ level: "silent" });
  deps = {
    db: t.db,
    payments: createStripePayments(createStripeClient(API_KEY, stripe.url)),
    email: createEmailSender({ smtpUrl: smtp.url, from: "test@app.test", dataDir: t.dataDir, log }),
    config: loadConfig({ NODE_ENV: "test", DATA_DIR: t.dataDir, SESSION_SECRET: "s".repeat(40), ...env }),
    clock,
    log,
  };
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await smtp.close();
});

async function checkout(packageType: "digital" | "mail" = "mail") {
  const letterId = await createLetter(t.app, user.cookie);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/create-checkout-session",
    payload: { letterId, packageType },
    headers: { cookie: user.cookie },
  });
  expect(response.statusCode).toBe(200);
  const { checkoutUrl, orderId } = response.json();
  return { letterId, orderId: orderId as number, sessionId: (checkoutUrl as string).split("/pay/")[1] };
}

const webhook = (type: string, sessionId: string, id?: string) => {
  const event = stripe.event(type, stripe.sessions.get(sessionId)!, { id });
  return t.app.inject({ method: "POST", url: "/api/stripe/webhook", payload: event.payload, headers: event.headers });
};
const receiptsFor = (orderId: number) => smtp.messages.filter((m) => m.text.includes(`receipt for Order #${orderId}`));

describe("the reconciliation pass", () => {
  it("fulfils a session paid with no webhook and no success page, exactly once when the webhook comes later", async () => {
    const { orderId, sessionId } = await checkout("mail");
    stripe.pay(sessionId);

    /* Not yet one interval old: left to the webhook. */
    await reconcileCheckouts(deps);
    expect((await orderById(t.db, orderId)).status).toBe("pending");

    afterAnInterval();
    expect(await reconcileCheckouts(deps)).toBe(1);
    const paid = await orderById(t.db, orderId);
    expect(paid).toMatchObject({
      status: "completed",
      inQueue: true,
      stripePaymentIntentId: `pi_${sessionId.slice(8)}`,
    });
    await smtp.waitFor((m) => m.text.includes(`receipt for Order #${orderId}`));

    /* The webhook, late, and the pass again: nothing changes, no second receipt, no refund. */
    expect((await webhook("checkout.session.completed", sessionId)).statusCode).toBe(200);
    afterAnInterval();
    expect(await reconcileCheckouts(deps)).toBe(0);
    const after = await orderById(t.db, orderId);
    expect(after).toMatchObject({ status: "completed", refundRequestedAt: null, paidAt: paid.paidAt });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiptsFor(orderId)).toHaveLength(1);
    expect(stripe.refunds.filter((refund) => refund.orderId === String(orderId))).toHaveLength(0);
  });

  it("closes a session that lapsed unpaid as expired, as the webhook would", async () => {
    const { orderId, sessionId } = await checkout("digital");
    stripe.sessions.get(sessionId)!.status = "expired";
    afterAnInterval();
    await reconcileCheckouts(deps);
    expect((await orderById(t.db, orderId)).status).toBe("expired");
  });

  it("leaves an open session pending, and reads it again only an interval later", async () => {
    const { orderId } = await checkout("digital");
    afterAnInterval();
    expect(await reconcileCheckouts(deps)).toBeGreaterThanOrEqual(1);
    expect(await reconcileCheckouts(deps)).toBe(0);
    expect((await orderById(t.db, orderId)).status).toBe("pending");
  });
});

describe("a delayed payment still processing", () => {
  it("is never expired by reopening the checkout, nor refunded as closed once it succeeds", async () => {
    const { letterId, orderId, sessionId } = await checkout("mail");
    stripe.pay(sessionId, { paymentStatus: "unpaid" });

    const reopened = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { letterId, packageType: "mail" },
      headers: { cookie: user.cookie },
    });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toMatch(/still being processed/);
    const digital = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { letterId, packageType: "digital" },
      headers: { cookie: user.cookie },
    });
    expect(digital.statusCode).toBe(409);

    afterAnInterval();
    await reconcileCheckouts(deps);
    expect((await orderById(t.db, orderId)).status).toBe("pending");

    stripe.sessions.get(sessionId)!.payment_status = "paid";
    expect((await webhook("checkout.session.async_payment_succeeded", sessionId)).statusCode).toBe(200);
    expect(await orderById(t.db, orderId)).toMatchObject({ status: "completed", refundRequestedAt: null });
  });

  it("fails the order when the bank refuses it", async () => {
    const { orderId, sessionId } = await checkout("digital");
    stripe.pay(sessionId, { paymentStatus: "unpaid" });
    expect((await webhook("checkout.session.async_payment_failed", sessionId)).statusCode).toBe(200);
    expect((await orderById(t.db, orderId)).status).toBe("failed");
  });
});

describe("a refund the provider keeps refusing", () => {
  it("is tried three times, then stops and alerts an admin", async () => {
    const { orderId, sessionId } = await checkout("digital");
    stripe.failures.refunds = 1000;
    /* Paid the wrong amount: the money goes back (the first try fails at once). */
    stripe.pay(sessionId, { amountTotal: 123 });
    expect((await webhook("checkout.session.completed", sessionId)).statusCode).toBe(200);
    const alertsTo: string[] = [];
    const refundDeps = {
      ...deps,
      config: { ...deps.config, adminAlertEmail: "ops@example.com" },
      email: { send: async (message: { to: string; subject: string }) => void alertsTo.push(message.subject) },
    };
    for (let pass = 0; pass < 4; pass++) {
      offsetMs += 2 * 60_000;
      await sendDueRefunds(refundDeps);
    }
    const order = await orderById(t.db, orderId);
    expect(order).toMatchObject({ refundAttempts: MAX_REFUND_ATTEMPTS, refundedAt: null });
    const alerts = await t.db.select().from(operatorAlerts).where(eq(operatorAlerts.orderId, orderId));
    expect(alerts.map((alert) => alert.kind)).toEqual(["refund_failed"]);
    expect(
      alertsTo.filter((subject) => subject.includes(`Refund failed three times (Order #${orderId})`)),
    ).toHaveLength(1);

    /* The worker no longer asks: the provider sees no new request. */
    stripe.failures.refunds = 0;
    offsetMs += 2 * 60_000;
    expect(await sendDueRefunds(refundDeps)).toBe(0);
    expect(stripe.refunds.filter((refund) => refund.orderId === String(orderId))).toHaveLength(0);
  });
});

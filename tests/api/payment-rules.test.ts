import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_RULES, type LetterHolding, type Purchase } from "../../src/domain/money/payment-rules.ts";
import { amountToCents, PRICES } from "../../src/domain/money/prices.ts";
import { openPostgres, type Database } from "../../src/server/db/client.ts";
import { orders } from "../../src/server/db/schema.ts";
import { sendDueRefunds } from "../../src/server/features/payments/send-refund.ts";
import { createStripeClient, createStripePayments } from "../../src/server/providers/payments/stripe-payments.ts";
import { createLetter, insertOrder, orderById } from "../helpers/factories.ts";
import { testPaymentDeps } from "../helpers/payment-deps.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { startSmtpCatcher } from "../stand-ins/smtp-catcher.ts";
import { startStripeStandIn } from "../stand-ins/stripe-stand-in.ts";

const API_KEY = "sk_test_rules_key";
const WEBHOOK_SECRET = "whsec_rules_secret";

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

const order = (id: number) => orderById(t.db, id);
const webhook = (event: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({ method: "POST", url: "/api/stripe/webhook", payload: event.payload, headers: event.headers });
const get = (url: string) => t.app.inject({ url, headers: { cookie: user.cookie } });
const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(check(), what).toBe(true);
};

/** A pending order for `purchase` with a checkout session at the stand-in, as an older open checkout would be. */
async function openCheckout(letterId: number, purchase: Purchase) {
  const type = purchase === "upgrade" ? "mail" : purchase;
  const cents = PRICES[purchase];
  const [row] = await t.db
    .insert(orders)
    .values({
      userId: user.user.id,
      demandLetterId: letterId,
      type,
      amount: (cents / 100).toFixed(2),
      status: "pending",
      isUpgrade: purchase === "upgrade",
    })
    .returning();
  const sessionId = `cs_test_rules_${row.id}`;
  stripe.sessions.set(sessionId, {
    id: sessionId,
    object: "checkout.session",
    mode: "payment",
    url: `${stripe.url}/pay/${sessionId}`,
    status: "open",
    payment_status: "unpaid",
    amount_total: cents,
    currency: "usd",
    client_reference_id: String(row.id),
    customer_email: null,
    metadata: { order_id: String(row.id) },
    payment_intent: null,
    success_url: "http://app.test/checkout/success",
    cancel_url: "http://app.test/",
  });
  await t.db.update(orders).set({ stripeSessionId: sessionId }).where(eq(orders.id, row.id));
  return { orderId: row.id, sessionId };
}

/** A letter holding `holding`; a paid one is downloaded and Meta's refusal recorded, so its final notice is offered. */
async function letterWith(holding: LetterHolding) {
  const letterId = await createLetter(t.app, user.cookie);
  if (holding === "none") return letterId;
  await insertOrder(t.db, { userId: user.user.id, demandLetterId: letterId, type: holding });
  expect((await get(`/api/demand-letters/${letterId}/download/pdf`)).statusCode).toBe(200);
  const refused = await t.app.inject({
    method: "POST",
    url: `/api/demand-letters/${letterId}/outcome`,
    payload: { kind: "refused" },
    headers: { cookie: user.cookie },
  });
  expect(refused.statusCode).toBe(201);
  return letterId;
}

const keptCents = async (letterId: number) => {
  const rows = await t.db.select().from(orders).where(eq(orders.demandLetterId, letterId));
  return rows.reduce(
    (sum, row) =>
      sum +
      (row.paidAt || row.status === "completed" ? amountToCents(row.amount) : 0) -
      amountToCents(row.refundAmount ?? "0"),
    0,
  );
};

describe("every cell of PAYMENT_RULES, through a real webhook", () => {
  const cells = (Object.keys(PAYMENT_RULES) as LetterHolding[]).flatMap((holding) =>
    (Object.keys(PAYMENT_RULES[holding]) as Purchase[]).map(
      (purchase) => [holding, purchase, PAYMENT_RULES[holding][purchase]] as const,
    ),
  );

  it.each(cells)("a letter with %s, paid for %s: %s", async (holding, purchase, rule) => {
    const letterId = await letterWith(holding);
    const { orderId, sessionId } = await openCheckout(letterId, purchase);
    const refundsBefore = stripe.refunds.length;
    expect((await webhook(stripe.event("checkout.session.completed", stripe.pay(sessionId)))).statusCode).toBe(200);
    const after = await order(orderId);
    const sent = stripe.refunds.slice(refundsBefore);

    if (rule === "keep") {
      expect(after.status).toBe("completed");
      expect(after.refundAmount).toBeNull();
      expect(sent).toHaveLength(0);
    } else if (rule === "keep_as_upgrade") {
      expect(after).toMatchObject({
        status: "completed",
        isUpgrade: true,
        refundReason: "upgrade_difference",
        refundAmount: "5.00",
      });
      expect(sent).toEqual([
        expect.objectContaining({
          amount: PRICES.mail - PRICES.upgrade,
          orderId: String(orderId),
          paymentIntent: after.stripePaymentIntentId,
        }),
      ]);
      expect(after.refundedAt).not.toBeNull();
    } else {
      expect(after).toMatchObject({
        status: "refunded",
        inQueue: false,
        refundAmount: (PRICES[purchase] / 100).toFixed(2),
      });
      expect(sent).toEqual([expect.objectContaining({ amount: PRICES[purchase], orderId: String(orderId) })]);
      expect(after.refundId).toBe(sent[0].id);
    }
    /* Whatever arrived, the letter keeps at most one payment per service: at most the mail price in all. */
    const paidMail = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.demandLetterId, letterId), eq(orders.type, "mail"), eq(orders.status, "completed")));
    expect(paidMail.length).toBeLessThanOrEqual(1);
    /* The final notice and the data request are mailings of their own, kept beside the letter's. */
    const notice = purchase === "follow-up-mail" || purchase === "data-request-mail" ? PRICES[purchase] : 0;
    expect(await keptCents(letterId)).toBeLessThanOrEqual(
      (holding === "none" ? PRICES.mail : PRICES.mail + PRICES.digital) + notice,
    );
  });
});

describe("the reported double payment", () => {
  it("an unpaid mail checkout, then digital, an upgrade, and the old mail session paid: $25 kept, mailed once, $25 back", async () => {
    const letterId = await createLetter(t.app, user.cookie);
    const oldMail = await openCheckout(letterId, "mail");
    const digital = await openCheckout(letterId, "digital");
    await webhook(stripe.event("checkout.session.completed", stripe.pay(digital.sessionId)));
    const upgrade = await openCheckout(letterId, "upgrade");
    /* The old mail session is paid on Stripe's page before the upgrade's payment cancels its order and
       expires it there; its webhook arrives after. (Once expired, Stripe's page no longer takes it.) */
    const oldMailPaid = stripe.pay(oldMail.sessionId);
    await webhook(stripe.event("checkout.session.completed", stripe.pay(upgrade.sessionId)));
    expect((await order(oldMail.orderId)).status).toBe("cancelled");
    expect((await get(`/api/orders/${digital.orderId}/upgrade/check`)).json()).toEqual({ canUpgrade: false });

    const late = stripe.event("checkout.session.completed", oldMailPaid);
    await webhook(late);
    await webhook(stripe.event("checkout.session.completed", stripe.sessions.get(oldMail.sessionId)!));
    expect(await order(oldMail.orderId)).toMatchObject({
      status: "refunded",
      refundReason: "checkout_closed",
      refundAmount: "25.00",
      inQueue: false,
    });
    expect(stripe.refunds.filter((refund) => refund.orderId === String(oldMail.orderId))).toHaveLength(1);
    expect(await keptCents(letterId)).toBe(PRICES.mail);
    const queued = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.demandLetterId, letterId), eq(orders.inQueue, true)));
    expect(queued.map((row) => row.id)).toEqual([upgrade.orderId]);

    const listed = (await get("/api/orders")).json() as {
      id: number;
      status: string;
      refundAmount: string;
      refundReason: string;
    }[];
    expect(listed.find((row) => row.id === oldMail.orderId)).toMatchObject({
      status: "refunded",
      refundAmount: "25.00",
      refundReason: "checkout_closed",
    });
    await until(
      () => smtp.messages.some((m) => m.text.includes(`refunded for Order #${oldMail.orderId}`)),
      "the refund email",
    );
    const email = smtp.messages.find((m) => m.text.includes(`refunded for Order #${oldMail.orderId}`))!;
    expect(email.text).toContain("already been closed");
  });

  it("a wrong amount is refunded in full and the order failed, and the success page says why", async () => {
    const letterId = await createLetter(t.app, user.cookie);
    const { orderId, sessionId } = await openCheckout(letterId, "digital");
    stripe.pay(sessionId, { amountTotal: 300 });
    const confirm = await get(`/api/checkout/confirm?session_id=${sessionId}`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({
      id: orderId,
      status: "failed",
      refundAmount: "3.00",
      refundReason: "amount_mismatch",
    });
    expect(stripe.refunds.at(-1)).toMatchObject({ amount: 300, orderId: String(orderId) });
  });
});

describe("the final notice's mailing, paid twice", () => {
  it("keeps the first payment and sends the second back in full: the notice is mailed once", async () => {
    const letterId = await letterWith("digital");
    const first = await openCheckout(letterId, "follow-up-mail");
    await webhook(stripe.event("checkout.session.completed", stripe.pay(first.sessionId)));
    const second = await openCheckout(letterId, "follow-up-mail");
    await webhook(stripe.event("checkout.session.completed", stripe.pay(second.sessionId)));
    expect(await order(first.orderId)).toMatchObject({ status: "completed", inQueue: true });
    expect(await order(second.orderId)).toMatchObject({
      status: "refunded",
      inQueue: false,
      refundReason: "already_paid",
      refundAmount: "20.00",
    });
    expect(stripe.refunds.filter((refund) => refund.orderId === String(second.orderId))).toEqual([
      expect.objectContaining({ amount: PRICES["follow-up-mail"] }),
    ]);
  });
});

describe("a refund the provider did not take at first", () => {
  it("is asked again by the worker with the same idempotency key, and sent once", async () => {
    const letterId = await letterWith("digital");
    const { orderId, sessionId } = await openCheckout(letterId, "digital");
    stripe.failures.refunds = 3;
    await webhook(stripe.event("checkout.session.completed", stripe.pay(sessionId)));
    expect(await order(orderId)).toMatchObject({ status: "refunded", refundedAt: null, refundId: null });

    const payments = createStripePayments(createStripeClient(API_KEY, stripe.url));
    const later = () => new Date(Date.now() + 5 * 60_000);
    const log = t.app.log;
    const deps = testPaymentDeps({ db: t.db, payments, clock: later, log, dataDir: t.dataDir });
    expect(await sendDueRefunds(deps)).toBe(1);
    expect(await sendDueRefunds(deps)).toBe(0);
    expect((await order(orderId)).refundedAt).not.toBeNull();
    expect(stripe.refunds.filter((refund) => refund.orderId === String(orderId))).toHaveLength(1);
  });
});

describe("two payments for one letter at once", () => {
  it("settle one after the other against what the letter has, even from two instances", async () => {
    const letterId = await createLetter(t.app, user.cookie);
    const digital = await openCheckout(letterId, "digital");
    const mail = await openCheckout(letterId, "mail");
    const second = t.databaseUrl ? await openPostgres(t.databaseUrl, { migrate: false, max: 2 }) : undefined;
    const other = second ? await createTestAppOn(second) : undefined;
    try {
      const events = [
        stripe.event("checkout.session.completed", stripe.pay(digital.sessionId)),
        stripe.event("checkout.session.completed", stripe.pay(mail.sessionId)),
      ];
      const responses = await Promise.all([
        webhook(events[0]),
        (other ?? t.app).inject({
          method: "POST",
          url: "/api/stripe/webhook",
          payload: events[1].payload,
          headers: events[1].headers,
        }),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    } finally {
      await other?.close();
      await second?.close();
    }
    expect(await keptCents(letterId)).toBe(PRICES.mail);
    const paidMail = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.demandLetterId, letterId), eq(orders.type, "mail"), eq(orders.status, "completed")));
    expect(paidMail).toHaveLength(1);
  });
});

async function createTestAppOn(database: Database) {
  const { buildApp } = await import("../../src/server/app.ts");
  const { loadConfig } = await import("../../src/server/env.ts");
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: t.dataDir,
    SESSION_SECRET: "test-secret-that-is-long-enough-for-sessions",
    LOG_LEVEL: "silent",
    STRIPE_SECRET_KEY: API_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    SMTP_URL: smtp.url,
    APP_URL: "http://app.test",
  });
  const app = await buildApp({ db: database.db, readCache: database.readCache, config });
  await app.ready();
  return app;
}

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../src/server/db/schema.ts";
import { closeDueCheckouts } from "../../src/server/features/payments/close-checkouts.ts";
import { createStripeClient, createStripePayments } from "../../src/server/providers/payments/stripe-payments.ts";
import { createLetter, orderById } from "../helpers/factories.ts";
import { payLocal } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { startStripeStandIn } from "../stand-ins/stripe-stand-in.ts";
import { scaled } from "../timeouts.ts";

/** Checkouts that can no longer be used are closed at the provider (decision 0005). */

const API_KEY = "sk_test_closed_checkouts";
const WEBHOOK_SECRET = "whsec_closed_checkouts";

let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let t: TestApp;
let local: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
let localUser: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  stripe = await startStripeStandIn({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: API_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      APP_URL: "http://app.test",
    },
  });
  local = await createTestApp({ env: { APP_URL: "http://app.test" } });
  user = await signUp(t.app);
  localUser = await signUp(local.app);
});
afterAll(async () => {
  await t.close();
  await local.close();
  await stripe.close();
});

async function until(check: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + scaled(5_000);
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(await check(), what).toBe(true);
}

async function checkout(app: TestApp, cookie: string, letterId: number, packageType: "digital" | "mail" = "digital") {
  const response = await app.app.inject({
    method: "POST",
    url: "/api/create-checkout-session",
    payload: { letterId, packageType },
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { checkoutUrl, orderId } = response.json() as { checkoutUrl: string; orderId: number };
  return { checkoutUrl, orderId, sessionId: new URL(checkoutUrl).pathname.split("/").pop() ?? "" };
}
const deleteLetter = (app: TestApp, cookie: string, letterId: number) =>
  app.app.inject({ method: "DELETE", url: `/api/demand-letters/${letterId}`, headers: { cookie } });
const webhook = (event: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({ method: "POST", url: "/api/stripe/webhook", payload: event.payload, headers: event.headers });
const sessionStatus = (sessionId: string) => stripe.sessions.get(sessionId)?.status;
const stripePayments = () => createStripePayments(createStripeClient(API_KEY, stripe.url));
const closedAt = async (orderId: number) => (await orderById(t.db, orderId)).checkoutClosedAt;

describe("at Stripe, through the SDK and the stand-in", () => {
  it("deleting a letter expires its open checkout, so the customer cannot pay it late", async () => {
    const letterId = await createLetter(t.app, user.cookie);
    const { sessionId, orderId } = await checkout(t, user.cookie, letterId);
    expect((await deleteLetter(t, user.cookie, letterId)).statusCode).toBe(204);
    await until(() => sessionStatus(sessionId) === "expired", "the session expired at Stripe");
    expect(() => stripe.pay(sessionId)).toThrow(/expired: it cannot be paid/);
    await until(async () => (await closedAt(orderId)) !== null, "the close recorded on the order");
    expect(await orderById(t.db, orderId)).toMatchObject({ status: "cancelled", refundAmount: null });

    /* Stripe then says so: the order stays cancelled. */
    expect((await webhook(stripe.event("checkout.session.expired", stripe.sessions.get(sessionId)!))).statusCode).toBe(
      200,
    );
    expect((await orderById(t.db, orderId)).status).toBe("cancelled");
  });

  it("a new checkout for the letter replaces its open one: the old session expires, the new one pays", async () => {
    const letterId = await createLetter(t.app, user.cookie);
    const mail = await checkout(t, user.cookie, letterId, "mail");
    const digital = await checkout(t, user.cookie, letterId, "digital");
    expect((await orderById(t.db, mail.orderId)).status).toBe("cancelled");
    await until(() => sessionStatus(mail.sessionId) === "expired", "the replaced session expired at Stripe");
    expect(() => stripe.pay(mail.sessionId)).toThrow(/cannot be paid/);

    /* A repeated click on the newest package keeps its session. */
    expect((await checkout(t, user.cookie, letterId, "digital")).sessionId).toBe(digital.sessionId);
    await webhook(stripe.event("checkout.session.completed", stripe.pay(digital.sessionId)));
    expect(await orderById(t.db, digital.orderId)).toMatchObject({ status: "completed" });
  });

  it("a payment cancels the letter's other open checkouts it makes useless, and expires them", async () => {
    const letterId = await createLetter(t.app, user.cookie);
    const mail = await checkout(t, user.cookie, letterId, "mail");
    /* A digital checkout opened at the same moment as the mail one, which the replacement did not reach. */
    const [digital] = await t.db
      .insert(orders)
      .values({ userId: user.user.id, demandLetterId: letterId, type: "digital", amount: "5.00", status: "pending" })
      .returning();
    const session = await stripePayments().createCheckout({
      orderId: digital.id,
      amountCents: 500,
      description: "Demand letter - digital",
      customerEmail: user.email,
      successUrl: "http://app.test/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://app.test/checkout",
    });
    await t.db.update(orders).set({ stripeSessionId: session.id }).where(eq(orders.id, digital.id));

    await webhook(stripe.event("checkout.session.completed", stripe.pay(mail.sessionId)));
    expect(await orderById(t.db, mail.orderId)).toMatchObject({ status: "completed" });
    expect(await orderById(t.db, digital.id)).toMatchObject({ status: "cancelled" });
    await until(() => sessionStatus(session.id) === "expired", "the useless session expired at Stripe");
    expect(() => stripe.pay(session.id)).toThrow(/cannot be paid/);
  });

  it("a payment that reached Stripe before the close is refunded, and the close is recorded", async () => {
    const letterId = await createLetter(t.app, user.cookie);
    const { sessionId, orderId } = await checkout(t, user.cookie, letterId);
    const session = stripe.pay(sessionId);
    expect((await deleteLetter(t, user.cookie, letterId)).statusCode).toBe(204);
    await until(async () => (await closedAt(orderId)) !== null, "the close recorded");
    expect(sessionStatus(sessionId)).toBe("complete");
    await webhook(stripe.event("checkout.session.completed", session));
    await until(() => stripe.refunds.some((refund) => refund.orderId === String(orderId)), "the refund");
    expect(await orderById(t.db, orderId)).toMatchObject({ status: "refunded", refundReason: "checkout_closed" });
  });

  it("a close Stripe does not answer never holds up the user, and the worker closes it later", async () => {
    const letterId = await createLetter(t.app, user.cookie);
    const { sessionId, orderId } = await checkout(t, user.cookie, letterId);
    const held = stripe.holdNextReply("POST", `/v1/checkout/sessions/${sessionId}/expire`);
    stripe.failures.expires = 3;
    /* The delete answers while Stripe has not answered the close. */
    expect((await deleteLetter(t, user.cookie, letterId)).statusCode).toBe(204);
    held.release();
    await until(() => stripe.failures.expires === 0, "the SDK tried three times");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sessionStatus(sessionId)).toBe("open");
    expect(await closedAt(orderId)).toBeNull();

    const deps = { db: t.db, payments: stripePayments(), log: t.app.log };
    expect(await closeDueCheckouts({ ...deps, clock: () => new Date() })).toBe(0);
    expect(await closeDueCheckouts({ ...deps, clock: () => new Date(Date.now() + 2 * 60_000) })).toBe(1);
    expect(sessionStatus(sessionId)).toBe("expired");
    expect(await closedAt(orderId)).not.toBeNull();
    expect(await closeDueCheckouts({ ...deps, clock: () => new Date(Date.now() + 4 * 60_000) })).toBe(0);
  });
});

describe("a checkout the user did not pay, removed from My Orders", () => {
  it("is cancelled and closed at Stripe; a paid order, another user's, or a repeat is refused", async () => {
    const letterId = await createLetter(t.app, user.cookie);
    const { orderId, sessionId } = await checkout(t, user.cookie, letterId);
    const remove = (id: number, cookie = user.cookie) =>
      t.app.inject({ method: "DELETE", url: `/api/orders/${id}`, headers: { cookie } });
    const other = await signUp(t.app);
    expect((await remove(orderId, other.cookie)).statusCode).toBe(404);
    const removed = await remove(orderId);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ removed: [orderId] });
    expect((await orderById(t.db, orderId)).status).toBe("cancelled");
    await until(() => sessionStatus(sessionId) === "expired", "the removed checkout expires at Stripe");
    const listed = (await t.app.inject({ url: "/api/orders", headers: { cookie: user.cookie } })).json() as {
      id: number;
    }[];
    expect(listed.map((order) => order.id)).not.toContain(orderId);
    expect((await remove(orderId)).statusCode).toBe(409);
    expect((await remove(999_999)).statusCode).toBe(404);
  });
});

describe("on the local test checkout", () => {
  const payAt = (checkoutUrl: string) => payLocal(local.app, localUser.cookie, checkoutUrl);
  const view = async (sessionId: string) =>
    (await local.app.inject({ url: `/api/test-checkout/${sessionId}`, headers: { cookie: localUser.cookie } })).json();

  it("a deleted letter's checkout is closed: paying it is refused with why, and nothing is charged", async () => {
    const letterId = await createLetter(local.app, localUser.cookie);
    const { checkoutUrl, sessionId, orderId } = await checkout(local, localUser.cookie, letterId);
    expect((await deleteLetter(local, localUser.cookie, letterId)).statusCode).toBe(204);
    const message =
      "This checkout was closed because its letter was deleted. It can no longer be paid, and nothing was charged.";
    const paid = await payAt(checkoutUrl);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(message);
    expect(await view(sessionId)).toMatchObject({ closedMessage: message });
    await until(async () => (await view(sessionId)).status === "expired", "the local session expired");
    expect(await orderById(local.db, orderId)).toMatchObject({ status: "cancelled", paidAt: null, refundAmount: null });
  });

  it("a replaced checkout is closed too; the newer one pays", async () => {
    const letterId = await createLetter(local.app, localUser.cookie);
    const digital = await checkout(local, localUser.cookie, letterId, "digital");
    expect((await view(digital.sessionId)).closedMessage).toBeNull();
    const mail = await checkout(local, localUser.cookie, letterId, "mail");
    const refused = await payAt(digital.checkoutUrl);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/closed because a newer checkout was opened for the same letter/);
    expect((await payAt(mail.checkoutUrl)).statusCode).toBe(200);
    expect(await orderById(local.db, mail.orderId)).toMatchObject({ status: "completed" });
    expect(await orderById(local.db, digital.orderId)).toMatchObject({ status: "cancelled", paidAt: null });
    expect((await payAt(mail.checkoutUrl)).json().message).toBe(
      "This checkout is already paid. Find your order under My Orders.",
    );
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localCheckoutSessions, orders, users } from "../../src/server/db/schema.ts";
import { expireStaleCheckouts } from "../../src/server/features/payments/expire-checkouts.ts";
import { createLocalPayments } from "../../src/server/providers/payments/local-payments.ts";
import { createLetter, orderById } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { startSmtpCatcher } from "../stand-ins/smtp-catcher.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let user: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: "http://app.test" } });
  admin = await signUp(t.app, { firstName: "Admin" });
  user = await signUp(t.app, { firstName: "Uma" });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const refund = (
  orderId: number | string,
  cookie: string | undefined,
  reason: unknown = "Customer asked for a refund.",
) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/orders/${orderId}/refund`,
    payload: { reason },
    headers: cookie ? { cookie } : {},
  });

describe("an admin refunds a paid order", () => {
  it("marks it refunded, takes unsent mail out of the queue, records the refund and tells the customer why", async () => {
    const orderId = await buyLetter(t.app, user.cookie, await createLetter(t.app, user.cookie), "mail");
    expect((await orderById(t.db, orderId)).inQueue).toBe(true);

    const response = await refund(orderId, admin.cookie, "Sent twice by mistake.");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "refunded" });
    expect(await orderById(t.db, orderId)).toMatchObject({
      status: "refunded",
      inQueue: false,
      mailStatus: "cancelled",
      refundAmount: "25.00",
      refundReason: "admin",
      refundNote: "Sent twice by mistake.",
      refundId: `re_local_${orderId}`,
    });
    expect((await refund(orderId, admin.cookie)).json()).toEqual({ status: "already_refunded" });

    const listed = (await t.app.inject({ url: "/api/orders", headers: { cookie: user.cookie } })).json() as {
      id: number;
      status: string;
      refundNote: string;
    }[];
    expect(listed.find((row) => row.id === orderId)).toMatchObject({
      status: "refunded",
      refundNote: "Sent twice by mistake.",
    });
    const email = await smtp.waitFor((m) => m.text.includes(`refunded for Order #${orderId}`));
    expect(email.text).toContain("Refunded by support. Sent twice by mistake.");
  });

  it("waits for the mail worker's lease on the order before refunding it, and leaves no lease behind", async () => {
    const orderId = await buyLetter(t.app, user.cookie, await createLetter(t.app, user.cookie), "mail");
    /* The worker is sending this order right now. */
    await t.db
      .update(orders)
      .set({ dispatchLeaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(orders.id, orderId));
    const pending = refund(orderId, admin.cookie, "Sent twice by mistake.");
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await orderById(t.db, orderId)).status).toBe("completed");
    /* The worker finishes and gives the lease back; the refund then goes through. */
    await t.db.update(orders).set({ dispatchLeaseUntil: null }).where(eq(orders.id, orderId));
    expect((await pending).statusCode).toBe(200);
    expect(await orderById(t.db, orderId)).toMatchObject({
      status: "refunded",
      inQueue: false,
      dispatchLeaseUntil: null,
    });
  });

  it("answers 401 signed out, 403 to a non-admin, 404 for no such order, 409 for an unpaid one, 400 for a bad reason", async () => {
    const orderId = await buyLetter(t.app, user.cookie, await createLetter(t.app, user.cookie));
    expect((await refund(orderId, undefined)).statusCode).toBe(401);
    expect((await refund(orderId, user.cookie)).statusCode).toBe(403);
    expect((await refund(999_999, admin.cookie)).statusCode).toBe(404);
    const open = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { letterId: await createLetter(t.app, user.cookie), packageType: "digital" },
      headers: { cookie: user.cookie },
    });
    expect((await refund(open.json().orderId, admin.cookie)).statusCode).toBe(409);
    for (const reason of ["", "no", "a\u0085b reason", "x".repeat(501), 42]) {
      const bad = await refund(orderId, admin.cookie, reason);
      expect(bad.statusCode, JSON.stringify(reason)).toBe(400);
    }
    expect((await orderById(t.db, orderId)).status).toBe("completed");
  });
});

describe("abandoned local checkouts", () => {
  it("expire after 24 hours: the order is hidden from the user and the session cannot be paid", async () => {
    const start = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { letterId: await createLetter(t.app, user.cookie), packageType: "digital" },
      headers: { cookie: user.cookie },
    });
    const { orderId, checkoutUrl } = start.json() as { orderId: number; checkoutUrl: string };
    const payments = createLocalPayments(t.db, "http://app.test");
    const hoursLater = (hours: number) => () => new Date(Date.now() + hours * 3_600_000);
    expect(await expireStaleCheckouts({ db: t.db, payments, clock: hoursLater(23) })).toBe(0);
    expect((await orderById(t.db, orderId)).status).toBe("pending");
    expect(await expireStaleCheckouts({ db: t.db, payments, clock: hoursLater(25) })).toBeGreaterThanOrEqual(1);
    expect((await orderById(t.db, orderId)).status).toBe("expired");
    const sessionId = new URL(checkoutUrl).pathname.split("/").pop()!;
    const [session] = await t.db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, sessionId));
    expect(session.status).toBe("expired");
    const pay = await t.app.inject({
      method: "POST",
      url: `/api/test-checkout/${sessionId}/pay`,
      payload: { cardNumber: "4242424242424242" },
      headers: { cookie: user.cookie },
    });
    expect(pay.statusCode).toBe(409);
    const listed = (await t.app.inject({ url: "/api/orders", headers: { cookie: user.cookie } })).json() as {
      id: number;
    }[];
    expect(listed.map((row) => row.id)).not.toContain(orderId);
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(row.status).toBe("expired");
  });
});

describe("names", () => {
  it("refuse C1 control characters such as NEL", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: "nel@example.com", password: "a long password", firstName: "A\u0085B", lastName: "L" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.firstName).toBe("First name cannot contain control characters");
  });
});

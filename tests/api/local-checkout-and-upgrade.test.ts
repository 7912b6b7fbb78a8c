import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../src/server/db/schema.ts";
import { createLetter, insertOrder, orderById } from "../helpers/factories.ts";
import { buyLetter, payLocal } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: "http://app.test" } });
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(() => t.close());

const newLetter = (cookie = alice.cookie) => createLetter(t.app, cookie);
async function startCheckout(letterId: number, packageType = "digital", cookie = alice.cookie) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/create-checkout-session",
    payload: { letterId, packageType },
    headers: { cookie },
  });
  return response.json() as { checkoutUrl: string; orderId: number };
}
const order = (id: number) => orderById(t.db, id);
const get = (url: string, cookie = alice.cookie) => t.app.inject({ url, headers: { cookie } });
const post = (url: string, cookie = alice.cookie) => t.app.inject({ method: "POST", url, headers: { cookie } });

describe("the local test checkout", () => {
  it("shows the session to its owner, pays with 4242 4242 4242 4242 and lands on the success page", async () => {
    const { checkoutUrl, orderId } = await startCheckout(await newLetter(), "mail");
    expect(checkoutUrl).toMatch(/^http:\/\/app\.test\/test-checkout\/cs_local_[0-9a-f]{24}$/);
    const sessionId = checkoutUrl.split("/").pop();
    const view = (await get(`/api/test-checkout/${sessionId}`)).json();
    expect(view).toMatchObject({ amountCents: 2500, currency: "usd", status: "open", orderId });
    expect(view.cancelUrl).toContain("/checkout?letterId=");
    expect((await get(`/api/test-checkout/${sessionId}`, bob.cookie)).statusCode).toBe(404);

    const paid = await payLocal(t.app, alice.cookie, checkoutUrl);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().redirectUrl).toBe(`http://app.test/checkout/success?session_id=${sessionId}`);
    expect(await order(orderId)).toMatchObject({ status: "completed", inQueue: true });
    const confirm = await get(`/api/checkout/confirm?session_id=${sessionId}`);
    expect(confirm.json()).toMatchObject({ id: orderId, status: "completed" });
    expect((await payLocal(t.app, alice.cookie, checkoutUrl)).statusCode).toBe(409);
  });

  it("declines 4000 0000 0000 0002 and explains other numbers, charging nothing", async () => {
    const { checkoutUrl, orderId } = await startCheckout(await newLetter());
    const declined = await payLocal(t.app, alice.cookie, checkoutUrl, "4000 0000 0000 0002");
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe("Your card was declined. Try another card.");
    const other = await payLocal(t.app, alice.cookie, checkoutUrl, "1234");
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain("4242 4242 4242 4242");
    expect((await order(orderId)).status).toBe("pending");
    expect((await payLocal(t.app, bob.cookie, checkoutUrl)).statusCode).toBe(404);
  });
});

describe("upgrading a digital order to certified mail", () => {
  it("offers it on a paid digital order and charges 20.00 for a new mail order", async () => {
    const letterId = await newLetter();
    const digital = await buyLetter(t.app, alice.cookie, letterId);
    expect((await get(`/api/orders/${digital}/upgrade/check`)).json()).toEqual({ canUpgrade: true });

    const started = await post(`/api/orders/${digital}/upgrade`);
    expect(started.statusCode).toBe(200);
    const { sessionUrl, orderId: upgradeId } = started.json();
    expect(await order(upgradeId)).toMatchObject({
      type: "mail",
      isUpgrade: true,
      upgradedFromOrderId: digital,
      amount: "20.00",
      originalAmount: "5.00",
      upgradeAmount: "20.00",
      status: "pending",
      demandLetterId: letterId,
    });
    const again = (await post(`/api/orders/${digital}/upgrade`)).json();
    expect(again.sessionUrl).toBe(sessionUrl);

    await payLocal(t.app, alice.cookie, sessionUrl);
    expect(await order(upgradeId)).toMatchObject({ status: "completed", inQueue: true });
    expect((await get(`/api/orders/${digital}/upgrade/check`)).json()).toEqual({ canUpgrade: false });
    const second = await post(`/api/orders/${digital}/upgrade`);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("This order is not eligible for upgrade.");
    expect((await get(`/api/orders/${upgradeId}/upgrade/check`)).json()).toEqual({ canUpgrade: false });
  });

  it("is refused for unpaid, mail, and other users' orders", async () => {
    const pending = (await startCheckout(await newLetter())).orderId;
    expect((await get(`/api/orders/${pending}/upgrade/check`)).json()).toEqual({ canUpgrade: false });
    expect((await post(`/api/orders/${pending}/upgrade`)).statusCode).toBe(409);

    const mail = await buyLetter(t.app, alice.cookie, await newLetter(), "mail");
    expect((await get(`/api/orders/${mail}/upgrade/check`)).json()).toEqual({ canUpgrade: false });

    const refundedLetter = await newLetter();
    const refunded = await insertOrder(t.db, {
      userId: alice.user.id,
      demandLetterId: refundedLetter,
      status: "refunded",
    });
    expect((await get(`/api/orders/${refunded.id}/upgrade/check`)).json()).toEqual({ canUpgrade: false });

    const digital = await buyLetter(t.app, alice.cookie, await newLetter());
    expect((await get(`/api/orders/${digital}/upgrade/check`, bob.cookie)).statusCode).toBe(404);
    expect((await post(`/api/orders/${digital}/upgrade`, bob.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/orders/${digital}/upgrade/check` })).statusCode).toBe(401);
    expect((await get("/api/orders/0/upgrade/check")).statusCode).toBe(400);
  });

  it("lists the upgrade beside the original order", async () => {
    const list = (await get("/api/orders")).json() as { isUpgrade: boolean; amount: string; type: string }[];
    expect(list.some((o) => o.isUpgrade && o.amount === "20.00" && o.type === "mail")).toBe(true);
  });
});

describe("one paid service per letter", () => {
  it("a digital checkout replaces the letter's open mail checkout, which then cannot be paid or mail the letter twice", async () => {
    const letterId = await newLetter();
    const abandoned = await startCheckout(letterId, "mail");
    const digital = await buyLetter(t.app, alice.cookie, letterId, "digital");
    expect((await order(abandoned.orderId)).status).toBe("cancelled");

    const upgrade = (await post(`/api/orders/${digital}/upgrade`)).json() as { sessionUrl: string };
    await payLocal(t.app, alice.cookie, upgrade.sessionUrl);
    expect((await get(`/api/orders/${digital}/upgrade/check`)).json()).toEqual({ canUpgrade: false });
    const listed = (await get("/api/orders")).json() as { id: number }[];
    expect(listed.map((entry) => entry.id)).not.toContain(abandoned.orderId);

    /* Paying the old checkout late is refused: nothing is charged, so nothing needs refunding. */
    const late = await payLocal(t.app, alice.cookie, abandoned.checkoutUrl);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/closed because a newer checkout was opened for the same letter/);
    expect(await order(abandoned.orderId)).toMatchObject({
      status: "cancelled",
      paidAt: null,
      refundAmount: null,
      inQueue: false,
    });
    const paidMail = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.demandLetterId, letterId), eq(orders.type, "mail"), eq(orders.status, "completed")));
    expect(paidMail).toHaveLength(1);
  });

  it("canUpgrade is false once the letter has mail paid by any order", async () => {
    const letterId = await newLetter();
    const digital = await buyLetter(t.app, alice.cookie, letterId, "digital");
    await insertOrder(t.db, { userId: alice.user.id, demandLetterId: letterId, type: "mail" });
    expect((await get(`/api/orders/${digital}/upgrade/check`)).json()).toEqual({ canUpgrade: false });
  });

  it("a checkout for another package replaces the open one; a repeated click on the same package reuses it", async () => {
    const letterId = await newLetter();
    const mail = await startCheckout(letterId, "mail");
    const digital = await startCheckout(letterId, "digital");
    const other = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { letterId, packageType: "digital" },
      headers: { cookie: alice.cookie },
    });
    expect(other.json().orderId).toBe(digital.orderId);
    expect((await order(mail.orderId)).status).toBe("cancelled");
    await payLocal(t.app, alice.cookie, digital.checkoutUrl);
    expect((await order(digital.orderId)).status).toBe("completed");
  });
});

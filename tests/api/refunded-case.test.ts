import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter, payLocal } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

/* A refunded letter's case says what was refunded and offers only what still works (issue 27, part 6). */
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app, { firstName: "Alice" });
  admin = await signUp(t.app, { firstName: "Ada" });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, payload?: object, cookie = alice.cookie) =>
  t.app.inject({ method, url, payload, headers: { cookie } });
const refund = async (orderId: number) =>
  expect(
    (await call("POST", `/api/admin/orders/${orderId}/refund`, { reason: "Customer asked" }, admin.cookie)).statusCode,
  ).toBe(200);

describe("a refunded letter's case", () => {
  it("names the refund, offers checkout again and nothing that payment opened, and pays again", async () => {
    const id = await createLetter(t.app, alice.cookie, {});
    const orderId = await buyLetter(t.app, alice.cookie, id, "digital");
    await call("GET", `/api/demand-letters/${id}/download/pdf`);
    await refund(orderId);

    const view = (await call("GET", `/api/demand-letters/${id}/case`)).json();
    expect(view).toMatchObject({
      paid: false,
      refunds: [{ orderId, amount: "$5.00", what: "the digital letter" }],
      followUpOffered: false,
      sendingRecordable: false,
      nextStep: { action: { label: "Go to checkout", href: `/checkout?letterId=${id}` } },
    });
    /* What the page no longer offers answers as closed, never as an error of ours. */
    expect((await call("POST", `/api/demand-letters/${id}/outcome`, { kind: "no_reply" })).statusCode).toBe(409);
    expect((await call("GET", `/api/demand-letters/${id}/download/proof`)).statusCode).toBe(402);
    expect((await call("GET", `/api/demand-letters/${id}/evidence`)).statusCode).toBe(200);

    /* The one offer it makes works: checkout opens and pays, and the case opens again. */
    const checkout = await call("POST", "/api/create-checkout-session", { letterId: id, packageType: "digital" });
    expect(checkout.statusCode).toBe(200);
    await payLocal(t.app, alice.cookie, checkout.json().checkoutUrl);
    const again = (await call("GET", `/api/demand-letters/${id}/case`)).json();
    expect(again).toMatchObject({ paid: true, refunds: [{ orderId }] });
    expect((await call("POST", `/api/demand-letters/${id}/outcome`, { kind: "no_reply" })).statusCode).toBe(201);
  });

  it("after a refunded upgrade keeps the digital letter open and says only the upgrade was refunded", async () => {
    const id = await createLetter(t.app, alice.cookie, {});
    const digital = await buyLetter(t.app, alice.cookie, id, "digital");
    const upgrade = await call("POST", `/api/orders/${digital}/upgrade`);
    expect(upgrade.statusCode).toBe(200);
    await payLocal(t.app, alice.cookie, upgrade.json().sessionUrl);
    const upgradeOrder = upgrade.json().orderId as number;
    await refund(upgradeOrder);

    const view = (await call("GET", `/api/demand-letters/${id}/case`)).json();
    expect(view).toMatchObject({
      paid: true,
      refunds: [{ orderId: upgradeOrder, amount: "$20.00", what: "the upgrade to certified mail" }],
    });
    expect((await call("GET", `/api/demand-letters/${id}/download/proof`)).statusCode).toBe(200);
  });
});

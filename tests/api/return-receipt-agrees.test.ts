import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeliveryProofs } from "../../src/domain/case/delivery-proof.ts";
import { missingReceiptNote, returnReceiptState } from "../../src/domain/case/delivery-proof.ts";
import { orders } from "../../src/server/db/schema.ts";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import { fetchDueProofs } from "../../src/server/features/dispatch/fetch-proofs.ts";
import { createSimulatedMailer } from "../../src/server/providers/mail/simulated-mailer.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

let now = new Date("2026-11-02T15:00:00Z");
const clock = () => now;
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await signUp(t.app, { firstName: "Alice" });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: alice.cookie } });
const deps = () =>
  testDispatchDeps({ db: t.db, mail: createSimulatedMailer(t.db, { stepMs: 60_000, clock }), clock, log: t.app.log });

/** Hands the paid letters to the simulated mail service and follows them until delivered (no proof asked yet). */
async function deliverAll() {
  const from = now;
  for (const minutes of [0, 1, 2, 4]) {
    now = new Date(from.getTime() + minutes * 60_000 + 5_000);
    while ((await runDispatchOnce(deps())) > 0);
  }
}

type Mailing = DeliveryProofs & { status: string | null; timeZone: string };

/** The order's mailing as My Orders gets it, and as the case page gets it. */
async function bothPages(letterId: number, orderId: number): Promise<{ orders: Mailing; case: Mailing }> {
  const order = (await get("/api/orders")).json().find((row: { id: number }) => row.id === orderId);
  const view = (await get(`/api/demand-letters/${letterId}/case`)).json();
  return {
    orders: {
      status: order.mailStatus,
      provider: order.mailProvider,
      proofs: order.proofs,
      proofsAsked: order.proofsAsked,
      timeZone: order.timeZone,
    },
    case: {
      status: view.letterMailing.status,
      provider: view.letterMailing.provider,
      proofs: view.letterMailing.proofs,
      proofsAsked: view.letterMailing.proofsAsked,
      timeZone: view.timeZone,
    },
  };
}

/** Both pages say the same about the return receipt, and this is it. */
function expectAgree(pages: { orders: Mailing; case: Mailing }, state: string) {
  expect(pages.orders).toEqual(pages.case);
  expect(returnReceiptState(pages.orders)).toBe(state);
  expect(returnReceiptState(pages.case)).toBe(state);
  expect(missingReceiptNote(pages.orders)).toBe(missingReceiptNote(pages.case));
}

describe("My Orders and the case page tell one story about the return receipt", () => {
  it("agree before delivery, while the receipt is asked for, and once it is kept, with times in one zone", async () => {
    const letterId = await createLetter(t.app, alice.cookie, { platforms: ["Facebook"] });
    const orderId = await buyLetter(t.app, alice.cookie, letterId, "mail");
    expectAgree(await bothPages(letterId, orderId), "not_delivered");

    await deliverAll();
    const asked = await bothPages(letterId, orderId);
    expectAgree(asked, "asked_for");
    expect(asked.case).toMatchObject({ status: "delivered", provider: "simulated", proofs: [], proofsAsked: true });
    expect(missingReceiptNote(asked.case)).toContain("will appear here");

    while ((await fetchDueProofs(deps())) > 0);
    const kept = await bothPages(letterId, orderId);
    expectAgree(kept, "kept");
    expect(kept.case.proofs).toEqual([{ kind: "return_receipt", simulated: true }]);
    expect(kept.case.proofsAsked).toBe(false);
    expect(missingReceiptNote(kept.case)).toBeNull();
  });

  it("agree that no receipt came once the mail service has stopped being asked", async () => {
    const letterId = await createLetter(t.app, alice.cookie, { platforms: ["Facebook"] });
    const orderId = await buyLetter(t.app, alice.cookie, letterId, "mail");
    await deliverAll();
    /* As after 30 days of asking in vain (fetch-proofs.ts): nothing more is asked. */
    await t.db.update(orders).set({ proofNextAt: null }).where(eq(orders.id, orderId));
    const pages = await bothPages(letterId, orderId);
    expectAgree(pages, "never_came");
    expect(missingReceiptNote(pages.orders)).toBe("The simulated mailer gave no return receipt for this mailing.");
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../src/server/db/schema.ts";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import { createSimulatedMailer } from "../../src/server/providers/mail/simulated-mailer.ts";
import { createLetter, orderById } from "../helpers/factories.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

const STEP = 60_000;
let now = new Date("2026-11-22T12:00:00Z");
const clock = () => now;
const advance = (ms: number) => (now = new Date(now.getTime() + ms));

let t: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
const sent: { to: string; subject: string; text: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock });
  user = await signUp(t.app);
});
afterAll(() => t.close());

const deps = () =>
  testDispatchDeps({
    db: t.db,
    mail: createSimulatedMailer(t.db, { stepMs: STEP, clock }),
    clock,
    sent,
    log: t.app.log,
  });

const paidMailOrder = async () => buyLetter(t.app, user.cookie, await createLetter(t.app, user.cookie), "mail");
const order = (id: number) => orderById(t.db, id);
async function runUntilIdle() {
  while ((await runDispatchOnce(deps())) > 0);
}

describe("the simulated mailer through the dispatch worker", () => {
  it("submits a paid mail order once, then follows it to delivered, emailing the user", async () => {
    const orderId = await paidMailOrder();
    await runUntilIdle();
    expect(await order(orderId)).toMatchObject({
      mailStatus: "submitted",
      inQueue: true,
      letterstreamStatus: "Released",
    });

    advance(STEP + 1000);
    await runUntilIdle();
    const mailed = await order(orderId);
    expect(mailed.mailStatus).toBe("mailed");
    expect(mailed.mailTracking).toMatch(/^\d{22}$/);
    // The email goes out after the status is saved, without holding up the worker.
    await expect
      .poll(() => sent.some((m) => m.subject.includes("mailed") && m.text.includes(mailed.mailTracking!)))
      .toBe(true);

    advance(STEP);
    await runUntilIdle();
    expect((await order(orderId)).mailStatus).toBe("in_transit");

    advance(2 * STEP);
    await runUntilIdle();
    const delivered = await order(orderId);
    expect(delivered).toMatchObject({
      mailStatus: "delivered",
      inQueue: false,
      letterstreamStatus: "Delivered",
      dispatchNextAt: null,
    });
    expect(delivered.mailEvents.map((e) => e.status)).toEqual(["submitted", "mailed", "in_transit", "delivered"]);
    await expect.poll(() => sent.some((m) => m.subject.includes("delivered"))).toBe(true);

    advance(10 * STEP);
    expect(await runDispatchOnce(deps())).toBe(0);
  });

  it("sends the mailed email, with its tracking number, once, for a letter first seen delivered", async () => {
    const orderId = await paidMailOrder();
    await runUntilIdle();
    /* The next poll comes after every step has passed: the worker sees "Delivered" straight away. */
    advance(10 * STEP);
    await runUntilIdle();
    const delivered = await order(orderId);
    expect(delivered.mailStatus).toBe("delivered");
    const about = (words: string) => () =>
      sent.filter((m) => m.subject.includes(`${words} (Order #${orderId})`)).map((m) => m.text);
    await expect.poll(() => about("has been mailed")().length).toBe(1);
    await expect.poll(() => about("was delivered")().length).toBe(1);
    expect(about("has been mailed")()[0]).toContain(delivered.mailTracking!);
    /* The delivered step carries its own time, in the sender's zone. */
    expect(about("was delivered")()[0]).toMatch(/Reported: \w+ \d+, 2026 at \d+:\d\d [AP]M [A-Z]{3}/);
    advance(10 * STEP);
    await runUntilIdle();
    expect(about("has been mailed")()).toHaveLength(1);
  });

  it("backs off while nothing changes", async () => {
    const orderId = await paidMailOrder();
    await runUntilIdle();
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      now = new Date((await order(orderId)).dispatchNextAt!.getTime());
      await runDispatchOnce(deps());
      waits.push((await order(orderId)).dispatchNextAt!.getTime() - now.getTime());
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    expect((await order(orderId)).mailStatus).toBe("submitted");
  });

  it("never releases a letter refunded before release", async () => {
    const orderId = await paidMailOrder();
    await t.db
      .update(orders)
      .set({ status: "refunded", inQueue: false, mailStatus: "cancelled" })
      .where(eq(orders.id, orderId));
    await runUntilIdle();
    expect(await order(orderId)).toMatchObject({ mailStatus: "cancelled", letterstreamJobId: null });
  });

  it("is not submitted twice when two workers run at once", async () => {
    const orderId = await paidMailOrder();
    const claimed = await Promise.all([runDispatchOnce(deps()), runDispatchOnce(deps()), runDispatchOnce(deps())]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await order(orderId)).mailStatus).toBe("submitted");
  });
});

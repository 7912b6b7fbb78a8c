import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demandLetters, emailOutbox, orders } from "../../src/server/db/schema.ts";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import type { HoldRequest, MailProvider } from "../../src/server/providers/mail/mail-provider.ts";
import { createSimulatedMailer } from "../../src/server/providers/mail/simulated-mailer.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { createLetter, letterInput, orderById } from "../helpers/factories.ts";
import { buyLetter, payLocal } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

let now = new Date("2026-11-02T15:00:00Z");
const clock = () => now;
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
/** Every hold the mail service was sent, with the PDF it carried. */
const held: HoldRequest[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await signUp(t.app, { firstName: "Alice" });
  bob = await signUp(t.app, { firstName: "Bob" });
});
afterAll(() => t.close());

const get = (url: string, cookie: string | null = alice.cookie) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const checkout = (letterId: number, cookie = alice.cookie) =>
  t.app.inject({
    method: "POST",
    url: "/api/create-checkout-session",
    payload: { letterId, packageType: "follow-up-mail" },
    headers: { cookie },
  });
const record = (id: number, kind: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/demand-letters/${id}/outcome`,
    payload: { kind },
    headers: { cookie: alice.cookie },
  });
const caseOf = async (id: number) => (await get(`/api/demand-letters/${id}/case`)).json();
const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");

async function dispatchAll() {
  const simulated = createSimulatedMailer(t.db, { stepMs: 60_000, clock });
  const mail: MailProvider = {
    ...simulated,
    hold: (request) => {
      held.push(request);
      return simulated.hold(request);
    },
  };
  const deps = testDispatchDeps({ db: t.db, mail, clock, log: t.app.log });
  while ((await runDispatchOnce(deps)) > 0);
}

/** Dispatches now and at each of the simulated mail service's steps after `from`, until delivered. */
async function mailThrough(from: Date) {
  for (const minutes of [0, 1, 2, 4]) {
    now = new Date(from.getTime() + minutes * 60_000 + 5_000);
    await dispatchAll();
  }
}

describe("the final notice by certified mail ($20)", () => {
  it("is sold once the notice is offered, mails the notice itself, tracks it on the case and keeps it in the case record", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie, { platforms: ["Facebook"], recipientBusinessId: "meta-main" });
    await buyLetter(t.app, alice.cookie, id, "digital");
    expect((await get(`/api/demand-letters/${id}/download/pdf`)).statusCode).toBe(200);

    now = new Date("2026-11-10T15:00:00Z");
    const early = await checkout(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^A final notice is offered once your letter's reply deadline has passed/);
    expect((await checkout(id, bob.cookie)).statusCode).toBe(404);

    /* "No reply" before the deadline waits for it; a refusal offers the notice at once. */
    expect((await record(id, "no_reply")).statusCode).toBe(201);
    expect((await checkout(id)).statusCode).toBe(409);
    expect((await record(id, "refused")).statusCode).toBe(201);
    const started = await checkout(id);
    expect(started.statusCode).toBe(200);
    const { orderId, checkoutUrl } = started.json();
    const session = (await get(`/api/test-checkout/${new URL(checkoutUrl).pathname.split("/").pop()}`)).json();
    expect(session).toMatchObject({
      amountCents: 2000,
      description: `Final notice + USPS Certified Mail - Letter #${id}`,
      cancelUrl: expect.stringMatching(new RegExp(`/letters/${id}\\?cancelled=1$`)),
    });
    await payLocal(t.app, alice.cookie, checkoutUrl);
    expect(await orderById(t.db, orderId)).toMatchObject({
      type: "follow-up-mail",
      amount: "20.00",
      status: "completed",
      inQueue: true,
    });

    const paid = await caseOf(id);
    expect(paid.noticeMailing).toEqual({
      orderId,
      status: "not_submitted",
      statusLabel: "Not submitted",
      trackingNumber: null,
      /* Not yet handed over: the mail service that will take it is named (here the simulated mailer). */
      provider: "simulated",
      proofs: [],
      proofsAsked: false,
    });
    expect(paid.nextStep).toEqual({
      text: "Your final notice is on its way by certified mail. We will email you when it is delivered.",
      action: { label: "See tracking", href: "/orders" },
      kind: "notice_on_its_way",
    });
    expect(paid.events.map((event: { detail: string }) => event.detail)).toContain(
      `Paid $20.00 for the final notice by certified mail (order #${orderId})`,
    );

    const again = await checkout(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "This letter's final notice is already paid for with certified mail. Find it under My Orders.",
    );
    /* The notice goes out signed: the letter cannot lose its signature while it waits. */
    const unsign = await t.app.inject({
      method: "PATCH",
      url: `/api/demand-letters/${id}`,
      payload: letterInput({ platforms: ["Facebook"], recipientBusinessId: "meta-main", signature: null }),
      headers: { cookie: alice.cookie },
    });
    expect(unsign.statusCode).toBe(409);
    expect(unsign.json()).toMatchObject({ code: "signature_required" });

    /* Mailed: the notice, dated the day it is handed over, marked for certified mail; never the first letter again. */
    const before = held.length;
    await mailThrough(now);
    const sent = held.slice(before);
    expect(sent).toHaveLength(1);
    const text = pdfText(sent[0].pdf);
    for (const line of [
      "November 10, 2026",
      "Via USPS Certified Mail",
      "Subject: Final notice about my formal demand of November 2, 2026: Facebook account",
      "It asked for a written reply by December 2, 2026. Your answer did not restore my account.",
      "Please do this by December 2, 2026, the deadline my first letter set.",
    ])
      expect(text).toContain(line);
    expect(sent[0].to.name1).toBe("Meta Platforms, Inc.");
    expect(sent[0].from.name1).toBe("Zoë Łukasz");

    const delivered = await orderById(t.db, orderId);
    expect(delivered).toMatchObject({ mailStatus: "delivered" });
    const view = await caseOf(id);
    expect(view.noticeMailing).toMatchObject({
      status: "delivered",
      statusLabel: "Delivered",
      trackingNumber: delivered.mailTracking,
    });
    expect(view.nextStep.action).toEqual({
      label: "Download small-claims guide",
      href: `/api/demand-letters/${id}/download/small-claims`,
    });
    const details = view.events.map((event: { detail: string }) => event.detail);
    expect(details).toContain("Final notice: Handed to the simulated mailer (a test: nothing is mailed)");
    expect(details).toContain(`Final notice: Mailed (simulated tracking number ${delivered.mailTracking})`);
    expect(details).toContain("Final notice: Delivered");

    const emails = await t.db
      .select({ subject: emailOutbox.subject, body: emailOutbox.body })
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, orderId));
    expect(emails.map((email) => email.subject)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`receipt for Order #${orderId}`),
        expect.stringContaining(`Your final notice has been mailed (Order #${orderId})`),
        expect.stringContaining(`Your final notice was delivered (Order #${orderId})`),
      ]),
    );
    expect(emails.find((email) => email.subject.includes("receipt"))?.body).toContain(
      `Order #${orderId}: Final Notice + Certified Mail (Letter #${id}), $20.00 USD`,
    );

    /* The case record holds the notice exactly as handed over, with its fingerprint, and its mailing, which was simulated here. */
    const packet = (await get(`/api/demand-letters/${id}/download/proof`)).rawPayload;
    const caseRecord = pdfText(packet);
    expect(caseRecord).toContain(
      "Final notice, dated November 10, 2026, as handed to the simulated mailer (not mailed)",
    );
    expect(caseRecord).toContain(
      `SHA-256 of the final notice's PDF as mailed: ${createHash("sha256").update(sent[0].pdf).digest("hex")}`,
    );
    expect(caseRecord).toContain("Simulated mailing record (nothing was mailed) of the final notice");
    expect(caseRecord).toContain(
      "Final notice dated November 10, 2026, handed to the simulated mailer (a test of the service): it was not mailed.",
    );
    expect(caseRecord).toContain(`Simulated tracking number (not USPS's): ${delivered.mailTracking}.`);
    expect(caseRecord).not.toContain("USPS Certified Mail article number");

    const listed = (await get("/api/orders")).json() as { id: number; type: string }[];
    expect(listed.find((order) => order.id === orderId)).toMatchObject({ type: "follow-up-mail" });
  });

  it("is refused for an unpaid letter, an unsigned one, and a letter whose account came back", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const unpaid = await createLetter(t.app, alice.cookie);
    expect((await checkout(unpaid)).json()).toMatchObject({
      message: "Pay for your letter first: the final notice follows it.",
    });

    const unsigned = await createLetter(t.app, alice.cookie);
    await buyLetter(t.app, alice.cookie, unsigned, "digital");
    expect((await get(`/api/demand-letters/${unsigned}/download/pdf`)).statusCode).toBe(200);
    await t.db.update(demandLetters).set({ signature: null }).where(eq(demandLetters.id, unsigned));
    expect((await record(unsigned, "refused")).statusCode).toBe(201);
    const refused = await checkout(unsigned);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Sign the letter before paying for certified mail/);

    const restored = await createLetter(t.app, alice.cookie);
    await buyLetter(t.app, alice.cookie, restored, "digital");
    expect((await get(`/api/demand-letters/${restored}/download/pdf`)).statusCode).toBe(200);
    expect((await record(restored, "restored")).statusCode).toBe(201);
    expect((await checkout(restored)).statusCode).toBe(409);
    const open = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.demandLetterId, restored), eq(orders.type, "follow-up-mail")));
    expect(open).toHaveLength(0);
  });

  it("is refunded, not mailed, when the account came back between the checkout and the payment", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie);
    await buyLetter(t.app, alice.cookie, id, "digital");
    expect((await get(`/api/demand-letters/${id}/download/pdf`)).statusCode).toBe(200);
    expect((await record(id, "refused")).statusCode).toBe(201);
    const started = await checkout(id);
    expect(started.statusCode).toBe(200);
    const { orderId, checkoutUrl } = started.json();

    expect((await record(id, "restored")).statusCode).toBe(201);
    await payLocal(t.app, alice.cookie, checkoutUrl);
    expect(await orderById(t.db, orderId)).toMatchObject({
      status: "refunded",
      inQueue: false,
      refundReason: "notice_not_offered",
      refundAmount: "20.00",
    });
    const listed = ((await get("/api/orders")).json() as { id: number; status: string; refundReason: string }[]).find(
      (order) => order.id === orderId,
    );
    expect(listed).toMatchObject({ status: "refunded", refundReason: "notice_not_offered" });
    const emails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
    expect(
      emails.some((email) =>
        email.body.includes("the outcome you had recorded since no longer called for a final notice"),
      ),
    ).toBe(true);
    expect((await caseOf(id)).noticeMailing).toBeNull();
  });
});

import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema.ts";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import type { HoldRequest, MailProvider } from "../../src/server/providers/mail/mail-provider.ts";
import { createSimulatedMailer } from "../../src/server/providers/mail/simulated-mailer.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { createLetter, orderById } from "../helpers/factories.ts";
import { buyLetter, payLocal } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

/* The data-access request by certified mail for $20, like the final notice (issue 28, part 5). */
let now = new Date("2026-11-02T15:00:00Z");
const clock = () => now;
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
const held: HoldRequest[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await signUp(t.app, { firstName: "Alice" });
  bob = await signUp(t.app, { firstName: "Bob" });
  admin = await signUp(t.app, { firstName: "Ada" });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
});
afterAll(() => t.close());

const get = (url: string, cookie: string | null = alice.cookie) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const checkout = (letterId: number, cookie: string | null = alice.cookie, extra: object = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/create-checkout-session",
    payload: { letterId, packageType: "data-request-mail", ...extra },
    headers: cookie ? { cookie } : {},
  });
const caseOf = async (id: number) => (await get(`/api/demand-letters/${id}/case`)).json();
const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Dispatches at each of the simulated mail service's steps from now, until delivered. */
async function mailThrough() {
  const from = now.getTime();
  const simulated = createSimulatedMailer(t.db, { stepMs: 60_000, clock });
  const mail: MailProvider = {
    ...simulated,
    hold: (request) => {
      held.push(request);
      return simulated.hold(request);
    },
  };
  for (const minutes of [0, 1, 2, 4]) {
    now = new Date(from + minutes * 60_000 + 5_000);
    const deps = testDispatchDeps({ db: t.db, mail, clock, log: t.app.log });
    while ((await runDispatchOnce(deps)) > 0);
  }
}

describe("the data request by certified mail ($20)", () => {
  it("is sold once per paid letter, mails the request itself to Meta's privacy address, and keeps the copy mailed", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie, { city: "Austin", state: "TX", zipCode: "78701" });

    /* Not before the letter is paid for; never for someone else's letter; never signed out. */
    const unpaid = await checkout(id);
    expect(unpaid.statusCode).toBe(409);
    expect((await get(`/api/demand-letters/${id}/pages?document=data-request&package=mail`)).statusCode).toBe(402);
    expect(unpaid.json().message).toBe("Pay for your letter first: the data request comes with it.");
    await buyLetter(t.app, alice.cookie, id, "digital");
    expect((await checkout(id, bob.cookie)).statusCode).toBe(404);
    expect((await checkout(id, null)).statusCode).toBe(401);
    const split = await checkout(id, alice.cookie, { letterIds: [id, id + 1000] });
    expect(split.statusCode).toBe(400);
    expect(split.json().message).toBe("A data request is paid one at a time.");

    const started = await checkout(id);
    expect(started.statusCode).toBe(200);
    const { orderId, checkoutUrl } = started.json();
    const session = (await get(`/api/test-checkout/${new URL(checkoutUrl).pathname.split("/").pop()}`)).json();
    expect(session).toMatchObject({
      amountCents: 2000,
      description: `Data request + USPS Certified Mail - Letter #${id}`,
    });
    await payLocal(t.app, alice.cookie, checkoutUrl);
    expect(await orderById(t.db, orderId)).toMatchObject({
      type: "data-request-mail",
      amount: "20.00",
      status: "completed",
      inQueue: true,
    });
    const paid = await caseOf(id);
    expect(paid.dataRequestMailing).toMatchObject({ orderId, status: "not_submitted", trackingNumber: null });
    expect(paid.noticeMailing).toBeNull();
    expect(paid.events.map((event: { detail: string }) => event.detail)).toContain(
      `Paid $20.00 for the data request by certified mail (order #${orderId})`,
    );
    /* The review before paying reads its pages and its addressee from the same layout the PDF draws. */
    const review = (await get(`/api/demand-letters/${id}/pages?document=data-request&package=mail`)).json();
    expect(review).toMatchObject({ document: "data-request", mailed: false });
    expect(review.recipient.join(" ")).toMatch(/Privacy/i);
    expect((await get(`/api/demand-letters/${id}/pages?document=data-request`, bob.cookie)).statusCode).toBe(404);
    const again = await checkout(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "This letter's data request is already paid for with certified mail. Find it under My Orders.",
    );

    /* Mailed: the request, to Meta's privacy address, dated the hand-over day and marked for certified mail. */
    now = new Date("2026-11-05T16:00:00Z");
    const before = held.length;
    await mailThrough();
    const sent = held.slice(before);
    expect(sent).toHaveLength(1);
    const hold = sent[0]!;
    expect(hold.to.name1).toBe("Meta Platforms, Inc.");
    expect(`${hold.to.name2} ${hold.to.address1}`).toMatch(/Privacy/i);
    const mailedText = pdfText(hold.pdf);
    expect(mailedText).toContain("Subject: Request for a copy of my personal data");
    expect(mailedText).toContain("Via USPS Certified Mail");
    expect(mailedText).toContain("November 5, 2026");
    expect(mailedText).toContain("Texas");

    /* The downloads from then on are the copy mailed, byte for byte, whenever they are asked for. */
    now = new Date("2026-11-20T16:00:00Z");
    const pdf = await get(`/api/demand-letters/${id}/download/data-request/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(sha256(pdf.rawPayload)).toBe(sha256(hold.pdf));
    const word = await get(`/api/demand-letters/${id}/download/data-request/word`);
    expect(word.statusCode).toBe(200);
    expect(word.headers["content-type"]).toContain("officedocument.wordprocessingml");
    /* An admin reads the same file; another user gets 404. */
    expect(sha256((await get(`/api/demand-letters/${id}/download/data-request/pdf`, admin.cookie)).rawPayload)).toBe(
      sha256(hold.pdf),
    );
    expect((await get(`/api/demand-letters/${id}/download/data-request/pdf`, bob.cookie)).statusCode).toBe(404);

    const delivered = await caseOf(id);
    expect(delivered.dataRequestMailing).toMatchObject({ orderId, status: "delivered" });
    const mailedPages = (await get(`/api/demand-letters/${id}/pages?document=data-request`)).json();
    expect(mailedPages).toMatchObject({ mailed: true, letterDate: "2026-11-05" });
    const pdfPages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", ["-"], { input: hold.pdf }).toString())?.[1]);
    expect(mailedPages.pages).toHaveLength(pdfPages);

    /* The case record keeps it as an exhibit, with its mailing record, as it keeps the final notice. */
    const record = pdfText((await get(`/api/demand-letters/${id}/download/proof`)).rawPayload);
    expect(record).toContain(
      "Data request dated November 5, 2026, handed to the simulated mailer (a test of the service): it was not mailed.",
    );
    expect(record).toMatch(
      /Exhibit [A-Z]: Request for a copy of the sender's data, to Meta's privacy address, dated November 5, 2026, as handed to the simulated mailer \(not mailed\)/,
    );
    expect(record).toMatch(/Exhibit [A-Z]: Simulated mailing record \(nothing was mailed\) of the data request/);
    expect(record.replace(/ /g, "")).toContain(`SHA-256ofthedatarequest'sPDFasmailed:${sha256(hold.pdf)}`);
    expect(delivered.events.map((event: { detail: string }) => event.detail)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Data request: Handed to the simulated mailer/)]),
    );
  });
});

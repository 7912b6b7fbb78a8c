import { execFileSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema.ts";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import { createSimulatedMailer } from "../../src/server/providers/mail/simulated-mailer.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { unescapeXml, zipEntry } from "../unit/documents/document-tools.ts";

/* Going further (issue 28): the arbitration demand, the data-access request and the attorney-general summary. */
let now = new Date("2026-11-02T15:00:00Z");
const clock = () => now;
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await signUp(t.app, { firstName: "Alice" });
  bob = await signUp(t.app, { firstName: "Bob" });
  admin = await signUp(t.app, { firstName: "Ada" });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const caseOf = async (id: number) => (await get(`/api/demand-letters/${id}/case`, alice.cookie)).json();
const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");
const words = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, "");
const wordText = (docx: Buffer) => unescapeXml(zipEntry(docx, "word/document.xml").replace(/<[^>]+>/g, ""));
const record = (id: number, kind: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/demand-letters/${id}/outcome`,
    payload: { kind },
    headers: { cookie: alice.cookie },
  });

/**
 * Mails every paid order through the simulated mailer to delivery, from `start`. (Sessions expire
 * by the real clock, so the test's days stay before the real date plus a session's life.)
 */
async function mailToDelivery(start = "2026-11-02T15:00:00Z") {
  const deps = () =>
    testDispatchDeps({ db: t.db, mail: createSimulatedMailer(t.db, { stepMs: 60_000, clock }), clock, log: t.app.log });
  for (const minutes of [0, 1, 2, 4]) {
    now = new Date(Date.parse(start) + minutes * 60_000 + 5_000);
    while ((await runDispatchOnce(deps())) > 0);
  }
}

describe("the arbitration demand", () => {
  it("is offered once the terms' window after delivery has passed, names the right party, and never for Facebook", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const instagram = await createLetter(t.app, alice.cookie, {
      platforms: ["Instagram"],
      recipientBusinessId: "meta-instagram-disputes",
      accountLogin: "zoe.login@example.com",
      amountPaidToMeta: "179.88",
      amountPaidBasis: "Meta Verified, 12 months at $14.99",
    });
    const facebook = await createLetter(t.app, alice.cookie, {
      platforms: ["Facebook"],
      recipientBusinessId: "meta-main",
    });
    for (const id of [instagram, facebook]) await buyLetter(t.app, alice.cookie, id, "mail");
    await mailToDelivery();

    /* Instagram's 30 days after delivery on November 2 end on December 2: offered from December 3. */
    now = new Date("2026-12-02T18:00:00Z");
    expect((await caseOf(instagram)).escalation.arbitrationWindowEnds).toBeNull();
    const early = await get(`/api/demand-letters/${instagram}/download/arbitration`, alice.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(
      /^The arbitration demand is offered once your notice of dispute was delivered/,
    );

    now = new Date("2026-12-03T18:00:00Z");
    expect((await caseOf(instagram)).escalation).toEqual({
      arbitrationWindowEnds: "2026-12-02",
      dataRequest: true,
      agComplaint: true,
      smallClaims: true,
    });
    const pack = await get(`/api/demand-letters/${instagram}/download/arbitration`, alice.cookie);
    expect(pack.statusCode).toBe(200);
    expect(pack.headers["content-disposition"]).toBe(`attachment; filename="arbitration-demand-${instagram}.pdf"`);
    const text = pdfText(pack.rawPayload);
    for (const line of [
      "Meta Platforms, Inc.",
      "We are not a law firm and this is not legal advice.",
      "$179.88",
      "delivered on November 2, 2026",
    ])
      expect(text).toContain(line);
    expect(text).not.toMatch(/guarantee|attorney-drafted/i);

    /* Facebook's terms have no arbitration step: never offered. */
    expect((await caseOf(facebook)).escalation.arbitrationWindowEnds).toBeNull();
    expect((await get(`/api/demand-letters/${facebook}/download/arbitration`, alice.cookie)).statusCode).toBe(409);

    expect((await get(`/api/demand-letters/${instagram}/download/arbitration`, bob.cookie)).statusCode).toBe(404);
    expect((await get(`/api/demand-letters/${instagram}/download/arbitration`)).statusCode).toBe(401);
    expect((await get(`/api/demand-letters/${instagram}/download/arbitration`, admin.cookie)).statusCode).toBe(200);
  });

  it("for WhatsApp counts its 60 days from delivery and names WhatsApp LLC", async () => {
    now = new Date("2026-09-01T15:00:00Z");
    const whatsapp = await createLetter(t.app, alice.cookie, {
      platforms: ["WhatsApp"],
      username: "+1 415 555 0134",
      recipientBusinessId: "meta-whatsapp-disputes",
      banDate: "2026-08-20",
    });
    await buyLetter(t.app, alice.cookie, whatsapp, "mail");
    await mailToDelivery("2026-09-01T15:00:00Z");
    now = new Date("2026-10-15T15:00:00Z");
    expect((await caseOf(whatsapp)).escalation.arbitrationWindowEnds).toBeNull();
    now = new Date("2026-11-05T15:00:00Z");
    expect((await caseOf(whatsapp)).escalation.arbitrationWindowEnds).toMatch(/^2026-1[01]-\d\d$/);
    expect(
      pdfText((await get(`/api/demand-letters/${whatsapp}/download/arbitration`, alice.cookie)).rawPayload),
    ).toContain("WhatsApp LLC");
  });
});

describe("the data-access request", () => {
  it("names each state's own law, or asks under Meta's privacy policy, and the Word file says what the PDF says", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const cases = [
      { state: "CA", zipCode: "94105", expect: "California Consumer Privacy Act" },
      { state: "TX", zipCode: "78701", expect: "Texas Data Privacy and Security Act" },
      { state: "FL", zipCode: "33101", expect: "Digital Bill of Rights" },
      { state: "NY", zipCode: "10007", expect: "under your Privacy Policy" },
      { state: "IL", zipCode: "60601", expect: "under your Privacy Policy" },
      { state: "VT", zipCode: "05401", expect: "under your Privacy Policy" },
      { state: "DC", zipCode: "20001", expect: "under your Privacy Policy" },
    ];
    for (const sender of cases) {
      const id = await createLetter(t.app, alice.cookie, {
        state: sender.state,
        zipCode: sender.zipCode,
        city: "Town",
      });
      expect((await get(`/api/demand-letters/${id}/download/data-request/pdf`, alice.cookie)).statusCode).toBe(402);
      await buyLetter(t.app, alice.cookie, id, "digital");
      const pdf = await get(`/api/demand-letters/${id}/download/data-request/pdf`, alice.cookie);
      expect(pdf.statusCode, sender.state).toBe(200);
      const text = pdfText(pdf.rawPayload);
      expect(text, sender.state).toContain(sender.expect);
      expect(text).toContain("Privacy Operations");
      const word = await get(`/api/demand-letters/${id}/download/data-request/word`, alice.cookie);
      expect(word.headers["content-disposition"]).toBe(`attachment; filename="data-request-${id}.docx"`);
      /* Word for word: the same characters once spacing and page furniture are set aside. */
      const body = words(wordText(word.rawPayload));
      for (const sentence of text.split(/(?<=\.) /).filter((part) => part.length > 40 && !/page \d+ of/.test(part)))
        expect(body, sender.state).toContain(words(sentence));
      expect((await get(`/api/demand-letters/${id}/download/data-request/pdf`, bob.cookie)).statusCode).toBe(404);
    }
  });
});

describe("the attorney-general summary", () => {
  it("waits for a refusal or the deadline, then gives the state's form where it was checked", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const texas = await createLetter(t.app, alice.cookie, { state: "TX", zipCode: "78701", city: "Austin" });
    await buyLetter(t.app, alice.cookie, texas, "digital");
    await get(`/api/demand-letters/${texas}/download/pdf`, alice.cookie);
    now = new Date("2026-11-10T15:00:00Z");
    const early = await get(`/api/demand-letters/${texas}/download/ag-complaint`, alice.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/once Meta refuses or the reply deadline/);
    expect((await record(texas, "refused")).statusCode).toBe(201);
    const summary = await get(`/api/demand-letters/${texas}/download/ag-complaint`, alice.cookie);
    expect(summary.statusCode).toBe(200);
    const text = pdfText(summary.rawPayload);
    expect(text).toContain("texasattorneygeneral.gov");
    expect(text).toContain("We are not a law firm and this is not legal advice.");
    expect(text).not.toMatch(/I sent/);

    const california = await createLetter(t.app, alice.cookie, {});
    now = new Date("2026-11-02T15:00:00Z");
    await buyLetter(t.app, alice.cookie, california, "digital");
    await get(`/api/demand-letters/${california}/download/pdf`, alice.cookie);
    now = new Date("2026-12-04T15:00:00Z");
    expect((await caseOf(california)).escalation.agComplaint).toBe(true);
    expect(
      pdfText((await get(`/api/demand-letters/${california}/download/ag-complaint`, alice.cookie)).rawPayload),
    ).toMatch(/attorney general/i);
  });
});

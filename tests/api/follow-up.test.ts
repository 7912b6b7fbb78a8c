import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema.ts";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import { createSimulatedMailer } from "../../src/server/providers/mail/simulated-mailer.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

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
const followUp = (id: number, format: "pdf" | "word", cookie: string | null = alice.cookie) =>
  get(`/api/demand-letters/${id}/download/follow-up/${format}`, cookie ?? undefined);
const caseOf = async (id: number) => (await get(`/api/demand-letters/${id}/case`, alice.cookie)).json();
const record = (id: number, kind: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/demand-letters/${id}/outcome`,
    payload: { kind },
    headers: { cookie: alice.cookie },
  });
/** The PDF's text, one line per line, runs of spaces made one. */
const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");

async function dispatchAll() {
  const deps = testDispatchDeps({
    db: t.db,
    mail: createSimulatedMailer(t.db, { stepMs: 60_000, clock }),
    clock,
    log: t.app.log,
  });
  while ((await runDispatchOnce(deps)) > 0);
}

describe("the final notice", () => {
  it("is offered once Meta is recorded as refusing, refers to the first letter and keeps its deadline", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie, {
      platforms: ["Instagram"],
      recipientBusinessId: "meta-instagram-disputes",
      accountLogin: "zoe.login@example.com",
    });
    await buyLetter(t.app, alice.cookie, id, "digital");
    expect((await get(`/api/demand-letters/${id}/download/pdf`, alice.cookie)).statusCode).toBe(200);

    now = new Date("2026-11-10T15:00:00Z");
    expect((await caseOf(id)).followUpOffered).toBe(false);
    const early = await followUp(id, "pdf");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^A final notice is offered once your letter's reply deadline has passed/);

    /* "No reply" before the deadline waits for it: Meta still has until December 2. */
    expect((await record(id, "no_reply")).statusCode).toBe(201);
    expect((await caseOf(id)).followUpOffered).toBe(false);
    expect((await followUp(id, "pdf")).statusCode).toBe(409);

    expect((await record(id, "refused")).statusCode).toBe(201);
    const view = await caseOf(id);
    expect(view.followUpOffered).toBe(true);
    expect(view.nextStep).toEqual({
      text: "Send Meta a final notice: a short letter that refers to your first one and gives them 10 more days to answer.",
      action: { label: "Download final notice", href: `/api/demand-letters/${id}/download/follow-up/pdf` },
      kind: "send_notice",
      values: { days: 10 },
    });

    const pdf = await followUp(id, "pdf");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="final-notice-${id}.pdf"`);
    const text = pdfText(pdf.rawPayload);
    for (const line of [
      "November 10, 2026",
      "Attn: Instagram Arbitration Filing",
      "Subject: Final notice about my formal demand and notice of dispute of November 2, 2026: Instagram account",
      /* Nothing recorded how the sender sent it: the notice says only where it was addressed. */
      "My formal demand and notice of dispute dated November 2, 2026, addressed to you at 1601 Willow Rd., Menlo Park, CA 94025, asked you to restore my Instagram account.",
      "It asked for a written reply by December 2, 2026. Your answer did not restore my account.",
      "Restore my Instagram account and all of its content.",
      /* Ten days from November 10 would end before the first letter's deadline, so it keeps that one. */
      "Please do this by December 2, 2026, the deadline my first letter set.",
      "File a claim in small claims court where I live.",
      "/s/ Zoë Łukasz",
    ])
      expect(text).toContain(line);
    expect(text).not.toContain("Certified Mail");

    const word = await followUp(id, "word");
    expect(word.statusCode).toBe(200);
    expect(word.headers["content-disposition"]).toBe(`attachment; filename="final-notice-${id}.docx"`);
    expect(word.rawPayload.subarray(0, 2).toString()).toBe("PK");

    expect((await followUp(id, "pdf", bob.cookie)).statusCode).toBe(404);
    expect((await followUp(id, "pdf", null)).statusCode).toBe(401);
    expect((await followUp(id, "pdf", admin.cookie)).statusCode).toBe(200);
    expect((await get(`/api/demand-letters/${id}/download/follow-up/html`, alice.cookie)).statusCode).toBe(400);

    /* The notice is kept at its first download: the same bytes, and its date, at every download after. */
    const again = await followUp(id, "pdf");
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
    expect((await followUp(id, "word")).rawPayload.equals(word.rawPayload)).toBe(true);
    const firstSha = createHash("sha256").update(pdf.rawPayload).digest("hex");
    expect((await caseOf(id)).noticeCopy).toEqual({
      letterDate: "2026-11-10",
      sha256: firstSha,
      sending: null,
      recordable: true,
    });

    /* Recording the letter's sending later does not rewrite the notice already downloaded. */
    const sent = await t.app.inject({
      method: "PUT",
      url: `/api/demand-letters/${id}/sending`,
      payload: { sentOn: "2026-11-03", method: "certified_mail", trackingNumber: " 9589 0710  5270 0123 4567 89 " },
      headers: { cookie: alice.cookie },
    });
    expect(sent.statusCode).toBe(200);
    now = new Date("2026-11-12T15:00:00Z");
    const later = await followUp(id, "pdf");
    expect(later.rawPayload.equals(pdf.rawPayload)).toBe(true);
    expect(pdfText(later.rawPayload)).toContain("November 10, 2026");

    /* The notice's own sending is recorded like the letter's, and checked against its date and today. */
    const recordNotice = (payload: object, cookie = alice.cookie) =>
      t.app.inject({
        method: "PUT",
        url: `/api/demand-letters/${id}/follow-up/sending`,
        payload,
        headers: { cookie },
      });
    const beforeDate = await recordNotice({ sentOn: "2026-11-09", method: "certified_mail" });
    expect(beforeDate.statusCode).toBe(400);
    expect(beforeDate.json().fields.sentOn).toBe(
      "The day you sent it cannot be before your final notice's date, November 10, 2026.",
    );
    expect((await recordNotice({ sentOn: "2026-11-13", method: "certified_mail" })).statusCode).toBe(400);
    expect((await recordNotice({ sentOn: "2026-11-11", method: "pigeon" })).statusCode).toBe(400);
    expect((await recordNotice({ sentOn: "2026-11-11", method: "certified_mail" }, admin.cookie)).statusCode).toBe(403);
    const noticeSent = await recordNotice({
      sentOn: "2026-11-11",
      method: "certified_mail",
      trackingNumber: "9589 0710 5270 0999 8888 77",
      deliveredOn: "2026-11-12",
    });
    expect(noticeSent.statusCode).toBe(200);
    expect(noticeSent.json().noticeCopy.sending).toEqual({
      sentOn: "2026-11-11",
      method: "certified_mail",
      trackingNumber: "9589 0710 5270 0999 8888 77",
      recordedBy: "sender",
      deliveredOn: "2026-11-12",
    });

    /* The case record holds the notice as first downloaded, its hash and its sending as recorded. */
    const proof = await get(`/api/demand-letters/${id}/download/proof`, alice.cookie);
    expect(proof.statusCode).toBe(200);
    const caseRecord = pdfText(proof.rawPayload);
    expect(caseRecord).toContain(
      "Final notice dated November 10, 2026, as first downloaded by the sender; sent November 11, 2026 by USPS Certified Mail No. 9589 0710 5270 0999 8888 77, delivered November 12, 2026, as recorded by the sender",
    );
    expect(caseRecord).toContain(
      `SHA-256 of the final notice's PDF as first downloaded (every later download is the same file): ${firstSha}`,
    );
    expect(caseRecord).toContain("The passages of Meta's terms the claim quotes, as archived (Instagram Terms of Use");
    expect(caseRecord).toContain("https://github.com/OpenTermsArchive/vlopses-us-versions/blob/");

    /* Once the account is back the notice is no longer offered, but the copy kept is still the sender's. */
    expect((await record(id, "restored")).statusCode).toBe(201);
    expect((await caseOf(id)).followUpOffered).toBe(false);
    expect((await followUp(id, "pdf")).rawPayload.equals(pdf.rawPayload)).toBe(true);
  });

  it("after a mailed letter's deadline passes, names its certified-mail number and the day it was delivered", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie, { platforms: ["Facebook"], recipientBusinessId: "meta-main" });
    await buyLetter(t.app, alice.cookie, id, "mail");
    await dispatchAll();
    for (const minutes of [1, 2, 4]) {
      now = new Date(Date.parse("2026-11-02T15:00:00Z") + minutes * 60_000 + 5_000);
      await dispatchAll();
    }
    now = new Date("2026-12-02T15:00:00Z");
    expect((await caseOf(id)).followUpOffered).toBe(false);
    now = new Date("2026-12-03T15:00:00Z");
    const view = await caseOf(id);
    expect(view.deadline).toMatchObject({ date: "2026-12-02", passed: true });
    expect(view.followUpOffered).toBe(true);

    const text = pdfText((await followUp(id, "pdf")).rawPayload);
    const tracking = text.match(/by USPS Certified Mail No\. (\d{22})\./)?.[1];
    expect(tracking).toBeDefined();
    for (const line of [
      "December 3, 2026",
      "Subject: Final notice about my formal demand of November 2, 2026: Facebook account",
      `On November 2, 2026 I sent you a formal demand to restore my Facebook account by USPS Certified Mail No. ${tracking}. The Postal Service delivered it on November 2, 2026.`,
      "It asked for a written reply by December 2, 2026. That date has passed, and my account has not been restored.",
      "Please do this by December 14, 2026. That is 10 days from the date of this notice, moved to the next business day because December 13, 2026 is a Sunday.",
    ])
      expect(text).toContain(line);
  });
});

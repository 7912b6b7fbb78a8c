import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { letterVersions } from "../../src/server/db/schema.ts";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import type { HoldRequest, MailProvider } from "../../src/server/providers/mail/mail-provider.ts";
import { createSimulatedMailer } from "../../src/server/providers/mail/simulated-mailer.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter, payLocal } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { unescapeXml, zipEntry } from "../unit/documents/document-tools.ts";

let now = new Date("2026-11-02T15:00:00Z");
const clock = () => now;
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
/** Every hold the mail service was sent, with the PDF it carried. */
const held: HoldRequest[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await signUp(t.app, { firstName: "Alice" });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: alice.cookie } });
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");
const wordText = (docx: Buffer) => unescapeXml(zipEntry(docx, "word/document.xml").replace(/<[^>]+>/g, ""));
/** The exhibits the case record's index names, by title. */
const indexOf = (record: string) => [...record.matchAll(/Exhibit [A-Z]: (.+?) \(page \d+\)/g)].map((m) => m[1]);

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

describe("one mailed copy per mailing", () => {
  it("gives the letter as the mail service took it, byte for byte, before and after its tracking number, with a Word copy that says so", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie, { platforms: ["Facebook"], recipientBusinessId: "meta-main" });
    await buyLetter(t.app, alice.cookie, id, "mail");
    const before = held.length;
    await mailThrough(now);
    const sent = held.slice(before);
    expect(sent).toHaveLength(1);
    const mailedPdf = sent[0].pdf;

    const view = (await get(`/api/demand-letters/${id}/case`)).json();
    expect(view.letterMailing.trackingNumber).toMatch(/^\d{22}$/);
    for (const day of ["2026-11-03T15:00:00Z", "2026-11-20T15:00:00Z"]) {
      now = new Date(day);
      const pdf = (await get(`/api/demand-letters/${id}/download/pdf`)).rawPayload;
      expect(sha(pdf)).toBe(sha(mailedPdf));
    }
    const word = wordText((await get(`/api/demand-letters/${id}/download/word`)).rawPayload);
    expect(word).toContain("This Word file is a copy of the letter made for your records.");
    expect(word).toContain("The letter that was mailed is the PDF handed to the mail service");

    const versions = await t.db.select().from(letterVersions).where(eq(letterVersions.letterId, id));
    expect(versions.map((version) => [version.version, version.reason, version.pdfSha256])).toEqual([
      [1, "mailed", sha(mailedPdf)],
    ]);
    const record = pdfText((await get(`/api/demand-letters/${id}/download/proof`)).rawPayload);
    const letters = indexOf(record).filter((title) => title.startsWith("Demand letter"));
    expect(letters).toEqual([
      "Demand letter, version 1, dated November 2, 2026, as handed to the simulated mailer (not mailed)",
    ]);
    expect(record).toContain(`SHA-256 of this version's PDF: ${sha(mailedPdf)}`);
  });

  it("labels a copy made after the mailing (as older downloads made) a file copy, and still gives the mailed one", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie, { platforms: ["Facebook"], recipientBusinessId: "meta-main" });
    await buyLetter(t.app, alice.cookie, id, "mail");
    const before = held.length;
    await mailThrough(now);
    const mailedPdf = held[before].pdf;
    const [first] = await t.db
      .select()
      .from(letterVersions)
      .where(and(eq(letterVersions.letterId, id), eq(letterVersions.version, 1)));
    /* A second "mailed" version for the same order, as a download with the tracking number made before. */
    const copy = Buffer.concat([first.pdf, Buffer.from("\n% file copy\n")]);
    await t.db.insert(letterVersions).values({
      letterId: id,
      version: 2,
      reason: "mailed",
      letterDate: first.letterDate,
      orderId: first.orderId,
      inputHash: "older-download",
      pdfSha256: sha(copy),
      pdf: copy,
      docx: first.docx,
    });

    expect(sha((await get(`/api/demand-letters/${id}/download/pdf`)).rawPayload)).toBe(sha(mailedPdf));
    const record = pdfText((await get(`/api/demand-letters/${id}/download/proof`)).rawPayload);
    expect(indexOf(record).filter((title) => title.startsWith("Demand letter"))).toEqual([
      "Demand letter, version 1, dated November 2, 2026, as handed to the simulated mailer (not mailed)",
      "Demand letter, version 2, dated November 2, 2026, a file copy made after the mailing (not the copy that was mailed)",
    ]);
  });

  it("gives the final notice as mailed once it went by certified mail, whatever the day, and names it once in the case record", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie, { platforms: ["Facebook"], recipientBusinessId: "meta-main" });
    await buyLetter(t.app, alice.cookie, id, "digital");
    expect((await get(`/api/demand-letters/${id}/download/pdf`)).statusCode).toBe(200);
    now = new Date("2026-11-10T15:00:00Z");
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/demand-letters/${id}/outcome`,
      payload: { kind: "refused" },
      headers: { cookie: alice.cookie },
    });
    expect(refused.statusCode).toBe(201);
    /* Before it is mailed, the notice is made for the day it is downloaded. */
    expect(pdfText((await get(`/api/demand-letters/${id}/download/follow-up/pdf`)).rawPayload)).toContain(
      "November 10, 2026",
    );
    const started = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { letterId: id, packageType: "follow-up-mail" },
      headers: { cookie: alice.cookie },
    });
    expect(started.statusCode).toBe(200);
    await payLocal(t.app, alice.cookie, started.json().checkoutUrl);
    const before = held.length;
    await mailThrough(now);
    const sent = held.slice(before);
    expect(sent).toHaveLength(1);

    for (const day of ["2026-11-12T15:00:00Z", "2026-11-19T15:00:00Z"]) {
      now = new Date(day);
      const pdf = (await get(`/api/demand-letters/${id}/download/follow-up/pdf`)).rawPayload;
      expect(sha(pdf)).toBe(sha(sent[0].pdf));
    }
    const word = wordText((await get(`/api/demand-letters/${id}/download/follow-up/word`)).rawPayload);
    expect(word).toContain("November 10, 2026");
    expect(word).toContain("This Word file is a copy of the final notice made for your records.");

    const record = pdfText((await get(`/api/demand-letters/${id}/download/proof`)).rawPayload);
    const notices = indexOf(record).filter((title) => title.startsWith("Final notice"));
    expect(notices).toEqual(["Final notice, dated November 10, 2026, as handed to the simulated mailer (not mailed)"]);
    expect(record).toContain(`SHA-256 of the final notice's PDF as mailed: ${sha(sent[0].pdf)}`);
  });
});

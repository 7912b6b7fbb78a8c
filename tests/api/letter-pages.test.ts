import { execFileSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LaidOutPage, LetterPagesView } from "../../src/domain/letter/letter-pages.ts";
import { users } from "../../src/server/db/schema.ts";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import type { HoldRequest, MailProvider } from "../../src/server/providers/mail/mail-provider.ts";
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
const held: HoldRequest[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock });
  [alice, bob, admin] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
});
afterAll(() => t.close());

const get = (url: string, cookie: string | null = alice.cookie) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const pagesOf = async (id: number, query = "") => {
  const response = await get(`/api/demand-letters/${id}/pages${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as LetterPagesView;
};

/** Each page's words in reading order: lines top to bottom, runs left to right. */
function pageWords(page: LaidOutPage): string {
  return [...page.lines]
    .sort((a, b) => a.baseline - b.baseline)
    .map((line) => line.runs.map((run) => run.text).join(""))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}
/** The same from the PDF, page by page, as pdftotext reads it. */
function pdfPageWords(pdf: Buffer): string[] {
  const text = execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString("utf8");
  return text
    .split("\f")
    .map((page) => page.replace(/\s+/g, " ").trim())
    .filter((page) => page.length > 0);
}
const pdfPages = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", ["-"], { input: pdf }).toString("utf8"))?.[1]);

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

const LONG_STORY = Array.from(
  { length: 24 },
  (_, i) => `Paragraph ${i + 1}: my shop's page, its customers' messages and years of photos went with the account.`,
).join("\n");

describe("GET /api/demand-letters/:id/pages", () => {
  it("answers the owner and an admin helping them; 404 to another user, 401 signed out", async () => {
    const id = await createLetter(t.app, alice.cookie);
    expect((await get(`/api/demand-letters/${id}/pages`)).statusCode).toBe(200);
    expect((await get(`/api/demand-letters/${id}/pages`, admin.cookie)).statusCode).toBe(200);
    const other = await get(`/api/demand-letters/${id}/pages`, bob.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain("zoe.makes.things");
    expect((await get(`/api/demand-letters/${id}/pages`, null)).statusCode).toBe(401);
    expect((await get(`/api/demand-letters/${id}/pages?package=fax`)).statusCode).toBe(400);
  });

  it("lays out the unpaid letter as the PDF it becomes: same pages, same words, dated today, not mailed", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie, { consequences: LONG_STORY });
    const view = await pagesOf(id);
    expect(view).toMatchObject({
      document: "letter",
      mailed: false,
      letterDate: "2026-11-02",
      width: 612,
      height: 792,
    });
    expect(view.recipient).toEqual([
      "Meta Platforms, Inc.",
      "Attn: Legal Department",
      "1 Meta Way",
      "Menlo Park, CA 94025",
    ]);
    expect(view.pages.length).toBeGreaterThanOrEqual(2);
    expect(pageWords(view.pages[0]!)).not.toContain("Via USPS Certified Mail");
    const last = pageWords(view.pages.at(-1)!);
    expect(last).toContain("Sincerely,");
    expect(last).toContain("/s/ Zoë Łukasz");

    await buyLetter(t.app, alice.cookie, id, "digital");
    const pdf = (await get(`/api/demand-letters/${id}/download/pdf`)).rawPayload;
    expect(view.pages).toHaveLength(pdfPages(pdf));
    expect(view.pages.map(pageWords)).toEqual(pdfPageWords(pdf));
  });

  it("lays out the mail package with the certified-mail line, page for page as the mail service gets it, and then shows the mailed copy", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie, { consequences: LONG_STORY, platforms: ["Facebook"] });
    const view = await pagesOf(id, "?package=mail");
    expect(pageWords(view.pages[0]!)).toContain("Via USPS Certified Mail");

    await buyLetter(t.app, alice.cookie, id, "mail");
    const before = held.length;
    await dispatchAll();
    const mailedPdf = held[before]!.pdf;
    expect(view.pages).toHaveLength(pdfPages(mailedPdf));
    expect(view.pages.map(pageWords)).toEqual(pdfPageWords(mailedPdf));

    /* Weeks later, whatever package is asked for: the copy that was mailed, with its own date. */
    now = new Date("2026-11-20T15:00:00Z");
    const mailed = await pagesOf(id);
    expect(mailed).toMatchObject({ mailed: true, letterDate: "2026-11-02" });
    expect(mailed.pages.map(pageWords)).toEqual(pdfPageWords(mailedPdf));
  });

  it("lays out the final notice once it is offered, with its certified-mail line, as many pages as its PDF", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie, { platforms: ["Facebook"] });
    await buyLetter(t.app, alice.cookie, id, "digital");
    expect((await get(`/api/demand-letters/${id}/download/pdf`)).statusCode).toBe(200);
    expect((await get(`/api/demand-letters/${id}/pages?document=final-notice`)).statusCode).toBe(409);

    const refused = await t.app.inject({
      method: "POST",
      url: `/api/demand-letters/${id}/outcome`,
      payload: { kind: "refused" },
      headers: { cookie: alice.cookie },
    });
    expect(refused.statusCode).toBe(201);
    const notice = await pagesOf(id, "?document=final-notice&package=mail");
    expect(notice).toMatchObject({ document: "final-notice", mailed: false, letterDate: "2026-11-02" });
    expect(pageWords(notice.pages[0]!)).toContain("Via USPS Certified Mail");
    const free = await pagesOf(id, "?document=final-notice");
    const pdf = (await get(`/api/demand-letters/${id}/download/follow-up/pdf`)).rawPayload;
    expect(free.pages).toHaveLength(pdfPages(pdf));
    expect(free.pages.map(pageWords)).toEqual(pdfPageWords(pdf));
    expect((await get(`/api/demand-letters/${id}/pages?document=final-notice`, bob.cookie)).statusCode).toBe(404);
  });
});

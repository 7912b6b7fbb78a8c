import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

/*
 * When the final notice is offered (decision 0025, LETTER.md): after the first deadline has passed
 * without `restored`, or once the user records `refused`. "No reply" recorded early waits for the
 * deadline. The deadline is the sender's day, and the notice's own deadline never comes before it.
 */

let now = new Date("2026-11-02T15:00:00Z");
const clock = () => now;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const OUTCOMES = [null, "restored", "partly_restored", "refused", "no_reply", "other"] as const;
type Outcome = (typeof OUTCOMES)[number];

/** Each outcome on its own letter and owner (the downloads limit is per person). */
interface Case {
  outcome: Outcome;
  id: number;
  cookie: string;
}

const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const caseOf = async (c: Case) => (await get(`/api/demand-letters/${c.id}/case`, c.cookie)).json();
const notice = (c: Case) => get(`/api/demand-letters/${c.id}/download/follow-up/pdf`, c.cookie);
const noticeCheckout = (c: Case) =>
  t.app.inject({
    method: "POST",
    url: "/api/create-checkout-session",
    payload: { letterId: c.id, packageType: "follow-up-mail" },
    headers: { cookie: c.cookie },
  });
const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");

/** A paid letter from San Francisco, dated by its first download at `dated`, with `outcome` recorded. */
async function openCase(outcome: Outcome, dated: Date, overrides: Record<string, unknown> = {}): Promise<Case> {
  now = dated;
  const owner = await signUp(t.app, { firstName: "Sam" });
  const id = await createLetter(t.app, owner.cookie, { platforms: ["Facebook"], banDate: "2026-10-20", ...overrides });
  await buyLetter(t.app, owner.cookie, id, "digital");
  expect((await get(`/api/demand-letters/${id}/download/pdf`, owner.cookie)).statusCode).toBe(200);
  if (outcome) {
    const recorded = await t.app.inject({
      method: "POST",
      url: `/api/demand-letters/${id}/outcome`,
      payload: { kind: outcome },
      headers: { cookie: owner.cookie },
    });
    expect(recorded.statusCode).toBe(201);
  }
  return { outcome, id, cookie: owner.cookie };
}

/** Offered or not, per outcome, before the deadline, on its last day (late evening), and once passed. */
const EXPECTED: Record<string, Record<"before" | "onTheDay" | "passed", boolean>> = {
  none: { before: false, onTheDay: false, passed: true },
  restored: { before: false, onTheDay: false, passed: false },
  partly_restored: { before: false, onTheDay: false, passed: true },
  refused: { before: true, onTheDay: true, passed: true },
  no_reply: { before: false, onTheDay: false, passed: true },
  other: { before: false, onTheDay: false, passed: true },
};

describe("the final notice's offer, at every outcome and deadline state", () => {
  it("follows the rule on the case page, the free download and the $20 mailing alike", async () => {
    const cases: Case[] = [];
    for (const outcome of OUTCOMES) cases.push(await openCase(outcome, new Date("2026-11-02T15:00:00Z")));

    /* The letter is dated November 2 in San Francisco; its deadline is December 2, a Wednesday. */
    const states = {
      before: new Date("2026-11-20T18:00:00Z"),
      /* 11:30 p.m. on December 2 in San Francisco is already December 3 in UTC: not passed yet. */
      onTheDay: new Date("2026-12-03T07:30:00Z"),
      /* Midnight in San Francisco: December 3 has begun there. */
      passed: new Date("2026-12-03T08:00:00Z"),
    } as const;

    for (const [state, at] of Object.entries(states) as [keyof typeof states, Date][]) {
      now = at;
      for (const c of cases) {
        const expected = EXPECTED[c.outcome ?? "none"]![state];
        const view = await caseOf(c);
        expect(view.deadline, `${c.outcome} ${state}`).toMatchObject({
          date: "2026-12-02",
          passed: state === "passed",
        });
        expect(view.followUpOffered, `${c.outcome} ${state}`).toBe(expected);
        const download = await notice(c);
        expect(download.statusCode, `${c.outcome} ${state}`).toBe(expected ? 200 : 409);
        if (!expected) {
          expect(download.json().message).toBe(
            "A final notice is offered once your letter's reply deadline has passed, or once you record that Meta refused. If Meta has not replied yet, it still has until the deadline.",
          );
          expect((await noticeCheckout(c)).statusCode, `${c.outcome} ${state}`).toBe(409);
        }
      }
      /* Checked once per state on an offered case: the mailing is sold where the download is offered. */
      const refused = cases.find((c) => c.outcome === "refused")!;
      expect((await noticeCheckout(refused)).statusCode).toBe(200);
    }
  });

  it("waits after an early 'no reply', says what was recorded, and never ends before the first deadline", async () => {
    const noReply = await openCase("no_reply", new Date("2026-11-02T15:00:00Z"));
    const refused = await openCase("refused", new Date("2026-11-02T15:00:00Z"));
    const refusedSooner = await openCase("refused", new Date("2026-11-02T15:00:00Z"));

    now = new Date("2026-11-25T18:00:00Z");
    const waiting = await caseOf(noReply);
    expect(waiting.followUpOffered).toBe(false);
    expect(waiting.nextStep).toEqual({
      text: "Meta has until December 2, 2026 to reply (7 days left). If no answer comes by then, a final notice is offered here the day after.",
      action: { label: "Record what happened", href: `/letters/${noReply.id}#outcome` },
      kind: "no_reply_waiting",
      values: { day: "2026-12-02", days: 7 },
    });

    /* Refused, notice made on November 25: its ten days end on Saturday, December 5, after the first deadline. */
    const early = pdfText((await notice(refused)).rawPayload);
    expect(early).toContain(
      "It asked for a written reply by December 2, 2026. Your answer did not restore my account.",
    );
    expect(early).toContain(
      "Please do this by December 7, 2026. That is 10 days from the date of this notice, moved to the next business day because December 5, 2026 is a Saturday.",
    );

    /* Refused, notice first downloaded on November 20: ten days would end on November 30, before the first letter's December 2. */
    now = new Date("2026-11-20T18:00:00Z");
    const held = pdfText((await notice(refusedSooner)).rawPayload);
    expect(held).toContain("November 20, 2026");
    expect(held).toContain("Please do this by December 2, 2026, the deadline my first letter set.");
    expect(held).not.toContain("That is 10 days");
    /* A notice already downloaded keeps its first date and deadline. */
    expect(pdfText((await notice(refused)).rawPayload)).toBe(early);

    now = new Date("2026-12-03T18:00:00Z");
    const passed = await caseOf(noReply);
    expect(passed.followUpOffered).toBe(true);
    const text = pdfText((await notice(noReply)).rawPayload);
    expect(text).toContain("It asked for a written reply by December 2, 2026. I have not received a reply.");
    expect(text).toContain("Please do this by December 14, 2026.");
  });

  it("waits for a deadline moved off a federal holiday, counted on the sender's day", async () => {
    /* Dated Saturday, September 12 in Honolulu (it is already that day there at 10 a.m. UTC). */
    const hawaii = await openCase(null, new Date("2026-09-12T10:00:00Z"), {
      banDate: "2026-09-01",
      city: "Honolulu",
      state: "HI",
      zipCode: "96813",
    });
    const view = await caseOf(hawaii);
    expect(view).toMatchObject({ timeZone: "Pacific/Honolulu", timeZoneName: "Hawaii-Aleutian Standard Time" });
    /* 30 days: Monday, October 12, Columbus Day; the next business day is Tuesday, October 13. */
    expect(view.deadline).toMatchObject({ date: "2026-10-13" });
    /* The English sentence, and the codes a page in another language words it from (decision 0063). */
    expect(view.events.find((event: { type: string }) => event.type === "deadline")).toEqual({
      type: "deadline",
      at: "2026-10-13",
      detail:
        "Reply deadline (30 days from the letter's date, moved to the next business day because October 12, 2026 is Columbus Day, a federal holiday)",
      kind: "reply_deadline",
      values: { days: 30, moved: "yes", counted: "2026-10-12" },
    });
    const letter = pdfText((await get(`/api/demand-letters/${hawaii.id}/download/pdf`, hawaii.cookie)).rawPayload);
    expect(letter).toContain("September 12, 2026");
    expect(letter).toContain(
      "Please reply in writing by October 13, 2026. That is 30 days from the date of this letter, moved to the next business day because October 12, 2026 is Columbus Day, a federal holiday.",
    );

    /* 11 p.m. on Tuesday, October 13 in Honolulu (09:00 UTC on the 14th): still the last day. */
    now = new Date("2026-10-14T09:00:00Z");
    expect((await caseOf(hawaii)).followUpOffered).toBe(false);
    /* Midnight in Honolulu. */
    now = new Date("2026-10-14T10:00:00Z");
    expect((await caseOf(hawaii)).followUpOffered).toBe(true);
  });
});

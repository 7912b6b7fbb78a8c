import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import { createSimulatedMailer } from "../../src/server/providers/mail/simulated-mailer.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { createLetter, letterInput } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

/* The claim a court or arbitrator reads (issue 37, parts 1, 2, 3 and 5), read from the PDFs themselves. */
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
const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers: { cookie: alice.cookie } });

const OHIO = { state: "OH", zipCode: "43215", city: "Columbus", address: "40 Broad Street" };
const ANSWERED = {
  banReason: "Account integrity",
  ruleNamed: "no",
  brokeRule: "no",
  postNamed: "no",
  appeals: [{ date: "2026-11-01", method: "the in-app form" }],
  appealResult: "Your account does not follow our Community Standards",
};

/** A paid, downloaded letter; the small-claims guide's text a month later. */
async function guideFor(overrides: Record<string, unknown>): Promise<{ id: number; guide: string }> {
  now = new Date("2026-11-02T15:00:00Z");
  const id = await createLetter(t.app, alice.cookie, overrides);
  await buyLetter(t.app, alice.cookie, id, "digital");
  expect((await get(`/api/demand-letters/${id}/download/pdf`)).statusCode).toBe(200);
  now = new Date("2026-12-05T15:00:00Z");
  const response = await get(`/api/demand-letters/${id}/download/small-claims`);
  expect(response.statusCode).toBe(200);
  return { id, guide: pdfText(response.rawPayload) };
}

async function mailToDelivery(start: string) {
  const deps = () =>
    testDispatchDeps({ db: t.db, mail: createSimulatedMailer(t.db, { stepMs: 60_000, clock }), clock, log: t.app.log });
  for (const minutes of [0, 1, 2, 4]) {
    now = new Date(Date.parse(start) + minutes * 60_000 + 5_000);
    while ((await runDispatchOnce(deps())) > 0);
  }
}

describe("the claim's answers", () => {
  it("are validated, stored and returned by the API", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie, {
      ...ANSWERED,
      overLimitChoice: "reduce",
      arbitrateExcludedLosses: true,
    });
    const letter = (await get(`/api/demand-letters/${id}`)).json();
    expect(letter).toMatchObject({
      ruleNamed: "no",
      brokeRule: "no",
      postNamed: "no",
      appealResult: "Your account does not follow our Community Standards",
      overLimitChoice: "reduce",
      arbitrateExcludedLosses: true,
    });
    const blank = (
      await get(`/api/demand-letters/${await createLetter(t.app, alice.cookie, { ruleNamed: "" })}`)
    ).json();
    expect(blank).toMatchObject({ ruleNamed: null, brokeRule: null, appealed: null, arbitrateExcludedLosses: false });

    for (const [payload, field, message] of [
      [{ ruleNamed: "maybe" }, "ruleNamed", /Did Meta name a rule\?/],
      [{ brokeRule: 3 }, "brokeRule", /Do you believe you broke it\?/],
      [{ overLimitChoice: "later" }, "overLimitChoice", /reduce the claim/],
      [{ arbitrateExcludedLosses: "yes" }, "arbitrateExcludedLosses", /keeping other losses/],
      [{ appealed: "no", appeals: ANSWERED.appeals }, "appealed", /You listed an appeal/],
      [{ appealResult: "x".repeat(301) }, "appealResult", /at most 300/],
    ] as const) {
      const response = await post("/api/demand-letters", letterInput(payload));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields?.[field]).toMatch(message);
    }
  });
});

describe("the small-claims guide", () => {
  it("in Ohio holds $8,000 against the $6,000 limit, money paid to Meta first, and prints blanks for what the sender did not say", async () => {
    const { guide } = await guideFor({
      ...OHIO,
      platforms: ["Facebook"],
      recipientBusinessId: "meta-main",
      amountPaidToMeta: "500",
      amountPaidBasis: "Meta Verified and boosted posts",
      amountClaimed: "7500",
      amountBasis: "Three months of lost orders",
    });
    for (const line of [
      "[Did Meta name the rule you were said to have broken? Copy its words, or write that it named none.]",
      "[Say whether you believe you broke the rule, and why.]",
      "[Did Meta say which post or message the decision was about?",
      "[Did you appeal inside Meta?",
      "“If we determine, in our discretion, that you have clearly, seriously or repeatedly breached our Terms or Policies",
      "I do not claim that the terms forbid disabling an account",
      "Count one: breach of contract, Meta's own promises.",
      "The Meta Terms of Service promise: “Where we take such action we’ll let you know and explain any options you have to request a review",
      "[Say which part of this promise Meta did not keep",
      "I paid Meta $500.00 in the 12 months before the decision, for: Meta Verified and boosted posts.",
      "Count two: breach of the implied covenant of good faith and fair dealing.",
      "47 U.S.C. § 230, does not bar this claim",
      "Calise v. Meta Platforms, Inc., 103 F.4th 732 (9th Cir. 2024)",
      "I claim $8,000.00: $500.00 that I paid them in the 12 months before the decision (Meta Verified and boosted posts); and $7,500.00 for other losses",
      "[This is above the small-claims limit of $6,000.00: write “I reduce my claim to $6,000.00 and waive the rest”, or file in another court.]",
      "First and apart, what you paid Meta in the 12 months before the decision: $500.00",
      "Total: $8,000.00. Ohio's small-claims limit for an individual: $6,000.00.",
      "exclude lost profits",
      "That is why your letter lists what you paid Meta apart from other losses.",
      "The total you claim, $8,000.00, is above Ohio's small-claims limit of $6,000.00. You must choose before you file",
    ])
      expect(guide).toContain(line);
    expect(guide).not.toMatch(/I did not breach|have not told me|did not follow them/);
    expect(guide.indexOf("$500.00 that I paid them")).toBeLessThan(guide.indexOf("$7,500.00 for other losses"));
  });

  it("in Ohio, with the sender's answers and the choice to reduce, prints them and waives the rest", async () => {
    const { guide } = await guideFor({
      ...OHIO,
      ...ANSWERED,
      platforms: ["Facebook"],
      recipientBusinessId: "meta-main",
      amountClaimed: "8000",
      amountBasis: "Three months of lost orders",
      overLimitChoice: "reduce",
    });
    for (const line of [
      "Meta did not name the rule I was said to have broken. The only reason given was: “Account integrity”.",
      "I do not believe I broke that rule or any other of the terms.",
      "Meta did not say which post, message or other conduct the decision was about.",
      "I appealed inside Meta on November 1, 2026 by the in-app form.",
      "What came back from my appeal: “Your account does not follow our Community Standards”.",
      "Meta did not keep that promise: it did not tell me which rule I was said to have broken and which post or message the decision was about",
      "I claim $6,000.00, the most this court can award, and waive the rest of my claim of $8,000.00 for other losses",
      "You chose to reduce the claim to $6,000.00 and give up the rest",
    ])
      expect(guide).toContain(line);
    expect(guide).not.toContain("[Did");
    expect(guide).not.toContain("That is why your letter lists what you paid Meta apart");
  });

  it("for a split letter, gives each letter the basis its own terms allow", async () => {
    const split = { state: "NY", zipCode: "10001", city: "New York", accountLogin: "zoe@example.com", ...ANSWERED };
    const instagram = (
      await guideFor({ ...split, platforms: ["Instagram"], recipientBusinessId: "meta-instagram-disputes" })
    ).guide;
    const facebook = (await guideFor({ ...split, platforms: ["Facebook"], recipientBusinessId: "meta-main" })).guide;
    expect(facebook).toContain("The Meta Terms of Service promise: “Where we take such action");
    expect(instagram).not.toContain("The Meta Terms of Service promise");
    expect(instagram).toContain("[Name the promise Meta made to you and did not keep");
    expect(instagram).toContain("The Instagram and WhatsApp terms make no promise to tell you or to explain a review.");
    for (const guide of [instagram, facebook]) {
      expect(guide).toContain("Calise v. Meta Platforms, Inc., 103 F.4th 732 (9th Cir. 2024)");
      expect(guide).toContain("Your letter did not name an amount.");
      expect(guide).not.toContain("lists what you paid Meta apart");
    }
  });
});

describe("the arbitration demand and the final notice", () => {
  it("for a WhatsApp-only letter: its Termination clause, its fee rule, the opt-out check, lost profits left out, and the same basis in the final notice", async () => {
    now = new Date("2026-09-01T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie, {
      ...ANSWERED,
      platforms: ["WhatsApp"],
      username: "+1 415 555 0134",
      recipientBusinessId: "meta-whatsapp-disputes",
      banDate: "2026-08-20",
      appeals: [{ date: "2026-08-21", method: "the in-app request" }],
      amountPaidToMeta: "40",
      amountPaidBasis: "WhatsApp Business paid messages",
      amountClaimed: "2500",
      amountBasis: "Lost customer orders",
    });
    await buyLetter(t.app, alice.cookie, id, "mail");
    await mailToDelivery("2026-09-01T15:00:00Z");

    now = new Date("2026-11-05T15:00:00Z");
    const pack = await get(`/api/demand-letters/${id}/download/arbitration`);
    expect(pack.statusCode).toBe(200);
    const text = pdfText(pack.rawPayload);
    for (const line of [
      "“We may modify, suspend, or terminate your access to or use of our Services anytime for any reason",
      "Count one: breach of contract, Meta's own promises.",
      "Count two: breach of the implied covenant of good faith and fair dealing.",
      "Calise v. Meta Platforms, Inc., 103 F.4th 732 (9th Cir. 2024)",
      "The amount I claim is $40.00, the money I paid them.",
      "“The location of the arbitration and the allocation of fees and costs for such arbitration shall be determined in accordance with the AAA Rules.”",
      "I ask the AAA to allocate the fees under its rules for consumer disputes and to bill WhatsApp LLC",
      "any in-person hearing be held in the county where I live (San Francisco, CA)",
      "WhatsApp LLC, Arbitration Opt-Out",
      "Consumer Demand for Arbitration Form",
      "Affidavit for Waiver of Fees - Individual",
      "Code of Civil Procedure section 1284.3",
      "Your letter also claimed $2,500.00 for other losses.",
      "This demand leaves them out.",
    ])
      expect(text).toContain(line);
    expect(text).not.toContain("Pay me $2,500.00");
    expect(text).not.toContain("$75,000");

    /* The first letter's deadline has passed: the final notice carries the same basis, in brief. */
    expect((await post(`/api/demand-letters/${id}/outcome`, { kind: "refused" })).statusCode).toBe(201);
    const notice = await get(`/api/demand-letters/${id}/download/follow-up/pdf`);
    expect(notice.statusCode).toBe(200);
    const noticeText = pdfText(notice.rawPayload);
    expect(noticeText).toContain("The basis of my claim");
    expect(noticeText).toContain("implied covenant of good faith and fair dealing");
    expect(noticeText).toContain("I do not claim that your terms forbid disabling an account.");
    expect(noticeText).toContain("Calise v. Meta Platforms, Inc., 103 F.4th 732 (9th Cir. 2024)");
  });
});

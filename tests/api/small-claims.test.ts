import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLetter, letterInput } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

let now = new Date("2026-11-02T15:00:00Z");
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  alice = await signUp(t.app, { firstName: "Alice" });
  bob = await signUp(t.app, { firstName: "Bob" });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const text = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");

/** Each guide a minute after the last, so many guides stay under the per-minute download limit. */
let guides = 0;
const minutesLater = (iso: string) => new Date(new Date(iso).getTime() + guides * 60_000);

/** A paid, downloaded (so dated) letter; the guide's text a month later. */
async function guideFor(overrides: Record<string, unknown>, outcome?: string): Promise<{ id: number; text: string }> {
  guides += 1;
  now = minutesLater("2026-11-02T15:00:00Z");
  const id = await createLetter(t.app, alice.cookie, overrides);
  expect((await get(`/api/demand-letters/${id}/download/small-claims`, alice.cookie)).statusCode).toBe(402);
  await buyLetter(t.app, alice.cookie, id, "digital");
  await get(`/api/demand-letters/${id}/download/pdf`, alice.cookie);
  /* Not on the day of payment: there is no claim to draft before Meta refuses or the deadline passes. */
  const early = await get(`/api/demand-letters/${id}/download/small-claims`, alice.cookie);
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe(
    "The small-claims guide is offered once Meta refuses or the reply deadline in your letter has passed.",
  );
  expect((await get(`/api/demand-letters/${id}/case`, alice.cookie)).json().escalation.smallClaims).toBe(false);
  now = minutesLater("2026-12-05T15:00:00Z");
  if (outcome)
    await t.app.inject({
      method: "POST",
      url: `/api/demand-letters/${id}/outcome`,
      payload: { kind: outcome },
      headers: { cookie: alice.cookie },
    });
  const response = await get(`/api/demand-letters/${id}/download/small-claims`, alice.cookie);
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-disposition"]).toBe(`attachment; filename="small-claims-guide-${id}.pdf"`);
  return { id, text: text(response.rawPayload) };
}

describe("the small-claims and arbitration guide", () => {
  it("drafts the claim from an Instagram notice of dispute, names Meta Platforms, Inc., and gives the arbitration route beside small claims", async () => {
    const { id, text: guide } = await guideFor(
      {
        platforms: ["Instagram"],
        recipientBusinessId: "meta-instagram-disputes",
        accountLogin: "zoe.login@example.com",
        banReason: "Account integrity",
        amountClaimed: "$1,200",
        amountBasis: "Four weeks of bakery orders at $300 a week.",
      },
      "refused",
    );
    for (const line of [
      `Small claims and arbitration guide: demand letter #${id}`,
      "Prepared on December 5, 2026 for Zoë Łukasz, California.",
      "We are not a law firm and this is not legal advice.",
      "On November 1, 2026, Meta Platforms, Inc. disabled my Instagram account “zoe.makes.things”.",
      "The reason given was: “Account integrity”.",
      "I wrote a demand dated November 2, 2026, addressed to Meta Platforms, Inc., 1601 Willow Rd., Menlo Park, CA 94025.",
      "this draft says only that it was addressed to them: record it there and download this guide again.",
      "It asked them to do the following by December 2, 2026: (1) Restore my Instagram account and all of its content.",
      "(5) Tell me whether the decision, or any part of it, was made by an automated system.",
      "(7) Pay me $1,200.00 for what I lost. I worked out this amount as follows: Four weeks of bakery orders at $300 a week. They refused to restore my account.",
      "I claim $1,200.00 for other losses, worked out as follows: Four weeks of bakery orders at $300 a week.",
      "Meta Platforms, Inc., a Delaware corporation, for Instagram. Principal address: 1 Meta Way, Menlo Park, California 94025.",
      "Form 8-K of April 8, 2026",
      "4. Finding the agent for service of process in California",
      "business entity search of the California Secretary of State",
      "Your letter of November 2, 2026 is addressed to the address these terms give for a notice of dispute, so once it is sent it serves as that notice.",
      "If the dispute is not resolved within 30 days after the notice is received, either side may start arbitration.",
      "American Arbitration Association under its Consumer Arbitration Rules",
      "Meta pays the arbitration filing, administration, hearing and arbitrator fees when the claim seeks less than $75,000",
      "you may bring the claim in your local small claims court",
      "seen without the arbitration agreement",
      "Exhibit A: Demand letter, version 1, dated November 2, 2026, as produced for the sender.",
    ])
      expect(guide).toContain(line);
    /* The court's rule on who may appear is a sourced fact about the court; nothing else speaks of lawyers. */
    expect(guide).toContain("Lawyers: Neither side may have a lawyer speak for them at the hearing");
    expect(guide.replace(/Lawyers: [^[]*\[\d+\]/, "")).not.toMatch(/guarantee|lawyer|attorney-drafted/i);
    for (const line of [
      "3. Small claims court in California",
      "The most an individual can claim: $12,500.",
      "(official page; checked November 26, 2026)",
    ])
      expect(guide).toContain(line);

    expect((await get(`/api/demand-letters/${id}/download/small-claims`, bob.cookie)).statusCode).toBe(404);
    expect((await get(`/api/demand-letters/${id}/download/small-claims`)).statusCode).toBe(401);
  });

  it("names WhatsApp LLC, to whom the demand went, and its one-year limit for WhatsApp, and the courts alone for Facebook", async () => {
    const whatsapp = (
      await guideFor({
        platforms: ["WhatsApp"],
        username: "+1 415 555 0134",
        recipientBusinessId: "meta-whatsapp-disputes",
      })
    ).text;
    expect(whatsapp).toContain(
      "WhatsApp LLC, for WhatsApp. Principal address: 1 Meta Way, Menlo Park, California 94025.",
    );
    expect(whatsapp).not.toContain("WhatsApp LLC, a ");
    /* The statement of claim names the party the demand was addressed to: the one the guide says to sue. */
    expect(whatsapp).toContain("WhatsApp LLC, c/o Meta Platforms, Inc., 1 Meta Way, Menlo Park, CA 94025");
    expect(whatsapp).toContain("If the dispute is not resolved within 60 days after the notice is received");
    expect(whatsapp).toContain("AAA Commercial Rules with its consumer supplementary procedures");
    expect(whatsapp).toContain("within one year after the dispute first arose");
    expect(whatsapp).toContain("That date has passed and my account has not been restored.");
    expect(whatsapp).toContain("Your letter did not name an amount.");

    const facebook = (await guideFor({ platforms: ["Facebook"], recipientBusinessId: "meta-main" })).text;
    expect(facebook).toContain("These terms have no notice-of-dispute or arbitration step.");
    expect(facebook).not.toContain("American Arbitration Association");
  });

  it("keeps what the sender paid Meta in the last 12 months apart from other losses, in the letter and the guide", async () => {
    const paid = { amountPaidToMeta: "$179.88", amountPaidBasis: "Meta Verified, 12 months at $14.99." };
    const { id, text: guide } = await guideFor({
      platforms: ["Facebook"],
      recipientBusinessId: "meta-main",
      ...paid,
      amountClaimed: "1200",
      amountBasis: "Four weeks of bakery orders at $300 a week.",
    });
    const letter = text((await get(`/api/demand-letters/${id}/download/pdf`, alice.cookie)).rawPayload);
    expect(letter).toContain(
      "Refund the $179.88 I paid you in the 12 months before the decision: Meta Verified, 12 months at $14.99.",
    );
    expect(letter).toContain("Pay me $1,200.00 for what I lost.");
    expect(guide).toContain(
      "I claim $1,379.88: $179.88 that I paid them in the 12 months before the decision (Meta Verified, 12 months at $14.99); and $1,200.00 for other losses, worked out as follows: Four weeks of bakery orders at $300 a week.",
    );
    expect(guide).toContain("First and apart, what you paid Meta in the 12 months before the decision: $179.88");

    /* One without the other is refused with a message on the missing field, and nothing is saved. */
    for (const [payload, field] of [
      [{ amountPaidToMeta: "20" }, "amountPaidBasis"],
      [{ amountPaidBasis: "Ads in March" }, "amountPaidToMeta"],
      [{ amountPaidToMeta: "twenty", amountPaidBasis: "Ads" }, "amountPaidToMeta"],
    ] as const) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/demand-letters",
        payload: letterInput(payload),
        headers: { cookie: alice.cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
    }
  });

  it("prints the court where the sender lives: Philadelphia, New York City or the rest of New York, Washington and Vermont, and California's appeal rule", async () => {
    const guideIn = async (state: string, city: string, zipCode: string, platforms = ["Facebook"]) =>
      (
        await guideFor({
          state,
          city,
          zipCode,
          platforms,
          recipientBusinessId: platforms.includes("Instagram") ? "meta-instagram-disputes" : "meta-main",
          accountLogin: "zoe.login@example.com",
        })
      ).text;

    const philadelphia = await guideIn("PA", "Philadelphia", "19103");
    expect(philadelphia).toContain("3. Small claims court in Philadelphia, Pennsylvania");
    expect(philadelphia).toContain("Your court: Philadelphia Municipal Court, Civil Division (small claims).");
    expect(philadelphia).toContain("Filing fee: we could not check this; ask your court.");
    expect(philadelphia).not.toMatch(/Magisterial District|magisterial district judge|Adams County/);

    const manhattan = await guideIn("NY", "New York", "10001");
    expect(manhattan).toContain("3. Small claims court in New York City");
    expect(manhattan).toContain("The most you can claim: $10,000.");
    expect(manhattan).toContain(
      "What a New York City claim needs from Meta: The company you sue must live in the city or have an office for the transaction of business or a regular employment there",
    );
    expect(manhattan).toContain("Whether Meta has an office in the city: News reports from 2024");
    const albany = await guideIn("NY", "Albany", "12207");
    expect(albany).toContain("3. Small claims court in New York State, outside New York City");
    expect(albany).toContain("The most you can claim: $5,000; $3,000 in Town and Village Courts.");
    expect(albany).not.toContain("What a New York City claim needs from Meta");

    const washington = await guideIn("WA", "Seattle", "98101");
    expect(washington).toContain("The most an individual can claim: $10,000.");
    expect(washington).toContain("Lawyers: Lawyers and paralegals may not appear or take part for either side");
    expect(washington).not.toContain("The most you can claim, the fees, lawyers, where to file and how to serve");
    const vermont = await guideIn("VT", "Burlington", "05401");
    expect(vermont).toContain("The most an individual can claim: $10,000.");
    expect(vermont).toContain("Lawyers: You do not need a lawyer, but you may have one.");
    expect(vermont).toContain("Appeal: Either side may appeal to the superior court's civil division within 30 days");

    const california = await guideIn("CA", "San Francisco", "94105", ["Instagram"]);
    expect(california).toContain("Appeal: The person who sued cannot appeal the judgment on their own claim");
    expect(california).toContain(
      "if you or Meta appeal a small-claims judgment to a court of general jurisdiction, the claims must then be resolved by binding individual arbitration",
    );
    /* Which terms apply: where to look, the words to find, and what each version means. */
    expect(california).toContain("Which version of the terms you accepted");
    expect(california).toContain("ARBITRATION NOTICE: YOU AGREE THAT DISPUTES BETWEEN YOU AND US");
    expect(california).toContain(
      "no arbitration notice at the top, and a section 7.4 that begins “If you are a consumer",
    );
    expect(manhattan).toContain(
      "If your copy has a section 4.4 whose rule begins “If you are a consumer, or where required by applicable law",
    );
    expect(manhattan).toContain(
      "shall be resolved exclusively in the US. District Court for the Northern District of California",
    );
    expect(manhattan).not.toContain("ARBITRATION NOTICE");
  });

  it("gives the attorney general's complaint form for New York and North Carolina, and the county note where the county sets the fee", async () => {
    const guideIn = async (state: string, city: string, zipCode: string) =>
      (await guideFor({ state, city, zipCode, platforms: ["Facebook"], recipientBusinessId: "meta-main" })).text;

    const albany = await guideIn("NY", "Albany", "12207");
    expect(albany).toContain("7. A complaint to the New York attorney general");
    expect(albany).toContain("File online at https://ag.ny.gov/bureau/consumer-frauds-bureau.");
    expect(albany).toContain("the form's own address was not in the pages read");
    expect(albany).toContain("Your case page offers a summary to paste into the form.");

    const raleigh = await guideIn("NC", "Raleigh", "27601");
    expect(raleigh).toContain("7. A complaint to the North Carolina attorney general");
    expect(raleigh).toContain("File online at https://ncdoj.gov/complaint.");
    expect(raleigh).toContain("1-877-5-NO-SCAM");

    const springfield = await guideIn("IL", "Springfield", "62701");
    expect(springfield).toContain("Filing fee: Set by each county's circuit clerk, by the amount claimed.");
    expect(springfield).toContain(
      "Your county's fee: each county or court sets its own fee, so yours may differ from the figures above, which are from Kendall County Circuit Clerk: Small Claims Court. We do not work out your county from your ZIP code: choose your county on your case page",
    );
    expect(springfield).toContain("File online at https://www.illinoisattorneygeneral.gov/consumer-protection.");
  });

  it("links the court page of the county the sender chose on the case page, checked against the state's list", async () => {
    const put = (id: number, county: unknown, cookie = alice.cookie) =>
      t.app.inject({
        method: "PUT",
        url: `/api/demand-letters/${id}/county`,
        payload: { county },
        headers: { cookie },
      });
    const { id, text: before } = await guideFor({
      state: "IL",
      city: "Chicago",
      zipCode: "60602",
      platforms: ["Facebook"],
      recipientBusinessId: "meta-main",
    });
    expect(before).toContain("We do not work out your county from your ZIP code: choose your county on your case page");
    expect(before).toContain("Until then, find your court in https://illinoiscourts.gov/Links/circuit.asp");
    expect(before).not.toContain("cookcountyclerkofcourt.org/general-information");
    const offered = (await get(`/api/demand-letters/${id}/case`, alice.cookie)).json().countyChoice;
    expect(offered.chosen).toBeNull();
    expect(offered.counties).toHaveLength(102);
    expect(offered.counties).toContain("Cook");

    const refused = await put(id, "Gotham");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.county).toBe("Choose your county from the list.");
    expect((await put(id, "Cook", bob.cookie)).statusCode).toBe(404);
    const chosen = await put(id, "Cook");
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().countyChoice.chosen).toBe("Cook");

    now = new Date(now.getTime() + 60_000);
    const after = text((await get(`/api/demand-letters/${id}/download/small-claims`, alice.cookie)).rawPayload);
    expect(after).toContain(
      "For Cook County, check the filing and service fees on this court's page before you file: https://www.cookcountyclerkofcourt.org/general-information",
    );
    expect(after).toContain("(official page; checked November 29, 2026)");
    expect(after).not.toContain("choose your county on your case page");

    /* A county without a page of its own gets the statewide finder, named beside the county. */
    expect((await put(id, "Sangamon")).statusCode).toBe(200);
    now = new Date(now.getTime() + 60_000);
    const sangamon = text((await get(`/api/demand-letters/${id}/download/small-claims`, alice.cookie)).rawPayload);
    expect(sangamon).toContain(
      "We found no official page for the court in Sangamon County: find your court in https://illinoiscourts.gov/Links/circuit.asp",
    );

    /* Cleared, the guide asks again; a state whose fee is statewide has nothing to choose. */
    expect((await put(id, null)).json().countyChoice.chosen).toBeNull();
    const california = await createLetter(t.app, alice.cookie, {});
    expect((await get(`/api/demand-letters/${california}/case`, alice.cookie)).json().countyChoice).toBeNull();
    expect((await put(california, "Los Angeles")).statusCode).toBe(409);
  });
});

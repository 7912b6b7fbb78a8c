import { describe, expect, it } from "vitest";
import { type ArbitrationInput, arbitrationDemandBlocks } from "../../src/domain/escalation/arbitration-demand.ts";
import type { LetterData } from "../../src/domain/letter/letter-facts.ts";
import { renderLetterText } from "../../src/domain/letter/render-text.ts";
import type { FirstLetterRecord } from "../../src/domain/case/final-notice.ts";
import { letterData } from "./letter/letter-data.ts";

const SENT: FirstLetterRecord = {
  date: "2026-11-02",
  deadline: "2026-12-02",
  sent: {
    sentOn: "2026-11-03",
    method: "certified_mail",
    trackingNumber: "9407111111111111111111",
    recordedBy: "sender",
  },
  deliveredOn: "2026-11-06",
};

function pack(letter: Partial<LetterData> = {}, overrides: Partial<ArbitrationInput> = {}): string {
  return renderLetterText(
    arbitrationDemandBlocks({
      letterId: 7,
      letter: letterData({
        recipientBusinessId: "meta-instagram-disputes",
        accountLogin: "jane@example.com",
        ...letter,
      }),
      preparedOn: "2026-12-10",
      first: SENT,
      windowEnds: "2026-12-07",
      outcome: "no_reply",
      ...overrides,
    }),
  );
}

describe("arbitration filing pack", () => {
  it("names Meta Platforms, Inc. for Instagram, with the terms' window and fee promise", () => {
    const text = pack();
    expect(text).toContain("Respondent: Meta Platforms, Inc., 1 Meta Way, Menlo Park, California 94025.");
    expect(text).toContain("Claimant: Jane Doe, 123 Main St, Springfield, IL 62701");
    expect(text).toContain("30 days after a notice of dispute is received");
    expect(text).toContain("That period ended on December 7, 2026 without the dispute being resolved.");
    expect(text).toContain("The terms I accepted say: “We will pay all arbitration filing fees");
    expect(text).toContain(
      "I ask the AAA to bill Meta Platforms, Inc. for all filing, administration, hearing and arbitrator fees",
    );
    expect(text).toContain("Instagram Arbitration Opt-out");
    expect(text).toContain("Consumer Demand for Arbitration Form");
    expect(text).toContain("Affidavit for Waiver of Fees - Individual");
    expect(text).toContain("any in-person hearing be held in the county where I live (Springfield, IL)");
    expect(text).toContain("Calise v. Meta Platforms, Inc., 103 F.4th 732 (9th Cir. 2024)");
    expect(text).toContain("1601 Willow Rd. Menlo Park, CA 94025");
    expect(text).not.toContain("WhatsApp LLC");
  });

  it("names WhatsApp LLC for WhatsApp, with its own window and no invented fee promise", () => {
    const text = pack({
      platforms: ["WhatsApp"],
      username: "+1 555 123 4567",
      recipientBusinessId: "meta-whatsapp-disputes",
    });
    expect(text).toContain("Respondent: WhatsApp LLC, 1 Meta Way, Menlo Park, California 94025.");
    expect(text).not.toContain("Respondent: Meta Platforms, Inc.");
    expect(text).toContain("60 days after a notice of dispute is received");
    expect(text).not.toContain("$75,000");
    expect(text).toContain(
      "“The location of the arbitration and the allocation of fees and costs for such arbitration shall be determined in accordance with the AAA Rules.”",
    );
    expect(text).toContain("WhatsApp LLC, Arbitration Opt-Out");
    expect(text).toContain("within one year after the dispute first arose");
  });

  it("follows the notice address a mixed letter went to and says what it leaves out", () => {
    const text = pack({ platforms: ["Instagram", "WhatsApp"], recipientBusinessId: "meta-whatsapp-disputes" });
    expect(text).toContain("Respondent: WhatsApp LLC");
    expect(text).not.toContain("Respondent: Meta Platforms, Inc.");
    expect(text).toContain("Your letter is also about Instagram");
  });

  it("prints how and when a recorded notice went, and its delivery day", () => {
    const text = pack();
    expect(text).toContain(
      "On November 3, 2026 I sent a written demand and notice of dispute dated November 2, 2026 to Meta Platforms, Inc., ",
    );
    expect(text).toContain("by USPS Certified Mail No. 9407111111111111111111, delivered on November 6, 2026.");
  });

  it("says only 'addressed to' when the sending is not recorded", () => {
    const text = pack({}, { first: { ...SENT, sent: null } });
    expect(text).toContain(
      "I wrote a demand and notice of dispute dated November 2, 2026, addressed to Meta Platforms, Inc.",
    );
    expect(text).not.toMatch(/\bsent\b/i);
    expect(text).not.toContain("delivered on");
  });

  it("asks for every demand, the money included", () => {
    const text = pack({
      amountPaidToMeta: "120.00",
      amountPaidBasis: "Meta Verified, $10 a month",
      amountClaimed: "1500",
      amountBasis: "three weeks of lost orders",
    });
    expect(text).toContain("Refund the $120.00 I paid you in the 12 months before the decision");
    expect(text).not.toContain("Pay me $1,500.00 for what I lost");
    expect(text).toContain("The amount I claim is $120.00, the money I paid them.");
    expect(text).toContain(
      "Your letter also claimed $1,500.00 for other losses. The Instagram Terms of Use exclude lost profits",
    );
    expect(text).toContain("This demand leaves them out.");
    expect(text).toContain("Restore my Instagram account and all of its content.");

    const insisted = pack({
      amountPaidToMeta: "120.00",
      amountPaidBasis: "Meta Verified, $10 a month",
      amountClaimed: "1500",
      amountBasis: "three weeks of lost orders",
      arbitrateExcludedLosses: true,
    });
    expect(insisted).toContain("Pay me $1,500.00 for what I lost");
    expect(insisted).toContain(
      "The amount I claim is $1,620.00: first the $120.00 I paid them, then $1,500.00 for other losses.",
    );
    expect(insisted).toContain("You chose to keep the other losses");
  });

  it("prints the AAA fee only with its source and check date", () => {
    const text = pack();
    expect(text).toMatch(/\$225[^\n]*source: [^\n]*checked November 26, 2026/);
    expect(text).toContain("check the AAA's current fee schedule");
    expect(text).toContain("check the AAA's current Consumer Arbitration Rules");
    expect(text).toContain(
      'Instagram Terms of Use, section 7.4 "How We Will Handle Disputes", as archived on July 4, 2026',
    );
  });

  it("returns nothing for a Facebook-only letter", () => {
    expect(
      arbitrationDemandBlocks({
        letterId: 1,
        letter: letterData({ platforms: ["Facebook"] }),
        preparedOn: "2026-12-10",
        first: SENT,
        windowEnds: "2026-12-07",
        outcome: null,
      }),
    ).toEqual([]);
  });

  it("says it is no legal advice and makes no forbidden claims", () => {
    for (const text of [pack(), pack({ platforms: ["WhatsApp"], recipientBusinessId: "meta-whatsapp-disputes" })]) {
      expect(text).toContain("We are not a law firm and this is not legal advice.");
      expect(text).not.toMatch(/guarantee|lawyer|attorney-drafted/i);
    }
  });
});

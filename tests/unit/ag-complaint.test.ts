import { describe, expect, it } from "vitest";
import { agComplaintBlocks, type AgComplaintInput } from "../../src/domain/escalation/attorney-general-summary.ts";
import { renderLetterText } from "../../src/domain/letter/render-text.ts";
import { letterData } from "./letter/letter-data.ts";

const FORBIDDEN = /guarantee|lawyer|attorney-drafted/i;

function input(overrides: Partial<AgComplaintInput> = {}): AgComplaintInput {
  return {
    letterId: 42,
    letter: letterData(),
    preparedOn: "2026-12-28",
    first: { date: "2026-11-22", deadline: "2026-12-22", sent: null },
    outcome: null,
    deadlinePassed: true,
    ...overrides,
  };
}

const text = (overrides: Partial<AgComplaintInput> = {}) => renderLetterText(agComplaintBlocks(input(overrides)));

describe("the attorney general complaint summary", () => {
  it("says we are not a law firm and promises nothing", () => {
    const summary = text();
    expect(summary).toContain("We are not a law firm and this is not legal advice.");
    expect(summary).not.toMatch(FORBIDDEN);
  });

  it("sends a Texas sender to the Texas AG's checked page, with its source and date", () => {
    const summary = text({ letter: letterData({ state: "TX", city: "Austin", zipCode: "78701" }) });
    expect(summary).toContain("File online at https://texasattorneygeneral.gov/cpd/the-consumer-complaint-process.");
    expect(summary).toContain("Source: Texas Attorney General: The consumer complaint process; checked ");
  });

  it("sends California, New York and Florida senders to a checked complaint page, saying whose page it is", () => {
    const california = text({ letter: letterData({ state: "CA", city: "Los Angeles", zipCode: "90012" }) });
    expect(california).toContain(
      "File online at https://oag.ca.gov/contact/consumer-complaint-against-business-or-company.",
    );
    expect(california).toContain("California Department of Consumer Affairs: Internet company issues");
    expect(california).toContain("The Attorney General's own complaint form, on the Attorney General's site.");
    const newYork = text({ letter: letterData({ state: "NY", city: "Albany", zipCode: "12207" }) });
    expect(newYork).toContain("File online at https://ag.ny.gov/bureau/consumer-frauds-bureau.");
    expect(newYork).toContain("the form's own address was not in the pages read: open it from this page");
    expect(newYork).toContain("https://dos.ny.gov/consumer-assistance-unit");
    const florida = text({ letter: letterData({ state: "FL", city: "Miami", zipCode: "33101" }) });
    expect(florida).toContain("Fraud Hotline, 1-866-966-7226");
  });

  it("sends a North Carolina sender to the Department of Justice's complaint form, saying where its address comes from", () => {
    const summary = text({ letter: letterData({ state: "NC", city: "Raleigh", zipCode: "27601" }) });
    expect(summary).toContain("File online at https://ncdoj.gov/complaint.");
    expect(summary).toContain("the address given here is the one a 2026 summary gives");
  });

  it("gives no guessed link where no page was checked, only the advice to search the AG's site", () => {
    const summary = text({ letter: letterData({ state: "AL", city: "Montgomery", zipCode: "36104" }) });
    expect(summary).toContain("We have no checked link to the Alabama attorney general's consumer complaint form");
    expect(summary).not.toMatch(/File online at|https?:\/\//);
  });

  it("says an unrecorded letter was addressed to Meta, never that it was sent", () => {
    const summary = text();
    expect(summary).toContain(
      "I wrote a demand letter dated November 22, 2026, addressed to Meta Platforms, Inc., 1 Meta Way, Menlo Park, CA 94025.",
    );
    expect(summary).not.toMatch(/I sent/);
    expect(summary).toContain("That date has passed and my account has not been restored.");
  });

  it("says how and when a recorded letter went, and when it was delivered", () => {
    const summary = text({
      first: {
        date: "2026-11-22",
        deadline: "2026-12-22",
        sent: {
          sentOn: "2026-11-23",
          method: "certified_mail",
          trackingNumber: "9407111899560000000000",
          recordedBy: "sender",
        },
        deliveredOn: "2026-11-27",
      },
      outcome: "no_reply",
    });
    expect(summary).toContain(
      "On November 23, 2026 I sent a written demand dated November 22, 2026 to Meta Platforms, Inc., 1 Meta Way, Menlo Park, CA 94025 by USPS Certified Mail No. 9407111899560000000000, and it was delivered on November 27, 2026.",
    );
    expect(summary).toContain("by December 22, 2026");
    expect(summary).toContain("I have received no reply.");
  });

  it("names Meta Platforms, Inc. for Instagram and WhatsApp LLC for WhatsApp", () => {
    const summary = text({
      letter: letterData({
        platforms: ["Instagram", "WhatsApp"],
        platformUsernames: { WhatsApp: "+1 555 123 4567" },
        recipientBusinessId: "meta-whatsapp-disputes",
      }),
    });
    expect(summary).toContain("Meta Platforms, Inc., 1 Meta Way, Menlo Park, California 94025 (for Instagram;");
    expect(summary).toContain("WhatsApp LLC, 1 Meta Way, Menlo Park, California 94025 (for WhatsApp;");
    expect(summary).toContain(
      "On November 1, 2026, Meta Platforms, Inc. and WhatsApp LLC disabled my Instagram account “jane.doe” and WhatsApp account +1 555 123 4567.",
    );
    expect(summary).not.toMatch(FORBIDDEN);
  });

  it("states the money at stake with its basis, and what the sender asks", () => {
    const summary = text({
      letter: letterData({
        banReason: "Account integrity.",
        appeals: [{ date: "2026-11-02", method: "In-app appeal" }],
        amountPaidToMeta: "120.00",
        amountPaidBasis: "Meta Verified, $10 a month.",
        amountClaimed: "1500",
        amountBasis: "Lost shop orders in November.",
      }),
    });
    expect(summary).toContain("The reason given was: “Account integrity”. I appealed once.");
    expect(summary).toContain(
      "I paid them $120.00 in the 12 months before they disabled my account (Meta Verified, $10 a month). My letter claimed $1,500.00 for other losses, worked out as follows: Lost shop orders in November.",
    );
    expect(summary).toContain("I ask your office to look into how Meta Platforms, Inc. handled my account");
  });
});

import { describe, expect, it } from "vitest";
import { dataAccessRequestBlocks, dataControllersOf } from "../../src/domain/escalation/data-request-letter.ts";
import { renderLetterText } from "../../src/domain/letter/render-text.ts";
import { LETTER_DATE, letterData } from "./letter/letter-data.ts";

const FORBIDDEN = /guarantee|lawyer|attorney-drafted/i;

const text = (overrides: Parameters<typeof letterData>[0] = {}) =>
  renderLetterText(dataAccessRequestBlocks(letterData(overrides), { date: LETTER_DATE }));

describe("the data access request", () => {
  it("goes to Meta's privacy address and names the accounts and the sign-in", () => {
    const letter = text({ accountLogin: "jane@example.com" });
    expect(letter).toContain("Meta Platforms, Inc.\nAttn: Privacy Operations\n1 Meta Way\nMenlo Park, CA 94025");
    expect(letter).toContain("Subject: Request for a copy of my personal data: Instagram account “jane.doe”");
    expect(letter).toContain("November 22, 2026");
    expect(letter).toContain("I sign in to this account with jane@example.com.");
    expect(letter).toContain("history of strikes, warnings or violations");
    expect(letter).toContain("The records behind the decision of November 1, 2026");
    expect(letter).not.toMatch(/restore/i);
    expect(letter).not.toMatch(FORBIDDEN);
  });

  it("names the CCPA/CPRA for a California sender", () => {
    const letter = text({ state: "CA", city: "Los Angeles", zipCode: "90012" });
    expect(letter).toContain("I live in California. Under the California Consumer Privacy Act");
    expect(letter).toContain("(CCPA/CPRA)");
    expect(letter).toContain("45 days");
  });

  it("makes a general request for a state without a privacy law in effect", () => {
    const letter = text({ state: "WY", city: "Cheyenne", zipCode: "82001" });
    expect(letter).toContain("under your Privacy Policy and under the privacy laws of Wyoming, where they apply");
    expect(letter).not.toMatch(/Under the /);
  });

  it("lists each account of the controller, the WhatsApp one by phone number", () => {
    const letter = text({
      platforms: ["Instagram", "Facebook", "WhatsApp"],
      platformUsernames: { WhatsApp: "+1 555 123 4567" },
    });
    expect(letter).toContain(
      "Subject: Request for a copy of my personal data: Instagram account “jane.doe” and Facebook account “jane.doe”",
    );
    expect(letter).toContain("these accounts");
  });

  it("sends a WhatsApp-only request to WhatsApp LLC's privacy contact, as its privacy policy prints it", () => {
    const letter = text({ platforms: ["WhatsApp"], platformUsernames: { WhatsApp: "+1 555 123 4567" } });
    expect(letter).toContain("WhatsApp LLC\nAttn: Privacy Policy\n1 Meta Way\nMenlo Park, CA 94025");
    expect(letter).toContain("To WhatsApp LLC:");
    expect(letter).not.toContain("Privacy Operations");
  });

  it("makes one request per controller for a letter with WhatsApp and Instagram accounts", () => {
    const data = letterData({
      platforms: ["Instagram", "WhatsApp"],
      platformUsernames: { WhatsApp: "+1 555 123 4567" },
    });
    expect(dataControllersOf(data.platforms)).toEqual(["meta", "whatsapp"]);
    const meta = renderLetterText(dataAccessRequestBlocks(data, { date: LETTER_DATE, controller: "meta" }));
    const whatsapp = renderLetterText(dataAccessRequestBlocks(data, { date: LETTER_DATE, controller: "whatsapp" }));
    expect(meta).toContain("Attn: Privacy Operations");
    expect(meta).toContain("Instagram account “jane.doe”");
    expect(meta).not.toContain("WhatsApp");
    expect(whatsapp).toContain("Attn: Privacy Policy");
    expect(whatsapp).toContain("WhatsApp account +1 555 123 4567");
    expect(whatsapp).not.toContain("Instagram");
  });

  it("quotes Florida's right to a copy of the consumer's personal data, not only what they provided", () => {
    const letter = text({ state: "FL", city: "Miami", zipCode: "33101" });
    expect(letter).toContain(
      "I have the right to confirm whether you are processing my personal data, to access that data, and to obtain a copy of my personal data.",
    );
    expect(letter).not.toContain("I provided to you");
  });
});

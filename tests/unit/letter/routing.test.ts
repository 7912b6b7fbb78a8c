import { describe, expect, it } from "vitest";
import { renderLetterText } from "../../../src/domain/letter/render-text.ts";
import {
  defaultRecipientFor,
  isUnusualRecipient,
  needsSeveralLetters,
  noticePlatforms,
  recipientGroups,
} from "../../../src/domain/letter/routing.ts";
import { buildLetter } from "../../../src/domain/letter/template.ts";
import { LETTER_DATE, letterData } from "./letter-data.ts";

const text = (overrides: Parameters<typeof letterData>[0]) =>
  renderLetterText(buildLetter(letterData(overrides), { date: LETTER_DATE }));

describe("routing by platform (LETTER.md)", () => {
  it.each([
    [["Instagram"], "meta-instagram-disputes"],
    [["Threads"], "meta-instagram-disputes"],
    [["Instagram", "Threads"], "meta-instagram-disputes"],
    [["WhatsApp"], "meta-whatsapp-disputes"],
    [["Facebook"], "meta-main"],
  ] as const)("sends %j to %s by default", (platforms, recipient) => {
    expect(defaultRecipientFor(platforms)).toBe(recipient);
    expect(needsSeveralLetters(platforms)).toBe(false);
  });

  it("groups platforms that need different addresses, one letter per address", () => {
    expect(recipientGroups(["Instagram", "Facebook", "Threads", "WhatsApp"])).toEqual([
      { recipientId: "meta-instagram-disputes", platforms: ["Instagram", "Threads"] },
      { recipientId: "meta-main", platforms: ["Facebook"] },
      { recipientId: "meta-whatsapp-disputes", platforms: ["WhatsApp"] },
    ]);
    expect(needsSeveralLetters(["Instagram", "Facebook"])).toBe(true);
    expect(defaultRecipientFor(["Facebook", "Instagram"])).toBe("meta-instagram-disputes");
  });

  it("flags an address the platforms' terms do not point to", () => {
    expect(isUnusualRecipient(["Instagram"], "meta-main")).toBe(true);
    expect(isUnusualRecipient(["Instagram"], "meta-whatsapp-disputes")).toBe(true);
    expect(isUnusualRecipient(["Instagram"], "meta-instagram-disputes")).toBe(false);
    expect(isUnusualRecipient(["Facebook"], "meta-main")).toBe(false);
    expect(isUnusualRecipient([], "meta-privacy")).toBe(false);
  });

  it("is a notice of dispute only at the platform's own arbitration-filing address", () => {
    expect(noticePlatforms(["Instagram", "Threads"], "meta-instagram-disputes")).toEqual(["Instagram", "Threads"]);
    expect(noticePlatforms(["Instagram", "WhatsApp"], "meta-whatsapp-disputes")).toEqual(["WhatsApp"]);
    expect(noticePlatforms(["Instagram"], "meta-main")).toEqual([]);
    expect(noticePlatforms(["WhatsApp"], "meta-instagram-disputes")).toEqual([]);
  });
});

describe("wording follows where the letter goes", () => {
  it("Instagram at its filing address: a notice of dispute naming the 30-day window, hedged for the terms without arbitration", () => {
    const letter = text({ platforms: ["Instagram"], recipientBusinessId: "meta-instagram-disputes" });
    expect(letter).toContain(
      "Subject: Formal demand for reinstatement and notice of dispute: Instagram account “jane.doe”",
    );
    expect(letter).toContain("This letter is also my notice of dispute under the Instagram Terms of Use");
    expect(letter).toContain(
      "If the arbitration agreement in the Instagram Terms of Use applies to me, it gives us 30 days",
    );
    expect(letter).toContain("Start arbitration under the Instagram Terms of Use once the 30-day period has passed");
  });

  it("Threads alone is a notice under Instagram's terms", () => {
    const letter = text({ platforms: ["Threads"], recipientBusinessId: "meta-instagram-disputes" });
    expect(letter).toContain("notice of dispute under the Instagram Terms of Use, which also govern Threads");
  });

  it("WhatsApp at its filing address: a notice with the 60-day window and the phone number", () => {
    const letter = text({
      platforms: ["WhatsApp"],
      recipientBusinessId: "meta-whatsapp-disputes",
      platformUsernames: { WhatsApp: "+1 555 123 4567" },
    });
    expect(letter).toContain("notice of dispute: WhatsApp account +1 555 123 4567");
    expect(letter).toContain("Under the WhatsApp Terms of Service, we have 60 days after you receive this notice");
    expect(letter).toContain("registered to the phone number +1 555 123 4567");
    expect(letter).not.toContain("jane.doe");
  });

  it("Facebook: a formal demand, never a notice, naming the courts a consumer may use", () => {
    const letter = text({ platforms: ["Facebook"], recipientBusinessId: "meta-main" });
    expect(letter).toContain("Subject: Formal demand for reinstatement: Facebook account “jane.doe”");
    expect(letter).not.toMatch(/notice of dispute/i);
    expect(letter).not.toMatch(/arbitration/i);
    expect(letter).toContain("Bring my claim about Facebook in a competent court in the country where I live");
    expect(letter).toContain("San Mateo County");
  });

  it("Instagram sent to another address: a formal demand that points to the terms' own steps", () => {
    const letter = text({ platforms: ["Instagram"], recipientBusinessId: "meta-main" });
    expect(letter).not.toMatch(/notice of dispute/i);
    expect(letter).toContain("Follow the dispute steps in the terms of service for Instagram.");
  });

  it("names the state privacy law and its response time, or makes a general request", () => {
    expect(text({ state: "CA" })).toContain("That law gives you 45 days to respond");
    expect(text({ state: "IA" })).toContain("That law gives you 90 days to respond");
    expect(text({ state: "IL" })).toContain("privacy laws of Illinois, where they apply");
  });

  it("prints nothing the user did not type: no reason, appeals, amount or enclosures when none were given", () => {
    const letter = text({});
    for (const absent of ["The reason Meta gave", "already appealed", "Pay me", "Enclosures:", "I sign in to"]) {
      expect(letter).not.toContain(absent);
    }
  });
});

import { describe, expect, it } from "vitest";
import { liabilityExplanation, preservationReason } from "../../../src/domain/letter/terms-basis.ts";
import {
  countOne,
  countTwo,
  section230Paragraph,
  senderFactLines,
  termsLines,
} from "../../../src/domain/letter/claim-basis.ts";

describe("the claim's basis in Meta's archived terms", () => {
  it("quotes each Termination clause as archived, with its section and date, and claims no more than it says", () => {
    const facebook = termsLines(["Facebook"]).join(" ");
    expect(facebook).toContain("The Meta Terms of Service are a contract between Meta Platforms, Inc. and me.");
    expect(facebook).toContain("clearly, seriously or repeatedly breached our Terms or Policies");
    expect(facebook).toContain("section “4.2 Account suspension or termination”, as archived on July 28, 2026");
    expect(facebook).toContain("I do not claim that the terms forbid disabling an account");
    expect(facebook).not.toContain("did not follow");

    const instagramAndThreads = termsLines(["Instagram", "Threads"]);
    expect(instagramAndThreads.filter((line) => line.includes("are a contract"))).toHaveLength(1);

    const whatsapp = termsLines(["WhatsApp"]);
    expect(whatsapp[0]).toBe("The WhatsApp Terms of Service are a contract between WhatsApp LLC and me.");
    expect(whatsapp.join(" ")).toContain("terminate your access to or use of our Services anytime for any reason");
  });

  it("prints the sender's answers, and a bracketed blank for every question left unanswered", () => {
    const blank = senderFactLines({ appeals: [] }).join(" ");
    expect(blank).toContain("[Did Meta name the rule");
    expect(blank).toContain("[Say whether you believe you broke the rule");
    expect(blank).toContain("[Did Meta say which post");
    expect(blank).toContain("[Did you appeal inside Meta?");
    expect(blank).not.toMatch(/I did not breach|have not told me/);

    const answered = senderFactLines({
      banReason: "Account integrity.",
      ruleNamed: "no",
      brokeRule: "no",
      postNamed: "no",
      appeals: [{ date: "2026-10-02", method: "the in-app form" }],
      appealResult: "We reviewed your account and it does not follow our standards",
    }).join(" ");
    expect(answered).toContain(
      "Meta did not name the rule I was said to have broken. The only reason given was: “Account integrity”.",
    );
    expect(answered).toContain("I do not believe I broke that rule");
    expect(answered).toContain("I appealed inside Meta on October 2, 2026 by the in-app form.");
    expect(answered).toContain("What came back from my appeal: “We reviewed your account");
    expect(answered).not.toContain("[");

    expect(senderFactLines({ brokeRule: "yes", appealed: "no", appeals: [] }).join(" ")).not.toMatch(
      /believe I broke|\[Say whether/,
    );
  });

  it("rests count one on Meta's own promises and answers section 230 with Calise", () => {
    const letter = {
      ruleNamed: "no",
      appeals: [],
      amountPaidToMeta: "179.88",
      amountPaidBasis: "Meta Verified",
    } as never;
    const facebook = countOne(letter, ["Facebook"]).join(" ");
    expect(facebook).toContain("The Meta Terms of Service promise: “Where we take such action we’ll let you know");
    expect(facebook).toContain("it did not tell me which rule I was said to have broken");
    expect(facebook).toContain("I paid Meta $179.88 in the 12 months before the decision, for: Meta Verified.");
    const whatsapp = countOne({ appeals: [] } as never, ["WhatsApp"]).join(" ");
    expect(whatsapp).toContain("[Name the promise Meta made to you and did not keep");
    expect(countTwo({ appeals: [] } as never).join(" ")).toContain("implied covenant of good faith and fair dealing");
    expect(section230Paragraph()).toContain("Calise v. Meta Platforms, Inc., 103 F.4th 732 (9th Cir. 2024)");
    expect(section230Paragraph()).toContain("47 U.S.C. § 230");
  });

  it("explains the liability clauses as the terms state them, and leaves enforcement to the court", () => {
    const whatsapp = liabilityExplanation(["WhatsApp"], true).join(" ");
    expect(whatsapp).toContain("They also cap Meta's total liability at the greater of $100");
    expect(whatsapp).not.toContain("Some archived versions");
    expect(whatsapp).toContain("That is why your letter lists what you paid Meta apart");
    expect(liabilityExplanation(["WhatsApp"], false).join(" ")).not.toContain("lists what you paid");
    const instagram = liabilityExplanation(["Instagram"], false).join(" ");
    expect(instagram).toContain("Some archived versions also cap");
    expect(instagram).toContain("the latest archived version has no cap");
    expect(instagram).toContain("Whether a court enforces these clauses, and how, is for the court to decide.");
  });

  it("gives the deletion timeline as the reason to preserve, where the terms give one", () => {
    expect(preservationReason(["Instagram"])).toMatch(
      /says deletion may take up to 90 days, and up to another 90 days from backups/,
    );
    expect(preservationReason(["WhatsApp"])).toBeUndefined();
  });
});

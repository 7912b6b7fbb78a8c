import { describe, expect, it } from "vitest";
import { contractBasis, liabilityExplanation, preservationReason } from "../../../src/domain/letter/terms-basis.ts";

describe("the claim's basis in Meta's archived terms", () => {
  it("quotes each set of terms once, with its section and archived date, and the promise only where the terms make one", () => {
    const facebook = contractBasis(["Facebook"], false).join(" ");
    expect(facebook).toContain("The Meta Terms of Service are a contract between Meta Platforms, Inc. and me.");
    expect(facebook).toContain("clearly, seriously or repeatedly breached our Terms or Policies");
    expect(facebook).toContain("They also promise: “Where we take such action we’ll let you know");
    expect(facebook).toContain("section “4.2 Account suspension or termination”, as archived on July 28, 2026");
    expect(facebook).toContain("they have not told me which term I broke");

    const instagramAndThreads = contractBasis(["Instagram", "Threads"], true);
    expect(instagramAndThreads.filter((line) => line.includes("are a contract"))).toHaveLength(1);
    expect(instagramAndThreads.join(" ")).not.toContain("They also promise");
    expect(instagramAndThreads.join(" ")).toContain("the reason given does not say which term I broke");

    expect(contractBasis(["WhatsApp"], false)[0]).toBe(
      "The WhatsApp Terms of Service are a contract between WhatsApp LLC and me.",
    );
  });

  it("explains the liability clauses as the terms state them, and leaves enforcement to the court", () => {
    const whatsapp = liabilityExplanation(["WhatsApp"]).join(" ");
    expect(whatsapp).toContain("They also cap Meta's total liability at the greater of $100");
    expect(whatsapp).not.toContain("Some archived versions");
    const instagram = liabilityExplanation(["Instagram"]).join(" ");
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

import { describe, expect, it } from "vitest";
import { stateFactBlocks } from "../../src/domain/escalation/court-fact-blocks.ts";
import { renderLetterText } from "../../src/domain/letter/render-text.ts";
import { isKnownFact } from "../../src/domain/escalation/sourced-facts.ts";
import { stateCourtFacts } from "../../src/domain/escalation/court-facts-big-states.ts";

const text = (state: string) => renderLetterText(stateFactBlocks(state, `Small claims court in ${state}`));

describe("the guide's state facts", () => {
  it("prints a big state's sourced facts, each with a footnote to its source and the day it was checked", () => {
    const california = text("CA");
    expect(california).toContain("The most an individual can claim: $12,500.");
    expect(california).toContain("Large claims in a year: at most 2 claims over $2,500 per calendar year");
    expect(california).toContain("The clerk can serve it by certified mail.");
    expect(california).toContain(
      "Time limit for a claim on a written contract: 4 years (Cal. Code Civ. Proc. § 337(a)).",
    );
    expect(california).toContain("https://selfhelp.courts.ca.gov/small-claims-california");
    expect(california).toMatch(
      /\[1\] California Courts Self-Help Guide: Small claims in California, https:\/\/selfhelp\.courts\.ca\.gov\/small-claims-california \(official page; checked [A-Z][a-z]+ \d+, \d{4}\)\./,
    );
    /* A source cited twice is one footnote. */
    expect(california.match(/\[\d+\] California Courts Self-Help Guide/g)).toHaveLength(1);
    expect(california).toContain("(a summary, not an official page; checked");
  });

  it("says check with your court for what could not be sourced, and never a figure", () => {
    const texas = text("TX");
    const facts = stateCourtFacts("TX");
    expect(facts?.detail).toBe("full");
    if (facts?.detail !== "full") return;
    expect(isKnownFact(facts.facts.yearlyCap)).toBe(false);
    expect(texas).toContain("Large claims in a year: check with your court.");
    expect(texas).toContain("The most an individual can claim: $20,000.");
  });

  it("gives a smaller state and DC their self-help page and time limit, and sends the rest to the court", () => {
    for (const state of ["VT", "DC", "WY"]) {
      const guide = text(state);
      expect(guide).toContain("The court's self-help page on small claims:");
      expect(guide).toContain("Time limit for a claim on a written contract:");
      expect(guide).toContain(
        "The most you can claim, the fees, lawyers, where to file and how to serve: check with your court.",
      );
      expect(guide).not.toContain("The most an individual can claim");
    }
    expect(stateFactBlocks("ZZ", "Nowhere")).toEqual([]);
  });
});

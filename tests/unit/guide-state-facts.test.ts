import { describe, expect, it } from "vitest";
import { stateFactBlocks } from "../../src/domain/escalation/court-fact-blocks.ts";
import { renderLetterText } from "../../src/domain/letter/render-text.ts";
import { isKnownFact } from "../../src/domain/escalation/sourced-facts.ts";
import { stateCourtFacts } from "../../src/domain/escalation/court-facts-big-states.ts";
import { SMALL_CLAIMS_APPEALS } from "../../src/domain/escalation/appeal-rules.ts";
import { localCourtFor } from "../../src/domain/escalation/local-courts.ts";

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

  it("says it could not check what could not be sourced, and never a figure", () => {
    const texas = text("TX");
    const facts = stateCourtFacts("TX");
    expect(facts?.detail).toBe("full");
    if (facts?.detail !== "full") return;
    expect(isKnownFact(facts.facts.yearlyCap)).toBe(false);
    expect(texas).toContain("Large claims in a year: we could not check this; ask your court.");
    expect(texas).toContain("The most an individual can claim: $20,000.");
    /* Texas facts rest on official pages first. */
    expect(texas).toContain(
      "Texas State Law Library: Small claims, general information, https://guides.sll.texas.gov/small-claims/general-information (official page;",
    );
    expect(texas).toContain(
      "Appeal: Either side may appeal to the county court within 21 days after the judgment is signed",
    );
  });

  it("gives a smaller state and DC their self-help page and time limit, and sends the rest to the court", () => {
    for (const state of ["OR", "DC", "WY"]) {
      const guide = text(state);
      expect(guide).toContain("The court's self-help page on small claims:");
      expect(guide).toContain("Time limit for a claim on a written contract:");
      expect(guide).toContain(
        "The most you can claim, the fees, lawyers, where to file and how to serve: we could not check this; ask your court.",
      );
      expect(guide).toMatch(/Appeal: (we could not check this; ask your court\.|.+\[\d+\])/);
      expect(guide).not.toContain("The most an individual can claim");
    }
    expect(stateFactBlocks("ZZ", "Nowhere")).toEqual([]);
  });

  it("gives Washington and Vermont the limit and the lawyer rule from their official pages", () => {
    const washington = text("WA");
    expect(washington).toContain(
      "The most an individual can claim: $10,000. [1] For a person; $5,000 for anyone else.",
    );
    expect(washington).toContain(
      "Lawyers: Lawyers and paralegals may not appear or take part for either side unless the judge allows it.",
    );
    expect(washington).toContain("the person who brought a claim may appeal only if they claimed more than $1,000");
    expect(washington).toContain("Washington Attorney General: Small claims court");
    const vermont = text("VT");
    expect(vermont).toContain(
      "The most an individual can claim: $10,000. [1] Consumer credit and medical debt claims: $5,000.",
    );
    expect(vermont).toContain("Lawyers: You do not need a lawyer, but you may have one.");
    expect(vermont).toContain("Filing fee: $65 for claims under $1,000 and $90 above that");
    expect(vermont).toContain("The Judiciary's own fee schedule was not in the pages read.");
    expect(vermont).toContain("(a summary, not an official page; checked November 28, 2026)");
    expect(vermont).toContain(
      "https://www.vermontjudiciary.org/GTC/Civil/FAQS.aspx (official page; checked November 28, 2026)",
    );
  });

  it("gives California's appeal rule: the person who sued cannot appeal", () => {
    expect(text("CA")).toContain("Appeal: The person who sued cannot appeal the judgment on their own claim");
  });

  it("says which states' appeal rules could not be checked, and never guesses one", () => {
    const checked = Object.entries(SMALL_CLAIMS_APPEALS).filter(([, rule]) => isKnownFact(rule));
    expect(checked.map(([state]) => state).sort()).toEqual(
      ["CA", "FL", "GA", "IL", "MI", "NC", "NY", "OH", "PA", "TX", "VT", "WA"].sort(),
    );
    const oregon = SMALL_CLAIMS_APPEALS.OR;
    expect(isKnownFact(oregon)).toBe(false);
    if (!isKnownFact(oregon)) expect(oregon.reason).toContain("Oregon could not be checked");
  });

  it("sends a Philadelphia ZIP code to the Municipal Court, never to magisterial district courts", () => {
    const local = localCourtFor("PA", "19103");
    expect(local?.id).toBe("philadelphia");
    const philadelphia = renderLetterText(stateFactBlocks("PA", "Small claims court", local, "Philadelphia"));
    expect(philadelphia).toContain("Your court: Philadelphia Municipal Court, Civil Division (small claims).");
    expect(philadelphia).toContain("Filing fee: we could not check this; ask your court.");
    expect(philadelphia).toContain("Philadelphia, which has no magisterial district courts");
    expect(philadelphia).not.toMatch(/Magisterial District|magisterial district judge|Adams County|Cumberland County/);
    expect(localCourtFor("PA", "17013")).toBeUndefined();
    expect(philadelphia).toContain(
      "Appeal: Either side may appeal a money judgment to the Court of Common Pleas within 30 days after it is entered on the Municipal Court's docket",
    );
    expect(philadelphia).toContain("Pennsylvania Bulletin: Philadelphia Court of Common Pleas Civil Rule *1001");
    expect(philadelphia).toContain("4 years (42 Pa.C.S. § 5525(a)(8))");
    /* One court's fee needs no county lookup. */
    expect(philadelphia).not.toContain("Your county's fee");
    const pittsburgh = renderLetterText(stateFactBlocks("PA", "Small claims court", undefined, "Pittsburgh"));
    expect(pittsburgh).toContain("Adams County Magisterial District Court");
    expect(pittsburgh).toContain(
      "Your county's fee: each county or court sets its own fee, so yours may differ from the figures above, which are from Adams County Magisterial District Court 51-3-03: fee schedule. We do not work out your county from your ZIP code: choose your county on your case page",
    );
  });

  it("tells New York City from the rest of New York by ZIP code", () => {
    expect(localCourtFor("NY", "10001")?.id).toBe("new-york-city");
    expect(localCourtFor("NY", "11201")?.id).toBe("new-york-city");
    expect(localCourtFor("NY", "12207")?.id).toBe("new-york-outside-city");
    const city = renderLetterText(stateFactBlocks("NY", "Small claims court", localCourtFor("NY", "10001")));
    expect(city).toContain("The most you can claim: $10,000.");
    expect(city).toContain(
      "What a New York City claim needs from Meta: The company you sue must live in the city or have an office",
    );
    expect(city).toContain("Whether Meta has an office in the city: News reports from 2024");
    const albany = renderLetterText(stateFactBlocks("NY", "Small claims court", localCourtFor("NY", "12207")));
    expect(albany).toContain("The most you can claim: $5,000; $3,000 in Town and Village Courts.");
    expect(albany).toContain("Appeal: Outside New York City, either side may appeal");
    expect(albany).not.toContain("$10,000.");
  });

  it("says where the fee depends on the county, names whose figures it printed, and where to find the sender's own", () => {
    for (const state of ["IL", "OH", "GA", "WA", "PA"]) {
      const guide = renderLetterText(stateFactBlocks(state, "Small claims court", undefined, "Springfield"));
      expect(guide, state).toContain("Your county's fee: each county or court sets its own fee");
      expect(guide, state).toContain(
        "ask the clerk of the small claims court for Springfield for its fees before you file.",
      );
    }
    /* Washington's courts have a directory: the line names it, with its source. */
    const washington = renderLetterText(stateFactBlocks("WA", "Small claims court", undefined, "Seattle"));
    expect(washington).toMatch(
      /Until then, find your court in https:\/\/www\.courts\.wa\.gov\/court_dir\/ \[\d+\] The Washington Courts' directory of district courts/,
    );
    expect(washington).toContain("(a summary, not an official page; checked November 28, 2026)");
    expect(washington).toContain(
      "Serving the company: You arrange service: the sheriff, a process server or any adult not in the case",
    );
    expect(washington).toContain("The clerk does not serve it by certified mail.");
    /* Statewide fees (California, Texas, Vermont) and Florida's, which statute sets for every county, need no lookup. */
    for (const state of ["CA", "TX", "VT", "FL"]) expect(text(state), state).not.toContain("Your county's fee");
    const florida = text("FL");
    expect(florida).toContain(
      "Filing fee: $55 (claims under $100), $80 (up to $500), $175 (up to $2,500) or $300 (up to $8,000)",
    );
    expect(florida).toContain("Florida statute sets these fees, so they are the same in every county");
  });
});

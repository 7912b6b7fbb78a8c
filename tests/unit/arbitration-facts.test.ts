import { describe, expect, it } from "vitest";
import { ARBITRATION_FACTS } from "../../src/domain/escalation/aaa-facts.ts";
import type { FactSource, Sourced } from "../../src/domain/escalation/sourced-facts.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

function expectGoodSource(source: FactSource, label: string) {
  expect(source.url, label).toMatch(/^https:\/\/[^\s/]+\.[^\s/]+/);
  expect(() => new URL(source.url), label).not.toThrow();
  expect(source.title.trim(), label).not.toBe("");
  expect(["official", "summary"], label).toContain(source.kind);
}

const facts = Object.entries(ARBITRATION_FACTS) as Array<[string, Sourced<unknown>]>;

describe("AAA consumer arbitration facts", () => {
  it("gives every known fact an https source, a kind and a check date within the last year", () => {
    const now = new Date();
    const oldest = new Date(now.getTime() - 366 * DAY_MS);
    expect(facts.length).toBeGreaterThan(0);
    for (const [label, fact] of facts) {
      if (fact.value === null) {
        expect("reason" in fact && fact.reason.trim().length > 10, `${label} needs a reason`).toBe(true);
        continue;
      }
      if (!("source" in fact)) throw new Error(`${label} has a value but no source`);
      expectGoodSource(fact.source, label);
      for (const also of fact.alsoSources ?? []) expectGoodSource(also, `${label} (also)`);
      expect(fact.checkedOn, label).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const checked = new Date(`${fact.checkedOn}T00:00:00Z`);
      expect(Number.isNaN(checked.getTime()), label).toBe(false);
      expect(checked.getTime(), `${label} was checked on ${fact.checkedOn}: check it again`).toBeGreaterThanOrEqual(
        oldest.getTime(),
      );
      expect(checked.getTime(), `${label} has a check date in the future`).toBeLessThanOrEqual(now.getTime() + DAY_MS);
    }
  });

  it("explains every summary-only fact in a note", () => {
    for (const [label, fact] of facts) {
      if (fact.value === null || !("source" in fact)) continue;
      if (fact.source.kind === "summary") expect(fact.note?.trim(), `${label} rests on a summary`).toBeTruthy();
    }
  });

  it("points the filing steps at an AAA page and lists the demand, the agreement and the fee", () => {
    const filing = ARBITRATION_FACTS.howToFile;
    if (filing.value === null) throw new Error("filing steps are missing");
    expect(new URL(filing.value.onlineFilingUrl).protocol).toBe("https:");
    expect(filing.value.file.join(" ")).toMatch(/demand[\s\S]*arbitration agreement[\s\S]*fee/);
  });
});

import { describe, expect, it } from "vitest";
import {
  ATTORNEY_GENERAL_COMPLAINTS,
  attorneyGeneralComplaintPage,
} from "../../src/domain/escalation/attorney-general-pages.ts";
import { US_STATES } from "../../src/domain/letter/us-states.ts";
import { BIG_STATES, STATE_COURT_BASICS } from "../../src/domain/escalation/court-facts-other-states.ts";
import type { FactSource, Sourced } from "../../src/domain/escalation/sourced-facts.ts";
import {
  STATE_COURT_FACTS,
  type StateCourtFacts,
  stateCourtFacts,
} from "../../src/domain/escalation/court-facts-big-states.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every fact in the three tables, labelled "CA claimLimit". */
function allFacts(): Array<[string, Sourced<unknown>]> {
  const facts: Array<[string, Sourced<unknown>]> = [];
  for (const [state, entry] of [...Object.entries(STATE_COURT_FACTS), ...Object.entries(STATE_COURT_BASICS)]) {
    for (const [field, fact] of Object.entries(entry)) facts.push([`${state} ${field}`, fact as Sourced<unknown>]);
  }
  for (const [state, fact] of Object.entries(ATTORNEY_GENERAL_COMPLAINTS)) facts.push([`${state} AG complaint`, fact]);
  return facts;
}

function expectGoodSource(source: FactSource, label: string) {
  expect(source.url, label).toMatch(/^https:\/\/[^\s/]+\.[^\s/]+/);
  expect(() => new URL(source.url), label).not.toThrow();
  expect(source.title.trim(), label).not.toBe("");
  expect(["official", "summary"], label).toContain(source.kind);
}

describe("sourced state court facts", () => {
  it("has an entry for every state and DC, and nothing else", () => {
    for (const { code } of US_STATES) {
      const lookup = stateCourtFacts(code);
      expect(lookup, code).toBeDefined();
      expect(lookup?.detail, code).toBe((BIG_STATES as readonly string[]).includes(code) ? "full" : "basic");
    }
    const codes = [...Object.keys(STATE_COURT_FACTS), ...Object.keys(STATE_COURT_BASICS)].sort();
    expect(codes).toEqual(US_STATES.map((state) => state.code).sort());
    expect(stateCourtFacts("XX")).toBeUndefined();
  });

  it("gives every known fact an https source, a kind and a check date within the last year", () => {
    const now = new Date();
    const oldest = new Date(now.getTime() - 366 * DAY_MS);
    const facts = allFacts();
    expect(facts.length).toBeGreaterThan(51 * 3);
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

  it("has every field for the states with full facts (the ten most populous, Washington and Vermont)", () => {
    const fields: Array<keyof StateCourtFacts> = [
      "claimLimit",
      "yearlyCap",
      "filingFee",
      "lawyers",
      "venue",
      "service",
      "writtenContractLimit",
      "selfHelpUrl",
    ];
    expect(Object.keys(STATE_COURT_FACTS).sort()).toEqual([...BIG_STATES].sort());
    for (const state of BIG_STATES) {
      for (const field of fields) {
        const fact = STATE_COURT_FACTS[state][field];
        expect(fact, `${state} ${field}`).toBeDefined();
        if (fact.value === null) expect("reason" in fact && fact.reason.length > 0, `${state} ${field}`).toBe(true);
      }
      const { claimLimit, writtenContractLimit } = STATE_COURT_FACTS[state];
      if (claimLimit.value !== null) expect(claimLimit.value, state).toBeGreaterThan(0);
      if (writtenContractLimit.value !== null) expect(writtenContractLimit.value.years, state).toBeGreaterThan(0);
    }
  });

  it("stores a self-help page as the address its source points at", () => {
    for (const [state, entry] of [...Object.entries(STATE_COURT_FACTS), ...Object.entries(STATE_COURT_BASICS)]) {
      const page = entry.selfHelpUrl;
      if (page.value !== null && "source" in page) expect(page.value, state).toBe(page.source.url);
    }
  });

  it("has an attorney general entry for every state and DC", () => {
    expect(Object.keys(ATTORNEY_GENERAL_COMPLAINTS)).toHaveLength(51);
    for (const { code } of US_STATES) {
      const page = attorneyGeneralComplaintPage(code);
      expect(page, code).toBeDefined();
      if (page?.value != null && "source" in page) {
        expect(page.value, code).toMatch(/^https:\/\//);
        expect(page.source.kind, code).toBe("official");
      }
    }
    expect(attorneyGeneralComplaintPage("XX")).toBeUndefined();
  });
});

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
import { SMALL_CLAIMS_APPEALS } from "../../src/domain/escalation/appeal-rules.ts";
import { LOCAL_COURTS } from "../../src/domain/escalation/local-courts.ts";

/** The ten states the issue names: every fact, and the appeal rule, must be filled in or say why not. */
const TEN_STATES = ["CA", "TX", "NY", "FL", "IL", "WA", "GA", "OH", "PA", "VT"] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every fact in the three tables, labelled "CA claimLimit". */
function allFacts(): Array<[string, Sourced<unknown>]> {
  const facts: Array<[string, Sourced<unknown>]> = [];
  for (const [state, entry] of [...Object.entries(STATE_COURT_FACTS), ...Object.entries(STATE_COURT_BASICS)]) {
    for (const [field, fact] of Object.entries(entry)) facts.push([`${state} ${field}`, fact as Sourced<unknown>]);
  }
  for (const [state, fact] of Object.entries(ATTORNEY_GENERAL_COMPLAINTS)) facts.push([`${state} AG complaint`, fact]);
  for (const [state, fact] of Object.entries(SMALL_CLAIMS_APPEALS)) facts.push([`${state} appeal`, fact]);
  for (const court of LOCAL_COURTS)
    for (const entry of court.lines) facts.push([`${court.id} ${entry.key}`, entry.fact]);
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
    const fields: Array<Exclude<keyof StateCourtFacts, "findYourCourt">> = [
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

  it("gives each of the ten states every fact and its appeal rule, each with a source and the day it was read", () => {
    const knownCount = (state: (typeof TEN_STATES)[number]) =>
      Object.values(STATE_COURT_FACTS[state]).filter((fact) => fact.value !== null).length;
    for (const state of TEN_STATES) {
      const appeal = SMALL_CLAIMS_APPEALS[state];
      expect(appeal.value, `${state} appeal`).not.toBeNull();
      if (appeal.value !== null && "source" in appeal) {
        expect(appeal.source.url, state).toMatch(/^https:\/\//);
        expect(appeal.checkedOn, state).toBe("2026-11-28");
      }
      /* The limit and the lawyer rule are the facts a court states first: all ten have them. */
      expect(STATE_COURT_FACTS[state].claimLimit.value, `${state} claimLimit`).not.toBeNull();
      expect(STATE_COURT_FACTS[state].lawyers.value, `${state} lawyers`).not.toBeNull();
      expect(knownCount(state), state).toBeGreaterThanOrEqual(5);
    }
  });

  it("keeps Florida's fee statewide (set by statute) and marks the county-set fees of the other states", () => {
    const fee = (state: keyof typeof STATE_COURT_FACTS) => STATE_COURT_FACTS[state].filingFee;
    const florida = fee("FL");
    expect(florida.value?.setLocally).toBe(false);
    if (florida.value !== null && "note" in florida) expect(florida.note).toContain("Florida statute sets these fees");
    for (const state of ["PA", "IL", "OH", "GA", "WA"] as const) expect(fee(state).value?.setLocally, state).toBe(true);
  });

  it("sends California, New York, Florida and North Carolina senders to the attorney general's own site", () => {
    const hosts = { CA: "oag.ca.gov", NY: "ag.ny.gov", FL: "myfloridalegal.com", NC: "ncdoj.gov" } as const;
    for (const [state, host] of Object.entries(hosts)) {
      const page = ATTORNEY_GENERAL_COMPLAINTS[state as keyof typeof hosts];
      expect(page.value, state).not.toBeNull();
      expect(new URL(page.value ?? "").hostname.replace(/^www\./, ""), state).toBe(host);
      if ("checkedOn" in page) expect(page.checkedOn, state).toBe("2026-11-28");
    }
    /* Where the form's own address was not on an official page read, the entry says so. */
    const newYork = ATTORNEY_GENERAL_COMPLAINTS.NY;
    if ("note" in newYork) expect(newYork.note).toContain("the form's own address was not in the pages read");
    const northCarolina = ATTORNEY_GENERAL_COMPLAINTS.NC;
    if ("note" in northCarolina)
      expect(northCarolina.note).toContain("the address given here is the one a 2026 summary gives");
  });
});

import { describe, expect, it } from "vitest";
import { countyChoiceFor } from "../../src/domain/escalation/county-choice.ts";
import { stateFactBlocks } from "../../src/domain/escalation/court-fact-blocks.ts";
import { STATE_COURT_FACTS } from "../../src/domain/escalation/court-facts-big-states.ts";
import {
  COUNTY_COURT_PAGES,
  COUNTY_FEE_STATES,
  COUNTY_LIST_SOURCE,
  countyIn,
  STATEWIDE_COURT_FINDERS,
} from "../../src/domain/escalation/county-courts.ts";
import { COUNTIES } from "../../src/domain/escalation/county-lists.ts";
import { hechosDeLaCorte } from "../../src/domain/escalation/es/court-facts-reading.ts";
import { isKnownFact } from "../../src/domain/escalation/sourced-facts.ts";
import { renderLetterText } from "../../src/domain/letter/render-text.ts";

const guide = (state: string, county?: string) =>
  renderLetterText(stateFactBlocks(state, "Small claims court", undefined, "Springfield", county));
const guia = (state: string, county?: string) =>
  renderLetterText(hechosDeLaCorte(state, "La corte", undefined, "Springfield", county));

describe("the sender's county where each county sets the small-claims fee", () => {
  it("covers exactly the states whose fee is set locally, with the Census Bureau's counts of counties", () => {
    const local = Object.entries(STATE_COURT_FACTS)
      .filter(([, facts]) => isKnownFact(facts.filingFee) && facts.filingFee.value.setLocally)
      .map(([state]) => state)
      .sort();
    expect([...COUNTY_FEE_STATES].sort()).toEqual(local);
    expect(Object.fromEntries(COUNTY_FEE_STATES.map((state) => [state, COUNTIES[state].length]))).toEqual({
      PA: 67,
      IL: 102,
      OH: 88,
      GA: 159,
      MI: 83,
      WA: 39,
    });
    expect(COUNTY_LIST_SOURCE.source.kind).toBe("official");
    expect(countyIn("IL", "Cook")).toBe("Cook");
    expect(countyIn("IL", "Narnia")).toBeUndefined();
    expect(countyIn("CA", "Los Angeles")).toBeUndefined();
  });

  it("keeps only official county pages, each for a county on the official list, with the day each was read", () => {
    for (const state of COUNTY_FEE_STATES)
      for (const [county, page] of Object.entries(COUNTY_COURT_PAGES[state])) {
        expect(COUNTIES[state], `${state} ${county}`).toContain(county);
        expect(page.source.kind, `${state} ${county}`).toBe("official");
        expect(page.value).toBe(page.source.url);
        expect(page.value).toMatch(/^https:\/\//);
        expect(["2026-11-26", "2026-11-28", "2026-11-29"]).toContain(page.checkedOn);
      }
    /* Ohio and Michigan have no statewide directory we could source: they say why instead of a link. */
    expect(isKnownFact(STATEWIDE_COURT_FINDERS.OH)).toBe(false);
    expect(isKnownFact(STATEWIDE_COURT_FINDERS.MI)).toBe(false);
    expect(isKnownFact(STATEWIDE_COURT_FINDERS.IL)).toBe(true);
  });

  it("links the chosen county's court page, with its source, and drops the request to choose a county", () => {
    const cook = guide("IL", "Cook");
    expect(cook).toContain(
      "For Cook County, check the filing and service fees on this court's page before you file: https://www.cookcountyclerkofcourt.org/general-information [",
    );
    expect(cook).toMatch(
      /\[\d+\] Clerk of the Circuit Court of Cook County: General information \(links the civil filing fee schedule\), https:\/\/www\.cookcountyclerkofcourt\.org\/general-information \(official page; checked November 29, 2026\)\./,
    );
    expect(cook).not.toContain("choose your county on your case page");
    expect(cook).not.toContain("illinoiscourts.gov");
  });

  it("gives the statewide finder for a county without a page of its own, or says that neither was found", () => {
    const sangamon = guide("IL", "Sangamon");
    expect(sangamon).toContain(
      "We found no official page for the court in Sangamon County: find your court in https://illinoiscourts.gov/Links/circuit.asp [",
    );
    expect(sangamon).toContain(
      "Or ask the clerk of the small claims court for Springfield (Sangamon County) for its fees",
    );
    const clark = guide("OH", "Clark");
    expect(clark).toContain(
      "We found no official page for the court in Clark County, nor an official statewide court directory: ask the clerk of the small claims court for Springfield (Clark County) for its fees before you file.",
    );
    /* Without a county: the choice on the case page, and meanwhile the finder or the clerk. */
    const unchosen = guide("OH");
    expect(unchosen).toContain("choose your county on your case page and download this guide again");
    expect(unchosen).toContain("We found no official statewide court directory, so until then ask the clerk");
    /* A county from another state's list is no choice at all. */
    expect(guide("OH", "Cook")).toContain("choose your county on your case page");
  });

  it("says the same in the Spanish guide, the court's page marked as English", () => {
    expect(guia("IL", "Cook")).toContain(
      "Para el condado de Cook (Cook County), revise las tarifas de presentación y de notificación en la página de esta corte antes de presentar su reclamo (en inglés, según la fuente): https://www.cookcountyclerkofcourt.org/general-information [",
    );
    expect(guia("IL", "Sangamon")).toContain(
      "No encontramos una página oficial de la corte del condado de Sangamon: busque su corte en https://illinoiscourts.gov/Links/circuit.asp [",
    );
    expect(guia("OH")).toContain("elija su condado en la página de su caso y vuelva a descargar esta guía");
  });

  it("is offered on the case page only to a US sender whose court's fee is set by county", () => {
    expect(countyChoiceFor({ state: "IL", zipCode: "62701", country: "US" }, "Sangamon")).toMatchObject({
      chosen: "Sangamon",
    });
    expect(countyChoiceFor({ state: "IL", zipCode: "62701", country: "US" }, "Los Angeles")?.chosen).toBeNull();
    expect(countyChoiceFor({ state: "CA", zipCode: "94025", country: "US" }, null)).toBeNull();
    /* Philadelphia's court has its own fee line: no county to choose. */
    expect(countyChoiceFor({ state: "PA", zipCode: "19103", country: "US" }, null)).toBeNull();
    expect(countyChoiceFor({ state: "PA", zipCode: "17013", country: "US" }, null)?.counties).toHaveLength(67);
  });
});

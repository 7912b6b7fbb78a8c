import { COUNTIES, COUNTY_FEE_STATES, type CountyFeeState } from "./county-lists.ts";
import {
  type Fact,
  type FactSource,
  known,
  knownOn28,
  knownOn29,
  official,
  type Sourced,
  summary,
  unknown,
} from "./sourced-facts.ts";

/**
 * Where the small-claims fee is set by each county or court (`setLocally` in
 * `court-facts-big-states.ts`), the guide sends the sender to their own county's court (decision
 * 0070): the county's court page where an official one was read, otherwise a statewide court
 * directory that finds the court by county, otherwise it says that neither was found. Same rules as
 * `sourced-facts.ts`: official pages first, a summary marked as such, nothing guessed.
 *
 * Pages read for other facts on 2026-11-26 or 2026-11-28 keep that day; pages first read for this
 * file were read on 2026-11-29.
 */

export { COUNTY_FEE_STATES, type CountyFeeState };

/** The official list the county choice is checked against. */
export const COUNTY_LIST_SOURCE: Fact<string> = knownOn29(
  "https://www2.census.gov/geo/docs/reference/codes/files/national_county.txt",
  official(
    "https://www2.census.gov/geo/docs/reference/codes/files/national_county.txt",
    "U.S. Census Bureau: FIPS codes for counties (national_county.txt)",
  ),
  {
    note: "Read in a public copy of the Census Bureau's file: 67 counties in Pennsylvania, 102 in Illinois, 88 in Ohio, 159 in Georgia, 83 in Michigan and 39 in Washington.",
  },
);

const SEVERAL_COURTS = "One of the courts in this county: ask it whether it serves your address.";

const page = (url: string, title: string) => official(url, title);
/** A county court page read on 2026-11-29. */
const read29 = (source: FactSource, note?: string) => knownOn29(source.url, source, note ? { note } : {});
/** A county court page read on 2026-11-28 for another fact. */
const read28 = (source: FactSource, note?: string) => knownOn28(source.url, source, note ? { note } : {});
/** A county court page read on 2026-11-26 for another fact. */
const read26 = (source: FactSource, note?: string) => known(source.url, source, note ? { note } : {});

/**
 * The county court pages read on official sites, by state and county name (as in `COUNTIES`).
 * A county not listed has no page we read; the guide says so and gives the statewide finder.
 */
export const COUNTY_COURT_PAGES: Readonly<Record<CountyFeeState, Readonly<Record<string, Fact<string>>>>> = {
  PA: {
    Adams: read26(
      page(
        "https://adamscountypa.gov/courts/51-3-03/feeschedule",
        "Adams County Magisterial District Court 51-3-03: fee schedule",
      ),
      SEVERAL_COURTS,
    ),
    Cumberland: read29(
      page(
        "https://www.cumberlandcountypa.gov/2852/Magisterial-District-Courts",
        "Cumberland County, Pennsylvania: Magisterial District Courts",
      ),
    ),
    Franklin: read29(
      page(
        "https://franklincountypa.gov/index.php?section=courts_magisterial-district-judges",
        "Franklin County, Pennsylvania: Magisterial District Judges",
      ),
    ),
    Lehigh: read28(
      page(
        "https://www.lccpa.org/selfhelp/MDCourt/Topic3b.nex",
        "Lehigh County Court of Common Pleas self-help: Magisterial District Courts",
      ),
    ),
  },
  IL: {
    Cook: read29(
      page(
        "https://www.cookcountyclerkofcourt.org/general-information",
        "Clerk of the Circuit Court of Cook County: General information (links the civil filing fee schedule)",
      ),
    ),
    "Jo Daviess": read29(page("https://www.jodaviess.org/court", "Jo Daviess County: Circuit Clerk")),
    Kendall: read26(
      page(
        "https://www.co.kendall.il.us/offices/circuit-clerk/small-claims-court",
        "Kendall County Circuit Clerk: Small Claims Court",
      ),
    ),
    Madison: read26(
      page(
        "https://co.madison.il.us/departments/circuit_clerk/small_claims_court.php",
        "Madison County Circuit Clerk: Small Claims Court",
      ),
    ),
    Ogle: read29(page("https://oglecounty.org/departments/circuit-clerk/", "Ogle County: Circuit Clerk")),
    Will: read26(
      page("https://www.circuitclerkofwillcounty.com/Civil/Small-Claims", "Will County Circuit Clerk: Small Claims"),
    ),
  },
  OH: {
    Belmont: read26(
      page("https://belmontcountycourts.com/small-claims-court", "Belmont County Courts: Small Claims Court"),
    ),
    Franklin: read28(
      page(
        "https://smallclaims.fcmcclerk.com/home/court-forms/objection-to-magistrate-s-decision",
        "Franklin County Municipal Court Clerk: small claims site (objection to a magistrate's decision)",
      ),
      "The municipal court for Columbus and most of Franklin County.",
    ),
    Fulton: read26(
      page(
        "https://fultoncountyoh.com/516/How-to-File-a-Claim-for-Small-Claims-Cou",
        "Fulton County, Ohio: How to File a Claim for Small Claims Court",
      ),
    ),
    Medina: read28(
      page("https://www.medinamunicipalcourt.org/departments/small-claims/", "Medina Municipal Court: Small Claims"),
      SEVERAL_COURTS,
    ),
  },
  GA: {
    Bartow: read29(
      page(
        "https://www.bartowcountyga.gov/departments/courts/magistrate_court/helpful_links.php",
        "Bartow County Magistrate Court: Helpful links",
      ),
    ),
    Franklin: read29(
      page("https://franklincountyga.gov/magistrate-court/", "Franklin County, Georgia: Magistrate Court"),
    ),
    Gwinnett: read28(
      page("https://gwinnettcourts.com/magistrate/appeals", "Gwinnett County Magistrate Court: Appeals"),
    ),
    Habersham: read29(page("https://www.habershamga.com/magistrate-judge.cfm", "Habersham County: Magistrate Judge")),
    Liberty: read29(
      page("https://libertycountyga.com/158/Magistrate-Court", "Liberty County, Georgia: Magistrate Court"),
    ),
    Pierce: read26(page("https://piercecountyga.gov/magistrate-court", "Pierce County, Georgia: Magistrate Court")),
    Putnam: read26(page("https://putnamcountymagistrate.com/faqs/", "Putnam County Magistrate Court: FAQs")),
    Randolph: read29(
      page("https://www.randolphcountyga.com/chief-magistrate", "Randolph County, Georgia: Chief Magistrate"),
    ),
  },
  MI: {
    Alcona: read29(page("https://alconacountymi.com/81st-district-court/", "Alcona County: 81st District Court")),
    Antrim: read29(
      page(
        "https://antrimcountymi.gov/departments___services_/courts/index.php",
        "Antrim County: Courts (86th District Court, civil division)",
      ),
    ),
    Barry: read28(
      page(
        "https://www.barrycounty.org/courts_and_law_enforcement/district_court/small_claims_division.php",
        "Barry County 56-B District Court: Small Claims Division",
      ),
    ),
    Leelanau: read29(page("https://leelanau.gov/courts.asp", "Leelanau County: Courts (86th District Court)")),
    Midland: read26(
      page(
        "https://www.co.midland.mi.us/Courts/75thDistrictCourt/CivilDepartment/SmallClaims.aspx",
        "75th District Court (Midland County): Small Claims",
      ),
    ),
    Monroe: read29(page("https://co.monroe.mi.us/402/1st-District-Court", "Monroe County: 1st District Court")),
    Otsego: read29(
      page(
        "https://www.otsegocountymi.gov/302/Jurisdiction",
        "Otsego County: Courts' jurisdiction (87-A District Court)",
      ),
    ),
  },
  WA: {
    Clallam: read28(
      page("https://clallamcountywa.gov/300/Small-Claims", "Clallam County District Court: Small Claims"),
    ),
    Clark: read28(
      page(
        "https://clark.wa.gov/district-court/service-information",
        "Clark County District Court: Service information",
      ),
    ),
    Jefferson: read28(
      page("https://co.jefferson.wa.us/400/Serving-the-Notice", "Jefferson County District Court: Serving the notice"),
    ),
    Kittitas: read28(
      page(
        "https://www.co.kittitas.wa.us/courts/upper/small-claims.aspx",
        "Kittitas County Upper District Court: Small Claims",
      ),
      SEVERAL_COURTS,
    ),
    "Pend Oreille": read28(
      page(
        "https://www.pendoreille.org/district-court/page/small-claims",
        "Pend Oreille County District Court: Small Claims",
      ),
    ),
    Skagit: read26(
      page(
        "https://skagitcounty.net/Departments/DistrictCourt/smallclaims.htm",
        "Skagit County District Court: Small Claims",
      ),
    ),
  },
};

/** A statewide page that finds the court by county, or why none is given. */
export const STATEWIDE_COURT_FINDERS: Readonly<Record<CountyFeeState, Sourced<string>>> = {
  PA: knownOn29(
    "https://www.pacourts.us/courts/minor-courts/magisterial-district-judges",
    summary(
      "https://www.reference.com/government-politics/names-pennsylvania-magistrates-e866e0f0bd4b924c",
      "Reference.com: How do you find the names of Pennsylvania magistrates?",
    ),
    {
      note: "The Unified Judicial System's list of magisterial district judges by county, each with the court's address and phone, as summaries describe it; the page itself was not read.",
    },
  ),
  IL: knownOn29(
    "https://illinoiscourts.gov/Links/circuit.asp",
    official("https://illinoiscourts.gov/Links/circuit.asp", "Illinois Courts: Circuit Court"),
    {
      note: "The state courts' page on the circuit courts; each county elects its own circuit clerk, who takes small claims.",
    },
  ),
  OH: unknown(
    "No statewide official court directory was found; in Ohio a county can have more than one municipal or county court.",
  ),
  GA: knownOn29(
    "https://georgiacourts.gov/cmcss/",
    official("https://georgiacourts.gov/cmcss/", "Council of Magistrate Court Clerks of Georgia"),
    { note: "Every one of the 159 counties has a magistrate court, which hears claims up to $15,000." },
  ),
  MI: unknown(
    "No statewide official court directory was read: a summary names a trial court directory on the Michigan courts' site, but not its address.",
  ),
  WA: knownOn28(
    "https://www.courts.wa.gov/court_dir/",
    summary(
      "https://fdocuments.us/document/how-do-i-sue-in-small-claims-court.html",
      "WashingtonLawHelp: How do I sue in Small Claims Court? (January 2021 fact sheet, a copy on fdocuments.us)",
    ),
    { note: "The Washington Courts' directory of district courts, as the legal-aid fact sheet names it." },
  ),
};

export function isCountyFeeState(state: string): state is CountyFeeState {
  return (COUNTY_FEE_STATES as readonly string[]).includes(state);
}

/** The state's counties, for a state whose fee each county sets; undefined otherwise. */
export function countiesOf(state: string): readonly string[] | undefined {
  return isCountyFeeState(state) ? COUNTIES[state] : undefined;
}

/** The county exactly as the official list names it, or undefined when the state has no such county. */
export function countyIn(state: string, county: string | null | undefined): string | undefined {
  if (!county) return undefined;
  return countiesOf(state)?.find((name) => name === county);
}

/** Where a sender in this county finds their court: the county's page, or the statewide finder. */
export type CountyCourtLink =
  | { kind: "county"; county: string; page: Fact<string> }
  | { kind: "statewide"; county: string | null; finder: Sourced<string> };

export function countyCourtLink(state: CountyFeeState, county: string | null | undefined): CountyCourtLink {
  const chosen = countyIn(state, county) ?? null;
  const page = chosen ? COUNTY_COURT_PAGES[state][chosen] : undefined;
  if (chosen && page) return { kind: "county", county: chosen, page };
  return { kind: "statewide", county: chosen, finder: STATEWIDE_COURT_FINDERS[state] };
}

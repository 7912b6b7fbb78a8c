import { knownOn28, official, type Sourced, summary, unknown } from "./sourced-facts.ts";

/**
 * Courts inside a state whose small-claims rules differ from the state's (decision 0028; rules at
 * the top of `sourced-facts.ts`), chosen by the sender's ZIP code:
 * - Philadelphia (ZIP codes 191xx) has no magisterial district courts: its small claims are heard
 *   by the Philadelphia Municipal Court, Civil Division.
 * - New York City (ZIP codes 100–104, 111–114 and 116) has the Small Claims Part of the Civil Court
 *   of the City of New York; the rest of New York State has City, District, Town and Village Courts.
 * A ZIP code does not follow city lines exactly, so the guide says which court it assumed.
 *
 * Each line has a key; a local line replaces the state's line with the same key (a local `fee`
 * line also replaces the state's `countyFee` line: a single court's fee needs no county lookup).
 */
export type CourtFactKey =
  | "court"
  | "limit"
  | "fee"
  | "countyFee"
  | "lawyers"
  | "venue"
  | "company"
  | "service"
  | "appeal"
  | "page";

export interface LocalFactLine {
  key: CourtFactKey;
  label: string;
  fact: Sourced<string>;
}

export interface LocalCourt {
  id: "philadelphia" | "new-york-city" | "new-york-outside-city";
  /** Where the sender lives, for the guide's heading ("Philadelphia, Pennsylvania"). */
  place: string;
  /** Why this court was chosen, in one sentence. */
  chosenBecause: string;
  lines: readonly LocalFactLine[];
}

const PHILA_CIVIL = official(
  "https://www.philacourts.us/municipal/civil/",
  "Philadelphia Municipal Court: Civil Division",
);
const PHILA_START = official(
  "https://www.courts.phila.gov/municipal/civil/small-claims-cases/starting-a-small-claims-case/",
  "Philadelphia Municipal Court: Starting a small claims case",
);
const NYC_GENERAL = official(
  "https://nycourts.gov/courts/nyc/smallclaims/general.shtml",
  "NYC Civil Court: Small Claims, general information",
);
const CCA_1801 = official(
  "https://www.nysenate.gov/legislation/laws/CCA/1801",
  "New York State Senate: NYC Civil Court Act § 1801",
);
const CCA_1803 = official(
  "https://www.nysenate.gov/legislation/laws/CCA/1803",
  "New York State Senate: NYC Civil Court Act § 1803",
);
const NY_COURTHELP = official(
  "https://www.nycourts.gov/courthelp/faqs/smallclaims.html",
  "NY CourtHelp: Small claims FAQ",
);

const PHILADELPHIA: LocalCourt = {
  id: "philadelphia",
  place: "Philadelphia, Pennsylvania",
  chosenBecause:
    "Your ZIP code is in Philadelphia, which has no magisterial district courts: small claims there go to the Philadelphia Municipal Court.",
  lines: [
    {
      key: "court",
      label: "Your court",
      fact: knownOn28("Philadelphia Municipal Court, Civil Division (small claims).", PHILA_CIVIL),
    },
    { key: "limit", label: "The most you can claim", fact: knownOn28("$12,000.", PHILA_CIVIL) },
    {
      key: "fee",
      label: "Filing fee",
      fact: unknown("The Municipal Court's own fee schedule was not in the sources searched."),
    },
    {
      key: "lawyers",
      label: "Lawyers",
      fact: knownOn28(
        "A lawyer is allowed but not needed; the court's filing unit helps people without one complete the complaint.",
        PHILA_CIVIL,
      ),
    },
    {
      key: "venue",
      label: "Where to file against a company based in another state",
      fact: unknown("The Municipal Court's rule on suing a company based in another state was not in the pages read."),
    },
    {
      key: "service",
      label: "Serving the company",
      fact: unknown("How the Municipal Court serves a complaint was not in the pages read."),
    },
    {
      key: "appeal",
      label: "Appeal",
      fact: knownOn28(
        "Either side may appeal a money judgment to the Court of Common Pleas within 30 days after it is entered on the Municipal Court's docket; the case is heard again from the start.",
        official(
          "https://www.pacodeandbulletin.gov/Display/pabull?file=/secure/pabulletin/data/vol53/53-9/283.html&d=reduce",
          "Pennsylvania Bulletin: Philadelphia Court of Common Pleas Civil Rule *1001, appeals from the Municipal Court (March 4, 2023)",
        ),
      ),
    },
    {
      key: "page",
      label: "The court's page on starting a small claims case",
      fact: knownOn28(`${PHILA_START.url} (questions about a new case: 215-686-7988).`, PHILA_START),
    },
  ],
};

const NEW_YORK_CITY: LocalCourt = {
  id: "new-york-city",
  place: "New York City",
  chosenBecause: "Your ZIP code is in New York City, which has its own small claims court and rules.",
  lines: [
    {
      key: "court",
      label: "Your court",
      fact: knownOn28(
        "The Small Claims Part of the Civil Court of the City of New York, in your borough.",
        NYC_GENERAL,
      ),
    },
    { key: "limit", label: "The most you can claim", fact: knownOn28("$10,000.", NYC_GENERAL) },
    {
      key: "fee",
      label: "Filing fee",
      fact: knownOn28("$15 for claims of $1,000 or less; $20 above that.", CCA_1803),
    },
    {
      key: "venue",
      label: "What a New York City claim needs from Meta",
      fact: knownOn28(
        "The company you sue must live in the city or have an office for the transaction of business or a regular employment there; otherwise this court cannot hear the claim.",
        CCA_1801,
      ),
    },
    {
      key: "company",
      label: "Whether Meta has an office in the city",
      fact: knownOn28(
        "News reports from 2024 say Meta leased offices in Manhattan (50 Hudson Yards and 770 Broadway). That is not an official record and may have changed: check it with the clerk before you file, and give the clerk the address of the office in the city.",
        summary(
          "https://www.chelseanewsny.com/news/meta-drops-275000-sq-ft-of-workspace-at-770-broadway-AY3155626",
          "Chelsea News: Meta drops 275,000 sq ft of workspace at 770 Broadway (February 15, 2024)",
        ),
      ),
    },
    {
      key: "service",
      label: "Serving the company",
      fact: knownOn28(
        "The clerk mails the notice of claim by first-class mail and by certified mail, return receipt requested, to the company's office in the city.",
        CCA_1803,
      ),
    },
    {
      key: "appeal",
      label: "Appeal",
      fact: knownOn28(
        "By suing in small claims you give up the right to appeal, except that either side may appeal on the sole ground that substantial justice was not done under the law.",
        official(
          "https://www.nysenate.gov/legislation/laws/CCA/1807",
          "New York State Senate: NYC Civil Court Act § 1807",
        ),
      ),
    },
    {
      key: "page",
      label: "The court's page on small claims",
      fact: knownOn28(NYC_GENERAL.url, NYC_GENERAL),
    },
  ],
};

const NEW_YORK_OUTSIDE_CITY: LocalCourt = {
  id: "new-york-outside-city",
  place: "New York State, outside New York City",
  chosenBecause:
    "Your ZIP code is outside New York City, where small claims go to a City Court, a District Court (Nassau and Suffolk) or a Town or Village Court.",
  lines: [
    {
      key: "court",
      label: "Your court",
      fact: knownOn28(
        "The small claims part of your City Court, District Court (Nassau and Suffolk counties) or Town or Village Court.",
        NY_COURTHELP,
      ),
    },
    {
      key: "limit",
      label: "The most you can claim",
      fact: knownOn28("$5,000; $3,000 in Town and Village Courts.", NY_COURTHELP, {
        note: "New York City's own page gives $10,000 for the city; this page's figures are for the other courts.",
      }),
    },
    {
      key: "venue",
      label: "Where to file against a company based in another state",
      fact: unknown("The rule for courts outside New York City was not in the pages read."),
    },
    {
      key: "company",
      label: "What the claim needs from Meta",
      fact: unknown(
        "Whether Meta has an office or does business in your city or county, as these courts may require, could not be checked.",
      ),
    },
    {
      key: "service",
      label: "Serving the company",
      fact: unknown("How courts outside New York City serve the claim was not in the pages read."),
    },
    {
      key: "page",
      label: "The courts' page on small claims",
      fact: knownOn28(NY_COURTHELP.url, NY_COURTHELP),
    },
  ],
};

const NYC_ZIP_PREFIXES = ["100", "101", "102", "103", "104", "111", "112", "113", "114", "116"];

/** The court that replaces the state's facts for the sender's ZIP code, if any. */
export function localCourtFor(state: string, zipCode: string): LocalCourt | undefined {
  const zip = zipCode.trim().slice(0, 5);
  if (state === "PA" && zip.startsWith("191")) return PHILADELPHIA;
  if (state === "NY") return NYC_ZIP_PREFIXES.includes(zip.slice(0, 3)) ? NEW_YORK_CITY : NEW_YORK_OUTSIDE_CITY;
  return undefined;
}

export const LOCAL_COURTS: readonly LocalCourt[] = [PHILADELPHIA, NEW_YORK_CITY, NEW_YORK_OUTSIDE_CITY];

import { type Fact, type FactSource, official, type Sourced, summary, unknown } from "./sourced-facts.ts";

/**
 * Facts for filing a consumer arbitration with the American Arbitration Association (AAA), each
 * with the page it rests on and the day it was read (same rules as `sourced-facts.ts`: the
 * AAA's own pages first, a summary only where none was found and marked `kind: "summary"`, and
 * what could not be sourced is `{ value: null, reason }`; the product then says "check adr.org").
 */
export const ARBITRATION_FACTS_CHECKED_ON = "2026-11-26";

export interface FilingSteps {
  /** The AAA's online filing page (AAA WebFile). */
  onlineFilingUrl: string;
  /** What a new case needs, in the order the page lists it. */
  file: readonly string[];
}

export interface ConsumerFilingFee {
  /** What an individual consumer pays to file one case, in dollars. */
  dollars: number;
  /** The business pays the rest of the AAA's fees and the arbitrator. */
  businessPaysTheRest: boolean;
}

export interface ArbitrationRules {
  name: string;
  /** The day the current version took effect, YYYY-MM-DD. */
  effective: string;
  /** The AAA's page that links the rules. */
  url: string;
}

export interface ArbitrationFacts {
  howToFile: Sourced<FilingSteps>;
  consumerFilingFee: Sourced<ConsumerFilingFee>;
  /** When the fee schedule the fee comes from took effect, YYYY-MM-DD. */
  feeScheduleEffective: Sourced<string>;
  rules: Sourced<ArbitrationRules>;
  /** The rule that makes the consumer send the business a copy of the demand, and how. */
  demandCopyToBusiness: Sourced<{ rule: string; how: string }>;
  /** That a claim that fits in small claims court may go there instead of arbitration. */
  smallClaimsOption: Sourced<string>;
  /** The number of that rule in the current Consumer Rules. */
  smallClaimsRule: Sourced<string>;
  /** The AAA's form for a consumer's demand. */
  demandForm: Sourced<string>;
  /** The AAA's form to ask that a consumer's fees be waived. */
  feeWaiverForm: Sourced<string>;
  /** California's waiver of a low-income consumer's fees (Code Civ. Proc. § 1284.3), as the AAA's California form states it. */
  californiaFeeWaiver: Sourced<string>;
  /** Where and how a consumer case is heard (in person, by phone, on documents). */
  hearing: Sourced<string>;
}

function fact<T>(
  value: T,
  source: FactSource,
  extra: Pick<Fact<T>, "note" | "alsoSources"> & { checkedOn?: string } = {},
): Fact<T> {
  return { value, source, checkedOn: ARBITRATION_FACTS_CHECKED_ON, ...extra };
}

const AAA_CONSUMER_PAGE = official("https://go.adr.org/consumer-arbitration", "AAA: Consumer Arbitration");

export const ARBITRATION_FACTS: Readonly<ArbitrationFacts> = Object.freeze({
  howToFile: fact(
    {
      onlineFilingUrl: "https://fileonline.adrapps.org",
      file: [
        "the filing form (the demand), filled in online or uploaded",
        "a copy of the arbitration agreement or contract",
        "the filing fee",
      ],
    },
    official("https://fileonline.adrapps.org", "AAA WebFile: file a new case"),
  ),
  consumerFilingFee: fact(
    { dollars: 225, businessPaysTheRest: true },
    summary(
      "https://legalclarity.org/aaa-consumer-arbitration-fees-who-pays-and-how-much",
      "LegalClarity: AAA Consumer Arbitration Fees, Who Pays and How Much?",
    ),
    {
      note: "Seen only in summaries: the AAA's current consumer fee schedule was not opened. The 2020 schedule (read in a copy) set the individual's fee at $200. Check adr.org before quoting the figure.",
      alsoSources: [
        summary(
          "https://openarbitration.org/guides/guide-file-your-claim",
          "OpenArbitration: File Your Arbitration Claim",
        ),
      ],
    },
  ),
  feeScheduleEffective: unknown(
    "The current AAA consumer fee schedule was not opened, so the date the $225 fee took effect is not known; the copies found were of the schedule amended and effective November 1, 2020 ($200).",
  ),
  rules: fact(
    {
      name: "Consumer Arbitration Rules and Mediation Procedures",
      effective: "2025-05-01",
      url: AAA_CONSUMER_PAGE.url,
    },
    summary(
      "https://menafn.com/1109496139/AAA-Updates-Consumer-And-Employment-Arbitration-Rules",
      "AAA press release of 2025-05-01 (GlobeNewswire, republished by MENAFN): AAA Updates Consumer and Employment Arbitration Rules",
    ),
    {
      note: "The AAA's own announcement, read on a news site that republished it; the rules document on adr.org was not opened.",
      alsoSources: [
        summary(
          "https://natlawreview.com/article/aaa-updates-consumer-arbitration-rules-what-businesses-need-know",
          "National Law Review: AAA Updates Consumer Arbitration Rules",
        ),
        AAA_CONSUMER_PAGE,
      ],
    },
  ),
  demandCopyToBusiness: unknown(
    "The text of the current (2025) Consumer Rules was not opened. In the 2014 rules this was R-2 (only its title was seen) and summaries place the 2025 filing requirements in R-4, but neither the rule's wording nor how the copy must be sent was read.",
  ),
  smallClaimsOption: fact(
    "The AAA's Consumer Rules let a claim go to small claims court instead of arbitration, even when it falls within the arbitration agreement.",
    AAA_CONSUMER_PAGE,
  ),
  demandForm: fact(
    "Consumer Demand for Arbitration Form",
    summary(
      "https://jurnal.jumanji.workers.dev/web/20190509160520*/https://medium.com/@ddrogan/libertys-https-www.adr.org/sites/default/files/Consumer%20Rules.pdf",
      "A copy of the AAA's page “AAA Consumer Arbitration Rules, Forms & Fee Schedule”",
    ),
    {
      checkedOn: "2026-11-28",
      note: "The form's name as the AAA's forms page lists it, read in a copy of that page; the page on adr.org was not opened.",
    },
  ),
  feeWaiverForm: fact(
    "Affidavit for Waiver of Fees - Individual",
    summary(
      "https://jurnal.jumanji.workers.dev/web/20190509160520*/https://medium.com/@ddrogan/libertys-https-www.adr.org/sites/default/files/Consumer%20Rules.pdf",
      "A copy of the AAA's page “AAA Consumer Arbitration Rules, Forms & Fee Schedule”",
    ),
    {
      checkedOn: "2026-11-28",
      note: "The same page lists a separate affidavit for California consumers. Who qualifies is decided by the AAA; its test was not read.",
    },
  ),
  californiaFeeWaiver: fact(
    "Under California Code of Civil Procedure section 1284.3, a consumer whose gross monthly income is less than 300% of the federal poverty guidelines is entitled to a waiver of arbitration fees and costs, except the arbitrator's fees, by a declaration under oath of their monthly income and household size.",
    summary(
      "https://forms.justia.com/official-federal-forms/american-arbitration-association/commercial-business/supplementary-procedures-for-consumer-related-6084.html",
      "AAA form “Supplementary Procedures for Consumer-Related Disputes (For Use Only in California)”, copy on Justia Forms",
    ),
    { checkedOn: "2026-11-28", note: "Read in an older AAA form; the statute itself was not opened." },
  ),
  hearing: unknown(
    "The current (2025) Consumer Rules were not opened, so the rules on where an in-person hearing is held and when a case is decided on documents or by phone are not quoted. The demand asks for a hearing by phone or on documents, or in the consumer's county; the AAA and the arbitrator decide.",
  ),
  smallClaimsRule: unknown(
    "The number in the current (2025) Consumer Rules was not read. It was R-9 (Small Claims Option for the Parties) in the 2014 rules, as quoted by a New York State Bar Association blog; summaries of the 2025 rules say the AAA now asks both parties before closing a case sent to small claims court.",
  ),
});

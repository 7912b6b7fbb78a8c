import { formatDay } from "../time/clock.ts";
import type { LetterBlock } from "../letter/blocks.ts";
import { type Fact, type FactSource, isKnownFact, type Sourced } from "./sourced-facts.ts";
import { smallClaimsAppeal } from "./appeal-rules.ts";
import { type FilingFee, type StateCourtLookup, stateCourtFacts } from "./court-facts-big-states.ts";
import type { CourtFactKey, LocalCourt } from "./local-courts.ts";
import { countyCourtLink, isCountyFeeState } from "./county-courts.ts";

export interface CitedSource {
  source: FactSource;
  checkedOn: string;
}

/** Each source once, numbered in the order the facts cite it. */
export class Footnotes {
  readonly cited: CitedSource[] = [];

  /** `unchecked` ends a line whose fact could not be sourced. */
  constructor(private readonly unchecked: string) {}

  mark(fact: Fact<unknown>): string {
    let index = this.cited.findIndex((cited) => cited.source.url === fact.source.url);
    if (index < 0) index = this.cited.push({ source: fact.source, checkedOn: fact.checkedOn }) - 1;
    return `[${index + 1}]`;
  }

  /** "Label: what the fact says [n]", or "Label: " and the unchecked words when it could not be sourced. */
  line<T>(label: string, fact: Sourced<T>, words: (value: T) => string): string {
    if (!isKnownFact(fact)) return `${label}: ${this.unchecked}`;
    const note = fact.note ? ` ${fact.note}` : "";
    return `${label}: ${words(fact.value)} ${this.mark(fact)}${note}`;
  }
}

/** A keyed line, rendered only if kept, so a replaced line cites no source. */
export interface FactLine {
  key: CourtFactKey | "yearlyCap" | "contractLimit";
  text: () => string;
}

/** What section 3 of the guide says in one language; which facts it gives, and in what order, is shared. */
export interface CourtFactWords {
  /** Ends a line whose fact could not be sourced. */
  unchecked: string;
  /** A local court's label (local-courts.ts) in this language. */
  localLabel: (label: string) => string;
  /** The statewide lines, each keyed so a local court's line can take its place. */
  stateLines: (notes: Footnotes, found: StateCourtLookup, city?: string, county?: string) => FactLine[];
  /** The paragraph above the facts; a local court says first why it was chosen. */
  intro: (local?: LocalCourt) => string;
  sourcesHeading: string;
  /** A source's footnote, numbered from 1. */
  source: (cited: CitedSource, number: number) => string;
}

/**
 * The guide's facts for the sender's state, or for the local court that replaces them (Philadelphia,
 * New York City and the rest of New York), each with its footnote, then the sources with the day
 * each was checked (decision 0028). Whatever could not be sourced says so.
 */
export function courtFactBlocks(
  words: CourtFactWords,
  state: string,
  heading: string,
  local?: LocalCourt,
  city?: string,
  county?: string,
): LetterBlock[] {
  const found = stateCourtFacts(state);
  if (!found) return [];
  const notes = new Footnotes(words.unchecked);
  const localLines: FactLine[] = (local?.lines ?? []).map((entry) => ({
    key: entry.key,
    text: () => notes.line(words.localLabel(entry.label), entry.fact, (value) => value),
  }));
  const replaced = new Set(localLines.map((entry) => entry.key));
  if (replaced.has("fee")) replaced.add("countyFee");
  const items = [
    ...localLines,
    ...words.stateLines(notes, found, city, county).filter((entry) => !replaced.has(entry.key)),
  ].map((entry) => entry.text());
  return [
    { kind: "heading", text: heading },
    { kind: "paragraph", text: words.intro(local) },
    { kind: "list", style: "bulleted", items },
    { kind: "paragraph", text: words.sourcesHeading },
    { kind: "list", style: "bulleted", items: notes.cited.map((cited, index) => words.source(cited, index + 1)) },
  ];
}

const CHECK = "we could not check this; ask your court.";
const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;

/**
 * Where each county or court sets its own fee (decisions 0051 and 0070): the guide names whose
 * figures it printed, never another county's fee as the sender's, and sends the sender to their
 * own county's court page, or to a statewide court finder, or says that neither was found. The
 * county is the one the sender chose on their case page; we never work it out from the ZIP code.
 */
function countyFeeLine(
  notes: Footnotes,
  fee: Fact<FilingFee>,
  state: string,
  city: string | undefined,
  county: string | undefined,
): string {
  const start = `Your county's fee: each county or court sets its own fee, so yours may differ from the figures above, which are from ${fee.source.title}.`;
  const clerk = city ? `the clerk of the small claims court for ${city}` : "the clerk of your small claims court";
  if (!isCountyFeeState(state)) return `${start} Before you file, ask ${clerk} for its filing and service fees.`;
  const link = countyCourtLink(state, county);
  if (link.kind === "county")
    return `${start} For ${link.county} County, check the filing and service fees on this court's page before you file: ${link.page.value} ${notes.mark(link.page)}${link.page.note ? ` ${link.page.note}` : ""}`;
  const ask = `ask ${clerk}${link.county ? ` (${link.county} County)` : ""} for its fees before you file.`;
  const finder = isKnownFact(link.finder)
    ? `find your court in ${link.finder.value} ${notes.mark(link.finder)}${link.finder.note ? ` ${link.finder.note}` : ""} Or ${ask}`
    : null;
  if (link.county)
    return finder
      ? `${start} We found no official page for the court in ${link.county} County: ${finder}`
      : `${start} We found no official page for the court in ${link.county} County, nor an official statewide court directory: ${ask}`;
  const choose = `${start} We do not work out your county from your ZIP code: choose your county on your case page and download this guide again for its court's page, where we found one.`;
  return finder
    ? `${choose} Until then, ${finder}`
    : `${choose} We found no official statewide court directory, so until then ${ask}`;
}

/** The statewide lines, each keyed so a local court's line can take its place. */
function stateLines(notes: Footnotes, found: StateCourtLookup, city?: string, county?: string): FactLine[] {
  const lines: FactLine[] = [];
  if (found.detail === "full") {
    const full = found.facts;
    lines.push(
      {
        key: "limit",
        text: () => notes.line("The most an individual can claim", full.claimLimit, (amount) => `${dollars(amount)}.`),
      },
      {
        key: "yearlyCap",
        text: () =>
          notes.line(
            "Large claims in a year",
            full.yearlyCap,
            (cap) => `at most ${cap.claims} claims over ${dollars(cap.overDollars)} per ${cap.period}.`,
          ),
      },
      {
        key: "fee",
        text: () => notes.line("Filing fee", full.filingFee, (fee) => `${fee.text}.`),
      },
      ...(isKnownFact(full.filingFee) && full.filingFee.value.setLocally
        ? [
            {
              key: "countyFee" as const,
              text: () => countyFeeLine(notes, full.filingFee as Fact<FilingFee>, found.state, city, county),
            },
          ]
        : []),
      { key: "lawyers", text: () => notes.line("Lawyers", full.lawyers, (rule) => rule.note) },
      {
        key: "venue",
        text: () => notes.line("Where to file against a company based in another state", full.venue, (venue) => venue),
      },
      {
        key: "service",
        text: () =>
          notes.line("Serving the company", full.service, (service) => {
            const clerk =
              service.clerkCertifiedMail === true
                ? " The clerk can serve it by certified mail."
                : service.clerkCertifiedMail === false
                  ? " The clerk does not serve it by certified mail."
                  : "";
            return `${service.how}${clerk}`;
          }),
      },
    );
  }
  const appeal = smallClaimsAppeal(found.state);
  if (appeal) lines.push({ key: "appeal", text: () => notes.line("Appeal", appeal, (rule) => rule) });
  lines.push(
    {
      key: "contractLimit",
      text: () =>
        notes.line(
          "Time limit for a claim on a written contract",
          found.facts.writtenContractLimit,
          (limit) => `${limit.years} years${limit.citation ? ` (${limit.citation})` : ""}.`,
        ),
    },
    {
      key: "page",
      text: () => notes.line("The court's self-help page on small claims", found.facts.selfHelpUrl, (url) => url),
    },
  );
  if (found.detail === "basic")
    lines.push({
      key: "court",
      text: () => `The most you can claim, the fees, lawyers, where to file and how to serve: ${CHECK}`,
    });
  return lines;
}

const ENGLISH: CourtFactWords = {
  unchecked: CHECK,
  localLabel: (label) => label,
  stateLines,
  intro: (local) =>
    `${local ? `${local.chosenBecause} ` : ""}What the sources below said when we checked them. Limits and fees change: confirm them with the court before you file.`,
  sourcesHeading: "Sources:",
  source: ({ source, checkedOn }, number) =>
    `[${number}] ${source.title}, ${source.url} (${source.kind === "official" ? "official page" : "a summary, not an official page"}; checked ${formatDay(checkedOn)}).`,
};

/** Section 3 of the guide in English (courtFactBlocks). */
export function stateFactBlocks(
  state: string,
  heading: string,
  local?: LocalCourt,
  city?: string,
  county?: string,
): LetterBlock[] {
  return courtFactBlocks(ENGLISH, state, heading, local, city, county);
}

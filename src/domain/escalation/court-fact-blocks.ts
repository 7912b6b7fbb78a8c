import { formatDay } from "../time/clock.ts";
import type { LetterBlock } from "../letter/blocks.ts";
import { type Fact, type FactSource, isKnownFact, type Sourced } from "./sourced-facts.ts";
import { smallClaimsAppeal } from "./appeal-rules.ts";
import { type FilingFee, type StateCourtLookup, stateCourtFacts } from "./court-facts-big-states.ts";
import type { CourtFactKey, LocalCourt } from "./local-courts.ts";
import { countyCourtLink, isCountyFeeState } from "./county-courts.ts";

/** Each source once, numbered in the order the facts cite it. */
class Footnotes {
  readonly cited: { source: FactSource; checkedOn: string }[] = [];

  mark(fact: Fact<unknown>): string {
    let index = this.cited.findIndex((cited) => cited.source.url === fact.source.url);
    if (index < 0) index = this.cited.push({ source: fact.source, checkedOn: fact.checkedOn }) - 1;
    return `[${index + 1}]`;
  }
}

const CHECK = "we could not check this; ask your court.";
const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;

/** A keyed line, rendered only if kept, so a replaced line cites no source. */
interface FactLine {
  key: CourtFactKey | "yearlyCap" | "contractLimit";
  text: () => string;
}

/** "Label: what the fact says [n]", or "Label: we could not check this; ask your court." when it could not be sourced. */
function line<T>(notes: Footnotes, label: string, fact: Sourced<T>, words: (value: T) => string): string {
  if (!isKnownFact(fact)) return `${label}: ${CHECK}`;
  const note = fact.note ? ` ${fact.note}` : "";
  return `${label}: ${words(fact.value)} ${notes.mark(fact)}${note}`;
}

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
function stateLines(
  notes: Footnotes,
  found: StateCourtLookup,
  city: string | undefined,
  county: string | undefined,
): FactLine[] {
  const lines: FactLine[] = [];
  if (found.detail === "full") {
    const full = found.facts;
    lines.push(
      {
        key: "limit",
        text: () => line(notes, "The most an individual can claim", full.claimLimit, (amount) => `${dollars(amount)}.`),
      },
      {
        key: "yearlyCap",
        text: () =>
          line(
            notes,
            "Large claims in a year",
            full.yearlyCap,
            (cap) => `at most ${cap.claims} claims over ${dollars(cap.overDollars)} per ${cap.period}.`,
          ),
      },
      {
        key: "fee",
        text: () => line(notes, "Filing fee", full.filingFee, (fee) => `${fee.text}.`),
      },
      ...(isKnownFact(full.filingFee) && full.filingFee.value.setLocally
        ? [
            {
              key: "countyFee" as const,
              text: () => countyFeeLine(notes, full.filingFee as Fact<FilingFee>, found.state, city, county),
            },
          ]
        : []),
      { key: "lawyers", text: () => line(notes, "Lawyers", full.lawyers, (rule) => rule.note) },
      {
        key: "venue",
        text: () => line(notes, "Where to file against a company based in another state", full.venue, (venue) => venue),
      },
      {
        key: "service",
        text: () =>
          line(notes, "Serving the company", full.service, (service) => {
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
  if (appeal) lines.push({ key: "appeal", text: () => line(notes, "Appeal", appeal, (rule) => rule) });
  lines.push(
    {
      key: "contractLimit",
      text: () =>
        line(
          notes,
          "Time limit for a claim on a written contract",
          found.facts.writtenContractLimit,
          (limit) => `${limit.years} years${limit.citation ? ` (${limit.citation})` : ""}.`,
        ),
    },
    {
      key: "page",
      text: () => line(notes, "The court's self-help page on small claims", found.facts.selfHelpUrl, (url) => url),
    },
  );
  if (found.detail === "basic")
    lines.push({
      key: "court",
      text: () => `The most you can claim, the fees, lawyers, where to file and how to serve: ${CHECK}`,
    });
  return lines;
}

/**
 * The guide's facts for the sender's state, or for the local court that replaces them (Philadelphia,
 * New York City and the rest of New York), each with its footnote, then the sources with the day
 * each was checked (decision 0028). Whatever could not be sourced says so.
 */
export function stateFactBlocks(
  state: string,
  heading: string,
  local?: LocalCourt,
  city?: string,
  county?: string,
): LetterBlock[] {
  const found = stateCourtFacts(state);
  if (!found) return [];
  const notes = new Footnotes();
  const localLines: FactLine[] = (local?.lines ?? []).map((entry) => ({
    key: entry.key,
    text: () => line(notes, entry.label, entry.fact, (value) => value),
  }));
  const replaced = new Set(localLines.map((entry) => entry.key));
  if (replaced.has("fee")) replaced.add("countyFee");
  const items = [
    ...localLines,
    ...stateLines(notes, found, city, county).filter((entry) => !replaced.has(entry.key)),
  ].map((entry) => entry.text());
  return [
    { kind: "heading", text: heading },
    {
      kind: "paragraph",
      text: `${local ? `${local.chosenBecause} ` : ""}What the sources below said when we checked them. Limits and fees change: confirm them with the court before you file.`,
    },
    { kind: "list", style: "bulleted", items },
    { kind: "paragraph", text: "Sources:" },
    {
      kind: "list",
      style: "bulleted",
      items: notes.cited.map(
        ({ source, checkedOn }, index) =>
          `[${index + 1}] ${source.title}, ${source.url} (${source.kind === "official" ? "official page" : "a summary, not an official page"}; checked ${formatDay(checkedOn)}).`,
      ),
    },
  ];
}

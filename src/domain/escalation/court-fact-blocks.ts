import { formatDay } from "../time/clock.ts";
import type { LetterBlock } from "../letter/blocks.ts";
import { type Fact, type FactSource, isKnownFact, type Sourced } from "./sourced-facts.ts";
import { stateCourtFacts } from "./court-facts-big-states.ts";

/** Each source once, numbered in the order the facts cite it. */
class Footnotes {
  readonly cited: { source: FactSource; checkedOn: string }[] = [];

  mark(fact: Fact<unknown>): string {
    let index = this.cited.findIndex((cited) => cited.source.url === fact.source.url);
    if (index < 0) index = this.cited.push({ source: fact.source, checkedOn: fact.checkedOn }) - 1;
    return `[${index + 1}]`;
  }
}

const CHECK = "check with your court.";
const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;

/** "Label: what the fact says [n]", or "Label: check with your court." when it could not be sourced. */
function line<T>(notes: Footnotes, label: string, fact: Sourced<T>, words: (value: T) => string): string {
  if (!isKnownFact(fact)) return `${label}: ${CHECK}`;
  const note = fact.note ? ` ${fact.note}` : "";
  return `${label}: ${words(fact.value)} ${notes.mark(fact)}${note}`;
}

/**
 * The guide's facts for the sender's state, each with its footnote, then the sources with the day
 * each was checked (decision 0028). Whatever could not be sourced says "check with your court".
 */
export function stateFactBlocks(state: string, heading: string): LetterBlock[] {
  const found = stateCourtFacts(state);
  if (!found) return [];
  const notes = new Footnotes();
  const { facts } = found;
  const items: string[] = [];
  if (found.detail === "full") {
    const full = found.facts;
    items.push(
      line(notes, "The most an individual can claim", full.claimLimit, (amount) => `${dollars(amount)}.`),
      line(
        notes,
        "Large claims in a year",
        full.yearlyCap,
        (cap) => `at most ${cap.claims} claims over ${dollars(cap.overDollars)} per ${cap.period}.`,
      ),
      line(notes, "Filing fee", full.filingFee, (fee) => `${fee.text}.`),
      line(notes, "Lawyers", full.lawyers, (rule) => rule.note),
      line(notes, "Where to file against a company based in another state", full.venue, (venue) => venue),
      line(notes, "Serving the company", full.service, (service) => {
        const clerk =
          service.clerkCertifiedMail === true
            ? " The clerk can serve it by certified mail."
            : service.clerkCertifiedMail === false
              ? " The clerk does not serve it by certified mail."
              : "";
        return `${service.how}${clerk}`;
      }),
    );
  }
  items.push(
    line(
      notes,
      "Time limit for a claim on a written contract",
      facts.writtenContractLimit,
      (limit) => `${limit.years} years${limit.citation ? ` (${limit.citation})` : ""}.`,
    ),
    line(notes, "The court's self-help page on small claims", facts.selfHelpUrl, (url) => url),
  );
  if (found.detail === "basic")
    items.push(`The most you can claim, the fees, lawyers, where to file and how to serve: ${CHECK}`);
  return [
    { kind: "heading", text: heading },
    {
      kind: "paragraph",
      text: "What the sources below said when we checked them. Limits and fees change: confirm them with the court before you file.",
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

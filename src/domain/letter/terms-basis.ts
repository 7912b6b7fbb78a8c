import { formatDay } from "../time/clock.ts";
import { PLATFORMS } from "./platforms.ts";
import { type PlatformTermsClauses, type TermsQuote, termsClausesFor } from "./terms-clauses.ts";

/**
 * What Meta's own archived terms say, as a claim, the guide and the letter use it: the promise about
 * disabling accounts, the liability clauses, and how long deletion takes (terms-clauses.ts).
 */

/** Each distinct set of terms the platforms fall under (Threads follows Instagram's), in PLATFORMS order. */
export function clausesOf(platforms: readonly string[]): PlatformTermsClauses[] {
  const found: PlatformTermsClauses[] = [];
  for (const platform of PLATFORMS.filter((name) => platforms.includes(name))) {
    const clauses = termsClausesFor(platform);
    if (!found.some((entry) => entry.governedBy === clauses.governedBy)) found.push(clauses);
  }
  return found;
}

/** Where a quoted passage stands in the archived terms. */
export const cite = (quote: TermsQuote) =>
  `(${quote.document}, section “${quote.section}”, as archived on ${formatDay(quote.sourceVersionDate)})`;

/** The guide's account of the liability clauses, without advice: what the terms say, and that a court decides. */
export function liabilityExplanation(platforms: readonly string[], listsPaid: boolean): string[] {
  const lines: string[] = [];
  for (const clauses of clausesOf(platforms)) {
    const liability = clauses.liabilityCap;
    if (liability.quotes === null) continue;
    const excludes = liability.quotes.find((quote) => quote.excludesLostProfits);
    const cap = liability.quotes.find((quote) => quote.capDollars !== undefined);
    const parts = [];
    if (excludes) parts.push(`${capitalised(clauses.termsName)} exclude lost profits ${cite(excludes)}.`);
    if (cap)
      parts.push(
        `${cap.variant ? "Some archived versions also cap" : "They also cap"} Meta's total liability at the greater of $${cap.capDollars} or what you paid in the past twelve months ${cite(cap)}${cap.variant ? "; the latest archived version has no cap" : ""}.`,
      );
    lines.push(parts.join(" "));
  }
  if (lines.length > 0)
    lines.push(
      `${listsPaid ? "That is why your letter lists what you paid Meta apart from other losses. " : ""}Whether a court enforces these clauses, and how, is for the court to decide.`,
    );
  return lines;
}

/** Why the letter asks Meta to keep the account: the terms' own deletion timelines, where they give one. */
export function preservationReason(platforms: readonly string[]): string | undefined {
  for (const clauses of clausesOf(platforms)) {
    const timeline = clauses.deletionTimeline;
    if (timeline.quotes === null) continue;
    const days = timeline.quotes.find((quote) => quote.deletionTakesUpToDays !== undefined);
    const backups = timeline.quotes.find((quote) => quote.backupRemovalUpToDays !== undefined);
    if (!days) continue;
    const backupWords = backups ? `, and up to another ${backups.backupRemovalUpToDays} days from backups` : "";
    return `The ${days.document} says deletion may take up to ${days.deletionTakesUpToDays} days${backupWords} ${cite(days)}: once it starts, what this dispute is about may be gone.`;
  }
  return undefined;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

import { PLATFORMS } from "./platforms.ts";
import { type TermsQuote, termsClausesFor } from "./terms-clauses.ts";

/** A passage of Meta's archived terms as an exhibit prints it: word for word, with the address of the whole version. */
export interface QuotedPassage {
  document: string;
  section: string;
  text: string;
  versionDate: string;
  address: string;
}

/** The address of the archived file at the version read: the whole text a judge can open. */
export function archivedAddress(quote: Pick<TermsQuote, "archive" | "sourceCommit" | "sourcePath">): string {
  return `https://github.com/${quote.archive}/blob/${quote.sourceCommit}/${quote.sourcePath.split("/").map(encodeURIComponent).join("/")}`;
}

/**
 * Every passage of the archived terms the letter's documents may quote for its platforms (the rule
 * on disabling accounts, the promise of notice and review, the liability and deletion clauses), once
 * each, in PLATFORMS order: the contract text the case record shows beside the claim.
 */
export function quotedPassages(platforms: readonly string[]): QuotedPassage[] {
  const seen = new Set<string>();
  const passages: QuotedPassage[] = [];
  for (const platform of PLATFORMS.filter((name) => platforms.includes(name))) {
    const clauses = termsClausesFor(platform);
    for (const clause of [clauses.actsOnStatedGrounds, clauses.liabilityCap, clauses.deletionTimeline]) {
      for (const quote of clause.quotes ?? []) {
        const key = `${quote.sourceCommit}|${quote.text}`;
        if (seen.has(key)) continue;
        seen.add(key);
        passages.push({
          document: quote.document,
          section: quote.section,
          text: quote.text,
          versionDate: quote.sourceVersionDate,
          address: archivedAddress(quote),
        });
      }
    }
  }
  return passages;
}

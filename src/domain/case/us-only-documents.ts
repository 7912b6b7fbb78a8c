import { AppError } from "../errors.ts";
import { letterRegion } from "../letter/eu-uk-sender.ts";

/**
 * The documents written for US senders only (decision 0053): they rest on US small claims courts,
 * arbitration under US terms, state attorneys general and US mail. A sender in the European Union
 * or the United Kingdom is never given them, whatever the URL: their route is the out-of-court guide.
 */
export const US_ONLY_DOCUMENTS = {
  "small-claims": "The small-claims guide",
  arbitration: "The demand for arbitration",
  "ag-complaint": "The attorney general summary",
  "final-notice": "The final notice",
} as const;
export type UsOnlyDocument = keyof typeof US_ONLY_DOCUMENTS;

/** Whether the letter's sender is given the US documents: a US sender (or a letter with no country). */
export function usDocumentsOffered(letter: { country?: string | null }): boolean {
  return letterRegion(letter) === "us";
}

/** Why the document is refused for this letter, naming the route instead; null for a US letter. */
export function usOnlyRefusal(letter: { country?: string | null }, document: UsOnlyDocument): string | null {
  const region = letterRegion(letter);
  if (region === "us") return null;
  const where = region === "eu" ? "the European Union" : "the United Kingdom";
  return `${US_ONLY_DOCUMENTS[document]} is for senders in the United States: it relies on US courts, terms and law. For a letter from ${where}, your route is the out-of-court guide on your case page.`;
}

/** Answers 409 with that reason when the letter's sender is not a US sender. */
export function requireUsSender(letter: { country?: string | null }, document: UsOnlyDocument): void {
  const refusal = usOnlyRefusal(letter, document);
  if (refusal) throw new AppError("conflict", refusal);
}

import type { CountyChoice } from "../case/case.ts";
import { usDocumentsOffered } from "../case/us-only-documents.ts";
import { countiesOf, countyIn } from "./county-courts.ts";
import { localCourtFor } from "./local-courts.ts";

/**
 * The county choice on the case page (decision 0070, `CountyChoice` in case.ts): offered to a US
 * sender in a state where each county or court sets the small-claims fee, unless their ZIP code
 * already names one court with its own fee line (Philadelphia).
 */

interface CountyLetter {
  state: string;
  zipCode: string;
  country?: string | null;
}

export function countyChoiceOffered(letter: CountyLetter): boolean {
  if (!usDocumentsOffered(letter) || !countiesOf(letter.state)) return false;
  const local = localCourtFor(letter.state, letter.zipCode);
  return !local?.lines.some((line) => line.key === "fee");
}

/** What the case page shows; a stored county no longer in the letter's state (after a correction) counts as none. */
export function countyChoiceFor(letter: CountyLetter, stored: string | null): CountyChoice | null {
  const counties = countiesOf(letter.state);
  if (!counties || !countyChoiceOffered(letter)) return null;
  return { counties, chosen: countyIn(letter.state, stored) ?? null };
}

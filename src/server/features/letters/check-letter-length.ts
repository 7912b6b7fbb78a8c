import { AppError } from "../../../domain/errors.ts";
import { buildLetter, type LetterData } from "../../../domain/letter/template.ts";
import { letterDocumentMeta } from "../documents/document-meta.ts";
import { countPdfPages, renderLetterPdf } from "../documents/render-pdf.ts";

/** The most pages a letter may run to (LETTER.md): longer stories are refused, never cut. */
export const MAX_LETTER_PAGES = 4;

/** The longest a date prints ("September 30, 2026") and a 22-digit certified-mail number. */
const LONGEST_DATE = new Date("2026-09-30T12:00:00.000Z");
const LONGEST_TRACKING = "9".repeat(22);

/**
 * Measures the letter as it would be mailed (with the certified-mail line and a tracking number)
 * and refuses it, naming the story, when it would run past four pages.
 */
export async function checkLetterLength(data: LetterData): Promise<void> {
  const blocks = buildLetter(data, { date: LONGEST_DATE, timeZone: "UTC", mailing: { trackingNumber: LONGEST_TRACKING } });
  const pages = countPdfPages(await renderLetterPdf(blocks, letterDocumentMeta(0, data.fullName)));
  if (pages <= MAX_LETTER_PAGES) return;
  const message = `This letter would run to ${pages} pages; the most is ${MAX_LETTER_PAGES}. Shorten your story (or the other facts) and try again.`;
  throw new AppError("invalid_input", message, { consequences: message });
}

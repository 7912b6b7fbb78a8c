import { AppError } from "../../../domain/errors.ts";
import type { LetterData } from "../../../domain/letter/template.ts";
import { runInWorker } from "../documents/render-pool.ts";

/** The most pages a letter may run to (LETTER.md): longer stories are refused, never cut. */
export const MAX_LETTER_PAGES = 4;

let pagesJob: "letterPages" | "letterPagesByRendering" = "letterPages";

/**
 * For the bench's comparison only (`scripts/bench/letter-saves.ts`): count pages from a whole
 * rendered PDF, as every save did before decision 0019.
 */
export function countLetterPagesByRendering(): void {
  pagesJob = "letterPagesByRendering";
}

/**
 * Measures the letter as it would be mailed (with the certified-mail line and a tracking number)
 * and refuses it, naming the story, when it would run past four pages. The letter is laid out as
 * its PDF is, but not drawn: a few milliseconds, on a render worker, ahead of any PDF waiting
 * there, so a story that is slow to break into lines never holds up anyone else's request.
 */
export async function checkLetterLength(data: LetterData): Promise<void> {
  const pages = await runInWorker(pagesJob, data);
  if (pages <= MAX_LETTER_PAGES) return;
  const message = `This letter would run to ${pages} pages; the most is ${MAX_LETTER_PAGES}. Shorten your story (or the other facts) and try again.`;
  throw new AppError("invalid_input", message, { consequences: message });
}

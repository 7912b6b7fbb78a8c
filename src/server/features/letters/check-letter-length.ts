import { AppError } from "../../../domain/errors.ts";
import type { LetterData } from "../../../domain/letter/template.ts";
import { runInWorker } from "../documents/render-pool.ts";

/** The most pages a letter may run to (LETTER.md): longer stories are refused, never cut. */
export const MAX_LETTER_PAGES = 4;

/**
 * Measures the letter as it would be mailed (with the certified-mail line and a tracking number)
 * and refuses it, naming the story, when it would run past four pages. Laid out on a render
 * worker: a story that is slow to break into lines never holds up anyone else's request.
 */
export async function checkLetterLength(data: LetterData): Promise<void> {
  const pages = await runInWorker("letterPages", data);
  if (pages <= MAX_LETTER_PAGES) return;
  const message = `This letter would run to ${pages} pages; the most is ${MAX_LETTER_PAGES}. Shorten your story (or the other facts) and try again.`;
  throw new AppError("invalid_input", message, { consequences: message });
}

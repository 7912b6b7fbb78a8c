import type { Paragraph } from "./line-layout.ts";

/**
 * Paragraphs already broken into lines, kept per process: most of a letter is the template's
 * own wording, the same in every letter of a language, so a render worker breaks those
 * paragraphs once, not once per document. A paragraph depends only on its text, weight, size,
 * width and direction (the fonts are the process's own), and nothing changes one once made.
 * Least recently used paragraphs go first once the texts kept add up to `MAX_CHARACTERS` (about
 * 1.8 MB of heap when full, measured with `--expose-gc`).
 */
export const MAX_CHARACTERS = 50_000;

const paragraphs = new Map<string, { paragraph: Paragraph; characters: number }>();
let characters = 0;

export function sharedParagraph(text: string, style: string, make: () => Paragraph): Paragraph {
  const key = `${style}\n${text}`;
  const kept = paragraphs.get(key);
  if (kept) {
    paragraphs.delete(key);
    paragraphs.set(key, kept);
    return kept.paragraph;
  }
  const paragraph = make();
  if (text.length > MAX_CHARACTERS) return paragraph;
  paragraphs.set(key, { paragraph, characters: text.length });
  characters += text.length;
  for (const [oldest, old] of paragraphs) {
    if (characters <= MAX_CHARACTERS) break;
    paragraphs.delete(oldest);
    characters -= old.characters;
  }
  return paragraph;
}

/** How many characters of paragraph text are kept now. */
export function sharedParagraphCharacters(): number {
  return characters;
}

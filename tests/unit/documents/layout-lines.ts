import type { LetterBlock } from "../../../src/domain/letter/blocks.ts";
import { layoutLetter } from "../../../src/server/features/documents/letter-layout.ts";
import type { PdfItem } from "../../../src/server/features/documents/pdf-items.ts";

/** A laid-out line: the page it is on (0 for the first) and its text as typed. */
export interface LaidOutLine {
  page: number;
  text: string;
}

/** Every line of the letter's layout in order, with its page (the page labels left out). */
export function laidOutLines(blocks: readonly LetterBlock[]): LaidOutLine[] {
  const lines: LaidOutLine[] = [];
  let page = 0;
  const walk = (items: readonly PdfItem[]) => {
    for (const item of items) {
      if (item.kind === "newPage") page += 1;
      else if (item.kind === "line") {
        lines.push({ page, text: item.paragraph.prepared.text.slice(item.line.start, item.line.end) });
      } else if (item.kind === "tagged" || item.kind === "group" || item.kind === "artifact") walk(item.items);
    }
  };
  walk(layoutLetter(blocks, "Jane Doe").items);
  return lines;
}

/** The pages the lines of `text` (a paragraph or list item, as typed) are laid out on: the first run of lines that spells it whole. */
export function pagesOf(lines: readonly LaidOutLine[], text: string): number[] {
  const whole = text.replace(/\s+/g, " ").trim();
  for (let start = 0; start < lines.length; start += 1) {
    const pages: number[] = [];
    let rest = whole;
    for (const line of lines.slice(start)) {
      const piece = line.text.trim();
      if (!piece || !rest.startsWith(piece)) break;
      pages.push(line.page);
      rest = rest.slice(piece.length).trim();
      if (!rest) return pages;
    }
  }
  throw new Error(`Not laid out: ${text.slice(0, 40)}`);
}

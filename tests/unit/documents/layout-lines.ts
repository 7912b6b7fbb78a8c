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

/** A laid-out line with what it belongs to: a heading, an item of a list (by list and item number), or other text. */
export interface PlacedLine {
  page: number;
  text: string;
  heading: boolean;
  /** Set for a list item's text lines (its label left out). */
  list?: { list: number; item: number; items: number };
}

/** Every text line of the document's layout in order, with its page and what it belongs to (page labels left out). */
export function placedLines(blocks: readonly LetterBlock[]): PlacedLine[] {
  const lines: PlacedLine[] = [];
  let page = 0;
  let lists = 0;
  const walk = (items: readonly PdfItem[], context: Omit<PlacedLine, "page" | "text">, label: boolean) => {
    for (const item of items) {
      if (item.kind === "newPage") page += 1;
      else if (item.kind === "line") {
        if (!label)
          lines.push({ page, text: item.paragraph.prepared.text.slice(item.line.start, item.line.end), ...context });
      } else if (item.kind === "group" && item.type === "L") {
        lists += 1;
        const list = lists;
        const entries = item.items.filter((entry) => entry.kind === "group" && entry.type === "LI");
        let number = 0;
        for (const entry of item.items) {
          if (entry.kind === "newPage") page += 1;
          else if (entry.kind === "group" && entry.type === "LI") {
            walk(entry.items, { heading: false, list: { list, item: number, items: entries.length } }, false);
            number += 1;
          }
        }
      } else if (item.kind === "tagged") {
        walk(item.items, item.type === "H2" ? { heading: true } : context, label || item.type === "Lbl");
      } else if (item.kind === "group" || item.kind === "artifact") walk(item.items, context, label);
    }
  };
  walk(layoutLetter(blocks, "Jane Doe").items, { heading: false }, false);
  return lines;
}

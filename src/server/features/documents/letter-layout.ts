import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import type { Language } from "../../../domain/i18n/languages.ts";
import { COURTESY_MARK } from "../../../domain/reading-copy/courtesy.ts";
import { layoutBlock } from "./pdf-blocks.ts";
import { createFlow } from "./pdf-flow.ts";
import { keepAfter } from "./pdf-keeps.ts";
import type { PdfItem } from "./pdf-items.ts";
import { baselineOffset, SMALL } from "./pdf-layout.ts";
import { CONTENT_LEFT, CONTENT_WIDTH, PAGE } from "./pdf-page.ts";
import { createTextLayout, type TextLayout } from "./pdf-text.ts";

/** A document laid out on its pages: what the PDF draws, and how many pages that takes. */
export interface LetterLayout {
  pages: number;
  /** The blocks' lines, tags, rules and page breaks, in drawing order. */
  items: PdfItem[];
  /**
   * "Jane Doe — page 2 of 3" at the top of every page after the first, and on a Spanish reading copy
   * the courtesy mark at the foot of every page (drawn once the structure tree is closed).
   */
  pageLabels: PdfItem[];
}

/**
 * Lays the blocks out with the fonts' own metrics, drawing nothing: the one layout the PDF
 * draws (`renderLetterPdf`) and the page limit on save counts, so the two always agree. Once the
 * fonts are loaded it takes a few milliseconds, where drawing and writing the PDF takes tens.
 */
export function layoutLetter(
  blocks: readonly LetterBlock[],
  author: string,
  language: Language = "en",
  courtesyMark = true,
): LetterLayout {
  const flow = createFlow(createTextLayout());
  const items = flow.items;
  for (const [index, block] of blocks.entries())
    layoutBlock(flow, block, blocks[index + 1], keepAfter(flow, blocks, index));
  const pages = flow.page + 1;
  if (language === "en") return { pages, items, pageLabels: pageLabels(flow.text, pages, author) };
  return {
    pages,
    items,
    pageLabels: [
      ...pageLabels(flow.text, pages, author, "es"),
      ...(courtesyMark ? courtesyMarks(flow.text, pages) : []),
    ],
  };
}

const PAGE_WORDS = { en: ["page", "Page", "of"], es: ["página", "Página", "de"] } as const;

function pageLabels(text: TextLayout, pages: number, author: string, language: Language = "en"): PdfItem[] {
  const labels: PdfItem[] = [];
  const baseline = PAGE.margin / 2 + baselineOffset(SMALL.size) - SMALL.size / 2;
  const [page_, Page_, of] = PAGE_WORDS[language];
  for (let page = 1; page < pages; page += 1) {
    const number = `${page_} ${page + 1} ${of} ${pages}`;
    const label = author.trim() ? `${author.trim()} — ${number}` : `${Page_} ${page + 1} ${of} ${pages}`;
    const paragraph = text.layout(label, SMALL, CONTENT_WIDTH, "ltr");
    const line = paragraph.lines[0];
    if (!line) continue;
    const drawn: PdfItem = { kind: "line", paragraph, line, x: CONTENT_LEFT, baseline, style: SMALL };
    labels.push({ kind: "onPage", page, items: [{ kind: "artifact", type: "Pagination", items: [drawn] }] });
  }
  return labels;
}

/** The courtesy mark, centred in the bottom margin of every page (one or two lines). */
function courtesyMarks(text: TextLayout, pages: number): PdfItem[] {
  const paragraph = text.layout(COURTESY_MARK, SMALL, CONTENT_WIDTH, "ltr");
  const step = SMALL.size * 1.3;
  const top = PAGE.height - PAGE.margin / 2 - (paragraph.lines.length * step) / 2;
  const marks: PdfItem[] = [];
  for (let page = 0; page < pages; page += 1) {
    const drawn: PdfItem[] = paragraph.lines.map((line, index) => ({
      kind: "line",
      paragraph,
      line,
      x: CONTENT_LEFT + (CONTENT_WIDTH - line.width) / 2,
      baseline: top + index * step + baselineOffset(SMALL.size),
      style: SMALL,
    }));
    marks.push({ kind: "onPage", page, items: [{ kind: "artifact", type: "Pagination", items: drawn }] });
  }
  return marks;
}

import type { PdfItem } from "./pdf-items.ts";
import { baselineOffset, lineHeight } from "./pdf-layout.ts";
import { PAGE_BOTTOM, PAGE_TOP, PDF_STYLE } from "./pdf-page.ts";
import type { PdfTextStyle, TextLayout } from "./pdf-text.ts";
import type { Direction } from "./text-runs.ts";

/**
 * The cursor running down the pages, and paragraphs set line by line at it: a paragraph never
 * leaves a single line alone at the foot or the head of a page. Nothing is drawn here: every
 * line, tag and page break is recorded as an item, which the PDF then draws (`pdf-draw.ts`)
 * and the page count only counts.
 */
export interface Flow {
  text: TextLayout;
  /** Index of the page the cursor is on (0 for the first). */
  page: number;
  /** Top of the next line. */
  y: number;
  /** Where the text stopped on each page a page break left (by page index). */
  pageEnds: Map<number, number>;
  /** Where laid-out items go now: the document's own list, or the content of the element being laid out. */
  items: PdfItem[];
}

export interface TextBox {
  x: number;
  width: number;
  style: PdfTextStyle;
  /** Space between lines (defaults to the body's). */
  gap?: number;
  /** "auto" for the user's own words: a paragraph that starts in Arabic or Hebrew is set right to left. Default "ltr". */
  direction?: Direction;
  /** Fewest lines of the paragraph kept together at a page break (2 unless said). */
  keepLines?: number;
  /** Room that must follow the last line on its page (what the paragraph keeps with): its last lines go to the next page with it when it does not fit. */
  keepWithNext?: number;
}

export function createFlow(text: TextLayout): Flow {
  return { text, page: 0, y: PAGE_TOP, pageEnds: new Map(), items: [] };
}

/** Lays out `place` inside `item` (a tag, a group, an artifact): what it places becomes the item's content. */
function within(flow: Flow, item: Extract<PdfItem, { items: PdfItem[] }>, place: () => void): void {
  flow.items.push(item);
  const outer = flow.items;
  flow.items = item.items;
  try {
    place();
  } finally {
    flow.items = outer;
  }
}

/** What `place` lays out is the content of a structure element of `type` (P, H1, Lbl, Figure…). */
export function tagged(flow: Flow, type: string, place: () => void, options: { alt?: string } = {}): void {
  within(flow, { kind: "tagged", type, ...options, items: [] }, place);
}

/** An element that holds other elements (L, LI, BlockQuote): `place` lays them out. */
export function group(flow: Flow, type: string, place: () => void, lang?: string): void {
  within(
    flow,
    lang === undefined ? { kind: "group", type, items: [] } : { kind: "group", type, items: [], lang },
    place,
  );
}

/** Something drawn for looks only (rules, page numbers): screen readers skip it. */
export function artifact(flow: Flow, type: "Layout" | "Pagination", place: () => void): void {
  within(flow, { kind: "artifact", type, items: [] }, place);
}

/** Starts a new page; open tags carry over to it. */
export function newPage(flow: Flow): void {
  flow.pageEnds.set(flow.page, flow.y);
  flow.items.push({ kind: "newPage" });
  flow.page += 1;
  flow.y = PAGE_TOP;
}

function atPageTop(flow: Flow): boolean {
  return flow.y <= PAGE_TOP + 0.5;
}

/** Starts a new page when `height` does not fit below the cursor (and would fit on a fresh page). */
export function keepTogether(flow: Flow, height: number): void {
  const fresh = PAGE_BOTTOM - PAGE_TOP;
  if (flow.y + height > PAGE_BOTTOM + 0.01 && height <= fresh && !atPageTop(flow)) newPage(flow);
}

export function boxLineHeight(box: TextBox): number {
  return lineHeight(box.style.size, box.gap ?? PDF_STYLE.lineGap);
}

/** The number of lines `text` takes in the box. */
export function lineCount(flow: Flow, text: string, box: TextBox): number {
  return flow.text.layout(text, box.style, box.width, box.direction ?? "ltr").lines.length;
}

/** The height of the text's first `maxLines` lines (all of them when not given). */
export function textHeight(flow: Flow, text: string, box: TextBox, maxLines = Number.POSITIVE_INFINITY): number {
  return Math.min(lineCount(flow, text, box), maxLines) * boxLineHeight(box);
}

/**
 * How many of the paragraph's last `take` lines stay on this page when `follow` must come after
 * them on the same page: all of them when it fits; else the last `carry` lines go to the next
 * page with it (all of them when fewer than `carry` would stay behind), if that page can hold them.
 */
function withWhatFollows(flow: Flow, take: number, height: number, carry: number, follow: number): number {
  const fresh = PAGE_BOTTOM - PAGE_TOP;
  if (follow <= 0 || flow.y + take * height + follow <= PAGE_BOTTOM + 0.01) return take;
  if (carry * height + follow > fresh) return take; // it cannot all go on one page anyway
  const stay = take - carry;
  if (atPageTop(flow)) return Math.max(1, stay);
  return stay < carry ? 0 : stay;
}

/**
 * Sets the text down from the cursor, breaking pages between lines but never leaving fewer
 * than `keepLines` lines on either side of a break, and keeping its last lines with what
 * follows (`keepWithNext`). A right-to-left paragraph (see `direction`) is set flush right. The
 * cursor ends below the last line.
 */
export function placeText(flow: Flow, text: string, box: TextBox): void {
  const paragraph = flow.text.layout(text, box.style, box.width, box.direction ?? "ltr");
  const { lines } = paragraph;
  const height = boxLineHeight(box);
  const gap = box.gap ?? PDF_STYLE.lineGap;
  const keep = box.keepLines ?? 2;
  const rightEdge = paragraph.prepared.rtl ? box.x + box.width : undefined;
  let index = 0;
  while (index < lines.length) {
    const fit = Math.max(0, Math.floor((PAGE_BOTTOM - flow.y + gap + 0.01) / height));
    const left = lines.length - index;
    let take = Math.min(fit, left);
    if (take < left) {
      if (left - take < keep) take = left - keep; // keep enough lines for the next page
      if (take < keep) take = 0; // too few to leave at the foot of this page
      if (take === 0 && atPageTop(flow)) take = Math.max(1, fit); // an empty page: no better place
    } else {
      take = withWhatFollows(flow, take, height, Math.min(keep, lines.length), box.keepWithNext ?? 0);
    }
    for (const line of lines.slice(index, index + take)) {
      const baseline = flow.y + baselineOffset(box.style.size);
      flow.items.push({ kind: "line", paragraph, line, x: box.x, baseline, style: box.style, rightEdge });
      flow.y += height;
    }
    index += take;
    if (index < lines.length) newPage(flow);
  }
}

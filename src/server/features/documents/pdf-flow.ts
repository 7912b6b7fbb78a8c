import { baselineOffset, bottomLimit, currentPageIndex, lineHeight, PDF_STYLE } from "./pdf-layout.ts";
import type { PdfText, PdfTextStyle } from "./pdf-text.ts";
import type { Direction } from "./text-runs.ts";

/**
 * The cursor running down the pages, and paragraphs drawn line by line at it: a paragraph never
 * leaves a single line alone at the foot or the head of a page.
 */
export interface Flow {
  doc: PDFKit.PDFDocument;
  text: PdfText;
  /** Top of the next line. */
  y: number;
  /** Where the text stopped on each page a page break left (by page index). */
  pageEnds: Map<number, number>;
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
}

export function createFlow(doc: PDFKit.PDFDocument, text: PdfText): Flow {
  return { doc, text, y: doc.page.margins.top, pageEnds: new Map() };
}

/** Starts a new page; open tags carry over to it. */
export function newPage(flow: Flow): void {
  flow.pageEnds.set(currentPageIndex(flow.doc), flow.y);
  flow.doc.continueOnNewPage();
  flow.y = flow.doc.page.margins.top;
}

function atPageTop(flow: Flow): boolean {
  return flow.y <= flow.doc.page.margins.top + 0.5;
}

/** Starts a new page when `height` does not fit below the cursor (and would fit on a fresh page). */
export function keepTogether(flow: Flow, height: number): void {
  const fresh = bottomLimit(flow.doc) - flow.doc.page.margins.top;
  if (flow.y + height > bottomLimit(flow.doc) + 0.01 && height <= fresh && !atPageTop(flow)) newPage(flow);
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
 * Draws the text down from the cursor, breaking pages between lines but never leaving fewer
 * than `keepLines` lines on either side of a break. A right-to-left paragraph (see `direction`)
 * is set flush right. The cursor ends below the last line.
 */
export function drawText(flow: Flow, text: string, box: TextBox): void {
  const paragraph = flow.text.layout(text, box.style, box.width, box.direction ?? "ltr");
  const { lines } = paragraph;
  const height = boxLineHeight(box);
  const gap = box.gap ?? PDF_STYLE.lineGap;
  const keep = box.keepLines ?? 2;
  const rightEdge = paragraph.prepared.rtl ? box.x + box.width : undefined;
  let index = 0;
  while (index < lines.length) {
    const fit = Math.max(0, Math.floor((bottomLimit(flow.doc) - flow.y + gap + 0.01) / height));
    const left = lines.length - index;
    let take = Math.min(fit, left);
    if (take < left) {
      if (left - take < keep) take = left - keep; // keep enough lines for the next page
      if (take < keep) take = 0; // too few to leave at the foot of this page
      if (take === 0 && atPageTop(flow)) take = Math.max(1, fit); // an empty page: no better place
    }
    for (const line of lines.slice(index, index + take)) {
      flow.text.drawLine(paragraph, line, box.x, flow.y + baselineOffset(box.style.size), box.style, rightEdge);
      flow.y += height;
    }
    index += take;
    if (index < lines.length) newPage(flow);
  }
}

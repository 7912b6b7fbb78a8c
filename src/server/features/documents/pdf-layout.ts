import { FONT_REGULAR } from "./fonts.ts";

/** Page geometry, type sizes and the small layout helpers the PDF renderer needs. */

export const PDF_STYLE = {
  margin: 72, // 1 inch
  bodySize: 11,
  footerSize: 8.5,
  lineGap: 3.5, // DejaVu Sans 11 pt is 12.8 pt tall: about 1.45 line spacing
  textColor: "#111111",
  mutedColor: "#555555",
  ruleColor: "#b8b8b8",
  gapAfterBlock: 15, // sender, date, recipient, subject
  gapAfterParagraph: 10,
  gapBeforeHeading: 6,
  gapAfterHeading: 4,
  gapBetweenItems: 4,
  gapInQuote: 6,
  listLabelWidth: 22,
  listIndent: 12,
  quoteIndent: 24,
  signatureRoom: 34, // where the sender signs
  signatureLineWidth: 210,
} as const;


export function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

export function bottomLimit(doc: PDFKit.PDFDocument): number {
  return doc.page.height - doc.page.margins.bottom;
}

export function lineHeight(doc: PDFKit.PDFDocument): number {
  return doc.currentLineHeight(true) + PDF_STYLE.lineGap;
}

/** Starts a new page when `height` does not fit below the cursor (and would fit on a fresh page). */
export function keepTogether(doc: PDFKit.PDFDocument, height: number): void {
  const fresh = bottomLimit(doc) - doc.page.margins.top;
  if (doc.y + height > bottomLimit(doc) && height <= fresh) doc.addPage();
}

/** Page index (0-based, in the buffered range) the cursor is on. */
export function currentPageIndex(doc: PDFKit.PDFDocument): number {
  const range = doc.bufferedPageRange();
  return range.start + range.count - 1;
}

/** A thin vertical rule beside quoted text that may run over several pages. */
export function drawSideRule(
  doc: PDFKit.PDFDocument,
  x: number,
  from: { page: number; y: number },
  to: { page: number; y: number },
): void {
  for (let page = from.page; page <= to.page; page += 1) {
    doc.switchToPage(page);
    const top = page === from.page ? from.y : doc.page.margins.top;
    const bottom = page === to.page ? to.y : bottomLimit(doc);
    doc.save().lineWidth(1.5).strokeColor(PDF_STYLE.ruleColor).moveTo(x, top).lineTo(x, bottom).stroke().restore();
  }
  doc.switchToPage(to.page);
}

/** "Page N of M" centred in the bottom margin of every page, only when there is more than one. */
export function addPageNumbers(doc: PDFKit.PDFDocument): void {
  const range = doc.bufferedPageRange();
  if (range.count < 2) return;
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not open a new page
    doc
      .font(FONT_REGULAR)
      .fontSize(PDF_STYLE.footerSize)
      .fillColor(PDF_STYLE.mutedColor)
      .text(`Page ${index + 1} of ${range.count}`, doc.page.margins.left, doc.page.height - bottomMargin / 2 - 4, {
        width: contentWidth(doc),
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottomMargin;
  }
}

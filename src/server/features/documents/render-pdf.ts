import PDFDocument from "pdfkit";
import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import { DOCUMENT_CREATOR, type DocumentMeta } from "./document-meta.ts";
import { FONT_BOLD, FONT_REGULAR, registerLetterFonts } from "./fonts.ts";
import {
  addPageNumbers,
  contentWidth,
  currentPageIndex,
  drawSideRule,
  keepTogether,
  lineHeight,
  PDF_STYLE as S,
} from "./pdf-layout.ts";

/** The letter as a US Letter PDF with embedded DejaVu Sans, selectable text and page numbers. */
export function renderLetterPdf(blocks: readonly LetterBlock[], meta: DocumentMeta): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: S.margin,
    bufferPages: true,
    lang: "en-US",
    displayTitle: true,
    /* pdfkit fails on an undefined entry, so Subject is only set when there is one. */
    info: {
      Title: meta.title,
      Author: meta.author,
      Creator: DOCUMENT_CREATOR,
      ...(meta.subject ? { Subject: meta.subject } : {}),
    },
  });
  const finished = collect(doc);
  registerLetterFonts(doc);
  blocks.forEach((block, index) => drawBlock(doc, block, blocks[index + 1]));
  addPageNumbers(doc);
  doc.end();
  return finished;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

function use(doc: PDFKit.PDFDocument, font: string, color: string = S.textColor): void {
  doc.font(font).fontSize(S.bodySize).fillColor(color);
}

/** Writes text at x from the cursor down; the cursor ends below it. */
function write(doc: PDFKit.PDFDocument, text: string, x: number, width: number): void {
  doc.text(text, x, doc.y, { width, lineGap: S.lineGap });
}

function height(doc: PDFKit.PDFDocument, text: string, width: number): number {
  return doc.heightOfString(text, { width, lineGap: S.lineGap });
}

function drawBlock(doc: PDFKit.PDFDocument, block: LetterBlock, next: LetterBlock | undefined): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  switch (block.kind) {
    case "sender":
    case "recipient": {
      use(doc, FONT_REGULAR);
      const text = block.lines.join("\n");
      keepTogether(doc, height(doc, text, width));
      write(doc, text, left, width);
      doc.y += S.gapAfterBlock;
      return;
    }
    case "date":
      use(doc, FONT_REGULAR);
      write(doc, block.text, left, width);
      doc.y += S.gapAfterBlock;
      return;
    case "subject":
      use(doc, FONT_BOLD);
      write(doc, block.text, left, width);
      doc.y += S.gapAfterBlock;
      return;
    case "heading":
      use(doc, FONT_BOLD);
      doc.y += S.gapBeforeHeading;
      keepTogether(doc, height(doc, block.text, width) + S.gapAfterHeading + 3 * lineHeight(doc));
      write(doc, block.text, left, width);
      doc.y += S.gapAfterHeading;
      return;
    case "paragraph":
    case "note":
      use(doc, FONT_REGULAR, block.kind === "note" ? S.mutedColor : S.textColor);
      /* The last paragraph travels with the signature, so the signature never starts a page alone. */
      if (next?.kind === "signature") keepTogether(doc, height(doc, block.text, width) + signatureHeight(doc));
      write(doc, block.text, left, width);
      doc.y += S.gapAfterParagraph;
      return;
    case "list":
      drawList(doc, block);
      return;
    case "quote":
      drawQuote(doc, block.paragraphs);
      return;
    case "signature":
      use(doc, FONT_REGULAR);
      keepTogether(doc, signatureHeight(doc));
      write(doc, block.closing, left, width);
      doc.y += S.signatureRoom;
      doc.save().lineWidth(0.75).strokeColor(S.textColor);
      doc.moveTo(left, doc.y).lineTo(left + S.signatureLineWidth, doc.y).stroke().restore();
      doc.y += 4;
      write(doc, block.name, left, width);
      doc.y += S.gapAfterParagraph;
      return;
  }
}

function signatureHeight(doc: PDFKit.PDFDocument): number {
  return 2 * lineHeight(doc) + S.signatureRoom + 4;
}

function drawList(doc: PDFKit.PDFDocument, block: Extract<LetterBlock, { kind: "list" }>): void {
  use(doc, FONT_REGULAR);
  const labelX = doc.page.margins.left + S.listIndent;
  const textX = labelX + S.listLabelWidth;
  const textWidth = contentWidth(doc) - S.listIndent - S.listLabelWidth;
  block.items.forEach((item, index) => {
    keepTogether(doc, Math.min(height(doc, item, textWidth), 3 * lineHeight(doc)));
    const top = doc.y;
    const label = block.style === "numbered" ? `${index + 1}.` : "•";
    doc.text(label, labelX, top, { width: S.listLabelWidth, lineBreak: false });
    doc.y = top;
    write(doc, item, textX, textWidth);
    doc.y += S.gapBetweenItems;
  });
  doc.y += S.gapAfterParagraph - S.gapBetweenItems;
}

/** The user's own words: indented, with a rule on the left, one paragraph per line they typed. */
function drawQuote(doc: PDFKit.PDFDocument, paragraphs: readonly string[]): void {
  use(doc, FONT_REGULAR);
  const ruleX = doc.page.margins.left + S.quoteIndent / 2 - 2;
  const textX = doc.page.margins.left + S.quoteIndent;
  const textWidth = contentWidth(doc) - S.quoteIndent;
  keepTogether(doc, Math.min(height(doc, paragraphs[0] ?? "", textWidth), 2 * lineHeight(doc)));
  const from = { page: currentPageIndex(doc), y: doc.y };
  paragraphs.forEach((paragraph, index) => {
    if (index > 0) doc.y += S.gapInQuote;
    write(doc, paragraph, textX, textWidth);
  });
  const end = doc.y;
  drawSideRule(doc, ruleX, from, { page: currentPageIndex(doc), y: end - S.lineGap });
  doc.y = end + S.gapAfterParagraph;
}

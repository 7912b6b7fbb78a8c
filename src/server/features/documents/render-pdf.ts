import PDFDocument from "pdfkit";
import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import type { DocumentMeta } from "./document-meta.ts";
import { primaryFace } from "./fonts.ts";
import { drawBlock } from "./pdf-blocks.ts";
import { createFlow } from "./pdf-flow.ts";
import { asArtifact, baselineOffset, contentWidth, PDF_STYLE as S, SMALL } from "./pdf-layout.ts";
import { documentInfo, useNeutralMetadata } from "./pdf-metadata.ts";
import { structureRoot } from "./pdf-tags.ts";
import { createPdfText, type PdfText } from "./pdf-text.ts";

/**
 * The letter as a US Letter PDF/A-2b file: tagged, every script printed from embedded subset
 * fonts, the addresses placed for a #10 double-window envelope, and from page 2 on a line at the
 * top naming the sender and the page ("Jane Doe — page 2 of 3").
 */
export function renderLetterPdf(blocks: readonly LetterBlock[], meta: DocumentMeta): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: S.margin,
    bufferPages: true,
    lang: "en-US",
    displayTitle: true,
    tagged: true,
    pdfVersion: "1.7",
    subset: "PDF/A-2b",
    /* The primary font, already parsed, instead of pdfkit's default Helvetica (read from disk per document). */
    font: primaryFace("regular").font as unknown as string,
    info: documentInfo(meta),
  });
  useNeutralMetadata(doc);
  const finished = collect(doc);
  const text = createPdfText(doc);
  const flow = createFlow(doc, text);
  const root = structureRoot(doc);
  blocks.forEach((block, index) => drawBlock(flow, root, block, blocks[index + 1]));
  root.end();
  addContinuationLines(doc, text, meta.author);
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

/** "Jane Doe — page 2 of 3" in the top margin of every page after the first. */
function addContinuationLines(doc: PDFKit.PDFDocument, text: PdfText, author: string): void {
  const range = doc.bufferedPageRange();
  for (let index = 1; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const page = `page ${index + 1} of ${range.count}`;
    const label = author.trim() ? `${author.trim()} — ${page}` : `Page ${index + 1} of ${range.count}`;
    const paragraph = text.layout(label, SMALL, contentWidth(doc), "ltr");
    const line = paragraph.lines[0];
    if (!line) continue;
    const baseline = doc.page.margins.top / 2 + baselineOffset(SMALL.size) - SMALL.size / 2;
    asArtifact(doc, () => text.drawLine(paragraph, line, doc.page.margins.left, baseline, SMALL), "Pagination");
  }
}

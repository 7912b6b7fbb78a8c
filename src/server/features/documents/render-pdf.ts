import PDFDocument from "pdfkit";
import { LOCALES } from "../../../domain/i18n/languages.ts";
import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import type { DocumentMeta } from "./document-meta.ts";
import { primaryFace } from "./fonts.ts";
import { layoutLetter } from "./letter-layout.ts";
import { drawItems } from "./pdf-draw.ts";
import { PAGE } from "./pdf-page.ts";
import { documentInfo, applyNeutralMetadata } from "./pdf-metadata.ts";
import { structureRoot } from "./pdf-tags.ts";
import { createPdfText } from "./pdf-text.ts";

/**
 * The letter as a US Letter PDF/A-2b file: tagged, every script printed from embedded subset
 * fonts, the addresses placed for a #10 double-window envelope, and from page 2 on a line at the
 * top naming the sender and the page ("Jane Doe — page 2 of 3"). Laid out first (`layoutLetter`,
 * which the page limit on save counts), then drawn as laid out.
 */
export function renderLetterPdf(blocks: readonly LetterBlock[], meta: DocumentMeta): Promise<Buffer> {
  const layout = layoutLetter(blocks, meta.author, meta.language, meta.courtesyMark);
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    bufferPages: true,
    lang: LOCALES[meta.language ?? "en"],
    displayTitle: true,
    tagged: true,
    pdfVersion: "1.7",
    subset: "PDF/A-2b",
    /* The primary font, already parsed, instead of pdfkit's default Helvetica (read from disk per document). */
    font: primaryFace("regular").font as unknown as string,
    info: documentInfo(meta),
  });
  applyNeutralMetadata(doc);
  const finished = collect(doc);
  const text = createPdfText(doc);
  const root = structureRoot(doc);
  drawItems(doc, text, root, layout.items);
  root.end();
  drawItems(doc, text, root, layout.pageLabels);
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

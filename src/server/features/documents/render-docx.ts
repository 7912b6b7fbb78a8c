import { AlignmentType, Document, Header, HeadingLevel, Packer, PageNumber, Paragraph, TextRun } from "docx";
import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import type { DocumentMeta } from "./document-meta.ts";
import { readsRightToLeft, textRuns } from "./docx-runs.ts";
import { itemKeepsWithNext, keepsWithNext } from "./keep-with-next.ts";
import { signatureParagraphs } from "./docx-signature.ts";
import { LETTER_NUMBERING, LETTER_STYLES, LIST_REFERENCES, PT, STYLE_IDS, TWIPS_PER_INCH } from "./docx-styles.ts";
import { PDF_STYLE } from "./pdf-page.ts";

export const DOCX_PAGE = { width: 8.5 * TWIPS_PER_INCH, height: 11 * TWIPS_PER_INCH, margin: TWIPS_PER_INCH };

/**
 * The letter as an editable Word file: one paragraph per paragraph, real styles and real lists,
 * the PDF's fonts (per script), sizes and spacing, and from page 2 on the same header line
 * ("Jane Doe — page 2 of 3"). Word lays the page out itself, so the addresses are not placed for
 * the envelope windows here: the PDF is what gets mailed.
 */
export function renderLetterDocx(blocks: readonly LetterBlock[], meta: DocumentMeta): Promise<Buffer> {
  let listCount = 0;
  const children = blocks.flatMap((block, index) => {
    if (block.kind === "list") listCount += 1;
    return blockParagraphs(block, blocks[index + 1], listCount, keepsWithNext(blocks, index));
  });
  const document = new Document({
    title: meta.title,
    creator: meta.author,
    lastModifiedBy: meta.author,
    ...(meta.subject ? { subject: meta.subject } : {}),
    styles: LETTER_STYLES,
    numbering: LETTER_NUMBERING,
    sections: [
      {
        properties: {
          titlePage: true,
          page: {
            size: { width: DOCX_PAGE.width, height: DOCX_PAGE.height },
            margin: {
              top: DOCX_PAGE.margin,
              right: DOCX_PAGE.margin,
              bottom: DOCX_PAGE.margin,
              left: DOCX_PAGE.margin,
            },
          },
        },
        headers: { default: continuationHeader(meta.author), first: new Header({ children: [] }) },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** "Jane Doe — page 2 of 3" on every page after the first (the first has its own, empty, header). */
function continuationHeader(author: string): Header {
  const name = author.trim();
  const label = name ? [...textRuns(`${name} — `), new TextRun("page ")] : [new TextRun("Page ")];
  return new Header({
    children: [
      new Paragraph({
        style: STYLE_IDS.pageHeader,
        children: [...label, new TextRun({ children: [PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES] })],
      }),
    ],
  });
}

type ParagraphOptions = Omit<ConstructorParameters<typeof Paragraph>[0] & object, "children" | "text">;

/** A paragraph of text in the letter's fonts; with `auto`, one that starts in Arabic or Hebrew reads right to left (the user's own words). */
function textParagraph(text: string, options: ParagraphOptions = {}, direction: "ltr" | "auto" = "ltr") {
  const rightToLeft = direction === "auto" && readsRightToLeft(text);
  return new Paragraph({
    ...options,
    ...(rightToLeft ? { bidirectional: true, alignment: AlignmentType.START } : {}),
    children: textRuns(text, {}, direction),
  });
}

/** Lines kept together as one block (sender, recipient): no gap inside, the usual gap after. */
function lineParagraphs(lines: readonly string[]): Paragraph[] {
  return lines.map(
    (line, index) =>
      new Paragraph({
        style: STYLE_IDS.addressLine,
        children: textRuns(line),
        ...(index === lines.length - 1 ? { spacing: { after: PDF_STYLE.gapAfterBlock * PT }, keepNext: false } : {}),
      }),
  );
}

/** `keepNext`: the block ends on the page where the next one starts (`keep-with-next.ts`, as the PDF keeps it). */
function blockParagraphs(
  block: LetterBlock,
  next: LetterBlock | undefined,
  listNumber: number,
  keepNext: boolean,
): Paragraph[] {
  switch (block.kind) {
    case "sender":
    case "recipient":
      return lineParagraphs(block.lines);
    case "mailing":
      return [new Paragraph({ style: STYLE_IDS.addressLine, keepNext: true, children: textRuns(block.text) })];
    case "date":
      return [textParagraph(block.text, { spacing: { after: PDF_STYLE.gapAfterBlock * PT } })];
    case "subject":
      return [new Paragraph({ style: STYLE_IDS.subject, children: textRuns(block.text, { bold: true }) })];
    case "heading":
      return [new Paragraph({ heading: HeadingLevel.HEADING_2, children: textRuns(block.text, { bold: true }) })];
    case "paragraph":
      /* The last paragraph stays whole on the page of the signature; a list's lead-in with its first item. */
      return [
        textParagraph(block.text, {
          ...(keepNext ? { keepNext: true } : {}),
          ...(next?.kind === "signature" ? { keepLines: true } : {}),
        }),
      ];
    case "note":
      return [textParagraph(block.text, { style: STYLE_IDS.note, ...(keepNext ? { keepNext: true } : {}) })];
    case "list":
      return block.items.map((item, index) =>
        textParagraph(item, {
          keepLines: true,
          ...((keepNext && index === block.items.length - 1) || itemKeepsWithNext(block.items.length, index)
            ? { keepNext: true }
            : {}),
          spacing: { after: PDF_STYLE.gapBetweenItems * PT },
          numbering: { reference: LIST_REFERENCES[block.style], level: 0, instance: listNumber },
        }),
      );
    case "quote":
      return block.paragraphs.map((paragraph, index) =>
        textParagraph(
          paragraph,
          { style: STYLE_IDS.quote, ...(keepNext && index === block.paragraphs.length - 1 ? { keepNext: true } : {}) },
          "auto",
        ),
      );
    case "signature":
      return signatureParagraphs(block, DOCX_PAGE.width - 2 * DOCX_PAGE.margin);
    case "enclosures":
      if (block.items.length === 0) return [];
      return [
        new Paragraph({ keepNext: true, spacing: { after: 0 }, children: textRuns("Enclosures:") }),
        ...block.items.map((item, index) =>
          textParagraph(item, {
            indent: { left: PDF_STYLE.enclosureIndent * PT },
            ...(index < block.items.length - 1 ? { spacing: { after: 0 }, keepNext: true } : {}),
          }),
        ),
      ];
  }
}

import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
} from "docx";
import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import { DOCUMENT_CREATOR, type DocumentMeta } from "./document-meta.ts";
import { LETTER_NUMBERING, LETTER_STYLES, LIST_REFERENCES, STYLE_IDS, TWIPS_PER_INCH } from "./docx-styles.ts";

const PAGE = { width: 8.5 * TWIPS_PER_INCH, height: 11 * TWIPS_PER_INCH, margin: TWIPS_PER_INCH };

/** The letter as an editable Word file: one paragraph per paragraph, real styles and real lists. */
export function renderLetterDocx(blocks: readonly LetterBlock[], meta: DocumentMeta): Promise<Buffer> {
  let listCount = 0;
  const children = blocks.flatMap((block, index) => {
    if (block.kind === "list") listCount += 1;
    return blockParagraphs(block, blocks[index + 1], listCount);
  });
  const document = new Document({
    title: meta.title,
    creator: meta.author,
    lastModifiedBy: meta.author,
    subject: meta.subject,
    description: `Created with ${DOCUMENT_CREATOR}`,
    styles: LETTER_STYLES,
    numbering: LETTER_NUMBERING,
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: { top: PAGE.margin, right: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin },
          },
        },
        footers: { default: pageNumberFooter() },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}

function pageNumberFooter(): Footer {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({ children: ["Page ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES], size: 17, color: "555555" }),
        ],
      }),
    ],
  });
}

/** Lines kept together as one block (sender, recipient): no gap inside, the usual gap after. */
function lineParagraphs(lines: readonly string[]): Paragraph[] {
  return lines.map(
    (line, index) =>
      new Paragraph({
        style: STYLE_IDS.addressLine,
        text: line,
        ...(index === lines.length - 1 ? { spacing: { after: 14 * 20 }, keepNext: false } : {}),
      }),
  );
}

function blockParagraphs(block: LetterBlock, next: LetterBlock | undefined, listNumber: number): Paragraph[] {
  switch (block.kind) {
    case "sender":
    case "recipient":
      return lineParagraphs(block.lines);
    case "date":
      return [new Paragraph({ text: block.text, spacing: { after: 14 * 20 } })];
    case "subject":
      return [new Paragraph({ style: STYLE_IDS.subject, text: block.text })];
    case "heading":
      return [new Paragraph({ heading: HeadingLevel.HEADING_2, text: block.text })];
    case "paragraph":
      /* The last paragraph stays on the page of the signature. */
      return [new Paragraph({ text: block.text, ...(next?.kind === "signature" ? { keepNext: true } : {}) })];
    case "note":
      return [new Paragraph({ style: STYLE_IDS.note, text: block.text })];
    case "list":
      return block.items.map(
        (item) =>
          new Paragraph({
            text: item,
            spacing: { after: 4 * 20 },
            numbering: { reference: LIST_REFERENCES[block.style], level: 0, instance: listNumber },
          }),
      );
    case "quote":
      return block.paragraphs.map((paragraph) => new Paragraph({ style: STYLE_IDS.quote, text: paragraph }));
    case "signature":
      return [
        new Paragraph({ text: block.closing, keepNext: true, spacing: { after: 0 } }),
        /* Room to sign, on a line 2.5 inches wide. */
        new Paragraph({
          text: "",
          keepNext: true,
          spacing: { before: 36 * 20, after: 60 },
          indent: { right: PAGE.width - 2 * PAGE.margin - 2.5 * TWIPS_PER_INCH },
          border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "111111", space: 1 } },
        }),
        new Paragraph({ text: block.name }),
      ];
  }
}

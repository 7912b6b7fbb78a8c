import {
  AlignmentType,
  BorderStyle,
  LevelFormat,
  LineRuleType,
  type INumberingOptions,
  type IStylesOptions,
} from "docx";
import { PRIMARY_FAMILY } from "./font-files.ts";
import { lineHeight } from "./pdf-layout.ts";
import { PDF_STYLE } from "./pdf-page.ts";

/** Word measures in twips (1/20 pt) and font sizes in half-points. */
export const TWIPS_PER_INCH = 1440;
export const PT = 20;

/** Sender and recipient lines: 10 pt, set as tight as in the PDF. */
export const ADDRESS_SIZE = 10;

/** The PDF's line pitch, as Word's "at least" line spacing (taller scripts still get room). */
const lineSpacing = (size: number, gap: number) => ({
  line: Math.round(lineHeight(size, gap) * PT),
  lineRule: LineRuleType.AT_LEAST,
});

export const STYLE_IDS = {
  addressLine: "AddressLine",
  subject: "LetterSubject",
  quote: "Quote",
  note: "LetterNote",
  pageHeader: "PageHeader",
} as const;

export const LIST_REFERENCES = { numbered: "letter-numbered", bulleted: "letter-bulleted" } as const;

const NAME = PRIMARY_FAMILY.name;
const FONT = { ascii: NAME, hAnsi: NAME, eastAsia: NAME, cs: NAME };
const BODY_SIZE = PDF_STYLE.bodySize * 2;

/** Normal 11 pt DejaVu Sans at the PDF's line pitch, headings bold at body size, the user's words indented with a rule. */
export const LETTER_STYLES: IStylesOptions = {
  default: {
    document: {
      run: { font: FONT, size: BODY_SIZE, sizeComplexScript: BODY_SIZE, color: "111111", language: { value: "en-US" } },
      paragraph: {
        spacing: { after: PDF_STYLE.gapAfterParagraph * PT, ...lineSpacing(PDF_STYLE.bodySize, PDF_STYLE.lineGap) },
      },
    },
    heading2: {
      run: { font: FONT, size: BODY_SIZE, bold: true, color: "111111" },
      paragraph: {
        keepNext: true,
        spacing: { before: PDF_STYLE.gapBeforeHeading * PT, after: PDF_STYLE.gapAfterHeading * PT },
      },
    },
  },
  paragraphStyles: [
    {
      id: STYLE_IDS.addressLine,
      name: "Address Line",
      basedOn: "Normal",
      quickFormat: true,
      run: { size: ADDRESS_SIZE * 2, sizeComplexScript: ADDRESS_SIZE * 2 },
      paragraph: { spacing: { after: 0, ...lineSpacing(ADDRESS_SIZE, 1.6) }, keepLines: true, keepNext: true },
    },
    {
      id: STYLE_IDS.subject,
      name: "Letter Subject",
      basedOn: "Normal",
      next: "Normal",
      quickFormat: true,
      run: { bold: true, boldComplexScript: true },
      paragraph: { spacing: { before: 4 * PT, after: PDF_STYLE.gapAfterBlock * PT } },
    },
    {
      id: STYLE_IDS.quote,
      name: "Quote",
      basedOn: "Normal",
      quickFormat: true,
      run: { color: "222222" },
      paragraph: {
        indent: { left: PDF_STYLE.quoteIndent * PT },
        spacing: { after: PDF_STYLE.gapInQuote * PT },
        border: { left: { style: BorderStyle.SINGLE, size: 12, color: "B8B8B8", space: 10 } },
      },
    },
    {
      id: STYLE_IDS.note,
      name: "Letter Note",
      basedOn: "Normal",
      run: { color: "555555" },
    },
    {
      id: STYLE_IDS.pageHeader,
      name: "Page Header",
      basedOn: "Normal",
      run: { color: "555555", size: PDF_STYLE.smallSize * 2, sizeComplexScript: PDF_STYLE.smallSize * 2 },
      paragraph: { spacing: { after: 0 } },
    },
  ],
};

function listLevel(format: (typeof LevelFormat)[keyof typeof LevelFormat], text: string) {
  return {
    level: 0,
    format,
    text,
    alignment: AlignmentType.START,
    style: {
      paragraph: {
        indent: {
          left: (PDF_STYLE.listIndent + PDF_STYLE.listLabelWidth) * PT,
          hanging: PDF_STYLE.listLabelWidth * PT,
        },
      },
    },
  };
}

export const LETTER_NUMBERING: INumberingOptions = {
  config: [
    { reference: LIST_REFERENCES.numbered, levels: [listLevel(LevelFormat.DECIMAL, "%1.")] },
    { reference: LIST_REFERENCES.bulleted, levels: [listLevel(LevelFormat.BULLET, "•")] },
  ],
};

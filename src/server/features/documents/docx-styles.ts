import { AlignmentType, BorderStyle, LevelFormat, type INumberingOptions, type IStylesOptions } from "docx";

/** Word measures in twips (1/20 pt) and font sizes in half-points. */
export const TWIPS_PER_INCH = 1440;
const PT = 20;

export const STYLE_IDS = {
  addressLine: "AddressLine",
  subject: "LetterSubject",
  quote: "Quote",
  note: "LetterNote",
} as const;

export const LIST_REFERENCES = { numbered: "letter-numbered", bulleted: "letter-bulleted" } as const;

const FONT = "Arial";

/** Normal 11 pt Arial, headings bold at body size, the user's words indented with a rule. */
export const LETTER_STYLES: IStylesOptions = {
  default: {
    document: {
      run: { font: FONT, size: 22, language: { value: "en-US" } },
      paragraph: { spacing: { after: 10 * PT, line: 276 } },
    },
    heading2: {
      run: { font: FONT, size: 22, bold: true, color: "111111" },
      paragraph: { keepNext: true, spacing: { before: 14 * PT, after: 4 * PT } },
    },
  },
  paragraphStyles: [
    {
      id: STYLE_IDS.addressLine,
      name: "Address Line",
      basedOn: "Normal",
      quickFormat: true,
      paragraph: { spacing: { after: 0 }, keepLines: true, keepNext: true },
    },
    {
      id: STYLE_IDS.subject,
      name: "Letter Subject",
      basedOn: "Normal",
      next: "Normal",
      quickFormat: true,
      run: { bold: true },
      paragraph: { spacing: { before: 4 * PT, after: 14 * PT } },
    },
    {
      id: STYLE_IDS.quote,
      name: "Quote",
      basedOn: "Normal",
      quickFormat: true,
      run: { color: "222222" },
      paragraph: {
        indent: { left: 0.4 * TWIPS_PER_INCH, right: 0.4 * TWIPS_PER_INCH },
        spacing: { after: 6 * PT },
        border: { left: { style: BorderStyle.SINGLE, size: 12, color: "B8B8B8", space: 10 } },
      },
    },
    {
      id: STYLE_IDS.note,
      name: "Letter Note",
      basedOn: "Normal",
      run: { italics: true, color: "555555", size: 19 },
    },
  ],
};

function listLevel(format: (typeof LevelFormat)[keyof typeof LevelFormat], text: string) {
  return {
    level: 0,
    format,
    text,
    alignment: AlignmentType.START,
    style: { paragraph: { indent: { left: 0.5 * TWIPS_PER_INCH, hanging: 0.3 * TWIPS_PER_INCH } } },
  };
}

export const LETTER_NUMBERING: INumberingOptions = {
  config: [
    { reference: LIST_REFERENCES.numbered, levels: [listLevel(LevelFormat.DECIMAL, "%1.")] },
    { reference: LIST_REFERENCES.bulleted, levels: [listLevel(LevelFormat.BULLET, "•")] },
  ],
};

/** Download names and content types of a letter's files (spec: demand-letter-{id}.pdf / .docx). */

export type LetterFileFormat = "pdf" | "docx";

export const LETTER_CONTENT_TYPES: Readonly<Record<LetterFileFormat, string>> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** demand-letter-12.pdf; admins download admin-letter-12.docx with prefix "admin-letter". */
export function letterFileName(id: number, format: LetterFileFormat, prefix = "demand-letter"): string {
  return `${prefix}-${id}.${format}`;
}

/** The URL segment of the download call ("pdf" | "word") to the file format. */
export function fileFormatFromParam(param: "pdf" | "word"): LetterFileFormat {
  return param === "word" ? "docx" : "pdf";
}

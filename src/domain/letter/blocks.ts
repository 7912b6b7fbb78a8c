/**
 * A letter as an ordered list of blocks. The template builds them once; the preview, the stored
 * text, the PDF and the Word file only lay them out, so they always say the same thing.
 */
export type LetterBlock =
  /** Lines printed together, top left: name, street, city line, email, phone. */
  | { kind: "sender"; lines: string[] }
  | { kind: "date"; text: string }
  /** The addressee's lines, as on the envelope. */
  | { kind: "recipient"; lines: string[] }
  /** The subject line, printed bold; text includes the "Subject:" label. */
  | { kind: "subject"; text: string }
  /** A short section title. */
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; style: "numbered" | "bulleted"; items: string[] }
  /** The user's own words, one entry per line they typed, printed indented. */
  | { kind: "quote"; paragraphs: string[] }
  /** Closing ("Sincerely,"), room to sign, then the printed name. */
  | { kind: "signature"; closing: string; name: string }
  /** A remark about the document itself (the preview's closing note), not part of the letter. */
  | { kind: "note"; text: string };

export type LetterBlockKind = LetterBlock["kind"];

/**
 * A letter as an ordered list of blocks. The template builds them once; the preview, the stored
 * text, the PDF and the Word file only lay them out, so they always say the same thing.
 */

/** How the sender signed: typed ("/s/ Jane Doe") or drawn (a PNG as a data URL). */
export type SignatureMark = { kind: "typed"; text: string } | { kind: "drawn"; png: string };

export type LetterBlock =
  /** Lines printed together, top left: name, street, city line, email, phone. */
  | { kind: "sender"; lines: string[] }
  | { kind: "date"; text: string }
  /** "Via USPS Certified Mail No. …": printed just above the recipient block on mailed letters. */
  | { kind: "mailing"; text: string }
  /** The addressee's lines, as on the envelope (placed where a #10 double-window envelope shows them). */
  | { kind: "recipient"; lines: string[] }
  /** The subject line, printed bold; text includes the "Subject:" label. */
  | { kind: "subject"; text: string }
  /** A short section title. */
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; style: "numbered" | "bulleted"; items: string[] }
  /** The user's own words, one entry per line they typed, printed indented. */
  | {
      kind: "quote";
      paragraphs: string[];
      /** Set on English text inside a document in another language (the statement of claim a court reads). */
      language?: "en";
    }
  /** Closing ("Sincerely,"), the signature (or room to sign), then the printed name. */
  | { kind: "signature"; closing: string; name: string; mark?: SignatureMark }
  /** "Enclosures:" and what the sender attaches, after the signature. */
  | { kind: "enclosures"; items: string[] }
  /** A remark about the document itself (the preview's closing note), not part of the letter. */
  | { kind: "note"; text: string };

export type LetterBlockKind = LetterBlock["kind"];

/**
 * A document as its PDF lays it out, page by page, for showing before it is paid for or as it
 * was mailed. Positions are in PDF points from the page's top left; each run is drawn at `x`
 * and fills `width`, so a screen shows every line where the PDF prints it.
 */

/** Part of a line in one direction, in the order the line is drawn from left to right. */
export interface PageRun {
  text: string;
  x: number;
  width: number;
  rtl: boolean;
}

export interface PageLine {
  baseline: number;
  size: number;
  bold: boolean;
  color: string;
  runs: PageRun[];
  /** The line's words in the order typed, for reading them reflowed on a narrow screen. */
  text: string;
  /** Its paragraph reads right to left. */
  rtl: boolean;
  /** The last line of its paragraph (a reflowed reading joins the lines before it). */
  ends: boolean;
  /** Left edge, in points: a reflowed reading keeps indented lines (quotes, list items) indented. */
  x: number;
}

export interface PageRule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  color: string;
}

export interface PageImage {
  /** A PNG as a data URL. */
  src: string;
  alt: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidOutPage {
  lines: PageLine[];
  rules: PageRule[];
  images: PageImage[];
}

export type PagedDocument = "letter" | "final-notice" | "data-request";

/** GET /api/demand-letters/{id}/pages: the letter or final notice as its PDF will be (or was) printed. */
export interface LetterPagesView {
  document: PagedDocument;
  /** True when these are the pages handed to the mail service; false for a preview not yet dated or sent. */
  mailed: boolean;
  /** The day printed on it (YYYY-MM-DD): today for a preview, the mailing day for a mailed copy. */
  letterDate: string;
  /** The page size in points (US Letter). */
  width: number;
  height: number;
  pages: LaidOutPage[];
  /** Who it goes to: the recipient block's lines, as on the envelope. */
  recipient: string[];
}

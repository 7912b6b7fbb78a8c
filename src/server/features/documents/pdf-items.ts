import type { Line, Paragraph } from "./line-layout.ts";
import type { PdfTextStyle } from "./pdf-text.ts";

/**
 * A laid-out letter, as what goes on its pages in drawing order. The layout (`letter-layout.ts`)
 * decides every line break, position and page break; the PDF draws these items as they are
 * (`pdf-draw.ts`), and the page count on save only counts the pages, so the two never differ.
 */
export type PdfItem =
  /** A line of a laid-out paragraph on the current page, from x (or ending at `rightEdge`). */
  | {
      kind: "line";
      paragraph: Paragraph;
      line: Line;
      x: number;
      baseline: number;
      style: PdfTextStyle;
      rightEdge?: number;
    }
  /** What follows goes on a new page; open tags carry over to it. */
  | { kind: "newPage" }
  /** A structure element whose content is `items` (P, H1, Lbl, Figure with its alt text). */
  | { kind: "tagged"; type: string; alt?: string; items: PdfItem[] }
  /** A structure element that holds other elements (L, LI, BlockQuote). */
  | { kind: "group"; type: string; items: PdfItem[]; lang?: string }
  /** Drawn for looks only (rules, page numbers): screen readers skip it. */
  | { kind: "artifact"; type: "Layout" | "Pagination"; items: PdfItem[] }
  /** Items for an earlier page (a quote's side rule, the page numbers); drawing then goes on on the last page. */
  | { kind: "onPage"; page: number; items: PdfItem[] }
  | { kind: "image"; png: Buffer; x: number; y: number; width: number; height: number }
  /** A straight stroke from (x1, y1) to (x2, y2). */
  | { kind: "rule"; x1: number; y1: number; x2: number; y2: number; width: number; color: string };

/*
 * The PDF letter's page and spacing as plain numbers, without its fonts: the server's own thread
 * reads the page size from here and never loads the renderer (decision 0072).
 */

/** Page geometry, type sizes and spacing of the PDF letter (the Word file uses the same numbers). */
export const PDF_STYLE = {
  margin: 72, // 1 inch
  bodySize: 11,
  smallSize: 8.5, // page header and footer
  lineGap: 3.5, // DejaVu Sans 11 pt is 12.8 pt tall: about 1.45 line spacing
  addressLineGap: 1.2, // sender and recipient blocks are set tighter, to fit the envelope windows
  textColor: "#111111",
  mutedColor: "#555555",
  ruleColor: "#b8b8b8",
  gapAfterBlock: 15, // date, recipient, subject
  gapAfterParagraph: 10,
  gapBeforeHeading: 6,
  gapAfterHeading: 4,
  gapBetweenItems: 4,
  gapInQuote: 6,
  listLabelWidth: 22,
  listLabelGap: 5, // between a list label's right end and the item's text
  listIndent: 12,
  quoteIndent: 24,
  signatureRoom: 34, // where the sender signs by hand
  signatureMark: { width: 200, height: 50 }, // the most room a drawn signature takes
  signatureLineWidth: 210,
  enclosureIndent: 18,
} as const;

/** A US Letter page in points, with the same margin all round: the PDF is made this size. */
export const PAGE = { width: 612, height: 792, margin: PDF_STYLE.margin } as const;
/** Where text may start and must stop on every page, and how wide a full line is. */
export const PAGE_TOP = PAGE.margin;
export const PAGE_BOTTOM = PAGE.height - PAGE.margin;
export const CONTENT_LEFT = PAGE.margin;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/**
 * Where a #10 double-window envelope shows a tri-folded US Letter page, in inches from the
 * page's top-left corner: the return address shows through the upper window, the recipient's
 * address through the lower one.
 *
 * Source: PostalMethods developer guide, "How To Place Content In The Document"
 * (http://www.postalmethods.com/resources/developers-guide/127): recipient address in a
 * rectangle whose top-left corner is 0.5" from the left and 2.042" from the top, at most 3.5"
 * wide and 0.875" tall; return address 0.5" from the left and 0.5" from the top, at most 3.5"
 * wide and 0.792" tall. The rectangles already allow for the page shifting in the envelope.
 * Cross-checked against Lob's standard #10 double-window outer envelope (help.lob.com, "Letter
 * envelopes": windows 0.625" from the envelope's left edge, 0.875" x 3.25" and 1" x 4").
 * Checked on 2026-11-23.
 *
 * The letter keeps its 1" left margin, so the blocks start at 1" and end where the rectangles
 * end (4.0"): inside both windows whichever way the page sits.
 */
export const ENVELOPE_WINDOWS = {
  returnAddress: { left: 0.5, top: 0.5, width: 3.5, height: 0.792 },
  recipient: { left: 0.5, top: 2.042, width: 3.5, height: 0.875 },
} as const;

export const POINTS_PER_INCH = 72;

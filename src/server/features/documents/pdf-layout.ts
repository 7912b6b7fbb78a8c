import { primaryFace } from "./fonts.ts";
import { PDF_STYLE } from "./pdf-page.ts";
import type { PdfTextStyle } from "./pdf-text.ts";

export const BODY: PdfTextStyle = { weight: "regular", size: PDF_STYLE.bodySize, color: PDF_STYLE.textColor };
export const BOLD: PdfTextStyle = { ...BODY, weight: "bold" };
export const MUTED: PdfTextStyle = { ...BODY, color: PDF_STYLE.mutedColor };
export const SMALL: PdfTextStyle = { ...MUTED, size: PDF_STYLE.smallSize };

/** DejaVu Sans's ascent and full height per point of type size: every line box is set from them. */
function primaryMetrics() {
  const font = primaryFace("regular").font;
  return { ascent: font.ascent / font.unitsPerEm, height: (font.ascent - font.descent) / font.unitsPerEm };
}

let metrics: ReturnType<typeof primaryMetrics> | undefined;

/** The distance from one line's top to the next line's top. */
export function lineHeight(size: number, gap: number): number {
  metrics ??= primaryMetrics();
  return size * metrics.height + gap;
}

/** Where the baseline sits below a line's top. */
export function baselineOffset(size: number): number {
  metrics ??= primaryMetrics();
  return size * metrics.ascent;
}

import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { type Face, faceFor, rightToLeftFont } from "../../../src/server/features/documents/fonts.ts";
import { layOutFromSharedRuns } from "../../../src/server/features/documents/pdf-font-runs.ts";

interface Laid {
  glyphs: Array<{ id: number; codePoints: number[] }> | null;
  positions: Array<Record<string, number>> | null;
  advanceWidth: number;
}

interface EmbeddedFont {
  layout(text: string, features?: unknown, onlyWidth?: boolean): Laid;
}

/** pdfkit's font object for `font` in a new document, and pdfkit's own layout for it. */
function embeddedFont(font: unknown): { embedded: EmbeddedFont; pdfkitLayout: EmbeddedFont["layout"] } {
  const doc = new PDFDocument();
  doc.registerFont("Sample", font as Buffer);
  doc.font("Sample");
  const embedded = (doc as unknown as { _font: EmbeddedFont })._font;
  return { embedded, pdfkitLayout: embedded.layout };
}

const comparable = (laid: Laid) => ({
  glyphs: laid.glyphs?.map((glyph) => [glyph.id, glyph.codePoints]) ?? null,
  positions: laid.positions?.map((position) => ({ ...position })) ?? null,
  advanceWidth: laid.advanceWidth,
});

const TEXTS = [
  "Dear Meta Platforms, Inc.:",
  "AVAST! Wa To. “Tyre” — naïve, Ελένη, Дмитрий",
  "  two  spaces and a tab\there ",
  "trailing space ",
  "",
  "我失去了八年的照片。",
];

describe("pdfkit's text layout from the shared runs", () => {
  it("gives the glyphs, positions and widths pdfkit's own layout gives", () => {
    const latin = faceFor(0x41, "regular") as Face;
    const bold = faceFor(0x41, "bold") as Face;
    const chinese = faceFor(0x6211, "regular") as Face;
    const arabic = faceFor(0x0641, "regular") as Face;
    const cases: Array<[unknown, string[]]> = [
      [latin.font, TEXTS],
      [bold.font, TEXTS],
      [chinese.font, TEXTS.slice(-1)],
      [rightToLeftFont(arabic), ["فقدت حسابي (مثال)", "لا سلام "]],
    ];
    for (const [font, texts] of cases) {
      const { embedded, pdfkitLayout } = embeddedFont(font);
      layOutFromSharedRuns(embedded);
      /* Twice: the second time from the runs kept by the first. */
      for (let round = 0; round < 2; round += 1) {
        for (const text of texts) {
          expect(comparable(embedded.layout(text))).toEqual(comparable(pdfkitLayout.call(embedded, text)));
          expect(embedded.layout(text, undefined, true)).toEqual(pdfkitLayout.call(embedded, text, undefined, true));
        }
      }
    }
  });
});

import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { FONT_FAMILIES, type FontWeight } from "../../../src/server/features/documents/font-files.ts";
import { type Face, faceFor } from "../../../src/server/features/documents/fonts.ts";

/** A character each family draws (the first family that has it), to reach its face through `faceFor`. */
const SAMPLES: Record<string, string> = {
  DejaVuSans: "Zoë Łukasz, Ελένη and Дмитрий: “ﬁne” é ǅ ﬃ ½ Å",
  NotoSansArabic: "فقدت حسابي وكل صوري لا",
  NotoSansHebrew: "שלום עולם",
  NotoSansDevanagari: "हिन्दी क्षत्रिय",
  NotoSansThai: "สวัสดีครับ น้ำ",
  NotoSansSC: "我的账号被停用了臺灣かな",
  NotoSansKR: "계정이 비활성화",
};

interface GlyphDecoder {
  _decode(): { numberOfContours: number } | null;
}

/** Glyphs made of other glyphs (accented letters, ligatures): their components join the subset as it is written. */
function compositeGlyphs(font: fontkit.Font, limit: number): number[] {
  const found: number[] = [];
  for (let id = 1; id < font.numGlyphs && found.length < limit; id += 1) {
    const decoded = (font.getGlyph(id) as unknown as GlyphDecoder)._decode();
    if (decoded && decoded.numberOfContours < 0) found.push(id);
  }
  return found;
}

/** A subset of `font` with `glyphs` added in this order, as the bytes of its font file. */
function encodedSubset(font: fontkit.Font, glyphs: readonly number[]): Buffer {
  const subset = font.createSubset() as unknown as { includeGlyph(id: number): number; encode(): Uint8Array };
  for (const id of glyphs) subset.includeGlyph(id);
  return Buffer.from(subset.encode());
}

describe("the embedded font subsets", () => {
  for (const family of FONT_FAMILIES) {
    const weights: FontWeight[] = family.files.bold ? ["regular", "bold"] : ["regular"];
    for (const weight of weights) {
      it(`are fontkit's own files, byte for byte: ${family.name} ${weight}`, () => {
        const sample = SAMPLES[family.key] ?? "";
        const face = faceFor(sample.codePointAt(0) as number, weight) as Face;
        expect(face.family.key).toBe(family.key);
        const file = weight === "bold" ? family.files.bold : family.files.regular;
        const reference = fontkit.create(readFileSync(file as string)) as fontkit.Font;
        const textGlyphs = reference.layout(sample).glyphs.map((glyph) => glyph.id);
        const composites = compositeGlyphs(reference, 6);
        const spread = Array.from({ length: 40 }, (_, index) => (index * 7919) % reference.numGlyphs);
        /* Three subsets each: the first the process makes of a font is fontkit's, the others are written here. */
        for (const glyphs of [textGlyphs, [...composites, ...textGlyphs], [...spread, ...composites].reverse()]) {
          expect(encodedSubset(face.font, glyphs).toString("base64")).toBe(
            encodedSubset(reference, glyphs).toString("base64"),
          );
        }
      });
    }
  }
});

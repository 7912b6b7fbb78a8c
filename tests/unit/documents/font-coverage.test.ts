import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { coverageDataSource } from "../../../scripts/generate-font-coverage.ts";
import {
  characterClusters,
  isPrintableCodePoint,
  unprintableCharacters,
  withoutUnprintable,
} from "../../../src/domain/letter/font-coverage.ts";
import { faceFor } from "../../../src/server/features/documents/fonts.ts";

const DATA_FILE = new URL("../../../src/domain/letter/font-coverage-data.ts", import.meta.url);

describe("font coverage data", () => {
  it("is what the generator makes from the bundled fonts today (run scripts/generate-font-coverage.ts after a font change)", () => {
    expect(readFileSync(DATA_FILE, "utf8")).toBe(coverageDataSource());
  });

  it("stays small enough for the wizard's chunk", () => {
    expect(readFileSync(DATA_FILE, "utf8").length).toBeLessThan(6000);
  });

  it("agrees with the fonts the PDF draws with, character by character", () => {
    const samples = "AzÀŁğĐơẫΩЖж€–“”•…اشעדदिกา中國語かなカナ한글ㄱ😀✓";
    for (const character of samples) {
      const codePoint = character.codePointAt(0) as number;
      expect([character, isPrintableCodePoint(codePoint)]).toEqual([
        character,
        faceFor(codePoint, "regular") !== undefined,
      ]);
    }
    for (const codePoint of [0x1f44d, 0x1f3fb, 0x1f1fa, 0x1f600 + 0x4f, 0x10000, 0xe000 + 0x1000]) {
      expect(isPrintableCodePoint(codePoint)).toBe(faceFor(codePoint, "regular") !== undefined);
    }
  });
});

describe("unprintableCharacters", () => {
  it("finds nothing in text every bundled font family covers", () => {
    const text =
      "Zoë Łukasz, Nguyễn Thị Hương, Ελένη, Дмитрий, 王小明, 臺灣, やまだ, 김민준, محمد علي, דוד, राहुल, สมชาย\n\t ";
    expect(unprintableCharacters(text)).toEqual([]);
    expect(withoutUnprintable(text)).toBe(text);
  });

  it("reports each emoji once, as the reader sees it: skin tones, joined families, flags, keycaps", () => {
    const text = "ok 👍🏽 and 👨‍👩‍👧 from 🇺🇸, 👍🏽 again, 1️⃣ and 🏪";
    expect(unprintableCharacters(text)).toEqual(["👍🏽", "👨‍👩‍👧", "🇺🇸", "1️⃣", "🏪"]);
  });

  it("counts whitespace, line breaks, joiners and variation selectors as printable", () => {
    expect(unprintableCharacters("a\u00a0b\u3000c\r\n\u200d\u200c\ufe0f")).toEqual([]);
    expect(unprintableCharacters("❤️")).toEqual([]); // the heart is in DejaVu Sans; the selector prints as nothing
  });

  it("removes whole clusters and leaves the rest untouched", () => {
    expect(withoutUnprintable("I lost 👨‍👩‍👧 photos 🏪.")).toBe("I lost  photos .");
    expect(withoutUnprintable("e\u0301")).toBe("e\u0301");
  });

  it("cuts text into clusters that join back into the text", () => {
    const text = "e\u0301👍🏽🇺🇸🇫🇷👨‍👩‍👧x";
    expect(characterClusters(text)).toEqual(["e\u0301", "👍🏽", "🇺🇸", "🇫🇷", "👨‍👩‍👧", "x"]);
    expect(characterClusters(text).join("")).toBe(text);
  });
});

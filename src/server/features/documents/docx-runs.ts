import { type IRunOptions, TextRun } from "docx";
import type { FontFamily } from "./font-files.ts";
import { type Direction, faceRuns, type PreparedText, prepareText } from "./text-runs.ts";

/**
 * Text as Word runs, one per font family, in the families the PDF uses: Word picks a run's font
 * from one of four slots (Latin, high ANSI, East Asian, complex script) by the characters in it,
 * so each run names its family in all four, with a hint for CJK and complex-script runs. Arabic
 * and Hebrew runs are marked right to left with their language, which makes Word shape them.
 */

export interface RunStyle {
  bold?: boolean;
  /** In half-points. */
  size?: number;
  color?: string;
}

function fontOptions(family: FontFamily): NonNullable<IRunOptions["font"]> {
  const name = family.name;
  const hint = family.wordSlot === "eastAsia" ? "eastAsia" : family.wordSlot === "complex" ? "cs" : undefined;
  return { ascii: name, hAnsi: name, eastAsia: name, cs: name, ...(hint ? { hint } : {}) };
}

/**
 * The text's runs, split where the font family or the direction changes. A run is marked right to
 * left by the same bidi levels the PDF lays it out with (`bidi-levels.ts`), not by its script:
 * the digits of an Arabic address ride with it, and the comma and house number after an Arabic
 * name in an English line stay with the English, as in the PDF.
 */
export function textRuns(text: string, style: RunStyle = {}, direction: Direction = "ltr"): TextRun[] {
  const prepared = prepareText(text, style.bold ? "bold" : "regular", direction);
  const runs: Array<{ family: FontFamily; text: string; rightToLeft: boolean }> = [];
  for (const run of faceRuns(prepared, 0, prepared.text.length)) {
    for (let index = run.start; index < run.end; index += 1) {
      const rightToLeft = readsBackward(prepared, index);
      const last = runs.at(-1);
      const character = prepared.text[index] as string;
      if (last?.family === run.face.family && last.rightToLeft === rightToLeft) last.text += character;
      else runs.push({ family: run.face.family, text: character, rightToLeft });
    }
  }
  return runs.map(
    ({ family, text: piece, rightToLeft }) =>
      new TextRun({
        text: piece,
        font: fontOptions(family),
        ...(style.bold ? { bold: true, boldComplexScript: true } : {}),
        ...(style.size ? { size: style.size, sizeComplexScript: style.size } : {}),
        ...(style.color ? { color: style.color } : {}),
        ...(rightToLeft ? { rightToLeft: true } : {}),
        ...(family.language ? { language: { bidirectional: family.language } } : {}),
      }),
  );
}

/**
 * Whether the character at `index` is set right to left: an odd bidi level, or a number inside a
 * right-to-left stretch (level 2 above it), which Word keeps with that stretch only in a run so marked.
 */
function readsBackward(prepared: PreparedText, index: number): boolean {
  const level = prepared.levels?.[index] ?? (prepared.rtl ? 1 : 0);
  if (level % 2 === 1) return true;
  const base = prepared.rtl ? 1 : 0;
  return level >= 2 && level > base + 1 && !/\p{L}/u.test(prepared.text[index] as string);
}

/** Whether the paragraph reads right to left (its first strong character is Arabic or Hebrew). */
export function readsRightToLeft(text: string): boolean {
  return prepareText(text, "regular").rtl;
}

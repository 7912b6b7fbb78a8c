import { type IRunOptions, TextRun } from "docx";
import type { FontFamily } from "./font-files.ts";
import { faceRuns, prepareText } from "./text-runs.ts";

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

export function textRuns(text: string, style: RunStyle = {}): TextRun[] {
  const prepared = prepareText(text, style.bold ? "bold" : "regular");
  const runs: Array<{ family: FontFamily; text: string }> = [];
  for (const run of faceRuns(prepared, 0, prepared.text.length)) {
    const piece = prepared.text.slice(run.start, run.end);
    const last = runs.at(-1);
    if (last?.family === run.face.family) last.text += piece;
    else runs.push({ family: run.face.family, text: piece });
  }
  return runs.map(
    ({ family, text: piece }) =>
      new TextRun({
        text: piece,
        font: fontOptions(family),
        ...(style.bold ? { bold: true, boldComplexScript: true } : {}),
        ...(style.size ? { size: style.size, sizeComplexScript: style.size } : {}),
        ...(style.color ? { color: style.color } : {}),
        ...(family.rightToLeft ? { rightToLeft: true } : {}),
        ...(family.language ? { language: { bidirectional: family.language } } : {}),
      }),
  );
}

/** Whether the paragraph reads right to left (its first strong character is Arabic or Hebrew). */
export function readsRightToLeft(text: string): boolean {
  return prepareText(text, "regular").rtl;
}

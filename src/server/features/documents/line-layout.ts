import type { Face } from "./fonts.ts";
import { breakPieces, type Direction, faceRuns, type PreparedText, prepareText } from "./text-runs.ts";
import type { FontWeight } from "./font-files.ts";

/**
 * Breaks a paragraph into lines (our own line breaking, so every script, mixed fonts, long words
 * and right-to-left text behave the same) and orders each line's runs for drawing.
 */

/** The width of `text` drawn in `face` at the paragraph's size, in points. */
export type Measure = (face: Face, text: string) => number;

/** A run of one face and one direction, in the order it is drawn from left to right. */
export interface VisualRun {
  /** The characters, in the order they were typed. */
  start: number;
  end: number;
  face: Face;
  rtl: boolean;
  width: number;
}

export interface Line {
  start: number;
  /** End of the line's text, trailing spaces left out. */
  end: number;
  width: number;
  runs: VisualRun[];
}

export interface Paragraph {
  prepared: PreparedText;
  lines: Line[];
}

export interface ParagraphStyle {
  weight: FontWeight;
  width: number;
  direction?: Direction;
}

export function layoutParagraph(text: string, style: ParagraphStyle, measure: Measure): Paragraph {
  const prepared = prepareText(text, style.weight, style.direction);
  const width = (start: number, end: number) =>
    faceRuns(prepared, start, end).reduce(
      (sum, run) => sum + measure(run.face, prepared.text.slice(run.start, run.end)),
      0,
    );
  const ranges: Array<{ start: number; end: number; width: number }> = [];
  let line: { start: number; end: number; width: number; next: number } | undefined;
  for (const piece of breakPieces(prepared.text)) {
    const content = width(piece.start, piece.contentEnd);
    if (line && line.next + content <= style.width) {
      line.end = piece.contentEnd;
      line.width = line.next + content;
      line.next = line.width + width(piece.contentEnd, piece.end);
      continue;
    }
    if (line) ranges.push(line);
    line = undefined;
    let start = piece.start;
    let startWidth = content;
    if (content > style.width) {
      /* A word wider than the line (a long link, a run of letters): cut it where it fills a line. */
      const cut = cutLongWord(prepared.text, piece.start, piece.contentEnd, style.width, width);
      ranges.push(...cut.full);
      start = cut.rest.start;
      startWidth = cut.rest.width;
    }
    line = { start, end: piece.contentEnd, width: startWidth, next: startWidth + width(piece.contentEnd, piece.end) };
  }
  if (line) ranges.push(line);
  if (ranges.length === 0) ranges.push({ start: 0, end: 0, width: 0 });
  const lines = ranges.map((range) => ({ ...range, runs: visualRuns(prepared, range.start, range.end, measure) }));
  return { prepared, lines };
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Lines cut from one long word, each as full as it can be, and the part left for the next line. */
function cutLongWord(
  text: string,
  start: number,
  end: number,
  maxWidth: number,
  width: (start: number, end: number) => number,
) {
  const full: Array<{ start: number; end: number; width: number }> = [];
  let lineStart = start;
  let lineWidth = 0;
  for (const { index, segment } of graphemes.segment(text.slice(start, end))) {
    const from = start + index;
    const graphemeWidth = width(from, from + segment.length);
    if (lineWidth + graphemeWidth > maxWidth && from > lineStart) {
      full.push({ start: lineStart, end: from, width: lineWidth });
      lineStart = from;
      lineWidth = 0;
    }
    lineWidth += graphemeWidth;
  }
  return { full, rest: { start: lineStart, width: lineWidth } };
}

/** The line's runs from left to right: split where the face or the direction changes, then reordered (UAX #9, L2). */
function visualRuns(prepared: PreparedText, start: number, end: number, measure: Measure): VisualRun[] {
  const { levels } = prepared;
  const runs: Array<VisualRun & { level: number }> = [];
  for (const run of faceRuns(prepared, start, end)) {
    let from = run.start;
    for (let index = run.start + 1; index <= run.end; index += 1) {
      if (index < run.end && (levels?.[index] ?? 0) === (levels?.[from] ?? 0)) continue;
      const level = levels?.[from] ?? 0;
      runs.push({
        start: from,
        end: index,
        face: run.face,
        rtl: level % 2 === 1,
        level,
        width: measure(run.face, prepared.text.slice(from, index)),
      });
      from = index;
    }
  }
  if (!levels) return runs;
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level | 1));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let index = 0; index < runs.length; index += 1) {
      if ((runs[index]?.level ?? 0) < level) continue;
      let last = index;
      while (last + 1 < runs.length && (runs[last + 1]?.level ?? 0) >= level) last += 1;
      const reversed = runs.slice(index, last + 1).reverse();
      runs.splice(index, reversed.length, ...reversed);
      index = last;
    }
  }
  return runs;
}

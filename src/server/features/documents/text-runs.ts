import bidiFactory from "bidi-js";
import { isIgnorable, withoutUnprintable } from "../../../domain/letter/font-coverage.ts";
import { bidiLevels } from "./bidi-levels.ts";
import type { FontWeight } from "./font-files.ts";
import { type Face, faceFor, faceHas } from "./fonts.ts";

/**
 * One paragraph of text made ready to lay out: the characters no font has are gone, every
 * character knows the face it is drawn in, and right-to-left text has its bidi levels.
 */
export interface PreparedText {
  text: string;
  /** The face of each UTF-16 unit (both halves of a surrogate pair share one). */
  faces: Face[];
  /** Bidi embedding levels (`bidi-levels.ts`), or undefined for text with nothing right to left in it. */
  levels?: Uint8Array;
  /** The paragraph reads right to left (its first strong character is Arabic or Hebrew). */
  rtl: boolean;
}

export type Direction = "auto" | "ltr";

const bidi = bidiFactory();

/** Characters of no script of their own: spaces, punctuation, digits, combining marks. */
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;
/** Right-to-left letters and explicit direction controls: only text with one of these needs the bidi algorithm. */
const NEEDS_BIDI =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200f\u202b\u202e\u2067\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

export function prepareText(raw: string, weight: FontWeight, direction: Direction = "auto"): PreparedText {
  const source = withoutUnprintable(raw).replace(/[\t\r\n]/g, " ");
  let text = "";
  const faces: Face[] = [];
  let previous: Face | undefined;
  for (const character of source) {
    const codePoint = character.codePointAt(0) as number;
    let face: Face | undefined;
    /* Spaces and punctuation inside Arabic, Hebrew, Devanagari or Thai stay in that font; elsewhere the usual order applies. */
    if (previous?.family.shaped && NEUTRAL.test(character) && faceHas(previous, codePoint)) face = previous;
    else face = faceFor(codePoint, weight);
    if (!face && isIgnorable(codePoint) && previous && faceHas(previous, codePoint)) face = previous;
    if (!face) continue; // an ignorable no font draws (a variation selector, a bidi mark)
    text += character;
    for (let unit = 0; unit < character.length; unit += 1) faces.push(face);
    previous = face;
  }
  if (!NEEDS_BIDI.test(text)) return { text, faces, rtl: false };
  /* Each line's runs are then ordered by these levels (`line-layout.ts`); a sentence in the other direction keeps its own punctuation. */
  return { text, faces, ...bidiLevels(text, direction) };
}

/** The mirrored form of a character drawn right to left ("(" becomes ")"), or the character itself. */
export function mirrored(character: string): string {
  return bidi.getMirroredCharacter(character) ?? character;
}

/** A piece of text no line may break inside, with the spaces that follow it. */
export interface Piece {
  start: number;
  /** Where the trailing spaces begin. */
  contentEnd: number;
  end: number;
}

/** Spaces a line may break after (no-break spaces are left out). */
const BREAKING_SPACE = /[ \u1680\u2000-\u2006\u2008-\u200a\u205f\u3000]/;
/** Scripts written without spaces between words: lines break between the words ICU finds. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
/** Punctuation that must not start a line ("，" "。" ")") or end one ("(" "「"). */
const NO_BREAK_BEFORE = /^[\p{Pe}\p{Pf}\p{Po}]/u;
const NO_BREAK_AFTER = /[\p{Ps}\p{Pi}]$/u;

const words = new Intl.Segmenter(undefined, { granularity: "word" });

/** The text cut where lines may break: after spaces, and between words of Chinese, Japanese and Thai. */
export function breakPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  let index = 0;
  while (index < text.length) {
    const start = index;
    while (index < text.length && !BREAKING_SPACE.test(text[index] as string)) index += 1;
    const contentEnd = index;
    while (index < text.length && BREAKING_SPACE.test(text[index] as string)) index += 1;
    if (contentEnd > start && UNSPACED_SCRIPT.test(text.slice(start, contentEnd))) {
      pieces.push(...unspacedPieces(text, start, contentEnd, index));
    } else {
      pieces.push({ start, contentEnd, end: index });
    }
  }
  return pieces;
}

function unspacedPieces(text: string, start: number, contentEnd: number, end: number): Piece[] {
  const cuts: number[] = [];
  const chunk = text.slice(start, contentEnd);
  for (const { index } of words.segment(chunk)) {
    if (index === 0) continue;
    /* Only the characters either side of the cut matter (two units: one may be a surrogate pair). */
    if (NO_BREAK_BEFORE.test(chunk.slice(index, index + 2)) || NO_BREAK_AFTER.test(lastCharacter(chunk, index)))
      continue;
    cuts.push(start + index);
  }
  const pieces: Piece[] = [];
  let from = start;
  for (const cut of cuts) {
    pieces.push({ start: from, contentEnd: cut, end: cut });
    from = cut;
  }
  pieces.push({ start: from, contentEnd, end });
  return pieces;
}

/** The character that ends at `end` (a whole surrogate pair when it is one). */
function lastCharacter(text: string, end: number): string {
  return [...text.slice(Math.max(0, end - 2), end)].at(-1) ?? "";
}

/** Consecutive characters drawn in one face (the text between `start` and `end`). */
export interface FaceRun {
  start: number;
  end: number;
  face: Face;
}

/** The runs of one face between `start` and `end`. */
export function faceRuns(prepared: PreparedText, start: number, end: number): FaceRun[] {
  const runs: FaceRun[] = [];
  for (let index = start; index < end; index += 1) {
    const face = prepared.faces[index] as Face;
    const last = runs.at(-1);
    if (last && last.face === face) last.end = index + 1;
    else runs.push({ start: index, end: index + 1, face });
  }
  return runs;
}

import { COVERED_RANGES } from "./font-coverage-data.ts";

/**
 * Which characters the letter's fonts can print (most emoji cannot). Pure TypeScript: the wizard
 * checks names and addresses in the browser, the server checks them again, the PDF leaves out
 * what is left. Characters are taken as clusters: a base character with its combining marks,
 * variation selectors, skin tones, tags and anything joined to it by a zero-width joiner.
 */

/** Range starts and ends, decoded once from the generated data. */
const { starts, ends } = decodeRanges(COVERED_RANGES);

function decodeRanges(encoded: string): { starts: Uint32Array; ends: Uint32Array } {
  const numbers = encoded.split(",").map((part) => Number.parseInt(part, 36));
  const count = numbers.length / 2;
  const decoded = { starts: new Uint32Array(count), ends: new Uint32Array(count) };
  let previousEnd = -1;
  for (let index = 0; index < count; index += 1) {
    const start = previousEnd + 1 + (numbers[2 * index] ?? 0);
    previousEnd = start + (numbers[2 * index + 1] ?? 0);
    decoded.starts[index] = start;
    decoded.ends[index] = previousEnd;
  }
  return decoded;
}

function inCoveredRange(codePoint: number): boolean {
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (codePoint < (starts[middle] as number)) high = middle - 1;
    else if (codePoint > (ends[middle] as number)) low = middle + 1;
    else return true;
  }
  return false;
}

/** Format characters that print as nothing: joiners, variation selectors, bidi marks, tags. */
export function isIgnorable(codePoint: number): boolean {
  return (
    codePoint === 0x00ad ||
    codePoint === 0x034f ||
    codePoint === 0x061c ||
    (codePoint >= 0x180b && codePoint <= 0x180f) ||
    (codePoint >= 0x200b && codePoint <= 0x200f) ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2060 && codePoint <= 0x206f) ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    codePoint === 0xfeff ||
    (codePoint >= 0xe0000 && codePoint <= 0xe0fff)
  );
}

const WHITESPACE = /\s/u;

/** Whitespace, line breaks and ignorable format characters count as printable. */
export function isPrintableCodePoint(codePoint: number): boolean {
  return inCoveredRange(codePoint) || isIgnorable(codePoint) || WHITESPACE.test(String.fromCodePoint(codePoint));
}

const ZWJ = 0x200d;
const COMBINING_MARK = /\p{M}/u;
const isRegionalIndicator = (codePoint: number) => codePoint >= 0x1f1e6 && codePoint <= 0x1f1ff;
const isSkinTone = (codePoint: number) => codePoint >= 0x1f3fb && codePoint <= 0x1f3ff;

/** Characters that extend the cluster before them. */
function extendsCluster(codePoint: number): boolean {
  return (
    COMBINING_MARK.test(String.fromCodePoint(codePoint)) ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    (codePoint >= 0xe0020 && codePoint <= 0xe007f) ||
    (codePoint >= 0xe0100 && codePoint <= 0xe01ef) ||
    isSkinTone(codePoint) ||
    codePoint === ZWJ
  );
}

/** The text cut into clusters (see the top of this file); concatenated they give the text back. */
export function characterClusters(text: string): string[] {
  const codePoints = Array.from(text, (character) => character.codePointAt(0) as number);
  const clusters: string[] = [];
  let index = 0;
  while (index < codePoints.length) {
    const start = index;
    const first = codePoints[index] as number;
    index += 1;
    if (isRegionalIndicator(first) && isRegionalIndicator(codePoints[index] ?? 0)) index += 1;
    while (index < codePoints.length) {
      const codePoint = codePoints[index] as number;
      if (
        codePoint === ZWJ &&
        index + 1 < codePoints.length &&
        !WHITESPACE.test(String.fromCodePoint(codePoints[index + 1] as number))
      ) {
        index += 2; // the joiner and what it joins
      } else if (extendsCluster(codePoint) && !(codePoint === ZWJ && first === ZWJ)) {
        index += 1;
      } else {
        break;
      }
    }
    clusters.push(String.fromCodePoint(...codePoints.slice(start, index)));
  }
  return clusters;
}

function isPrintableCluster(cluster: string): boolean {
  for (const character of cluster) {
    if (!isPrintableCodePoint(character.codePointAt(0) as number)) return false;
  }
  return true;
}

/** The distinct clusters no bundled font can print, in the order they first appear. */
export function unprintableCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const cluster of characterClusters(text)) {
    if (!isPrintableCluster(cluster)) found.add(cluster);
  }
  return [...found];
}

/** The text without the clusters no bundled font can print (everything else untouched). */
export function withoutUnprintable(text: string): string {
  /* Fast path: most text has nothing to remove. */
  let printable = true;
  for (const character of text) {
    if (!isPrintableCodePoint(character.codePointAt(0) as number)) {
      printable = false;
      break;
    }
  }
  if (printable) return text;
  return characterClusters(text).filter(isPrintableCluster).join("");
}

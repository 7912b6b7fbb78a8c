import { readFileSync } from "node:fs";
import bidiFactory from "bidi-js";
import * as fontkit from "fontkit";
import { isPrintableCodePoint } from "../../../domain/letter/font-coverage.ts";
import { readSubsetGlyphsOnce } from "./font-subset.ts";
import { FONT_FAMILIES, type FontFamily, type FontWeight } from "./font-files.ts";

/**
 * The letter's fonts, each parsed once per process and only when a letter first needs it (the
 * CJK fonts are 6-10 MB each). pdfkit accepts a parsed fontkit font wherever it accepts bytes, so
 * every document shares these objects.
 */

/** One weight of one family, as a run of text is drawn in it. */
export interface Face {
  family: FontFamily;
  weight: FontWeight;
  /** The name the face is registered under in a PDF document. */
  name: string;
  font: fontkit.Font;
  /** Bold text in a family without a bold file: the regular weight, drawn with a thin outline. */
  syntheticBold: boolean;
}

const parsedFonts = new Map<string, fontkit.Font>();

function loadFont(file: string): fontkit.Font {
  let font = parsedFonts.get(file);
  if (!font) {
    font = fontkit.create(readFileSync(file)) as fontkit.Font;
    keepCodePointsPerOccurrence(font);
    cacheLayouts(font);
    readSubsetGlyphsOnce(font);
    parsedFonts.set(file, font);
  }
  return font;
}

type GetGlyph = (id: number, codePoints?: number[]) => fontkit.Glyph;

/**
 * fontkit keeps one glyph object per glyph id, carrying the characters of whichever text first
 * produced it. Shaping reuses glyphs for different characters (Noto Sans Arabic draws "ذ" as the
 * glyph of "د" plus a dot), so pdfkit's text layer would map later uses to the wrong character.
 * Here a glyph produced for other characters comes back as a view carrying its own characters.
 */
function keepCodePointsPerOccurrence(font: fontkit.Font): void {
  const target = font as unknown as { getGlyph: GetGlyph };
  const getGlyph = target.getGlyph.bind(font);
  target.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (!codePoints || sameCodePoints(glyph.codePoints, codePoints)) return glyph;
    return Object.create(glyph, { codePoints: { value: [...codePoints], enumerable: true } }) as fontkit.Glyph;
  };
}

type Layout = (text: string, ...rest: unknown[]) => fontkit.GlyphRun;
const MAX_CACHED_LAYOUTS = 20_000;

/**
 * Shaping a word takes fontkit tens of microseconds and letters repeat the same words, so
 * layouts are kept per layout engine (a right-to-left view has its own) across documents. pdfkit
 * scales a run's positions in place, so each caller gets its own copy of them.
 */
function cacheLayouts(font: fontkit.Font): void {
  const layout = (font as unknown as { layout: Layout }).layout;
  const caches = new WeakMap<object, Map<string, fontkit.GlyphRun>>();
  (font as unknown as { layout: Layout }).layout = function cachedLayout(
    this: { _layoutEngine: object },
    text,
    ...rest
  ) {
    if (rest.some((argument) => argument !== undefined)) return layout.call(this, text, ...rest);
    let cache = caches.get(this._layoutEngine);
    if (!cache) {
      cache = new Map();
      caches.set(this._layoutEngine, cache);
    }
    let run = cache.get(text);
    if (!run) {
      if (cache.size >= MAX_CACHED_LAYOUTS) cache.clear();
      run = withoutHiddenGlyphs(layout.call(this, text));
      cache.set(text, run);
    }
    const positions = run.positions.map((position) => ({ ...position }));
    return Object.create(run, {
      positions: { value: positions, writable: true },
      glyphs: { value: [...run.glyphs], writable: true },
    });
  };
}

/** Per font: its units per em (fontkit reads them from the head table on every call) and the widths measured so far. */
const widthCaches = new WeakMap<fontkit.Font, { unitsPerEm: number; widths: Map<string, number> }>();

/**
 * The width of `text` in `font` at `size` points, as pdfkit will draw it: pdfkit lays out each
 * space-ended piece of a string on its own and adds up their advances, and so does this (with
 * the widths kept per process, so measuring never makes pdfkit embed a font it does not draw).
 */
export function textWidth(font: fontkit.Font, text: string, size: number): number {
  let fontCache = widthCaches.get(font);
  if (!fontCache) {
    fontCache = { unitsPerEm: font.unitsPerEm, widths: new Map() };
    widthCaches.set(font, fontCache);
  }
  const cache = fontCache.widths;
  let units = 0;
  let start = 0;
  for (let index = 0; index <= text.length; index += 1) {
    const character = text[index];
    if (index < text.length && character !== " " && character !== "\t") continue;
    const end = Math.min(index + 1, text.length);
    if (end <= start) break;
    const piece = text.slice(start, end);
    let width = cache.get(piece);
    if (width === undefined) {
      if (cache.size >= MAX_CACHED_LAYOUTS) cache.clear();
      width = font.layout(piece).advanceWidth;
      cache.set(piece, width);
    }
    units += width;
    start = end;
  }
  return (units * size) / fontCache.unitsPerEm;
}

/**
 * fontkit draws format characters (a zero-width joiner, a variation selector) as a space of no
 * width; left in, they would copy out of the PDF as spaces. They are dropped from the run.
 */
function withoutHiddenGlyphs(run: fontkit.GlyphRun): fontkit.GlyphRun {
  const hidden = (index: number) =>
    run.positions[index]?.xAdvance === 0 && run.glyphs[index]?.codePoints.includes(0x20);
  if (!run.glyphs.some((_, index) => hidden(index))) return run;
  const keep = run.glyphs.map((_, index) => !hidden(index));
  run.glyphs = run.glyphs.filter((_, index) => keep[index]);
  run.positions = run.positions.filter((_, index) => keep[index]);
  return run;
}

function sameCodePoints(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((codePoint, index) => codePoint === b[index]);
}

const faces = new Map<string, Face>();

function faceOf(family: FontFamily, weight: FontWeight, file: string, syntheticBold: boolean): Face {
  const name = weight === "bold" ? `${family.key}-Bold` : family.key;
  let face = faces.get(name);
  if (!face) {
    face = { family, weight, name, font: loadFont(file), syntheticBold };
    faces.set(name, face);
  }
  return face;
}

/** The face of `family` that draws `codePoint` in `weight`, if the family has the character. */
function faceIn(family: FontFamily, codePoint: number, weight: FontWeight): Face | undefined {
  if (weight === "bold" && family.files.bold && loadFont(family.files.bold).hasGlyphForCodePoint(codePoint)) {
    return faceOf(family, "bold", family.files.bold, false);
  }
  if (!loadFont(family.files.regular).hasGlyphForCodePoint(codePoint)) return undefined;
  return faceOf(family, weight, family.files.regular, weight === "bold");
}

const choices: Record<FontWeight, Map<number, Face | null>> = { regular: new Map(), bold: new Map() };

/**
 * The face a character is drawn in: the first family in FONT_FAMILIES that has it (a family
 * that defers the character is asked last), or undefined when no bundled font has it. Fonts
 * load only as far down the list as a character needs.
 */
export function faceFor(codePoint: number, weight: FontWeight): Face | undefined {
  const cached = choices[weight].get(codePoint);
  if (cached !== undefined) return cached ?? undefined;
  let face: Face | undefined;
  if (isPrintableCodePoint(codePoint)) {
    for (const family of FONT_FAMILIES) {
      if (!family.defers?.(codePoint)) face ??= faceIn(family, codePoint, weight);
    }
    for (const family of FONT_FAMILIES) {
      if (family.defers?.(codePoint)) face ??= faceIn(family, codePoint, weight);
    }
  }
  choices[weight].set(codePoint, face ?? null);
  return face;
}

/** Whether `face` has the character too (neutral characters stay in the run they are in). */
export function faceHas(face: Face, codePoint: number): boolean {
  return face.font.hasGlyphForCodePoint(codePoint);
}

/** The primary face of a weight (DejaVu Sans): its metrics set the line height. */
export function primaryFace(weight: FontWeight): Face {
  return faceFor(0x41, weight) as Face;
}

const bidi = bidiFactory();

interface FontInternals {
  _layoutEngine: { constructor: new (font: unknown) => unknown };
  glyphForCodePoint(codePoint: number): fontkit.Glyph;
}

const rightToLeftFonts = new Map<string, fontkit.Font>();

/**
 * The face's font for right-to-left runs: a bracket is drawn with its mirror image's glyph ("("
 * typed at the start of an Arabic phrase shows as ")") but still stands for the character typed,
 * so copied text keeps it. The view gets its own fontkit layout engine, which maps characters to
 * glyphs through it (an internal of fontkit 2; the Arabic and Hebrew tests would catch a change).
 */
export function rightToLeftFont(face: Face): fontkit.Font {
  let font = rightToLeftFonts.get(face.name);
  if (font) return font;
  const base = face.font as unknown as FontInternals;
  const view = Object.create(face.font, {
    postscriptName: { value: `${face.font.postscriptName}-RTL` },
    glyphForCodePoint: {
      value(codePoint: number): fontkit.Glyph {
        const mirror = bidi.getMirroredCharacter(String.fromCodePoint(codePoint))?.codePointAt(0);
        if (mirror === undefined || !face.font.hasGlyphForCodePoint(mirror)) return base.glyphForCodePoint(codePoint);
        return Object.create(base.glyphForCodePoint(mirror), { codePoints: { value: [codePoint], enumerable: true } });
      },
    },
  }) as FontInternals;
  const LayoutEngine = base._layoutEngine.constructor;
  Object.defineProperty(view, "_layoutEngine", { value: new LayoutEngine(view) });
  font = view as unknown as fontkit.Font;
  rightToLeftFonts.set(face.name, font);
  return font;
}

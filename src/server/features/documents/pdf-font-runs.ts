import type * as fontkit from "fontkit";

/**
 * pdfkit measures and encodes a string by laying out each space-ended piece of it (its
 * `EmbeddedFont.layout`), scaling each piece's positions to 1000 units per em and keeping the
 * scaled pieces for one document only; it does this three times for every run of text drawn
 * (the run's width, its glyphs, the cursor's advance), joining the pieces with `Array.concat`.
 * Here the scaled pieces are kept per process and per font (a letter's words repeat across
 * letters) and joined once: the same glyphs and the same numbers, computed in the same order,
 * so the PDF's bytes do not change.
 */

/** fontkit's GlyphPosition, in font units. */
interface FontkitPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** A position as pdfkit draws it: scaled to 1000 units per em, with the glyph's own advance. */
interface Position extends FontkitPosition {
  advanceWidth: number;
}

/** One space-ended piece as pdfkit draws it: its glyphs and positions scaled to 1000 units per em. */
interface ScaledRun {
  glyphs: fontkit.Glyph[];
  positions: Position[];
  advanceWidth: number;
}

/** The parts of pdfkit's EmbeddedFont this reads (pdfkit 0.20; the PDF tests would catch a change). */
interface EmbeddedFont {
  font: fontkit.Font;
  scale: number;
  layout(
    text: string,
    features?: unknown,
    onlyWidth?: boolean,
  ): { glyphs: fontkit.Glyph[] | null; positions: Position[] | null; advanceWidth: number };
}

const MAX_RUNS_PER_FONT = 20_000;
const runsByFont = new WeakMap<fontkit.Font, Map<string, ScaledRun>>();

/** What pdfkit's `layoutRun` gives for the piece: fontkit's layout, each position scaled, each glyph's advance added. */
function scaledRun(embedded: EmbeddedFont, piece: string): ScaledRun {
  let runs = runsByFont.get(embedded.font);
  if (!runs) {
    runs = new Map();
    runsByFont.set(embedded.font, runs);
  }
  let run = runs.get(piece);
  if (run) return run;
  const laidOut = embedded.font.layout(piece) as unknown as { glyphs: fontkit.Glyph[]; positions: FontkitPosition[] };
  const { scale } = embedded;
  /*
   * New objects of one shape, not fontkit's own positions scaled in place: reading those (their
   * numbers changed from whole to fractional after they were made) cost several times as much
   * each time a run is drawn.
   */
  const positions = laidOut.positions.map((position, index) => ({
    xAdvance: position.xAdvance * scale,
    yAdvance: position.yAdvance * scale,
    xOffset: position.xOffset * scale,
    yOffset: position.yOffset * scale,
    advanceWidth: (laidOut.glyphs[index] as fontkit.Glyph).advanceWidth * scale,
  }));
  /* fontkit's GlyphRun.advanceWidth: the scaled advances added up from the first. */
  let advanceWidth = 0;
  for (const position of positions) advanceWidth += position.xAdvance;
  run = { glyphs: laidOut.glyphs, positions, advanceWidth };
  if (runs.size >= MAX_RUNS_PER_FONT) runs.clear();
  runs.set(piece, run);
  return run;
}

/**
 * Makes one pdfkit font of a document lay out text from the process-wide pieces. Text with
 * OpenType features asked for (never, in our documents) still goes through pdfkit's own layout.
 */
export function layOutFromSharedRuns(pdfFont: unknown): void {
  const embedded = pdfFont as EmbeddedFont;
  const ownLayout = embedded.layout;
  embedded.layout = function layout(text, features, onlyWidth) {
    if (features) return ownLayout.call(this, text, features, onlyWidth);
    const glyphs: fontkit.Glyph[] | null = onlyWidth ? null : [];
    const positions: Position[] | null = onlyWidth ? null : [];
    let advanceWidth = 0;
    let last = 0;
    let index = 0;
    /* Cut where pdfkit cuts: after each space or tab, and at the end. */
    while (index <= text.length) {
      const character = text.charAt(index);
      index += 1;
      if ((index - 1 === text.length && last < index - 1) || character === " " || character === "\t") {
        const run = scaledRun(this, text.slice(last, index));
        if (glyphs && positions) {
          for (const glyph of run.glyphs) glyphs.push(glyph);
          for (const position of run.positions) positions.push(position);
        }
        advanceWidth += run.advanceWidth;
        last = index;
      }
    }
    return { glyphs, positions, advanceWidth };
  };
}

import type * as fontkit from "fontkit";

/**
 * Every PDF embeds a subset of each font it draws with, made by fontkit's TTFSubset. To copy one
 * glyph into the subset, fontkit decodes the whole glyph (every point and, in DejaVu Sans, its
 * hinting instructions, byte by byte) only to learn whether it is made of other glyphs; then it
 * writes the subset's tables value by value, the font's hinting programs (`cvt `, `prep`,
 * `fpgm`, the same in every subset) included, and it does all this again for every document.
 *
 * Here what a glyph brings to a subset (its bytes, the components it refers to, its advance and
 * left bearing) is read once per process, and so are the tables that do not depend on the glyphs
 * (as fontkit writes them, taken from a subset it made); each subset then writes only its `loca`,
 * `glyf` and `hmtx` and two glyph counts. The file is the one fontkit writes, byte for byte
 * (tests/unit/documents/font-subset.test.ts compares them for every bundled font).
 */

interface SubsetGlyph {
  bytes: Uint8Array;
  /** A composite glyph's components: the glyph each names and where, in the bytes, its id is. */
  components: Array<{ glyphID: number; pos: number }> | null;
  advance: number;
  bearing: number;
}

/** The parts of fontkit's TrueType subset (fontkit 2.0) that its `encode` uses. */
interface TrueTypeSubset {
  font: FontInternals;
  /** Glyph ids of the font, in the order the subset numbers them. */
  glyphs: number[];
  glyf: Uint8Array[];
  loca: { offsets: number[]; version: number };
  hmtx: { metrics: Array<{ advance: number; bearing: number }>; bearings: number[] };
  offset: number;
  includeGlyph(glyph: number): number;
  _addGlyph?: (glyph: number) => number;
  encode(): Uint8Array;
}

interface GlyphInternals {
  advanceWidth: number;
  _decode(): { numberOfContours: number; components?: Array<{ glyphID: number; pos: number }> } | null;
  _getMetrics(): { leftBearing: number };
}

interface FontInternals {
  loca: { offsets: number[]; version: number };
  _variationProcessor?: unknown;
  _getTableStream(tag: string): { pos: number; readBuffer(length: number): Uint8Array };
  getGlyph(id: number): GlyphInternals;
  createSubset(): unknown;
}

/** fontkit's `TTFSubset._addGlyph`, reading each glyph once per font (views of the font share it). */
export function readSubsetGlyphsOnce(font: fontkit.Font): void {
  const target = font as unknown as FontInternals;
  const createSubset = target.createSubset;
  const glyphs = new Map<number, SubsetGlyph>();

  function subsetGlyph(source: FontInternals, id: number): SubsetGlyph {
    let glyph = glyphs.get(id);
    if (glyph) return glyph;
    const fontGlyph = source.getGlyph(id);
    const decoded = fontGlyph._decode();
    const start = source.loca.offsets[id] as number;
    const end = source.loca.offsets[id + 1] as number;
    const stream = source._getTableStream("glyf");
    stream.pos += start;
    const bytes = stream.readBuffer(end - start);
    const components =
      decoded && decoded.numberOfContours < 0
        ? (decoded.components ?? []).map(({ glyphID, pos }) => ({ glyphID, pos }))
        : null;
    glyph = { bytes, components, advance: fontGlyph.advanceWidth, bearing: fontGlyph._getMetrics().leftBearing };
    glyphs.set(id, glyph);
    return glyph;
  }

  let tables: FixedTables | undefined;

  target.createSubset = function (this: FontInternals) {
    const subset = createSubset.call(this) as TrueTypeSubset;
    /* Only TrueType outlines of a font without variations: there fontkit copies each glyph's bytes as they are. */
    if (typeof subset._addGlyph !== "function" || this._variationProcessor) return subset;
    subset._addGlyph = function (this: TrueTypeSubset, id: number): number {
      const glyph = subsetGlyph(this.font, id);
      let bytes = glyph.bytes;
      if (glyph.components) {
        bytes = new Uint8Array(bytes);
        const view = new DataView(bytes.buffer);
        for (const component of glyph.components) view.setUint16(component.pos, this.includeGlyph(component.glyphID));
      }
      this.glyf.push(bytes);
      this.loca.offsets.push(this.offset);
      this.hmtx.metrics.push({ advance: glyph.advance, bearing: glyph.bearing });
      this.offset += bytes.length;
      return this.glyf.length - 1;
    };
    const fontkitEncode = subset.encode;
    /* The first subset of the font is written by fontkit: the tables that never change are read from it. */
    subset.encode = function (this: TrueTypeSubset) {
      if (!tables) {
        const file = fontkitEncode.call(this);
        tables = fixedTables(file);
        return file;
      }
      return encodeSubset(this, tables);
    };
    return subset;
  };
}

/** A font file's header and its tables, in the order fontkit writes them. */
interface FixedTables {
  header: Uint8Array;
  tables: Array<{ tag: Uint8Array; name: string; bytes: Uint8Array }>;
}

/** Splits a font file fontkit wrote into its header (the first 12 bytes) and tables. */
function fixedTables(file: Uint8Array): FixedTables {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const count = view.getUint16(4);
  const tables: FixedTables["tables"] = [];
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    const tag = file.slice(record, record + 4);
    const offset = view.getUint32(record + 8);
    const length = view.getUint32(record + 12);
    tables.push({ tag, name: String.fromCharCode(...tag), bytes: file.slice(offset, offset + length) });
  }
  return { header: file.slice(0, 12), tables };
}

/**
 * fontkit's `TTFSubset.encode`: every glyph added (with the components of composite glyphs), then
 * a TrueType file of the tables the PDF needs, in fontkit's order, each table right after the
 * one before and every checksum 0, as fontkit leaves them.
 */
function encodeSubset(subset: TrueTypeSubset, fixed: FixedTables): Uint8Array {
  subset.glyf = [];
  subset.offset = 0;
  subset.loca = { offsets: [], version: subset.font.loca.version };
  subset.hmtx = { metrics: [], bearings: [] };
  for (let index = 0; index < subset.glyphs.length; index += 1) subset._addGlyph?.(subset.glyphs[index] as number);
  subset.loca.offsets.push(subset.offset);
  const glyphCount = subset.glyf.length;
  const tables = fixed.tables.map(({ tag, name, bytes }) => ({
    tag,
    bytes: tableBytes(subset, name, bytes, glyphCount),
  }));
  const directoryLength = 12 + tables.length * 16;
  const file = new Uint8Array(directoryLength + tables.reduce((sum, table) => sum + table.bytes.length, 0));
  const view = new DataView(file.buffer);
  file.set(fixed.header, 0);
  let offset = directoryLength;
  for (const [index, table] of tables.entries()) {
    const record = 12 + index * 16;
    file.set(table.tag, record);
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, table.bytes.length);
    file.set(table.bytes, offset);
    offset += table.bytes.length;
  }
  return file;
}

/** One table of the subset: the glyphs' own three, the two counts, or the font's as fontkit wrote it. */
function tableBytes(subset: TrueTypeSubset, name: string, fixed: Uint8Array, glyphCount: number): Uint8Array {
  switch (name) {
    case "glyf": {
      const bytes = new Uint8Array(subset.offset);
      let at = 0;
      for (const glyph of subset.glyf) {
        bytes.set(glyph, at);
        at += glyph.length;
      }
      return bytes;
    }
    case "loca": {
      const { offsets, version } = subset.loca;
      const width = version === 0 ? 2 : 4;
      const bytes = new Uint8Array(offsets.length * width);
      const view = new DataView(bytes.buffer);
      for (const [index, offset] of offsets.entries()) {
        /* The short format stores half the offset, as fontkit's loca table does. */
        if (version === 0) view.setUint16(index * 2, offset >>> 1);
        else view.setUint32(index * 4, offset);
      }
      return bytes;
    }
    case "hmtx": {
      const bytes = new Uint8Array(subset.hmtx.metrics.length * 4);
      const view = new DataView(bytes.buffer);
      for (const [index, metric] of subset.hmtx.metrics.entries()) {
        view.setUint16(index * 4, metric.advance);
        view.setInt16(index * 4 + 2, metric.bearing);
      }
      return bytes;
    }
    /* numberOfHMetrics (byte 34 of hhea) and numGlyphs (byte 4 of maxp): one metric per glyph. */
    case "hhea":
      return withCount(fixed, 34, glyphCount);
    case "maxp":
      return withCount(fixed, 4, glyphCount);
    default:
      return fixed;
  }
}

function withCount(table: Uint8Array, at: number, count: number): Uint8Array {
  const bytes = table.slice();
  new DataView(bytes.buffer).setUint16(at, count);
  return bytes;
}

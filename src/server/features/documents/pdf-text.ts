import type * as fontkit from "fontkit";
import type { FontWeight } from "./font-files.ts";
import { type Face, rightToLeftFont, textWidth } from "./fonts.ts";
import { layOutFromSharedRuns } from "./pdf-font-runs.ts";
import { writeFragment } from "./pdf-fragment.ts";
import { type Line, layoutParagraph, type Paragraph } from "./line-layout.ts";
import { sharedParagraph } from "./shared-paragraphs.ts";
import { type Direction, mirrored } from "./text-runs.ts";

/**
 * Draws laid-out lines with pdfkit, one call per run at a position we computed, so pdfkit never
 * wraps or reorders anything itself.
 *
 * Right-to-left runs are drawn word by word in visual order (fontkit shapes each word and puts
 * its glyphs right to left). pdftotext turns that visual order back into the order typed.
 *
 * Shaped scripts reuse one glyph for several characters (Arabic letters that differ only by
 * their dots share a base glyph). A PDF font maps each glyph to one text, so a word whose glyphs
 * would need another mapping than earlier words gave them goes into another copy of the font:
 * the text layer then gives every word back as typed. Devanagari also reorders glyphs within a
 * word (the vowel sign "ि" is drawn before its consonant), so its words carry /ActualText too.
 */

export interface PdfTextStyle {
  weight: FontWeight;
  size: number;
  color: string;
}

/** Breaks paragraphs into lines with the fonts' own metrics; draws nothing. */
export interface TextLayout {
  layout(text: string, style: PdfTextStyle, width: number, direction?: Direction): Paragraph;
}

/** A text layout: each paragraph is broken once per process, however often it is measured (`shared-paragraphs.ts`). */
export function createTextLayout(): TextLayout {
  return {
    layout(text, style, width, direction = "auto") {
      return sharedParagraph(text, `${style.weight}|${style.size}|${width}|${direction}`, () => {
        const measure = (face: Face, piece: string) => textWidth(face.font, piece, style.size);
        return layoutParagraph(text, { weight: style.weight, width, direction }, measure);
      });
    },
  };
}

export interface PdfText {
  /** Draws a laid-out line from x (or, given `rightEdge`, ending there). */
  drawLine(
    paragraph: Paragraph,
    line: Line,
    x: number,
    baseline: number,
    style: PdfTextStyle,
    rightEdge?: number,
  ): void;
}

/** A font as pdfkit embeds it: the face's own, or its right-to-left view. */
interface DrawFont {
  key: string;
  font: fontkit.Font;
  face: Face;
}

const drawFont = (face: Face, rtl: boolean): DrawFont =>
  rtl && face.family.shaped
    ? { key: `${face.name}-RTL`, font: rightToLeftFont(face), face }
    : { key: face.name, font: face.font, face };

/** Copies of a font under another PostScript name, so pdfkit embeds them as separate fonts. */
const fontCopies = new Map<string, fontkit.Font[]>();

function fontCopy(font: DrawFont, copy: number): fontkit.Font {
  let copies = fontCopies.get(font.key);
  if (!copies) {
    copies = [font.font];
    fontCopies.set(font.key, copies);
  }
  while (copies.length <= copy) {
    const postscriptName = `${font.font.postscriptName}-${copies.length}`;
    copies.push(Object.create(font.font, { postscriptName: { value: postscriptName } }) as fontkit.Font);
  }
  return copies[copy] as fontkit.Font;
}

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * A right-to-left word as fontkit must get it: fontkit lays out a word with an Arabic or Hebrew
 * letter right to left by itself; a word of neutral characters only ("!?" between Arabic words)
 * is reversed here (and, outside the shaped fonts' right-to-left view, mirrored here too).
 */
function rightToLeftWord(word: string, font: DrawFont): string {
  if (RTL_LETTER.test(word)) return word;
  const characters = [...word].reverse();
  return (font.font === font.face.font ? characters.map(mirrored) : characters).join("");
}

/** A PDF text string: UTF-16BE with a byte order mark, as hex. */
function pdfTextString(text: string): string {
  let hex = "FEFF";
  for (let index = 0; index < text.length; index += 1) hex += text.charCodeAt(index).toString(16).padStart(4, "0");
  return `<${hex}>`;
}

const ZWJ = "\u200d";
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Outline width that makes a regular face look bold (CJK bold text), per point of type size. */
const SYNTHETIC_BOLD_STROKE = 0.035;

export function createPdfText(doc: PDFKit.PDFDocument): PdfText {
  const registered = new Set<string>();
  /** Per font: for each copy, the text each glyph id stands for so far. */
  const glyphTexts = new Map<string, Array<Map<number, string>>>();

  function use(font: DrawFont, size: number, copy = 0): void {
    const name = copy === 0 ? font.key : `${font.key}~${copy}`;
    if (!registered.has(name)) {
      doc.registerFont(name, fontCopy(font, copy) as unknown as Buffer);
      registered.add(name);
      doc.font(name);
      layOutFromSharedRuns((doc as unknown as { _font: unknown })._font);
    }
    doc.font(name).fontSize(size);
  }

  /** The text each glyph of the word stands for (pdfkit keeps the first one per glyph), or undefined if one glyph stands for two. */
  function glyphMapping(font: DrawFont, word: string): Map<number, string> | undefined {
    const mapping = new Map<number, string>();
    for (const glyph of font.font.layout(word).glyphs) {
      const text = String.fromCodePoint(...glyph.codePoints);
      if (mapping.has(glyph.id) && mapping.get(glyph.id) !== text) return undefined;
      mapping.set(glyph.id, text);
    }
    return mapping;
  }

  /** The first copy of the font whose glyph-to-text mapping agrees with the word's (which it then joins). */
  function copyFor(font: DrawFont, mapping: ReadonlyMap<number, string>): number {
    let copies = glyphTexts.get(font.key);
    if (!copies) {
      copies = [];
      glyphTexts.set(font.key, copies);
    }
    for (let copy = 0; ; copy += 1) {
      let texts = copies[copy];
      if (!texts) {
        texts = new Map();
        copies[copy] = texts;
      }
      if ([...mapping].some(([id, text]) => texts.has(id) && texts.get(id) !== text)) continue;
      for (const [id, text] of mapping) texts.set(id, text);
      return copy;
    }
  }

  /**
   * A right-to-left word in which one glyph stands for two characters ("بيتي" draws the ي and
   * the ت on one dotless glyph), cut into parts that each map one way. Zero-width joiners at the
   * cuts keep every letter in the form it has in the whole word.
   */
  function mappableParts(font: DrawFont, word: string): Array<{ text: string; mapping: Map<number, string> }> {
    const clusters = [...graphemes.segment(word)].map((cluster) => cluster.segment);
    const parts: Array<{ text: string; mapping: Map<number, string> }> = [];
    let from = 0;
    while (from < clusters.length) {
      let to = from + 1;
      const joined = (end: number) =>
        `${from > 0 ? ZWJ : ""}${clusters.slice(from, end).join("")}${end < clusters.length ? ZWJ : ""}`;
      let mapping = glyphMapping(font, joined(to)) ?? new Map<number, string>();
      while (to < clusters.length) {
        const longer = glyphMapping(font, joined(to + 1));
        if (!longer) break;
        mapping = longer;
        to += 1;
      }
      parts.push({ text: joined(to), mapping });
      from = to;
    }
    return parts;
  }

  function drawText(
    text: string,
    font: DrawFont,
    x: number,
    baseline: number,
    style: PdfTextStyle,
    copy = 0,
    actual?: string,
  ): void {
    use(font, style.size, copy);
    const actualText = actual === undefined ? undefined : pdfTextString(actual);
    if (font.face.syntheticBold) {
      doc
        .save()
        .lineWidth(style.size * SYNTHETIC_BOLD_STROKE)
        .strokeColor(style.color);
      writeFragment(doc, text, x, baseline, { stroked: true, actualText });
      doc.restore();
    } else {
      writeFragment(doc, text, x, baseline, { actualText });
    }
  }

  /** A shaped or right-to-left run, word by word (in visual order) at positions measured here. */
  function drawWords(text: string, face: Face, rtl: boolean, x: number, baseline: number, style: PdfTextStyle): void {
    const font = drawFont(face, rtl);
    const tokens = text.match(/\S+|\s+/g) ?? [];
    if (rtl) tokens.reverse();
    let cursor = x;
    for (const token of tokens) {
      const width = textWidth(font.font, token, style.size);
      const drawn = rtl ? rightToLeftWord(token, font) : token;
      const mapping = glyphMapping(font, drawn);
      if (mapping) {
        const copy = copyFor(font, mapping);
        drawText(drawn, font, cursor, baseline, style, copy, face.family.reorders ? token : undefined);
      } else if (rtl) {
        /* Parts from the right edge leftwards, as the word reads. */
        let right = cursor + width;
        for (const part of mappableParts(font, drawn)) {
          const copy = copyFor(font, part.mapping);
          right -= textWidth(font.font, part.text, style.size);
          drawText(part.text, font, right, baseline, style, copy);
        }
      } else {
        /* Left to right, pdftotext takes /ActualText as it is. */
        drawText(drawn, font, cursor, baseline, style, 0, token);
      }
      cursor += width;
    }
  }

  return {
    drawLine(paragraph, line, x, baseline, style, rightEdge) {
      doc.fillColor(style.color);
      let cursor = rightEdge !== undefined ? rightEdge - line.width : x;
      for (const run of line.runs) {
        const text = paragraph.prepared.text.slice(run.start, run.end);
        if (run.face.family.shaped || run.rtl) drawWords(text, run.face, run.rtl, cursor, baseline, style);
        else drawText(text, drawFont(run.face, false), cursor, baseline, style);
        cursor += run.width;
      }
    },
  };
}

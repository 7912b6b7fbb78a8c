/**
 * One run of text written into the page's content stream: the operators pdfkit's `_fragment`
 * writes for a left-aligned run at a baseline (pdfkit 0.20), byte for byte, built as one string
 * and written once instead of one write (and one byte array) per operator. pdfkit still chooses
 * the glyphs: its font's `encode` adds them to the document's subset. A run is part of a laid-out
 * line, which never holds a line break (`prepareText` turns them into spaces).
 */

interface Position {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}

/** The parts of a pdfkit document this writes through. */
interface FragmentTarget {
  page: { height: number; fonts: Record<string, unknown>; write(data: string): void };
  _font: { id: string; ref(): unknown; encode(text: string): [string[], Position[]] };
  _fontSize: number;
}

export interface FragmentStyle {
  /** Outlined as well as filled (pdfkit's `fill` and `stroke` options): text rendering mode 2. */
  stroked?: boolean;
  /** What the run stands for when its glyphs do not say it (a /Span with /ActualText, as hex). */
  actualText?: string;
}

/** pdfkit's `PDFObject.number`: six decimals at most. */
const number = (value: number) => Math.round(value * 1e6) / 1e6;

export function writeFragment(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  baseline: number,
  style: FragmentStyle,
): void {
  if (text.length === 0) return;
  const target = doc as unknown as FragmentTarget;
  const { page, _font: font, _fontSize: size } = target;
  const y = page.height - baseline;
  if (page.fonts[font.id] == null) page.fonts[font.id] = font.ref();
  const out = ["q", `1 0 0 -1 0 ${number(page.height)} cm`];
  if (style.actualText !== undefined) out.push(`/Span <</ActualText ${style.actualText}>> BDC`);
  out.push("BT", `1 0 0 1 ${number(x)} ${number(y)} Tm`, `/${font.id} ${number(size)} Tf`);
  if (style.stroked) out.push("2 Tr");
  const [encoded, positions] = font.encode(text);
  const scale = size / 1000;
  const commands: string[] = [];
  let last = 0;
  let hadOffset = false;
  let cursor = x;
  const addSegment = (end: number) => {
    if (last < end) {
      const position = positions[end - 1] as Position;
      commands.push(`<${encoded.slice(last, end).join("")}> ${number(-(position.xAdvance - position.advanceWidth))}`);
    }
    last = end;
  };
  const flush = (end: number) => {
    addSegment(end);
    if (commands.length > 0) {
      out.push(`[${commands.join(" ")}] TJ`);
      commands.length = 0;
    }
  };
  let index = 0;
  for (; index < positions.length; index++) {
    const position = positions[index] as Position;
    if (position.xOffset || position.yOffset) {
      flush(index);
      out.push(`1 0 0 1 ${number(cursor + position.xOffset * scale)} ${number(y + position.yOffset * scale)} Tm`);
      flush(index + 1);
      hadOffset = true;
    } else {
      if (hadOffset) {
        out.push(`1 0 0 1 ${number(cursor)} ${number(y)} Tm`);
        hadOffset = false;
      }
      if (position.xAdvance - position.advanceWidth !== 0) addSegment(index + 1);
    }
    cursor += position.xAdvance * scale;
  }
  flush(index);
  out.push("ET");
  if (style.actualText !== undefined) out.push("EMC");
  out.push("Q");
  page.write(out.join("\n"));
}

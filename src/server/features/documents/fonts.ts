import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * DejaVu Sans from the dejavu-fonts-ttf package: it covers Latin, Greek and Cyrillic in full,
 * so any name a user types prints (pdfkit's built-in fonts cannot draw "Ł" or "ğ").
 */
const fontDirectory = join(dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");

export const FONT_REGULAR = "DejaVuSans";
export const FONT_BOLD = "DejaVuSans-Bold";

const FONT_FILES: Readonly<Record<string, string>> = {
  [FONT_REGULAR]: join(fontDirectory, "DejaVuSans.ttf"),
  [FONT_BOLD]: join(fontDirectory, "DejaVuSans-Bold.ttf"),
};

/** Per font name: the file's bytes, then (after the first document) the parsed font. */
const sources = new Map<string, Buffer | object>();

/**
 * Registers both fonts on a document. Parsing DejaVu Sans costs about 25 ms, so the font object
 * pdfkit parsed for the first document is reused by later ones (pdfkit accepts a parsed font
 * wherever it accepts bytes). If a pdfkit upgrade hides that object, every document simply
 * parses the bytes again.
 */
export function registerLetterFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of Object.entries(FONT_FILES)) {
    const source = sources.get(name) ?? readFileSync(file);
    doc.registerFont(name, source as Buffer);
    if (source instanceof Buffer) sources.set(name, parsedFont(doc, name) ?? source);
  }
}

function parsedFont(doc: PDFKit.PDFDocument, name: string): object | undefined {
  doc.font(name);
  const font = (doc as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font;
  return typeof font?.layout === "function" ? font : undefined;
}

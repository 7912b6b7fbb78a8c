import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LetterBlock } from "../../../src/domain/letter/blocks.ts";

/** Runs a Debian tool (pdftotext, pdfinfo, pdffonts, unzip) on a buffer written to a temp file. */
export function runOnFile(buffer: Buffer, fileName: string, command: string, args: (file: string) => string[]): string {
  const directory = mkdtempSync(join(tmpdir(), "letter-test-"));
  const file = join(directory, fileName);
  try {
    writeFileSync(file, buffer);
    return execFileSync(command, args(file), { encoding: "utf8" });
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

export const pdfText = (pdf: Buffer) =>
  runOnFile(pdf, "letter.pdf", "pdftotext", (file) => ["-enc", "UTF-8", file, "-"]);
export const pdfInfo = (pdf: Buffer) => runOnFile(pdf, "letter.pdf", "pdfinfo", (file) => ["-enc", "UTF-8", file]);
export const pdfFonts = (pdf: Buffer) => runOnFile(pdf, "letter.pdf", "pdffonts", (file) => [file]);
export const pdfMeta = (pdf: Buffer) => runOnFile(pdf, "letter.pdf", "pdfinfo", (file) => ["-meta", file]);
export const pdfStructure = (pdf: Buffer) => runOnFile(pdf, "letter.pdf", "pdfinfo", (file) => ["-struct", file]);
export const pdfImages = (pdf: Buffer) => runOnFile(pdf, "letter.pdf", "pdfimages", (file) => ["-list", file]);
export const zipEntry = (zip: Buffer, entry: string) =>
  runOnFile(zip, "letter.docx", "unzip", (file) => ["-p", file, entry]);

/** Each word pdftotext finds, with its box in points from the page's top-left corner. */
export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export function pdfWords(pdf: Buffer): PdfWord[] {
  const html = runOnFile(pdf, "letter.pdf", "pdftotext", (file) => ["-bbox", "-enc", "UTF-8", file, "-"]);
  const words: PdfWord[] = [];
  let page = 0;
  for (const match of html.matchAll(
    /<page [^>]*>|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
  )) {
    if (match[0].startsWith("<page")) {
      page += 1;
      continue;
    }
    const [, xMin, yMin, xMax, yMax, text = ""] = match;
    words.push({
      page,
      text: unescapeXml(text),
      xMin: Number(xMin),
      yMin: Number(yMin),
      xMax: Number(xMax),
      yMax: Number(yMax),
    });
  }
  return words;
}

export function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** pdftotext marks right-to-left text with embedding controls (U+202A-U+202E): left out here. */
export function withoutBidiControls(text: string): string {
  return text.replace(/[\u202a-\u202e]/g, "");
}

/** Whitespace and line wrapping do not count: every run of white space becomes one space. */
export function normalise(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Every piece of text a renderer must print, in order (list labels and layout left out). */
export function blockTexts(blocks: readonly LetterBlock[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.kind) {
      case "sender":
      case "recipient":
        return block.lines;
      case "list":
        return block.items;
      case "quote":
        return block.paragraphs;
      case "signature":
        return block.mark?.kind === "typed"
          ? [block.closing, block.mark.text, block.name]
          : [block.closing, block.name];
      case "enclosures":
        return ["Enclosures:", ...block.items];
      default:
        return [block.text];
    }
  });
}

/** The first piece not found in `haystack` after the previous piece, or undefined when all are there in order. */
export function firstMissingInOrder(pieces: readonly string[], haystack: string): string | undefined {
  const text = normalise(haystack);
  let from = 0;
  for (const piece of pieces) {
    const at = text.indexOf(normalise(piece), from);
    if (at < 0) return piece;
    from = at + normalise(piece).length;
  }
  return undefined;
}

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

export const pdfText = (pdf: Buffer) => runOnFile(pdf, "letter.pdf", "pdftotext", (file) => ["-enc", "UTF-8", file, "-"]);
export const pdfInfo = (pdf: Buffer) => runOnFile(pdf, "letter.pdf", "pdfinfo", (file) => ["-enc", "UTF-8", file]);
export const pdfFonts = (pdf: Buffer) => runOnFile(pdf, "letter.pdf", "pdffonts", (file) => [file]);
export const zipEntry = (zip: Buffer, entry: string) => runOnFile(zip, "letter.docx", "unzip", (file) => ["-p", file, entry]);

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
        return [block.closing, block.name];
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

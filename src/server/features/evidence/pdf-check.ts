import { inflateSync } from "node:zlib";

/**
 * Names that make a PDF do something when it is opened or clicked: run a script, start a program,
 * carry other files, submit data or play media. A PDF that uses any of them is refused rather than
 * "cleaned": rewriting it could change what the evidence shows.
 */
const ACTIVE_NAMES = new Set([
  "JavaScript",
  "JS",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "XFA",
  "SubmitForm",
  "ImportData",
  "GoToE",
]);

/** Decompressed text read from one PDF at most (a guard against files that inflate without end). */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

export type PdfVerdict = "passive" | "active" | "encrypted" | "unreadable";

/**
 * Reads a PDF's names, in the file's own bytes and inside its compressed streams (where object
 * streams hide dictionaries), with `#xx` escapes decoded.
 */
export function checkPdf(bytes: Buffer): PdfVerdict {
  const text = bytes.toString("latin1");
  if (!text.startsWith("%PDF-") || !text.slice(-1024).includes("%%EOF")) return "unreadable";
  if (/\/Encrypt\b/.test(text)) return "encrypted";
  if (hasActiveName(text)) return "active";
  let inflated = 0;
  for (const stream of compressedStreams(bytes, text)) {
    let plain: Buffer;
    try {
      plain = inflateSync(stream, { maxOutputLength: MAX_INFLATED_BYTES - inflated });
    } catch {
      continue; // images and fonts need not inflate as text; a stream that will not is not read
    }
    inflated += plain.length;
    if (hasActiveName(plain.toString("latin1"))) return "active";
    if (inflated >= MAX_INFLATED_BYTES) return "unreadable";
  }
  return "passive";
}

function hasActiveName(text: string): boolean {
  for (const match of text.matchAll(/\/([^\s/[\]<>(){}%]+)/g)) {
    const name = (match[1] ?? "").replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (ACTIVE_NAMES.has(name)) return true;
  }
  return false;
}

/** The raw bytes of each stream whose dictionary asks for Flate decoding. */
function* compressedStreams(bytes: Buffer, text: string): Generator<Buffer> {
  const start = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = start.exec(text))) {
    const dictionary = text.slice(Math.max(0, match.index - 512), match.index);
    const from = match.index + match[0].length;
    const to = text.indexOf("endstream", from);
    if (to === -1) return;
    if (/\/FlateDecode/.test(dictionary.slice(dictionary.lastIndexOf("<<")))) yield bytes.subarray(from, to);
    start.lastIndex = to + "endstream".length;
  }
}

import { createRequire } from "node:module";
import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFObjectParser,
  PDFParser,
  PDFRawStream,
  PDFString,
} from "pdf-lib";
import type ByteStreamClass from "pdf-lib/cjs/core/parser/ByteStream.js";
import { OverBudget, unpackedSize, unpackWithin } from "./pdf-decode.ts";

/**
 * What a PDF may not hold, in any object of the file (even one no page uses, and every older copy
 * of an object an update replaced): anything that runs, starts a program, carries other files,
 * submits or imports data, plays media, or leads to another file. A PDF that has one is refused,
 * not cleaned: rewriting it could change what the evidence shows.
 */
const ACTIVE_KEYS = new Set([
  "JS",
  "JavaScript",
  "EmbeddedFile",
  "EmbeddedFiles",
  "EF",
  "RichMediaContent",
  "RichMediaSettings",
  "XFA",
]);
const ACTIVE_ACTIONS = new Set([
  "JavaScript",
  "Launch",
  "SubmitForm",
  "ImportData",
  "GoToR",
  "GoToE",
  "RichMediaExecute",
  "Rendition",
  "Movie",
  "Sound",
  "GoTo3DView",
]);
const ACTIVE_SUBTYPES = new Set(["FileAttachment", "RichMedia", "Movie", "Sound", "Screen", "3D"]);

/**
 * A link may lead to a web page or an email address (a printed email has both); never to a file,
 * a network share (\\host, smb:) or a program.
 */
const WEB_LINK = /^(https?:\/\/|mailto:)[^\s\\]+$/i;

/** Bytes one stream may unpack to, and all of a file's streams together. */
export const PDF_STREAM_BUDGET = 32 * 1024 * 1024;
export const PDF_FILE_BUDGET = 256 * 1024 * 1024;

export type PdfVerdict = "passive" | "active" | "encrypted" | "unreadable" | "too-complex";

/** The class pdf-lib's parser reads streams through (not among its exports). */
const ByteStream: typeof ByteStreamClass = createRequire(import.meta.url)(
  "pdf-lib/cjs/core/parser/ByteStream.js",
).default;

/*
 * pdf-lib's parser copies each stream's bytes out of the file as it parses it, and the check parses
 * every stream twice (in order, then wherever "N G obj" stands): a 3.5 MB scan was held three times
 * over. The check only reads those bytes, so it takes views of the file's own (decision 0090).
 */
ByteStream.prototype.slice = function slice(this: ByteStreamClass, start: number, end: number) {
  return (this as unknown as { bytes: Uint8Array }).bytes.subarray(start, end);
};

/** What the file being checked may still unpack, and whether it went over (one check at a time per worker). */
let budgetLeft = PDF_FILE_BUDGET;
let wentOver = false;

/** Takes `size` unpacked bytes off what the file may still unpack. */
function charge(size: number): void {
  budgetLeft -= size;
  if (budgetLeft < 0) throw new OverBudget("the file unpacks too far");
}

function rethrowNotingBudget(error: unknown): never {
  wentOver ||= error instanceof OverBudget;
  throw error;
}

/** A stream's unpacked bytes, for the parser to read, charged to the budget. */
function spend(stream: PDFRawStream): Uint8Array {
  try {
    const unpacked = unpackWithin(stream, PDF_STREAM_BUDGET);
    charge(unpacked.size);
    return unpacked.bytes;
  } catch (error) {
    return rethrowNotingBudget(error);
  }
}

/** A stream no parser reads here (page contents, pictures, fonts): only what it unpacks to is charged. */
async function count(stream: PDFRawStream): Promise<void> {
  try {
    charge(await unpackedSize(stream, PDF_STREAM_BUDGET));
  } catch (error) {
    rethrowNotingBudget(error);
  }
}

/*
 * pdf-lib unpacks object and cross-reference streams whole while it parses: here, within the
 * budget. A cross-reference stream laid out as an object stream too is refused (other readers
 * would take objects from it that pdf-lib never reads).
 */
ByteStream.fromPDFRawStream = (stream) => {
  if (stream.dict.get(PDFName.of("Type")) === PDFName.of("XRef") && stream.dict.has(PDFName.of("First")))
    throw new Error("a cross-reference stream with objects in it");
  return ByteStream.of(spend(stream));
};

/**
 * Reads every object of the PDF with pdf-lib's parser (names with `#xx` escapes decoded, strings
 * in hex or literal form, dictionaries at any depth, object streams whatever their filters) and
 * unpacks every stream within the budget. Anything over the budget is refused, never skipped.
 */
export async function checkPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  const tail = Buffer.from(bytes.subarray(-1024)).toString("latin1");
  if (!tail.includes("%%EOF")) return "unreadable";
  /* Locked files are told apart before parsing: their object streams cannot be read. */
  if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes("/Encrypt")) return "encrypted";
  budgetLeft = PDF_FILE_BUDGET;
  wentOver = false;
  let definitions: PDFObject[];
  let context: PDFContext;
  try {
    ({ definitions, context } = await parseEveryDefinition(bytes));
  } catch {
    /* pdf-lib reports a stream it could not unpack as an invalid object: the budget says why. */
    return wentOver ? "too-complex" : "unreadable";
  }
  if (context.trailerInfo.Encrypt) return "encrypted";
  if (definitions.length === 0 || !context.trailerInfo.Root) return "unreadable";
  const trailer = Object.values(context.trailerInfo).filter((value): value is PDFObject => value !== undefined);
  let hidden: PDFObject[];
  try {
    hidden = objectsAnywhere(bytes, context);
  } catch {
    return wentOver ? "too-complex" : "unreadable";
  }
  if (hidden.some(isActive)) return "active";
  for (const object of [...definitions, ...trailer]) {
    if (isActive(object)) return "active";
    if (object instanceof PDFRawStream) {
      if (isObjectStreamInDisguise(object)) return "unreadable";
      try {
        await count(object);
      } catch {
        return wentOver ? "too-complex" : "unreadable";
      }
    }
  }
  return "passive";
}

/** Every object definition in the file, in order, older ones an update replaced included. */
async function parseEveryDefinition(bytes: Uint8Array): Promise<{ definitions: PDFObject[]; context: PDFContext }> {
  const parser = PDFParser.forBytesWithOptions(bytes, Number.POSITIVE_INFINITY, true, false);
  const { context } = parser as unknown as { context: PDFContext };
  const definitions: PDFObject[] = [];
  const assign = context.assign.bind(context);
  context.assign = (ref, object) => {
    definitions.push(object);
    assign(ref, object);
  };
  await parser.parseDocument();
  return { definitions, context };
}

/** "12 0 obj": where a reader that rebuilds a damaged cross-reference table, or follows one, finds an object. */
const OBJECT_START = /(\d{1,10})[\0\t\n\f\r ]+(\d{1,5})[\0\t\n\f\r ]+obj(?![^\0\t\n\f\r ()<>[\]{}/%])/g;

/**
 * Every object written anywhere in the file, as a reader following any cross-reference entry (or
 * rebuilding the table) would find it: after every "N G obj" in the raw bytes, wherever it stands
 * (on a comment line, inside a string or another stream's data, in an update), and inside every
 * object stream found so, its data unpacked with its predictor and read by its own index. The
 * sequential parse skips comments, strings and stream data; a reader sent to those bytes does not.
 */
function objectsAnywhere(bytes: Uint8Array, context: PDFContext): PDFObject[] {
  const found: PDFObject[] = [];
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  for (const match of text.matchAll(OBJECT_START)) {
    const object = parseAt(bytes, match.index + match[0].length, context);
    if (!object) continue;
    found.push(object);
    if (object instanceof PDFRawStream && isObjectStreamLayout(object)) found.push(...objectsInStream(object, context));
  }
  return found;
}

/** One object starting at `offset`; undefined where the bytes are not one (most chance matches in binary data). */
function parseAt(bytes: Uint8Array, offset: number, context: PDFContext): PDFObject | undefined {
  try {
    return PDFObjectParser.forBytes(bytes.subarray(offset), context).parseObject();
  } catch {
    return undefined;
  }
}

/** The objects of an object stream, each at the offset its index gives (as a reader fetches them). */
function objectsInStream(stream: PDFRawStream, context: PDFContext): PDFObject[] {
  const data = spend(stream);
  const first = stream.dict.get(PDFName.of("First"));
  const count = stream.dict.get(PDFName.of("N"));
  if (!(first instanceof PDFNumber) || !(count instanceof PDFNumber)) return [];
  const index = Buffer.from(data.subarray(0, first.asNumber())).toString("latin1").trim().split(/\s+/).map(Number);
  const objects: PDFObject[] = [];
  for (let entry = 0; entry < Math.min(count.asNumber(), index.length / 2); entry++) {
    const offset = index[entry * 2 + 1];
    if (offset === undefined || !Number.isInteger(offset)) continue;
    const object = parseAt(data, first.asNumber() + offset, context);
    if (object) objects.push(object);
  }
  return objects;
}

function isObjectStreamLayout(stream: PDFRawStream): boolean {
  return stream.dict.has(PDFName.of("N")) && stream.dict.has(PDFName.of("First"));
}

/** Whether an object, or anything written inside it, acts. References are not followed: every object is visited. */
function isActive(object: PDFObject): boolean {
  if (object instanceof PDFRawStream) return isActive(object.dict);
  if (object instanceof PDFArray) return object.asArray().some(isActive);
  if (!(object instanceof PDFDict)) return false;
  for (const [key, value] of object.entries()) {
    const name = key.decodeText();
    if (ACTIVE_KEYS.has(name)) return true;
    if (name === "S" && value instanceof PDFName && ACTIVE_ACTIONS.has(value.decodeText())) return true;
    if (name === "S" && value instanceof PDFName && value.decodeText() === "Thread" && object.has(PDFName.of("F")))
      return true;
    if (name === "Subtype" && value instanceof PDFName && ACTIVE_SUBTYPES.has(value.decodeText())) return true;
    if (name === "Type" && value instanceof PDFName && value.decodeText() === "EmbeddedFile") return true;
    if (name === "URI" && !(value instanceof PDFDict) && !isWebLink(value)) return true;
    if (isActive(value)) return true;
  }
  return false;
}

function isWebLink(value: PDFObject): boolean {
  if (!(value instanceof PDFString || value instanceof PDFHexString)) return false;
  return WEB_LINK.test(value.decodeText());
}

/**
 * A stream laid out as an object stream (a count and an offset) that does not say so plainly:
 * pdf-lib would not read the objects in it, other readers might.
 */
function isObjectStreamInDisguise(stream: PDFRawStream): boolean {
  const { dict } = stream;
  return isObjectStreamLayout(stream) && dict.get(PDFName.of("Type")) !== PDFName.of("ObjStm");
}

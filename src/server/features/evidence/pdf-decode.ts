import { brotliDecompressSync, constants, createInflate, inflateSync } from "node:zlib";
import { collectYoungGarbage } from "../../worker-garbage.ts";
import { decodePDFRawStream, PDFArray, PDFContext, PDFDict, PDFName, type PDFObject, PDFRawStream } from "pdf-lib";

/** Filters that unpack bytes (as opposed to image codecs), by every name a PDF reader accepts. */
const UNPACKING: Record<
  string,
  "flate" | "brotli" | "LZWDecode" | "ASCII85Decode" | "ASCIIHexDecode" | "RunLengthDecode"
> = {
  FlateDecode: "flate",
  Fl: "flate",
  BrotliDecode: "brotli",
  LZWDecode: "LZWDecode",
  LZW: "LZWDecode",
  ASCII85Decode: "ASCII85Decode",
  A85: "ASCII85Decode",
  ASCIIHexDecode: "ASCIIHexDecode",
  AHx: "ASCIIHexDecode",
  RunLengthDecode: "RunLengthDecode",
  RL: "RunLengthDecode",
};

/**
 * The most a damaged Flate stream can unpack to in a lenient reader, per compressed byte: a code
 * of one bit copies at most 258 bytes. Used when zlib stops at the damage and cannot say.
 */
const FLATE_WORST_RATIO = 8 * 258;

/** A stream unpacks past what one file may use. */
export class OverBudget extends Error {}

const scratch = PDFContext.create();

/**
 * A stream's bytes through its unpacking filters, stopping at the first image codec (DCT, JPX,
 * JBIG2, CCITT), whose output is bounded by the image's size. Throws OverBudget past `limit` bytes:
 * a few kilobytes of Flate can unpack to gigabytes, and every reader unpacks before it parses.
 */
export function unpackWithin(stream: PDFRawStream, limit: number): Unpacked {
  const filters = asList(stream.dict.lookup(PDFName.of("Filter")));
  const params = asList(stream.dict.lookup(PDFName.of("DecodeParms")));
  let unpacked: Unpacked = { bytes: stream.contents, size: stream.contents.length };
  for (const [index, filter] of filters.entries()) {
    if (!(filter instanceof PDFName)) throw new OverBudget("a filter that is not a name");
    const kind = UNPACKING[filter.decodeText()];
    if (!kind) break;
    unpacked = unpackOne(unpacked.bytes, kind, params[index], limit);
    if (kind === "flate" || kind === "LZWDecode") unpacked = undoPredictor(unpacked, params[index]);
  }
  return unpacked;
}

/**
 * Under this many compressed bytes, a Flate stream is unpacked whole to be counted: it can unpack
 * to about a megabyte at most (FLATE_WORST_RATIO / 2), and counting it a piece at a time would cost
 * more than it saves.
 */
const COUNT_WHOLE_BELOW = 1024;

/** How many unpacked bytes are counted between collections of the pieces already dropped. */
const COLLECT_EVERY = 4 * 1024 * 1024;

/**
 * How many bytes a stream unpacks to, without keeping them where it can: a lone Flate filter, the
 * usual one, is unpacked a piece at a time and each piece dropped, so a stream unpacking to its
 * 32 MB budget never holds more than one piece (decision 0086). Other filter chains are unpacked
 * whole (`unpackWithin`). Throws OverBudget past `limit` bytes, as `unpackWithin` does.
 */
export async function unpackedSize(stream: PDFRawStream, limit: number): Promise<number> {
  const filters = asList(stream.dict.lookup(PDFName.of("Filter")));
  const [only] = filters;
  const lone = filters.length === 1 && only instanceof PDFName && UNPACKING[only.decodeText()] === "flate";
  if (!lone || stream.contents.length < COUNT_WHOLE_BELOW) return unpackWithin(stream, limit).size;
  return countFlate(stream.contents, limit);
}

/** Flate data's unpacked size, counted as it unpacks: the same answers as `unpackOne`, the bytes dropped. */
async function countFlate(bytes: Uint8Array, limit: number): Promise<number> {
  const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: OUTPUT_CHUNK });
  inflate.end(bytes);
  let total = 0;
  let sinceCollected = 0;
  try {
    for await (const piece of inflate) {
      total += (piece as Buffer).length;
      if (total > limit) throw new OverBudget("unpacks too far");
      sinceCollected += (piece as Buffer).length;
      if (sinceCollected < COLLECT_EVERY) continue;
      /* The pieces counted are garbage: give their memory back now, not when the heap next fills. */
      collectYoungGarbage();
      sinceCollected = 0;
    }
    return total;
  } catch (error) {
    inflate.destroy();
    if (error instanceof OverBudget) throw error;
    /* Damaged data: a lenient reader still unpacks what comes before the damage; count the most it could. */
    const worst = bytes.length * FLATE_WORST_RATIO;
    if (worst > limit) throw new OverBudget("damaged and large");
    return worst;
  }
}

/** What a stream unpacked to, and how many bytes a reader may get from it (more than `bytes` when damaged). */
export interface Unpacked {
  bytes: Uint8Array;
  size: number;
}

function asList(value: PDFObject | undefined): (PDFObject | undefined)[] {
  if (value instanceof PDFArray) return value.asArray().map((_, index) => value.lookup(index));
  return value === undefined ? [] : [value];
}

/**
 * Unpacked bytes are gathered in pieces of this size. zlib's default, 16 KB, is under the allocator's
 * 128 KB threshold (scripts/server-flags.mjs): a stream unpacking to its 32 MB budget left that much
 * in the worker thread's malloc arena, resident after the job. Larger pieces get mappings of their
 * own, returned when freed (decision 0055).
 */
const OUTPUT_CHUNK = 256 * 1024;

function unpackOne(
  bytes: Uint8Array,
  kind: (typeof UNPACKING)[string],
  params: PDFObject | undefined,
  limit: number,
): Unpacked {
  if (kind === "flate" || kind === "brotli") {
    try {
      const out =
        kind === "flate"
          ? inflateSync(bytes, { maxOutputLength: limit, finishFlush: constants.Z_SYNC_FLUSH, chunkSize: OUTPUT_CHUNK })
          : brotliDecompressSync(bytes, { maxOutputLength: limit, chunkSize: OUTPUT_CHUNK });
      return { bytes: out, size: out.length };
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw new OverBudget("unpacks too far");
      /* Damaged data: a lenient reader still unpacks what comes before the damage; count the most it could. */
      const worst = bytes.length * FLATE_WORST_RATIO;
      if (kind === "brotli" || worst > limit) throw new OverBudget("damaged and large");
      return { bytes: new Uint8Array(0), size: worst };
    }
  }
  /* The other unpacking filters, read a block at a time with pdf-lib's decoders. */
  const dict = scratch.obj({ Filter: kind }) as PDFDict;
  if (params instanceof PDFDict) dict.set(PDFName.of("DecodeParms"), params);
  const decoder = decodePDFRawStream(PDFRawStream.of(dict, bytes));
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const chunk = decoder.getBytes(64 * 1024);
    total += chunk.length;
    if (total > limit) throw new OverBudget("unpacks too far");
    chunks.push(new Uint8Array(chunk));
    if (chunk.length < 64 * 1024) break;
  }
  return { bytes: Buffer.concat(chunks), size: total };
}

/**
 * Flate and LZW data may be stored with a predictor (`/DecodeParms << /Predictor … >>`), as PNG
 * rows each led by its filter type (10-15) or TIFF's horizontal differences (2): what a reader
 * parses is the data with the predictor undone. (pdf-lib's own decoders leave it on, so an object
 * stream behind a predictor read as noise to it and as objects to every viewer.)
 */
function undoPredictor(unpacked: Unpacked, params: PDFObject | undefined): Unpacked {
  if (!(params instanceof PDFDict)) return unpacked;
  const predictor = numberIn(params, "Predictor", 1);
  if (predictor < 2) return unpacked;
  const colors = numberIn(params, "Colors", 1);
  const bits = numberIn(params, "BitsPerComponent", 8);
  const columns = numberIn(params, "Columns", 1);
  const pixelBytes = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowBytes = Math.ceil((colors * bits * columns) / 8);
  if (unpacked.bytes.length === 0) return unpacked;
  const bytes =
    predictor === 2
      ? undoTiff(unpacked.bytes, rowBytes, pixelBytes, bits)
      : undoPng(unpacked.bytes, rowBytes, pixelBytes);
  return { bytes, size: Math.max(unpacked.size, bytes.length) };
}

function numberIn(dict: PDFDict, key: string, fallback: number): number {
  const value = dict.lookup(PDFName.of(key));
  const number = value && "asNumber" in value ? (value as { asNumber(): number }).asNumber() : fallback;
  return Number.isInteger(number) && number >= 0 && number <= 1 << 20 ? number : fallback;
}

/** PNG predictors: each row starts with its filter (None, Sub, Up, Average, Paeth). */
function undoPng(data: Uint8Array, rowBytes: number, pixelBytes: number): Uint8Array {
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let row = 0; row < rows; row++) {
    const filter = data[row * (rowBytes + 1)];
    const from = row * (rowBytes + 1) + 1;
    const at = row * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= pixelBytes ? (out[at + i - pixelBytes] as number) : 0;
      const up = row > 0 ? (out[at + i - rowBytes] as number) : 0;
      const upLeft = row > 0 && i >= pixelBytes ? (out[at + i - rowBytes - pixelBytes] as number) : 0;
      const raw = data[from + i] as number;
      if (filter === 1) out[at + i] = raw + left;
      else if (filter === 2) out[at + i] = raw + up;
      else if (filter === 3) out[at + i] = raw + ((left + up) >> 1);
      else if (filter === 4) out[at + i] = raw + paeth(left, up, upLeft);
      else out[at + i] = raw;
    }
  }
  return out;
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const [toLeft, toUp, toUpLeft] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/** TIFF predictor 2 for 8-bit samples: each byte is the difference from the same sample of the pixel before. */
function undoTiff(data: Uint8Array, rowBytes: number, pixelBytes: number, bits: number): Uint8Array {
  if (bits !== 8) return data;
  const out = new Uint8Array(data);
  for (let row = 0; row + rowBytes <= out.length; row += rowBytes)
    for (let i = pixelBytes; i < rowBytes; i++)
      out[row + i] = ((out[row + i] as number) + (out[row + i - pixelBytes] as number)) & 0xff;
  return out;
}

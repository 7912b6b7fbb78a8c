import { brotliDecompressSync, constants, inflateSync } from "node:zlib";
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
  }
  return unpacked;
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
          ? inflateSync(bytes, { maxOutputLength: limit, finishFlush: constants.Z_SYNC_FLUSH })
          : brotliDecompressSync(bytes, { maxOutputLength: limit });
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

import { EVIDENCE_MAX_PIXELS } from "../../../domain/case/evidence.ts";

/** The most pixels an image may have on either side. */
export const IMAGE_MAX_SIDE = 12_000;
/** What decoding an image may take, as estimated from its header (pixels, channels, bytes a sample). */
export const IMAGE_DECODE_BUDGET = 256 * 1024 * 1024;
/**
 * Scans a JPEG may have: a progressive photo has about 10 (libjpeg's default script), a few
 * encoders use up to 20; each scan is a pass over the whole image, so thousands of them keep a
 * core busy for minutes.
 */
export const JPEG_MAX_SCANS = 40;

/** Why an image is refused from its header, before any decoding; null when it may be decoded. */
export type HeaderRefusal = "unreadable" | "tooManyPixels" | "tooLarge" | "tooManyScans";

interface ImageHeader {
  width: number;
  height: number;
  /** Channels the decoded image has. */
  channels: number;
  bytesPerSample: number;
  /** Extra bytes the decoder holds besides the pixels (a progressive JPEG's coefficients). */
  extraBytes: number;
}

/**
 * Reads a PNG's or JPEG's size, depth and (for a JPEG) scans from its own bytes, without decoding
 * anything, and says whether it may be decoded: width and height, total pixels, bytes per pixel
 * (16-bit images take twice the memory) and the decoder's memory as estimated from them, and a
 * JPEG's scans counted from its markers.
 */
export function refusalFromHeader(bytes: Uint8Array, kind: "png" | "jpeg"): HeaderRefusal | null {
  const read = kind === "png" ? readPngHeader(bytes) : readJpegHeader(bytes);
  if (typeof read === "string") return read;
  const { width, height, channels, bytesPerSample, extraBytes } = read;
  if (width < 1 || height < 1) return "unreadable";
  if (width * height > EVIDENCE_MAX_PIXELS) return "tooManyPixels";
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) return "tooLarge";
  if (width * height * channels * bytesPerSample + extraBytes > IMAGE_DECODE_BUDGET) return "tooLarge";
  return null;
}

/** Channels by PNG colour type: grey, RGB, palette (decoded to RGBA), grey with alpha, RGBA. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 4, 4: 2, 6: 4 };

/** The IHDR chunk, which must come first: width, height, bit depth and colour type. */
function readPngHeader(bytes: Uint8Array): ImageHeader | HeaderRefusal {
  if (bytes.length < 33) return "unreadable";
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(8) !== 13 || Buffer.from(bytes.subarray(12, 16)).toString("latin1") !== "IHDR")
    return "unreadable";
  const bitDepth = bytes[24] as number;
  const channels = PNG_CHANNELS[bytes[25] as number];
  if (!channels || ![1, 2, 4, 8, 16].includes(bitDepth)) return "unreadable";
  return {
    width: view.getUint32(16),
    height: view.getUint32(20),
    channels,
    bytesPerSample: bitDepth === 16 ? 2 : 1,
    extraBytes: 0,
  };
}

const SOS = 0xda;
const EOI = 0xd9;
/** Start-of-frame markers: C0-CF but DHT (C4), JPG (C8) and DAC (CC). */
const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
/** Markers with no length after them: TEM, the restart markers, SOI. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/**
 * Walks a JPEG's markers from the start: the frame header gives size, precision and components;
 * every start of scan is counted, its entropy-coded data skipped to the next marker. One pass, in
 * time linear in the file; past JPEG_MAX_SCANS the file is refused at once.
 */
function readJpegHeader(bytes: Uint8Array): ImageHeader | HeaderRefusal {
  let frame: ImageHeader | undefined;
  let progressive = false;
  let scans = 0;
  let at = 2;
  while (at < bytes.length) {
    /* Stray bytes before a marker: libjpeg warns and skips to the next 0xFF, and so does this walk. */
    if (bytes[at] !== 0xff) at = bytes.indexOf(0xff, at);
    if (at === -1) break;
    while (bytes[at] === 0xff) at += 1;
    const marker = bytes[at] as number;
    at += 1;
    if (marker === EOI) break;
    if (standsAlone(marker)) continue;
    if (at + 2 > bytes.length) return "unreadable";
    const length = ((bytes[at] as number) << 8) | (bytes[at + 1] as number);
    if (length < 2 || at + length > bytes.length) return "unreadable";
    if (isFrameMarker(marker)) {
      if (frame || length < 8) return "unreadable";
      progressive = marker === 0xc2 || marker === 0xc6 || marker === 0xca || marker === 0xce;
      frame = readFrame(bytes, at);
    }
    at += length;
    if (marker === SOS) {
      if (!frame) return "unreadable";
      scans += 1;
      if (scans > JPEG_MAX_SCANS) return "tooManyScans";
      at = nextMarker(bytes, at);
    }
  }
  if (!frame || scans === 0) return "unreadable";
  /* A progressive decoder keeps every coefficient of the image (2 bytes each) until the last scan. */
  if (progressive) frame.extraBytes = frame.width * frame.height * frame.channels * 2;
  return frame;
}

function readFrame(bytes: Uint8Array, at: number): ImageHeader {
  const precision = bytes[at + 2] as number;
  return {
    height: ((bytes[at + 3] as number) << 8) | (bytes[at + 4] as number),
    width: ((bytes[at + 5] as number) << 8) | (bytes[at + 6] as number),
    channels: bytes[at + 7] as number,
    bytesPerSample: precision > 8 ? 2 : 1,
    extraBytes: 0,
  };
}

/** Past a scan's entropy-coded data: the next 0xFF that is not a stuffed 0x00 or a restart marker. */
function nextMarker(bytes: Uint8Array, from: number): number {
  let at = from;
  while (at + 1 < bytes.length) {
    at = bytes.indexOf(0xff, at);
    if (at === -1 || at + 1 >= bytes.length) return bytes.length;
    const next = bytes[at + 1] as number;
    if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) return at;
    at += next === 0xff ? 1 : 2;
  }
  return bytes.length;
}

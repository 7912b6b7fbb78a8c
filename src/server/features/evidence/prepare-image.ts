import sharp from "sharp";
import { EVIDENCE_MAX_PIXELS, EVIDENCE_MESSAGES } from "../../../domain/case/evidence.ts";
import { AppError } from "../../../domain/errors.ts";
import { decodeWithinLimit } from "./decode-within-limit.ts";
import { refusalFromHeader } from "./image-header.ts";
import { type PageImage, RECORD_DPI, RECORD_IMAGE_BOX, RECORD_JPEG_QUALITY } from "./page-image.ts";

/*
 * libvips decodes on its own threads, never on the event loop. One image at a time, one libvips
 * thread each, and no cache: a burst of uploads holds one image's pixels, not twenty.
 */
sharp.concurrency(1);
sharp.cache(false);
const TIMEOUT = { seconds: 10 };
/** Images that may wait (each holds its upload): as many as one user may send in the upload window. */
const MAX_WAITING = 30;
const INPUT = { limitInputPixels: EVIDENCE_MAX_PIXELS, failOn: "error" } as const;

export interface PreparedImage {
  /** The image as kept: decoded and encoded again, turned upright, with no metadata at all. */
  bytes: Buffer;
  /** Its picture for the case record, small enough for a page at RECORD_DPI. */
  page: PageImage;
}

let lane: Promise<unknown> = Promise.resolve();
let queued = 0;

/** Runs image work one job at a time; past MAX_WAITING jobs, turns the upload away for a minute. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (queued >= MAX_WAITING) return Promise.reject(new AppError("busy", EVIDENCE_MESSAGES.busy));
  queued += 1;
  const run = lane.then(work, work).finally(() => {
    queued -= 1;
  });
  lane = run.catch(() => undefined);
  return run;
}

/**
 * Decodes a PNG or JPEG with sharp and encodes it again in the same format: every metadata block
 * (EXIF with its GPS position, XMP, IPTC, comments, text chunks, colour profiles once applied) is
 * gone, and the EXIF orientation is applied to the pixels, then dropped. The size is read from the
 * header first: an image over 40 megapixels is refused before its pixels are decoded.
 */
export function prepareImage(upload: Buffer, kind: "png" | "jpeg"): Promise<PreparedImage> {
  return oneAtATime(async () => {
    await readHeader(upload, kind);
    try {
      const upright = sharp(upload, INPUT).timeout(TIMEOUT).rotate();
      const bytes = await (kind === "png" ? upright.png() : upright.jpeg({ quality: 90 })).toBuffer();
      return { bytes, page: await drawRecordPage(bytes) };
    } catch (error) {
      throw imageError(error);
    }
  });
}

/** The case record's picture of an image kept before images were encoded again (read the same careful way). */
export function recordPageFor(image: Buffer, kind: "png" | "jpeg"): Promise<PageImage> {
  return oneAtATime(async () => {
    await readHeader(image, kind);
    return drawRecordPage(image).catch((error: unknown) => {
      throw imageError(error);
    });
  });
}

/**
 * The image read before the server's own pipeline touches it: its size from the header, twice (our
 * own reader: sides, pixels, bytes per pixel, decode memory, a JPEG's scans; then libvips), then
 * every pixel decoded once in the decoder process under a CPU-time limit. Refused when it is not
 * what its first bytes said, too large, or too costly to decode.
 */
async function readHeader(image: Buffer, kind: "png" | "jpeg"): Promise<void> {
  const refusal = refusalFromHeader(image, kind);
  if (refusal) throw appError(refusal === "tooLarge" ? "imageTooLarge" : refusal);
  const { width, height, format } = await sharp(image, INPUT)
    .metadata()
    .catch((error: unknown) => {
      throw imageError(error);
    });
  if (format !== kind || !width || !height) refuse("unreadable");
  if (width * height > EVIDENCE_MAX_PIXELS) refuse("tooManyPixels");
  const decoded = await decodeWithinLimit(image);
  if (decoded === "busy") throw new AppError("busy", EVIDENCE_MESSAGES.busy);
  if (decoded !== "decoded") throw appError(decoded === "too-complex" ? "tooComplex" : "unreadable");
}

/** The picture the case record draws for an image: scaled down to fit the page at RECORD_DPI, on white, as JPEG. */
async function drawRecordPage(image: Buffer): Promise<PageImage> {
  const jpeg = await sharp(image, INPUT)
    .timeout(TIMEOUT)
    .rotate()
    .resize({
      width: Math.round((RECORD_IMAGE_BOX.width * RECORD_DPI) / 72),
      height: Math.round((RECORD_IMAGE_BOX.height * RECORD_DPI) / 72),
      fit: "inside",
      withoutEnlargement: true,
    })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: RECORD_JPEG_QUALITY })
    .toBuffer();
  const { width, height } = (await sharp(image, INPUT).metadata()).autoOrient;
  /* As large as fits the box, one point per pixel of the image as uploaded at most. */
  const scale = Math.min(1, RECORD_IMAGE_BOX.width / width, RECORD_IMAGE_BOX.height / height);
  return { jpeg, width: width * scale, height: height * scale };
}

function imageError(error: unknown): AppError {
  const message = error instanceof Error ? error.message : "";
  if (/pixel limit/i.test(message)) return appError("tooManyPixels");
  /* Its cost was measured in CPU time first (decodeWithinLimit): the wall clock ran out on a busy machine. */
  if (/timeout/i.test(message)) return new AppError("busy", EVIDENCE_MESSAGES.busy);
  return appError("unreadable");
}

function appError(reason: "unreadable" | "tooManyPixels" | "imageTooLarge" | "tooManyScans" | "tooComplex"): AppError {
  const message = EVIDENCE_MESSAGES[reason];
  const tooLarge = reason === "tooManyPixels" || reason === "imageTooLarge";
  return new AppError(tooLarge ? "payload_too_large" : "invalid_input", message, { file: message });
}

function refuse(reason: "unreadable" | "tooManyPixels"): never {
  throw appError(reason);
}

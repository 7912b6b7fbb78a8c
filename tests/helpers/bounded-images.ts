/** Images made to cost more to decode than their size suggests, written whole so any decoder reads them. */
import { constants, deflateRawSync } from "node:zlib";
import sharp from "sharp";
import { pngChunk } from "./evidence-files.ts";

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/**
 * A black PNG of any size and depth (colour type 0 grey, 2 RGB, 4 grey and alpha, 6 RGBA): its
 * zlib data is the same megabyte of zeros over and over, so even gigabytes of pixels take little room.
 */
export function blackPng(width: number, height: number, bitDepth: 8 | 16, colourType: 0 | 2 | 4 | 6): Buffer {
  const row = 1 + (width * (CHANNELS[colourType] as number) * bitDepth) / 8;
  const total = row * height;
  const block = 1 << 20;
  const full = deflateRawSync(Buffer.alloc(block), { finishFlush: constants.Z_FULL_FLUSH });
  const rest = deflateRawSync(Buffer.alloc(total % block), { finishFlush: constants.Z_FULL_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0, 0);
  const zlib = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array.from({ length: Math.floor(total / block) }, () => full),
    rest,
    Buffer.from([0x03, 0x00]),
    adler,
  ]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, colourType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlib),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A small progressive JPEG as an encoder writes it (libjpeg's script of scans). */
export function progressiveJpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg({ progressive: true, quality: 80 })
    .toBuffer();
}

/**
 * The same JPEG with its last scan written `scans` more times before the end: every decoder
 * passes over the whole image once per scan (a 1.5 MB file of 20,000 scans kept a core busy for minutes).
 */
export async function manyScanJpeg(scans: number): Promise<Buffer> {
  const jpeg = await progressiveJpeg();
  const lastScan = jpeg.lastIndexOf(Buffer.from([0xff, 0xda]));
  const end = jpeg.lastIndexOf(Buffer.from([0xff, 0xd9]));
  const scan = jpeg.subarray(lastScan, end);
  return Buffer.concat([jpeg.subarray(0, end), ...Array.from({ length: scans }, () => scan), jpeg.subarray(end)]);
}

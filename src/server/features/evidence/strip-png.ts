import { PNG_SIGNATURE } from "./file-kind.ts";

/**
 * Ancillary chunks a picture needs to look right; every other ancillary chunk (text, dates, EXIF)
 * is dropped. Critical chunks (an upper-case first letter) are always kept.
 */
const KEPT_ANCILLARY = new Set([
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "iCCP",
  "sBIT",
  "pHYs",
  "bKGD",
  "acTL",
  "fcTL",
  "fdAT",
]);

/**
 * The PNG without its metadata, or null when the chunks do not add up (a damaged or cut-short
 * file). Kept chunks are copied byte for byte, CRC included.
 */
export function stripPng(bytes: Buffer): Buffer | null {
  const kept: Buffer[] = [PNG_SIGNATURE];
  let offset = PNG_SIGNATURE.length;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || (first && type !== "IHDR")) return null;
    first = false;
    const critical = type[0] === type[0]?.toUpperCase();
    if (critical || KEPT_ANCILLARY.has(type)) kept.push(bytes.subarray(offset, end));
    if (type === "IEND") return Buffer.concat(kept);
    offset = end;
  }
  return null;
}

/**
 * JPEG segments a picture needs besides its image data: JFIF (APP0), a colour profile (APP2
 * "ICC_PROFILE") and Adobe's colour transform (APP14). EXIF, XMP, IPTC, comments, maker data and
 * the extra images some phones append are dropped. The EXIF orientation alone is written back,
 * so a photo taken sideways still shows upright.
 */
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

/** The JPEG without its metadata, or null when its segments do not add up. */
export function stripJpeg(bytes: Buffer): Buffer | null {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let orientationAt = 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === SOS) {
      const end = endOfImage(bytes, offset);
      if (end === null) return null;
      const body = bytes.subarray(offset, end);
      if (orientation !== null && orientation !== 1) kept.splice(orientationAt, 0, orientationSegment(orientation));
      return Buffer.concat([...kept, body]);
    }
    const length = bytes.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    const segment = bytes.subarray(offset, end);
    const label = bytes.toString("latin1", offset + 4, Math.min(end, offset + 16));
    if (marker === APP1 && label.startsWith("Exif\0"))
      orientation ??= readOrientation(bytes.subarray(offset + 10, end));
    const keep =
      marker === APP0 ||
      marker === APP14 ||
      (marker === APP2 && label.startsWith("ICC_PROFILE")) ||
      !isMetadata(marker);
    if (keep) kept.push(segment);
    if (marker === APP0) orientationAt = kept.length;
    offset = end;
  }
  return null;
}

/** APP1-APP15 and comments carry metadata; everything else (tables, frame headers) is the image. */
function isMetadata(marker: number): boolean {
  return (marker >= APP0 && marker <= 0xef) || marker === COM;
}

/** Where the image data that starts at `sos` ends, just past its EOI marker. */
function endOfImage(bytes: Buffer, sos: number): number | null {
  for (let i = sos + 2; i + 1 < bytes.length; i++) {
    /* Inside entropy-coded data a 0xFF byte is always followed by 0x00 or a restart marker. */
    if (bytes[i] === 0xff && bytes[i + 1] === EOI) return i + 2;
  }
  return null;
}

/** The Orientation tag (0x0112) of an EXIF block's first image directory, if it has one. */
function readOrientation(tiff: Buffer): number | null {
  if (tiff.length < 8) return null;
  const order = tiff.toString("latin1", 0, 2);
  if (order !== "II" && order !== "MM") return null;
  const u16 = (at: number) => (order === "II" ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (order === "II" ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = u32(4);
  if (directory + 2 > tiff.length) return null;
  const entries = u16(directory);
  for (let i = 0; i < entries; i++) {
    const entry = directory + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 EXIF segment that holds the orientation and nothing else. */
function orientationSegment(orientation: number): Buffer {
  const segment = Buffer.alloc(36);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(34, 2);
  segment.write("Exif\0\0", 4, "latin1");
  segment.write("MM", 10, "latin1");
  segment.writeUInt16BE(42, 12);
  segment.writeUInt32BE(8, 14); // first directory right after the header
  segment.writeUInt16BE(1, 18); // one entry
  segment.writeUInt16BE(0x0112, 20);
  segment.writeUInt16BE(3, 22); // SHORT
  segment.writeUInt32BE(1, 24);
  segment.writeUInt16BE(orientation, 28);
  segment.writeUInt32BE(0, 32); // no next directory
  return segment;
}

/** Files for evidence uploads, built in the test so each holds exactly what it is meant to. */
import { deflateSync } from "node:zlib";
import PDFDocument from "pdfkit";
import { PDFDocument as EditablePdf, PDFName, PDFString } from "pdf-lib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 2×2 red PNG carrying a text chunk (an author and a place), an EXIF chunk and a date. */
export function pngWithMetadata(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("tEXt", Buffer.from("Author\0Secret Sender at 37.7749 N", "latin1")),
    pngChunk("eXIf", Buffer.from("MM\0*\0\0\0\bGPS Secret Place", "latin1")),
    pngChunk("pHYs", Buffer.from([0, 0, 11, 19, 0, 0, 11, 19, 1])),
    pngChunk("IDAT", deflateSync(rows)),
    pngChunk("tIME", Buffer.from([7, 234, 11, 24, 12, 0, 0])),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** EXIF (big-endian) with Orientation 6 and a GPS-like note, as a phone writes a sideways photo. */
function exifBlock(): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 24 + 4);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(2, 8);
  tiff.writeUInt16BE(0x010f, 10); // Make (ASCII, 4 bytes inline)
  tiff.writeUInt16BE(2, 12);
  tiff.writeUInt32BE(4, 14);
  tiff.write("Cam", 18, "latin1");
  tiff.writeUInt16BE(0x0112, 22); // Orientation
  tiff.writeUInt16BE(3, 24);
  tiff.writeUInt32BE(1, 26);
  tiff.writeUInt16BE(6, 30);
  return Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff, Buffer.from("GPS Secret Place", "latin1")]);
}

/**
 * The segments of a JPEG with EXIF, XMP, a comment and a second image appended after the end (as
 * phones do); the image data is a stand-in, since only the segment structure matters here.
 */
export function jpegWithMetadata(): { file: Buffer; imageSegments: Buffer[] } {
  const tables = [
    jpegSegment(0xdb, Buffer.alloc(67, 1)),
    jpegSegment(0xc0, Buffer.from([8, 0, 2, 0, 2, 1, 1, 0x11, 0])),
  ];
  const scan = Buffer.concat([
    jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
    Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ]);
  const file = Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "latin1")),
    jpegSegment(0xe1, exifBlock()),
    jpegSegment(0xe1, Buffer.from("http://ns.adobe.com/xap/1.0/\0<x>Secret Sender</x>", "latin1")),
    jpegSegment(0xfe, Buffer.from("Secret comment", "latin1")),
    ...tables,
    scan,
    Buffer.from("MPF second image with Secret EXIF", "latin1"),
  ]);
  return { file, imageSegments: [...tables, scan] };
}

/** A one-page PDF as pdfkit writes it. */
export function plainPdf(text = "Reply from Meta: we reviewed your account."): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: "LETTER" });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.text(text);
    doc.end();
  });
}

/** A PDF that runs JavaScript when opened, its catalog inside a compressed object stream. */
export async function pdfWithScript(): Promise<Buffer> {
  const pdf = await EditablePdf.create();
  pdf.addPage();
  const action = pdf.context.obj({ S: PDFName.of("JavaScript"), JS: PDFString.of("app.alert('hi')") });
  pdf.catalog.set(PDFName.of("OpenAction"), action);
  return Buffer.from(await pdf.save({ useObjectStreams: true }));
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(
  parts: Array<{ name: string; value: string } | { name: string; fileName: string; type: string; bytes: Buffer }>,
) {
  const boundary = `----evidence${Math.random().toString(16).slice(2)}`;
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      "bytes" in part
        ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`;
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`, "utf8"));
    pieces.push("bytes" in part ? part.bytes : Buffer.from(part.value, "utf8"));
    pieces.push(Buffer.from("\r\n"));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(pieces), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

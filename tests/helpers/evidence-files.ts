/** Files for evidence uploads, built in the test so each holds exactly what it is meant to. */
import { constants, deflateRawSync, deflateSync } from "node:zlib";
import PDFDocument from "pdfkit";
import { PDFDocument as EditablePdf, PDFName, type PDFPage, PDFString } from "pdf-lib";
import sharp from "sharp";

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

/** One PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
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

/** A PDF as pdfkit writes it: one page, or a page for each text given. */
export function plainPdf(text: string | string[] = "Reply from Meta: we reviewed your account."): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: "LETTER" });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    for (const [index, page] of (Array.isArray(text) ? text : [text]).entries()) {
      if (index > 0) doc.addPage();
      doc.text(page);
    }
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

/**
 * A real photo as a phone writes it: a JPEG turned a quarter (EXIF orientation 6), with the camera,
 * the place it was taken (GPS) and an XMP note. 60×30 as stored: left half red, right half blue.
 */
export async function photoWithMetadata(): Promise<Buffer> {
  const half = (colour: { r: number; g: number; b: number }) =>
    sharp({ create: { width: 30, height: 30, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 60, height: 30, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      { input: await half({ r: 255, g: 0, b: 0 }), left: 0, top: 0 },
      { input: await half({ r: 0, g: 0, b: 255 }), left: 30, top: 0 },
    ])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "Secret Camera", Artist: "Secret Sender" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "37/1 46/1 29/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "122/1 25/1 9/1",
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Secret Sender</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
}

/** A large photo (7000×5000, 35 megapixels: under the limit), one colour, so it stays small on disk. */
export function largePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 7000, height: 5000, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A valid PNG of one colour (black) at `side` × `side` RGB pixels: 30000 × 30000 unpacks to 2.7 GB
 * from about 2.6 MB. Built from one deflated run of rows repeated (each ends at a full flush, so
 * the copies join), never holding the pixels.
 */
export function hugePng(side = 30000): Buffer {
  const row = 1 + side * 3;
  const rowsPerRun = 100;
  const run = deflateRawSync(Buffer.alloc(row * rowsPerRun), { finishFlush: constants.Z_FULL_FLUSH });
  const runs = side / rowsPerRun;
  const total = row * side;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0, 0);
  const zlibData = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array.from({ length: runs }, () => run),
    Buffer.from([0x03, 0x00]), // a final, empty fixed block
    adler,
  ]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const idat: Buffer[] = [];
  for (let at = 0; at < zlibData.length; at += 1 << 20)
    idat.push(pngChunk("IDAT", zlibData.subarray(at, at + (1 << 20))));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    ...idat,
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A one-page PDF made with pdf-lib, changed by `change` (an action, an annotation, an attachment). */
export async function pdfWith(change: (pdf: EditablePdf, page: PDFPage) => void | Promise<void>): Promise<Buffer> {
  const pdf = await EditablePdf.create();
  const page = pdf.addPage([612, 792]);
  page.drawText("Reply from Meta", { x: 72, y: 700, size: 18 });
  await change(pdf, page);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A link over the page's first line whose action is `action` (a pdf-lib dictionary literal). */
export function addLink(pdf: EditablePdf, page: PDFPage, action: Record<string, unknown>): void {
  const link = pdf.context.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: [72, 690, 300, 720],
    Border: [0, 0, 0],
    A: action as never,
  });
  page.node.set(PDFName.of("Annots"), pdf.context.obj([pdf.context.register(link)]));
}

/** A PDF string literal for pdf-lib dictionaries. */
export const pdfText = (text: string) => PDFString.of(text);

/** A small PNG whose bytes differ for each `n`: uploads of it are different files, never retries of one. */
export function numberedPng(n: number): Promise<Buffer> {
  return sharp({ create: { width: 2 + (n % 50), height: 2 + Math.floor(n / 50), channels: 3, background: "#b00" } })
    .png()
    .toBuffer();
}

/** Files that do not compress: a PNG of random pixels, and PDFs whose pages are such pictures. */
import { randomBytes } from "node:crypto";
import PDFDocument from "pdfkit";
import sharp from "sharp";

/** A PNG of random pixels, width × height, about 3 bytes a pixel once encoded. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A Letter-size PDF with `pages` pages, each filled with its own side × side picture of random pixels (about 3 bytes a pixel). */
export async function noisyPdf(pages: number, side: number): Promise<Buffer> {
  const pictures = await Promise.all(Array.from({ length: pages }, () => noisyPng(side, side)));
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: "LETTER", margin: 0 });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    pictures.forEach((picture, index) => {
      if (index > 0) doc.addPage();
      doc.image(picture, 0, 0, { width: 612, height: 792 });
    });
    doc.end();
  });
}

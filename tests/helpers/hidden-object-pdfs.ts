/**
 * PDFs whose active objects sit where a front-to-back parse does not look but a reader does: the
 * cross-reference table sends the reader to bytes on a comment line, inside another stream's data,
 * inside a string, or into an object stream stored behind a PNG predictor. Written byte by byte.
 */
import { deflateSync } from "node:zlib";
import { pdfWithHiddenOpenAction } from "./hostile-pdfs.ts";

/** A script run when the file opens: app.alert(1,2), written in hex so it holds no parenthesis. */
const OPEN_SCRIPT = "<< /S /JavaScript /JS <6170702e616c65727428312c3229> >>";
const TEXT = "BT /F1 18 Tf 72 700 Td (Reply from Meta) Tj ET";

/** An object written whole ("N 0 obj … endobj"), or raw bytes holding objects a reader is sent into. */
type Piece = { number: number; body: string } | { raw: string; holds: number[] };

/**
 * The pieces in order, then a classic cross-reference table: each whole object at its start, each
 * object a raw piece holds at its "N 0 obj" inside it.
 */
function writePdf(pieces: Piece[], trailerExtra = ""): Buffer {
  let file = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n";
  const offsets = new Map<number, number>();
  for (const piece of pieces) {
    if ("body" in piece) {
      offsets.set(piece.number, file.length);
      file += `${piece.number} 0 obj\n${piece.body}\nendobj\n`;
    } else {
      for (const number of piece.holds) offsets.set(number, file.length + piece.raw.indexOf(`${number} 0 obj`));
      file += piece.raw;
    }
  }
  const size = Math.max(...offsets.keys()) + 1;
  const rows = Array.from({ length: size }, (_, number) => {
    const offset = offsets.get(number);
    return offset === undefined ? "0000000000 65535 f \n" : `${String(offset).padStart(10, "0")} 00000 n \n`;
  });
  const xrefAt = file.length;
  file += `xref\n0 ${size}\n${rows.join("")}trailer\n<< /Size ${size} /Root 1 0 R ${trailerExtra}>>\n`;
  return Buffer.from(`${file}startxref\n${xrefAt}\n%%EOF\n`, "latin1");
}

function stream(dict: string, data: string): string {
  return `<< ${dict} /Length ${data.length} >>\nstream\n${data}\nendstream`;
}

/** Catalog (1) with `extra`, pages (2), a page (3) with its content (4) and font (5). */
function onePage(catalogExtra: string, content: Piece = { number: 4, body: stream("", TEXT) }): Piece[] {
  return [
    { number: 1, body: `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>` },
    { number: 2, body: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    {
      number: 3,
      body: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    },
    content,
    { number: 5, body: "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>" },
  ];
}

/** The open action's script, object 6, written on a comment line. */
export function scriptOnCommentLine(): Buffer {
  return writePdf([...onePage("/OpenAction 6 0 R"), { raw: `% 6 0 obj ${OPEN_SCRIPT} endobj\n`, holds: [6] }]);
}

/** The script, object 6, inside the page's own content stream, after the text (it draws nothing). */
export function scriptInStreamData(): Buffer {
  const content = `4 0 obj\n${stream("", `${TEXT}\n6 0 obj ${OPEN_SCRIPT} endobj`)}\nendobj\n`;
  return writePdf(onePage("/OpenAction 6 0 R", { raw: content, holds: [4, 6] }));
}

/** The script, object 6, inside a literal string: the title in the document's information dictionary (7). */
export function scriptInString(): Buffer {
  const info = `7 0 obj\n<< /Title (6 0 obj ${OPEN_SCRIPT} endobj 0 0 0) >>\nendobj\n`;
  return writePdf([...onePage("/OpenAction 6 0 R"), { raw: info, holds: [6, 7] }], "/Info 7 0 R");
}

/** PNG "Up" predictor rows of `columns` bytes, as a writer stores data with /Predictor 12. */
export function pngUpRows(plain: Buffer, columns: number): Buffer {
  const padded = Buffer.concat([plain, Buffer.alloc((columns - (plain.length % columns)) % columns, 0x20)]);
  const rows: Buffer[] = [];
  for (let at = 0; at < padded.length; at += columns) {
    const row = Buffer.alloc(columns + 1);
    row[0] = 2;
    for (let i = 0; i < columns; i++)
      row[i + 1] = ((padded[at + i] as number) - (at > 0 ? (padded[at - columns + i] as number) : 0)) & 0xff;
    rows.push(row);
  }
  return Buffer.concat(rows);
}

/** The open action's script in an object stream whose Flate data is stored behind a PNG predictor. */
export function scriptBehindPredictor(): Buffer {
  return pdfWithHiddenOpenAction({
    dict: "/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 5 >>",
    encode: (plain) => deflateSync(pngUpRows(plain, 5)),
  });
}

/** An attached invoice.exe and a Launch action that opens it, their objects written on comment lines. */
export function attachmentAndLaunchOnCommentLines(): Buffer {
  const hidden = [
    "% 6 0 obj << /S /Launch /F (invoice.exe) /NewWindow true >> endobj\n",
    "% 7 0 obj << /EmbeddedFiles << /Names [(invoice.exe) 8 0 R] >> >> endobj\n",
    "% 8 0 obj << /Type /Filespec /F (invoice.exe) /UF (invoice.exe) /EF << /F 9 0 R >> >> endobj\n",
  ].join("");
  return writePdf([
    ...onePage("/OpenAction 6 0 R /Names 7 0 R"),
    { raw: hidden, holds: [6, 7, 8] },
    { number: 9, body: stream("", "MZ this program cannot be run in DOS mode") },
  ]);
}

/** An honest two-revision file: an incremental update adds a page's new text, nothing that acts. */
export function plainUpdatedPdf(): Buffer {
  const first = writePdf(onePage(""));
  const update = `4 0 obj\n${stream("", "BT /F1 18 Tf 72 650 Td (Updated reply) Tj ET")}\nendobj\n`;
  const at = first.length;
  const previous = Number(/startxref\n(\d+)/.exec(first.toString("latin1"))?.[1]);
  const xrefAt = at + update.length;
  const tail = `xref\n0 1\n0000000000 65535 f \n4 1\n${String(at).padStart(10, "0")} 00000 n \ntrailer\n<< /Size 6 /Root 1 0 R /Prev ${previous} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([first, Buffer.from(update + tail, "latin1")]);
}

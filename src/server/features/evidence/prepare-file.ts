import { createHash } from "node:crypto";
import { open, readFile } from "node:fs/promises";
import { EVIDENCE_MESSAGES, type EvidenceKind } from "../../../domain/case/evidence.ts";
import { AppError } from "../../../domain/errors.ts";
import { recogniseKind } from "./file-kind.ts";
import type { PdfReading } from "./file-jobs.ts";
import { FileJobLimit, runFileJob } from "./file-pool.ts";
import type { PageImage } from "./page-image.ts";
import { prepareImage } from "./prepare-image.ts";
import type { ReceivedUpload } from "./read-upload.ts";

export interface PreparedFile {
  kind: EvidenceKind;
  /** An image as encoded again; null for a PDF, which is kept as uploaded, from its temporary file. */
  bytes: Buffer | null;
  /** Bytes as kept. */
  size: number;
  sha256: string;
  /** Pages the file has (1 for an image). */
  pageCount: number;
  /** Pictures of its first pages, which the case record draws instead of the file. */
  pages: PageImage[];
}

const PDF_REFUSALS = {
  active: EVIDENCE_MESSAGES.pdfActive,
  encrypted: EVIDENCE_MESSAGES.pdfLocked,
  unreadable: EVIDENCE_MESSAGES.unreadable,
  "too-complex": EVIDENCE_MESSAGES.tooComplex,
} as const;

/**
 * An uploaded file as it is kept: recognised by its first bytes, images decoded and encoded again
 * by sharp, PDFs checked and drawn on the file worker, which reads them from the upload's temporary
 * file itself (decision 0090). Nothing is decoded on the event loop; a file that cannot be read
 * within the limits is refused with a 4xx and nothing of it is kept.
 */
export async function prepareEvidenceFile(upload: ReceivedUpload, owner: string): Promise<PreparedFile> {
  const kind = recogniseKind(await firstBytes(upload.path));
  if (!kind)
    throw new AppError("unsupported_media_type", EVIDENCE_MESSAGES.wrongType, { file: EVIDENCE_MESSAGES.wrongType });
  if (kind === "pdf") {
    const { verdict, drawn } = await readPdf({ path: upload.path }, true, owner);
    if (verdict !== "passive" || !drawn) {
      const message = PDF_REFUSALS[verdict === "passive" ? "unreadable" : verdict];
      throw new AppError("invalid_input", message, { file: message });
    }
    /* Kept byte for byte: the upload's own hash, taken as it arrived, is the file's. */
    return {
      kind,
      bytes: null,
      size: upload.size,
      sha256: upload.sha256,
      pageCount: drawn.pageCount,
      pages: drawn.pages,
    };
  }
  /* Read for sharp only: a Buffer outside the JavaScript heap, 10 MB at most (decision 0036). */
  const image = await prepareImage(await readFile(upload.path), kind);
  const { bytes } = image;
  return { kind, bytes, size: bytes.length, sha256: sha256(bytes), pageCount: 1, pages: [image.page] };
}

/** The first bytes of a file, which say what kind it is. */
async function firstBytes(path: string): Promise<Buffer> {
  const file = await open(path, "r");
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(16), 0, 16, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * A PDF read on the file worker, in its owner's turn (an account id, or the server's own work); a
 * job stopped at its deadline or memory limit reads as too complex.
 */
export async function readPdf(
  source: Uint8Array | { path: string },
  refuseActive: boolean,
  owner?: string,
): Promise<PdfReading> {
  const input = source instanceof Uint8Array ? { bytes: source, refuseActive } : { ...source, refuseActive };
  try {
    return await runFileJob("readPdf", input, owner);
  } catch (error) {
    if (error instanceof AppError) throw error;
    return { verdict: error instanceof FileJobLimit ? "too-complex" : "unreadable" };
  }
}

function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

import { createHash } from "node:crypto";
import { EVIDENCE_MESSAGES, type EvidenceKind } from "../../../domain/case/evidence.ts";
import { AppError } from "../../../domain/errors.ts";
import { recogniseKind } from "./file-kind.ts";
import type { PdfReading } from "./file-jobs.ts";
import { FileJobLimit, runFileJob } from "./file-pool.ts";
import type { PageImage } from "./page-image.ts";
import { prepareImage } from "./prepare-image.ts";

export interface PreparedFile {
  kind: EvidenceKind;
  bytes: Buffer;
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
 * by sharp, PDFs checked and drawn on the file worker. Nothing is decoded on the event loop; a
 * file that cannot be read within the limits is refused with a 4xx and nothing of it is kept.
 */
export async function prepareEvidenceFile(upload: Buffer, owner: string): Promise<PreparedFile> {
  const kind = recogniseKind(upload);
  if (!kind)
    throw new AppError("unsupported_media_type", EVIDENCE_MESSAGES.wrongType, { file: EVIDENCE_MESSAGES.wrongType });
  if (kind === "pdf") {
    const { verdict, drawn } = await readPdf(upload, true, owner);
    if (verdict !== "passive" || !drawn) {
      const message = PDF_REFUSALS[verdict === "passive" ? "unreadable" : verdict];
      throw new AppError("invalid_input", message, { file: message });
    }
    return { kind, bytes: upload, sha256: sha256(upload), pageCount: drawn.pageCount, pages: drawn.pages };
  }
  const image = await prepareImage(upload, kind);
  return { kind, bytes: image.bytes, sha256: sha256(image.bytes), pageCount: 1, pages: [image.page] };
}

/**
 * A PDF read on the file worker, in its owner's turn (an account id, or the server's own work); a
 * job stopped at its deadline or memory limit reads as too complex.
 */
export async function readPdf(bytes: Uint8Array, refuseActive: boolean, owner?: string): Promise<PdfReading> {
  try {
    return await runFileJob("readPdf", { bytes, refuseActive }, owner);
  } catch (error) {
    if (error instanceof AppError) throw error;
    return { verdict: error instanceof FileJobLimit ? "too-complex" : "unreadable" };
  }
}

function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

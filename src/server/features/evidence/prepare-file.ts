import { createHash } from "node:crypto";
import { EVIDENCE_MESSAGES, type EvidenceKind } from "../../../domain/evidence.ts";
import { AppError } from "../../../domain/errors.ts";
import { recogniseKind } from "./file-kind.ts";
import { checkPdf } from "./pdf-check.ts";
import { stripJpeg } from "./strip-jpeg.ts";
import { stripPng } from "./strip-png.ts";

export interface PreparedFile {
  kind: EvidenceKind;
  bytes: Buffer;
  sha256: string;
}

/**
 * An uploaded file as it is kept: recognised by its bytes, images with their metadata stripped
 * (where a phone writes the place a photo was taken), PDFs checked to do nothing when opened.
 */
export function prepareEvidenceFile(upload: Buffer): PreparedFile {
  const kind = recogniseKind(upload);
  if (!kind)
    throw new AppError("unsupported_media_type", EVIDENCE_MESSAGES.wrongType, { file: EVIDENCE_MESSAGES.wrongType });
  const bytes = kind === "png" ? stripPng(upload) : kind === "jpeg" ? stripJpeg(upload) : checkedPdf(upload);
  if (!bytes) throw new AppError("invalid_input", EVIDENCE_MESSAGES.unreadable, { file: EVIDENCE_MESSAGES.unreadable });
  return { kind, bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
}

function checkedPdf(upload: Buffer): Buffer | null {
  const verdict = checkPdf(upload);
  if (verdict === "active")
    throw new AppError("invalid_input", EVIDENCE_MESSAGES.pdfActive, { file: EVIDENCE_MESSAGES.pdfActive });
  if (verdict === "encrypted")
    throw new AppError("invalid_input", EVIDENCE_MESSAGES.pdfLocked, { file: EVIDENCE_MESSAGES.pdfLocked });
  return verdict === "passive" ? upload : null;
}

import { checkPdf, type PdfVerdict } from "./pdf-check.ts";
import { readerFindsActive } from "./pdf-reader-check.ts";
import { LockedPdf, type RasterisedPdf, rasterisePdf } from "./rasterise-pdf.ts";

/** A PDF as read on a file worker: the verdict of the check, and its first pages drawn when it may be shown. */
export interface PdfReading {
  verdict: PdfVerdict;
  drawn?: RasterisedPdf;
}

/**
 * Checks a PDF (its every object walked, then pdf.js asked what it would run) and draws its first pages. An upload (`refuseActive`) stops at a PDF that acts; a
 * file kept before the check was made this strict is still drawn for the case record, which
 * carries its pixels only.
 */
async function readPdf({ bytes, refuseActive }: { bytes: Uint8Array; refuseActive: boolean }): Promise<PdfReading> {
  let verdict = await checkPdf(bytes);
  if (verdict === "passive" && refuseActive && (await readerFindsActive(bytes).catch(() => false))) verdict = "active";
  if (verdict !== "passive" && (verdict !== "active" || refuseActive)) return { verdict };
  try {
    return { verdict, drawn: await rasterisePdf(bytes) };
  } catch (error) {
    return { verdict: error instanceof LockedPdf ? "encrypted" : "unreadable" };
  }
}

/** Everything a file worker does, by name: each takes plain data and answers plain data. */
export const fileJobs = { readPdf };
export type FileJobs = typeof fileJobs;

import { readFile } from "node:fs/promises";
import { checkPdf, type PdfVerdict } from "./pdf-check.ts";
import { documentActs } from "./pdf-reader-check.ts";
import { LockedPdf, type RasterisedPdf, rasterisePdf, withPdf } from "./rasterise-pdf.ts";

/**
 * A PDF for a file worker: its bytes, or the path of an upload's temporary file, which the worker
 * reads itself, so the server's thread never holds an uploaded PDF (decision 0090).
 */
export type PdfToRead = ({ bytes: Uint8Array } | { path: string }) & { refuseActive: boolean };

/** A file's bytes as an array of their own, which pdf.js takes over without a copy. */
async function readWhole(path: string): Promise<Uint8Array> {
  const file = await readFile(path);
  return new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
}

/** A PDF as read on a file worker: the verdict of the check, and its first pages drawn when it may be shown. */
export interface PdfReading {
  verdict: PdfVerdict;
  drawn?: RasterisedPdf;
}

/**
 * Checks a PDF (its every object walked, then pdf.js asked what it would run) and draws its first
 * pages. An upload (`refuseActive`) stops at a PDF that acts; a file kept before the check was made
 * this strict is still drawn for the case record, which carries its pixels only. pdf.js opens the
 * file once for its question and the drawing, and takes the job's bytes over: nothing reads them
 * after it (decision 0090).
 */
async function readPdf(input: PdfToRead): Promise<PdfReading> {
  const { refuseActive } = input;
  const bytes = "path" in input ? await readWhole(input.path) : input.bytes;
  const verdict = await checkPdf(bytes);
  if (verdict !== "passive" && (verdict !== "active" || refuseActive)) return { verdict };
  try {
    return await withPdf(bytes, true, async (doc): Promise<PdfReading> => {
      if (verdict === "passive" && refuseActive && (await documentActs(doc).catch(() => false)))
        return { verdict: "active" };
      return { verdict, drawn: await rasterisePdf(doc) };
    });
  } catch (error) {
    return { verdict: error instanceof LockedPdf ? "encrypted" : "unreadable" };
  }
}

/** Everything a file worker does, by name: each takes plain data and answers plain data. */
export const fileJobs = { readPdf };
export type FileJobs = typeof fileJobs;

import { createRequire } from "node:module";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { EVIDENCE_MAX_PIXELS, EVIDENCE_RECORD_PAGES } from "../../../domain/case/evidence.ts";
import { type PageImage, RECORD_DPI, RECORD_JPEG_QUALITY, UPLOAD_PICTURES_BUDGET } from "./page-image.ts";

export interface RasterisedPdf {
  /** Pages the file has; only the first EVIDENCE_RECORD_PAGES are drawn. */
  pageCount: number;
  pages: PageImage[];
}

/** The most pixels one page's picture may have (a Letter page at 100 DPI has 0.94 million, A3 1.9). */
const MAX_PAGE_PIXELS = 2_000_000;
const MAX_PAGE_SIDE = 8_000;

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

/* pdf.js parses in a "fake worker" on this thread; loaded with the module, so no file waits for it. */
const PDFJS_PARSER = "pdfjs-dist/legacy/build/pdf.worker.mjs";
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import(PDFJS_PARSER);

/** pdf.js reads the file with nothing that runs: no eval, no forms, no scripts, no system fonts. */
export const READ_OPTIONS = {
  isEvalSupported: false,
  enableXfa: false,
  disableFontFace: true,
  useSystemFonts: false,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  maxImageSize: EVIDENCE_MAX_PIXELS,
  verbosity: 0,
  standardFontDataUrl: `${pdfjsDir}/standard_fonts/`,
  cMapUrl: `${pdfjsDir}/cmaps/`,
  cMapPacked: true,
  wasmUrl: `${pdfjsDir}/wasm/`,
};

/** The PDF's password-locked, per pdf.js (pdf-lib's check may have read the trailer differently). */
export class LockedPdf extends Error {}

/**
 * Opens a PDF with pdf.js once for everything a job asks of it, and closes it after. pdf.js takes
 * the bytes over (its reader moves them, leaving the caller's array empty), so they are handed over
 * as they are when the caller is done with them (`handOver`), and copied otherwise: one copy of an
 * upload on the worker instead of three (decision 0090). A password-locked file throws LockedPdf.
 */
export async function withPdf<T>(
  bytes: Uint8Array,
  handOver: boolean,
  use: (doc: PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  const whole = handOver && !Buffer.isBuffer(bytes) && bytes.byteLength === bytes.buffer.byteLength;
  const task = getDocument({ ...READ_OPTIONS, data: whole ? bytes : new Uint8Array(bytes) });
  try {
    const doc = await task.promise.catch((error: unknown) => {
      throw (error as { name?: string }).name === "PasswordException" ? new LockedPdf("locked") : error;
    });
    return await use(doc);
  } finally {
    await task.destroy();
  }
}

/**
 * Draws the first pages of an open PDF into pixels with pdf.js and Skia (@napi-rs/canvas): the case
 * record then carries pictures of the pages and none of the file's objects. Runs on a file worker.
 */
export async function rasterisePdf(doc: PDFDocumentProxy): Promise<RasterisedPdf> {
  const { info } = await doc.getMetadata();
  if ((info as { EncryptFilterName?: string }).EncryptFilterName) throw new LockedPdf("encrypted");
  const pages: PageImage[] = [];
  let spent = 0;
  for (let number = 1; number <= Math.min(doc.numPages, EVIDENCE_RECORD_PAGES); number++) {
    const page = await doc.getPage(number);
    const size = page.getViewport({ scale: 1 });
    const scale = Math.min(
      RECORD_DPI / 72,
      Math.sqrt(MAX_PAGE_PIXELS / (size.width * size.height)),
      MAX_PAGE_SIDE / size.width,
      MAX_PAGE_SIDE / size.height,
    );
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.max(1, Math.ceil(viewport.width)), Math.max(1, Math.ceil(viewport.height)));
    const context = canvas.getContext("2d");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    /* Encoded on this thread: a worker stopped at its deadline must not leave work on the thread pool. */
    const jpeg = canvas.toBuffer("image/jpeg", RECORD_JPEG_QUALITY);
    page.cleanup();
    /* Past the upload's budget, the rest of the pages are left out; the record says which. */
    spent += jpeg.byteLength;
    if (spent > UPLOAD_PICTURES_BUDGET) break;
    pages.push({ jpeg, width: size.width, height: size.height });
  }
  return { pageCount: doc.numPages, pages };
}

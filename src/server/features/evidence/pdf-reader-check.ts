import { AnnotationType, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { withPdf } from "./rasterise-pdf.ts";

/** A link pdf.js reports that a printed email may carry: a web page or an email address. */
const WEB_LINK = /^(https?:\/\/|mailto:)[^\s\\]+$/i;

/**
 * Asks pdf.js, the reader that draws the pages, what it finds in the file: document and page
 * scripts (open actions and /AA included), attachments, an XFA form, and on every page annotations
 * that attach a file, run a script or lead anywhere but a web page or an email address. A second
 * opinion beside the object walk in pdf-check.ts: whatever a reader would run, it sees here as the
 * reader resolves it (its own cross-reference, object streams, predictors and repairs).
 */
export function readerFindsActive(bytes: Uint8Array): Promise<boolean> {
  return withPdf(bytes, false, documentActs);
}

/** What `readerFindsActive` asks, of a PDF already open: the file worker asks it and then draws the same document. */
export async function documentActs(doc: PDFDocumentProxy): Promise<boolean> {
  if (await doc.getJSActions()) return true;
  if (await doc.getAttachments()) return true;
  const { info } = await doc.getMetadata();
  if ((info as { IsXFAPresent?: boolean }).IsXFAPresent) return true;
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const pageActions = await page.getJSActions();
    if (pageActions && Object.keys(pageActions).length > 0) return true;
    for (const annotation of await page.getAnnotations()) if (annotationActs(annotation)) return true;
    page.cleanup();
  }
  return false;
}

function annotationActs(annotation: {
  annotationType?: number;
  actions?: Record<string, unknown>;
  unsafeUrl?: string;
  attachment?: unknown;
  action?: string;
}): boolean {
  if (annotation.annotationType === AnnotationType.FILEATTACHMENT || annotation.attachment) return true;
  if (annotation.actions && Object.keys(annotation.actions).length > 0) return true;
  return annotation.unsafeUrl !== undefined && !WEB_LINK.test(annotation.unsafeUrl);
}

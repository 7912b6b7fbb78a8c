import { apiRequest } from "@/lib/api-client.ts";

export type LetterFileFormat = "pdf" | "word";
/** The owner downloads through the letters API; admins through the admin API, under admin names. */
export type DownloadAudience = "owner" | "admin";

const EXTENSIONS: Record<LetterFileFormat, string> = { pdf: "pdf", word: "docx" };
const SOURCES: Record<DownloadAudience, { path: string; prefix: string }> = {
  owner: { path: "/api/demand-letters", prefix: "demand-letter" },
  admin: { path: "/api/admin/letters", prefix: "admin-letter" },
};

/**
 * The letter itself, its final notice or data-access request (PDF or Word), or a PDF-only document
 * of its case (the case record, the small-claims guide, the arbitration demand, the attorney-general summary).
 */
export type LetterDocument =
  | "letter"
  | "follow-up"
  | "data-request"
  /** The data request to WhatsApp LLC, for a letter with WhatsApp and other accounts. */
  | "data-request-whatsapp"
  | "proof"
  | "small-claims"
  | "arbitration"
  | "ag-complaint"
  /** The EU and UK route after the letter (Appeals Centre Europe, the regulators, the ICO, the county court). */
  | "out-of-court";

const DOCUMENT_PREFIXES: Record<Exclude<LetterDocument, "letter">, string> = {
  "follow-up": "final-notice",
  "data-request": "data-request",
  "data-request-whatsapp": "data-request-whatsapp",
  proof: "case-record",
  "small-claims": "small-claims-guide",
  arbitration: "arbitration-demand",
  "ag-complaint": "ag-complaint",
  "out-of-court": "out-of-court-guide",
};

/** Documents with both formats: their path ends with the format. */
const WITH_FORMATS = new Set<LetterDocument>(["letter", "follow-up", "data-request", "data-request-whatsapp"]);

export function letterFileName(
  letterId: number,
  format: LetterFileFormat,
  audience: DownloadAudience = "owner",
  document: LetterDocument = "letter",
): string {
  const prefix = document === "letter" ? SOURCES[audience].prefix : DOCUMENT_PREFIXES[document];
  return `${prefix}-${letterId}.${EXTENSIONS[format]}`;
}

function downloadPath(
  letterId: number,
  format: LetterFileFormat,
  audience: DownloadAudience,
  document: LetterDocument,
): string {
  const base = `${SOURCES[audience].path}/${letterId}/download`;
  if (!WITH_FORMATS.has(document)) return `${base}/${document}`;
  if (document === "data-request-whatsapp") return `${base}/data-request/${format}?controller=whatsapp`;
  return document === "letter" ? `${base}/${format}` : `${base}/${document}/${format}`;
}

/** Fetches a letter's file with the session cookie and saves it; throws ApiError when refused. */
export async function downloadLetterFile(
  letterId: number,
  format: LetterFileFormat,
  audience: DownloadAudience = "owner",
  document: LetterDocument = "letter",
  /** Extra query parameters for the document ("decisionDate=2026-11-02"). */
  query?: string,
): Promise<void> {
  const path = downloadPath(letterId, format, audience, document);
  const response = await apiRequest("GET", query ? `${path}${path.includes("?") ? "&" : "?"}${query}` : path);
  saveBlob(await response.blob(), letterFileName(letterId, format, audience, document));
}

/** Saves a blob through a temporary object URL and <a download>. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

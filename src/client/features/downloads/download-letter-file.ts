import { apiRequest } from "@/lib/api-client.ts";

export type LetterFileFormat = "pdf" | "word";
/** The owner downloads through the letters API; admins through the admin API, under admin names. */
export type DownloadAudience = "owner" | "admin";

const EXTENSIONS: Record<LetterFileFormat, string> = { pdf: "pdf", word: "docx" };
const SOURCES: Record<DownloadAudience, { path: string; prefix: string }> = {
  owner: { path: "/api/demand-letters", prefix: "demand-letter" },
  admin: { path: "/api/admin/letters", prefix: "admin-letter" },
};

/** The letter itself, or its final notice (the owner's only). */
export type LetterDocument = "letter" | "follow-up";

export function letterFileName(letterId: number, format: LetterFileFormat, audience: DownloadAudience = "owner", document: LetterDocument = "letter"): string {
  const prefix = document === "follow-up" ? "final-notice" : SOURCES[audience].prefix;
  return `${prefix}-${letterId}.${EXTENSIONS[format]}`;
}

/** Fetches a letter's file with the session cookie and saves it; throws ApiError when refused. */
export async function downloadLetterFile(letterId: number, format: LetterFileFormat, audience: DownloadAudience = "owner", document: LetterDocument = "letter"): Promise<void> {
  const which = document === "follow-up" ? "follow-up/" : "";
  const response = await apiRequest("GET", `${SOURCES[audience].path}/${letterId}/download/${which}${format}`);
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

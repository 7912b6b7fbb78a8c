import { apiRequest } from "@/lib/api-client.ts";

export type LetterFileFormat = "pdf" | "word";

const EXTENSIONS: Record<LetterFileFormat, string> = { pdf: "pdf", word: "docx" };

export function letterFileName(letterId: number, format: LetterFileFormat): string {
  return `demand-letter-${letterId}.${EXTENSIONS[format]}`;
}

/** Fetches a paid letter's file with the session cookie and saves it; throws ApiError when refused. */
export async function downloadLetterFile(letterId: number, format: LetterFileFormat): Promise<void> {
  const response = await apiRequest("GET", `/api/demand-letters/${letterId}/download/${format}`);
  saveBlob(await response.blob(), letterFileName(letterId, format));
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

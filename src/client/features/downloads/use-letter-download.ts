import { useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast.ts";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import {
  type DownloadAudience,
  downloadLetterFile,
  type LetterDocument,
  type LetterFileFormat,
} from "./download-letter-file.ts";

/** Spec §8: 'Download Failed' with the server's words, else the status (admins: a fixed line), else a generic line. */
function downloadFailureMessage(error: unknown, audience: DownloadAudience): string {
  if (audience === "admin") return errorMessage(error, "Failed to download the file.");
  if (error instanceof ApiError) return error.serverMessage ?? `Download failed with status ${error.status}`;
  return "Failed to download the file. Please try again.";
}

/** Downloads one letter's PDF or Word file with the spec's toasts; `pending` is the format in flight. */
export function useLetterDownload(
  letterId: number,
  audience: DownloadAudience = "owner",
  document: LetterDocument = "letter",
  /** Extra query parameters, read when the download starts. */
  query?: string,
) {
  const [pending, setPending] = useState<LetterFileFormat | null>(null);
  const busy = useRef(false);

  async function download(format: LetterFileFormat) {
    if (busy.current) return;
    busy.current = true;
    setPending(format);
    try {
      await downloadLetterFile(letterId, format, audience, document, query);
      toast({ title: "Download Started", description: `Your ${format.toUpperCase()} file is downloading` });
    } catch (error) {
      toast({ title: "Download Failed", description: downloadFailureMessage(error, audience), variant: "destructive" });
    } finally {
      busy.current = false;
      setPending(null);
    }
  }

  return { download, pending };
}

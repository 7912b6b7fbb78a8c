import { useRef, useState } from "react";
import { type IntlShape, useIntl } from "react-intl";
import { toast } from "@/components/ui/use-toast.ts";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import {
  type DownloadAudience,
  downloadLetterFile,
  type LetterDocument,
  type LetterFileFormat,
} from "./download-letter-file.ts";

/** Spec §8: 'Download Failed' with the server's words, else the status (admins: a fixed line), else a generic line. */
function downloadFailureMessage(error: unknown, audience: DownloadAudience, intl: IntlShape): string {
  if (audience === "admin") return errorMessage(error, "Failed to download the file.");
  if (error instanceof ApiError) {
    return (
      error.serverMessage ?? intl.formatMessage({ id: "downloads.failed.status" }, { status: String(error.status) })
    );
  }
  return intl.formatMessage({ id: "downloads.failed.generic" });
}

/** The toasts' words: the `downloads` messages, or English for the admin pages (which stay English). */
function toastTitles(audience: DownloadAudience, intl: IntlShape) {
  if (audience === "admin") return { started: "Download Started", failed: "Download Failed" };
  return {
    started: intl.formatMessage({ id: "downloads.started.title" }),
    failed: intl.formatMessage({ id: "downloads.failed.title" }),
  };
}

function startedText(format: LetterFileFormat, audience: DownloadAudience, intl: IntlShape): string {
  const name = format.toUpperCase();
  if (audience === "admin") return `Your ${name} file is downloading`;
  return intl.formatMessage({ id: "downloads.started.text" }, { format: name });
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
  const intl = useIntl();

  async function download(format: LetterFileFormat) {
    if (busy.current) return;
    busy.current = true;
    setPending(format);
    try {
      await downloadLetterFile(letterId, format, audience, document, query);
      toast({ title: toastTitles(audience, intl).started, description: startedText(format, audience, intl) });
    } catch (error) {
      toast({
        title: toastTitles(audience, intl).failed,
        description: downloadFailureMessage(error, audience, intl),
        variant: "destructive",
      });
    } finally {
      busy.current = false;
      setPending(null);
    }
  }

  return { download, pending };
}

import { useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast.ts";
import { apiRequest, errorMessage } from "@/lib/api-client.ts";

export type AdminFileFormat = "pdf" | "word";

const EXTENSIONS: Record<AdminFileFormat, string> = { pdf: "pdf", word: "docx" };

export function adminFileName(letterId: number, format: AdminFileFormat): string {
  return `admin-letter-${letterId}.${EXTENSIONS[format]}`;
}

/** GET /api/admin/letters/{id}/download/{format}, saved as admin-letter-{id}.pdf or .docx. */
async function downloadAdminLetter(letterId: number, format: AdminFileFormat): Promise<void> {
  const response = await apiRequest("GET", `/api/admin/letters/${letterId}/download/${format}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = adminFileName(letterId, format);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads any letter's file with the spec's toasts; `pending` is the format in flight. */
export function useAdminDownload(letterId: number) {
  const [pending, setPending] = useState<AdminFileFormat | null>(null);
  const busy = useRef(false);

  async function download(format: AdminFileFormat) {
    if (busy.current) return;
    busy.current = true;
    setPending(format);
    try {
      await downloadAdminLetter(letterId, format);
      toast({ title: "Download Started", description: `Your ${format.toUpperCase()} file is downloading` });
    } catch (error) {
      toast({ title: "Download Failed", description: errorMessage(error, "Failed to download the file."), variant: "destructive" });
    } finally {
      busy.current = false;
      setPending(null);
    }
  }

  return { download, pending };
}

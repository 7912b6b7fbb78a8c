import { FileDown, FileText, LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import type { LetterFileFormat } from "@/features/downloads/download-letter-file.ts";
import { useLetterDownload } from "@/features/downloads/use-letter-download.ts";

const FORMATS: Array<{ format: LetterFileFormat; label: string; icon: typeof FileDown }> = [
  { format: "pdf", label: "PDF", icon: FileDown },
  { format: "word", label: "Word", icon: FileText },
];

/** Any letter's PDF and Word files, saved as admin-letter-{id}.*. */
export function LetterDownloads({ letterId }: { letterId: number }) {
  const { download, pending } = useLetterDownload(letterId, "admin");
  return (
    <span className="grid gap-2">
      {FORMATS.map(({ format, label, icon: Icon }) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          aria-busy={pending === format || undefined}
          onClick={() => void download(format)}
        >
          {pending === format ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Icon aria-hidden="true" />
          )}
          <span className="sr-only">Download </span>
          {label}
          <span className="sr-only"> of letter #{letterId}</span>
        </Button>
      ))}
    </span>
  );
}

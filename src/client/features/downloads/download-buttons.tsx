import { FileDown, FileText, LoaderCircle } from "lucide-react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import type { LetterFileFormat } from "./download-letter-file.ts";
import { useLetterDownload } from "./use-letter-download.ts";

interface DownloadButtonsProps {
  letterId: number;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

const FORMATS: Array<{ format: LetterFileFormat; label: string; icon: typeof FileDown }> = [
  { format: "pdf", label: "Download PDF", icon: FileDown },
  { format: "word", label: "Download Word", icon: FileText },
];

/** 'Download PDF' and 'Download Word' for a paid letter. */
export function DownloadButtons({ letterId, variant = "outline", size = "sm", className }: DownloadButtonsProps) {
  const { download, pending } = useLetterDownload(letterId);
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      {FORMATS.map(({ format, label, icon: Icon }) => (
        <Button
          key={format}
          variant={variant}
          size={size}
          aria-busy={pending === format || undefined}
          onClick={() => void download(format)}
        >
          {pending === format ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Icon aria-hidden="true" />
          )}
          {label}
        </Button>
      ))}
    </div>
  );
}

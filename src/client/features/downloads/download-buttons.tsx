import { FileDown, FileText, LoaderCircle } from "lucide-react";
import { useIntl } from "react-intl";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button.tsx";
import type { MessageId } from "@/i18n/message-ids.ts";
import { cn } from "@/lib/cn.ts";
import type { LetterFileFormat } from "./download-letter-file.ts";
import { useLetterDownload } from "./use-letter-download.ts";

interface DownloadButtonsProps {
  letterId: number;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

const FORMATS: Array<{ format: LetterFileFormat; label: MessageId; icon: typeof FileDown }> = [
  { format: "pdf", label: "downloads.pdf", icon: FileDown },
  { format: "word", label: "downloads.word", icon: FileText },
];

/** 'Download PDF' and 'Download Word' for a paid letter. */
export function DownloadButtons({ letterId, variant = "outline", size = "sm", className }: DownloadButtonsProps) {
  const { download, pending } = useLetterDownload(letterId);
  const intl = useIntl();
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
          {intl.formatMessage({ id: label })}
        </Button>
      ))}
    </div>
  );
}

import { BookOpen } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { useLanguage } from "@/i18n/language-provider.tsx";

/** The English documents sent to Meta, a court or the AAA that have a Spanish reading copy. */
export type ReadingCopyDocument = "letter" | "final-notice" | "arbitration" | "data-request" | "ag-complaint" | "proof";

/** GET .../download/reading-copy/es (the letter) or .../download/<document>/reading-copy/es. */
export function readingCopyHref(letterId: number, document: ReadingCopyDocument): string {
  const base = `/api/demand-letters/${letterId}/download`;
  return document === "letter" ? `${base}/reading-copy/es` : `${base}/${document}/reading-copy/es`;
}

/**
 * "Leer en español" beside an English document's download, for a reader of the Spanish site: a
 * courtesy translation to understand the document, never to send. Nothing in English, or without a copy.
 */
export function ReadingCopyLink({ href }: { href: string | null }) {
  const { language } = useLanguage();
  if (language !== "es" || !href) return null;
  return (
    <a
      href={href}
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-navy-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
    >
      <BookOpen aria-hidden="true" className="size-4 shrink-0" />
      <FormattedMessage id="case.readingCopy.link" />
    </a>
  );
}

import { Languages } from "lucide-react";
import { useIntl } from "react-intl";
import { LANGUAGES, type Language } from "../../domain/i18n/languages.ts";
import { toast } from "@/components/ui/use-toast.ts";
import { cn } from "@/lib/cn.ts";
import { useLanguage } from "./language-provider.tsx";

/** Each language named in itself, so a reader finds theirs whatever the page is in. */
const NATIVE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

function useChoose() {
  const { chooseLanguage } = useLanguage();
  const intl = useIntl();
  return (language: Language) =>
    chooseLanguage(language).catch(() =>
      toast({ title: intl.formatMessage({ id: "language.saveFailed" }), variant: "destructive" }),
    );
}

/**
 * The header's switch: one button naming the other language. `compact` shows its code ("ES"),
 * for the signed-in desktop header, which has no room for the name; the name stays its label.
 */
export function LanguageToggle({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { language } = useLanguage();
  const choose = useChoose();
  const other: Language = language === "en" ? "es" : "en";
  return (
    <button
      type="button"
      lang={other}
      onClick={() => void choose(other)}
      className={cn(
        "inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700 hover:text-navy-800",
        className,
      )}
    >
      <Languages className="size-4" aria-hidden="true" />
      {compact ? (
        <>
          <span aria-hidden="true">{other.toUpperCase()}</span>
          <span className="sr-only">{NATIVE_NAMES[other]}</span>
        </>
      ) : (
        NATIVE_NAMES[other]
      )}
    </button>
  );
}

/** The footer's switch: every language, the current one marked. */
export function LanguageChoices({ className }: { className?: string }) {
  const { language } = useLanguage();
  const choose = useChoose();
  const intl = useIntl();
  return (
    <fieldset className={cn("flex flex-wrap items-center gap-2", className)}>
      <legend className="sr-only">{intl.formatMessage({ id: "language.switchLabel" })}</legend>
      <Languages className="size-4 text-slate-400" aria-hidden="true" />
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => void choose(option)}
          className={cn(
            "min-h-11 rounded-md px-2 text-sm",
            option === language
              ? "font-semibold text-white underline underline-offset-4"
              : "text-slate-300 hover:text-white",
          )}
        >
          {NATIVE_NAMES[option]}
        </button>
      ))}
    </fieldset>
  );
}

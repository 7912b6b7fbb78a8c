import { useIntl } from "react-intl";
import { joinNaturally } from "../../../../domain/letter/format.ts";
import { formatCents } from "../../../../domain/money/prices.ts";
import { useLanguage } from "@/i18n/language-provider.tsx";

/** "Instagram and Facebook" in English (the letter's own joining), "Instagram y Facebook" in Spanish. */
export function useJoin(): (items: readonly string[]) => string {
  const intl = useIntl();
  const { language } = useLanguage();
  return (items) => (language === "en" ? joinNaturally(items) : intl.formatList(items, { type: "conjunction" }));
}

/** A package's price, or "2 letters × $5.00 = $10.00" for one letter per address. */
export function useTotalText(): (letterCount: number, cents: number) => string {
  const intl = useIntl();
  return (letterCount, cents) =>
    letterCount <= 1
      ? formatCents(cents)
      : intl.formatMessage(
          { id: "wizard.total" },
          { count: letterCount, each: formatCents(cents), sum: formatCents(letterCount * cents) },
        );
}

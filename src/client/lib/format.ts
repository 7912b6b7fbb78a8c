import { useIntl } from "react-intl";
import { amountToCents } from "../../domain/money/prices.ts";

const DEFAULT_LOCALE = "en-US";
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format as T;
}

/** "Mar 4, 2026" ("4 mar 2026" in es-US); an empty string for a missing or unreadable date. */
export function formatDate(value: string | Date | null | undefined, locale = DEFAULT_LOCALE): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const format = cached(
    `date/${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", year: "numeric" }),
  );
  return format.format(date);
}

/** "25.00" (numeric text from the API) to "$25.00", in dollars whatever the language. */
export function formatAmount(amount: string | number, locale = DEFAULT_LOCALE): string {
  const format = cached(`money/${locale}`, () => new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }));
  return format.format(amountToCents(String(amount)) / 100);
}

/** A mail event's moment, "Mar 4, 2:05 PM EST", in `timeZone` when given, else the reader's own clock. */
export function formatMoment(at: string, locale = DEFAULT_LOCALE, timeZone?: string): string {
  const format = cached(
    `moment/${locale}/${timeZone ?? ""}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        month: "short",
        day: "numeric",
        ...(timeZone ? { year: "numeric", timeZone } : {}),
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "short",
      }),
  );
  return format.format(new Date(at));
}

/** The formats above in the language shown. */
export function useFormat() {
  const { locale } = useIntl();
  return {
    date: (value: string | Date | null | undefined) => formatDate(value, locale),
    amount: (amount: string | number) => formatAmount(amount, locale),
    moment: (at: string, timeZone?: string) => formatMoment(at, locale, timeZone),
  };
}

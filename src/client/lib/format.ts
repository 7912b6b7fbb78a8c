import { amountToCents, formatCents } from "../../domain/money/prices.ts";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** "Mar 4, 2026"; an empty string for a missing or unreadable date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

/** "25.00" (numeric text from the API) to "$25.00". */
export function formatAmount(amount: string | number): string {
  return formatCents(amountToCents(String(amount)));
}

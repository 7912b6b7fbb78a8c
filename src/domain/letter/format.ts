/** Formatting shared by the letter and its preview. Pure, no Node or DOM APIs. */

/** The letter's date is a calendar day in this zone unless the caller names another. */
export const DEFAULT_LETTER_TIME_ZONE = "America/New_York";

const DAY_MS = 24 * 60 * 60 * 1000;

/** "November 22, 2026" as seen in the given time zone (the runtime's own zone when omitted). */
export function formatUsDate(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone,
  }).format(date);
}

/** Ban dates are stored as midnight UTC of the day picked, so they print in UTC. */
export function formatBanDate(date: Date): string {
  return formatUsDate(date, "UTC");
}

/** The calendar day `days` after `date`'s day in `timeZone`, as midnight UTC (print it in UTC). */
export function addCalendarDays(date: Date, days: number, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    timeZone,
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return new Date(Date.UTC(part("year"), part("month") - 1, part("day")) + days * DAY_MS);
}

/** ["Instagram"] -> "Instagram"; two -> "A and B"; more -> "A, B and C". */
export function joinNaturally(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The consequences as the user wrote them: one paragraph per non-empty line. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

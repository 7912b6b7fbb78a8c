/** Formatting shared by the letter and its preview. Pure, no Node or DOM APIs. */

/**
 * Where a caller names no zone: the admin's figures, and letters from code that has no sender.
 * A letter, its notices and its case use the sender's zone (src/domain/time/time-zones.ts).
 */
export const DEFAULT_LETTER_TIME_ZONE = "America/New_York";

/** Formatters by time zone ("" for the runtime's own): making one costs far more than using it. */
const longDates = new Map<string, Intl.DateTimeFormat>();

/** "November 22, 2026" as seen in the given time zone (the runtime's own zone when omitted). */
export function formatUsDate(date: Date, timeZone?: string): string {
  let format = longDates.get(timeZone ?? "");
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone });
    longDates.set(timeZone ?? "", format);
  }
  return format.format(date);
}

/** Ban dates are stored as midnight UTC of the day picked, so they print in UTC. */
export function formatBanDate(date: Date): string {
  return formatUsDate(date, "UTC");
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

/** A line the user typed, without the full stop the sentence it goes into adds. */
export const withoutStop = (line: string | null | undefined) => (line ?? "").trim().replace(/\.$/, "");

/** A sentence's end: a full stop, an exclamation or question mark, each maybe inside closing quotes or brackets. */
const ENDS_SENTENCE = /[.!?][”’")\]]*$/;

/**
 * `text` as a finished sentence: with a full stop added unless it already ends with one (or with
 * "!" or "?"), so "Meta Platforms, Inc." and “… Inc.” never get a second stop.
 */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return ENDS_SENTENCE.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** How many times something happened, in words the documents all share: "once", "twice", then "3 times". */
export function timesWord(count: number): string {
  return count === 1 ? "once" : count === 2 ? "twice" : `${count} times`;
}

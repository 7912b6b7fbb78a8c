/**
 * One clock: calendar days ("YYYY-MM-DD") as the sender lives them, and moments printed in the
 * sender's zone with the zone named. Pure: Intl only, no Node or DOM APIs (decision 0025).
 */
export { knownSenderTimeZone, senderTimeZone } from "./time-zones.ts";

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type FormatKind = "day" | "moment" | "name" | "offset";
const OPTIONS: Record<FormatKind, (timeZone: string) => Intl.DateTimeFormatOptions> = {
  day: (timeZone) => ({ year: "numeric", month: "2-digit", day: "2-digit", timeZone }),
  moment: (timeZone) => ({
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  }),
  name: (timeZone) => ({ timeZoneName: "longGeneric", timeZone }),
  offset: (timeZone) => ({
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZoneName: "longOffset",
    timeZone,
  }),
};

/** Formatters by zone and kind: making one costs far more than using it. */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: FormatKind, timeZone: string, locale = "en-US"): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone} ${locale}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(kind === "day" ? "en-CA" : locale, OPTIONS[kind](timeZone));
    formats.set(key, made);
  }
  return made;
}

/** The calendar day an instant falls on in `timeZone`. */
export function dayIn(instant: Date | string, timeZone: string): string {
  return format("day", timeZone).format(new Date(instant));
}

/** "2026-11-24" plus `days` calendar days (negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** 0 for Sunday … 6 for Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** A real calendar day written "YYYY-MM-DD" (not February 30, not month 13). */
export function isDay(value: string): boolean {
  return DAY.test(value) && Number.isFinite(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value;
}

const printedDays = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "2026-11-02" -> "November 2, 2026": a calendar day prints as itself wherever the code runs. */
export function formatDay(day: string): string {
  return printedDays.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** "October 23, 2026 at 4:05 PM PDT": a moment in the sender's zone, the zone named (in `locale`'s words). */
export function formatMoment(instant: Date | string, timeZone: string, locale = "en-US"): string {
  return format("moment", timeZone, locale).format(new Date(instant));
}

/** "Pacific Time", "Hawaii-Aleutian Standard Time": how the app names the sender's zone. */
export function timeZoneName(timeZone: string): string {
  const part = format("name", timeZone)
    .formatToParts(new Date(0))
    .find((entry) => entry.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/**
 * The instant as ISO 8601 with the zone's offset, "2026-10-23T16:05:00-07:00": the same moment as
 * its UTC form, and its first ten characters are the sender's day.
 */
export function isoInZone(instant: Date | string, timeZone: string): string {
  const parts = format("offset", timeZone).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  const offset = part("timeZoneName").replace(/^GMT$/, "GMT+00:00").replace(/^GMT/, "");
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}:${part("second")}${offset}`;
}

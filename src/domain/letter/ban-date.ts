import { z } from "zod";
import { formatDay } from "../time/clock.ts";

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date and time must say its offset (Z or ±hh:mm); a bare local time means different days in different places. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A ban date from a form (<input type="date"> gives "YYYY-MM-DD"), from the API (an ISO string)
 * or from code (a Date). A date without a time means midnight UTC of that day, and letters
 * print ban dates in UTC, so the day picked is the day printed.
 */
export function parseBanDate(value: Date | string): Date | "empty" | "invalid" {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "invalid" : value;
  const text = value.trim();
  if (text === "") return "empty";
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) return calendarDate(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
  if (!DATE_TIME.test(text)) return "invalid";
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? "invalid" : parsed;
}

/** Midnight UTC of a real calendar day; 2026-02-30 is "invalid", not March 2. */
function calendarDate(year: number, month: number, day: number): Date | "invalid" {
  const date = new Date(Date.UTC(year, month - 1, day));
  const same = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return same ? date : "invalid";
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** No platform existed before 2004; an earlier date is a typo. */
const EARLIEST_DAY = Date.UTC(2004, 0, 1);

/** A day in the past (ban date, appeal date): a Date or a "YYYY-MM-DD" / ISO string, messages naming `label`. */
export function pastDay(label: string) {
  return (
    z
      .union([z.date(), z.string()], { error: `${label} is required` })
      .transform((value, ctx) => {
        const parsed = parseBanDate(value);
        if (parsed === "empty") ctx.addIssue({ code: "custom", message: `${label} is required` });
        if (parsed === "invalid") ctx.addIssue({ code: "custom", message: `Enter a valid ${label.toLowerCase()}` });
        return parsed instanceof Date ? parsed : z.NEVER;
      })
      .refine((date) => date.getTime() >= EARLIEST_DAY, { message: `${label} must be in 2004 or later` })
      /* A day of slack: "today" anywhere in the US (or the world) is never refused. */
      .refine((date) => date.getTime() <= Date.now() + DAY_MS, { message: `${label} cannot be in the future` })
  );
}

/** The calendar day a stored ban or appeal date prints as: its day in UTC (see parseBanDate). */
export const printedDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The ban date, and each appeal's, cannot be after the letter's date: the sender's today, where
 * the letter is dated (decision 0025). Answers the message for each field that breaks the rule,
 * keyed as the form names it ("banDate", "appeals.0.date"); none when all is well.
 */
export function datesAfterLetterDate(
  data: { banDate: Date; appeals?: readonly { date: Date }[] | null },
  letterDay: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  const today = formatDay(letterDay);
  if (printedDay(data.banDate) > letterDay) {
    fields.banDate = `Ban date cannot be after the letter's date, which is today where you live: ${today}.`;
  }
  (data.appeals ?? []).forEach((appeal, index) => {
    if (printedDay(appeal.date) > letterDay) {
      fields[`appeals.${index}.date`] =
        `An appeal's date cannot be after the letter's date, which is today where you live: ${today}.`;
    }
  });
  return fields;
}

import { addDays, formatDay, WEEKDAY_NAMES, weekday } from "./clock.ts";
import { federalHolidayOn, isBusinessDay } from "./holidays.ts";

/**
 * Every deadline the app prints, counted on the sender's calendar days (decision 0025): a period
 * of N days from a day ends N days later, and a deadline that falls on a weekend or a US federal
 * holiday moves to the next business day. Only the time limit for bringing a claim never moves
 * (a later date there could cost the claim).
 */
export interface Deadline {
  /** The deadline: the counted day, or the next business day after it. */
  day: string;
  /** The day the count itself reached. */
  counted: string;
  /** Why the deadline moved ("a Saturday", "Christmas Day, a federal holiday"); null when it did not. */
  movedBecause: string | null;
}

/** The first business day on or after `day`. */
export function nextBusinessDay(day: string): string {
  let next = day;
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
}

/** Why `day` is not a business day, in words ("a Sunday", "Independence Day, a federal holiday"). */
function closedBecause(day: string): string {
  const holiday = federalHolidayOn(day);
  if (holiday) {
    return holiday.date === day ? `${holiday.name}, a federal holiday` : `the federal holiday for ${holiday.name}`;
  }
  return `a ${WEEKDAY_NAMES[weekday(day)]}`;
}

/** `days` days after `from`, moved to the next business day when needed. */
export function deadlineAfter(from: string, days: number): Deadline {
  const counted = addDays(from, days);
  const day = nextBusinessDay(counted);
  return { day, counted, movedBecause: day === counted ? null : closedBecause(counted) };
}

/** ", moved to the next business day because December 25, 2026 is Christmas Day, a federal holiday"; "" when it did not move. */
export function movedClause(deadline: Deadline): string {
  return deadline.movedBecause
    ? `, moved to the next business day because ${formatDay(deadline.counted)} is ${deadline.movedBecause}`
    : "";
}

/** Days the letter gives Meta to reply, from its date (LETTER.md, item 8). */
export const REPLY_DAYS = 30;
/** Days the final notice gives, from its own date. */
export const FINAL_NOTICE_DAYS = 10;

/** The reply deadline a letter dated `letterDay` prints. */
export function replyDeadline(letterDay: string): Deadline {
  return deadlineAfter(letterDay, REPLY_DAYS);
}

/** The final notice's deadline: 10 days from its own date, and never earlier than the first letter's. */
export function finalNoticeDeadline(noticeDay: string, firstDeadline: string): Deadline & { heldToFirst: boolean } {
  const own = deadlineAfter(noticeDay, FINAL_NOTICE_DAYS);
  return own.day < firstDeadline
    ? { day: firstDeadline, counted: firstDeadline, movedBecause: null, heldToFirst: true }
    : { ...own, heldToFirst: false };
}

/**
 * The end of a window the terms count from the day the notice is received ("within 60 days after
 * the notice is received"): counted from the delivery day the mail service reported.
 */
export function windowFromReceipt(deliveredOn: string, days: number): Deadline {
  return deadlineAfter(deliveredOn, days);
}

/**
 * The last day to bring a claim under a limit of `years` counted from the day the dispute arose:
 * the day before the anniversary (one year from February 29 ends on February 28). Never moved
 * to a business day: it errs early, never late.
 */
export function claimLimitLastDay(arose: string, years: number): string {
  const [year, month, day] = [Number(arose.slice(0, 4)), Number(arose.slice(5, 7)), Number(arose.slice(8, 10))];
  const anniversary = new Date(Date.UTC(year + years, month - 1, day)).toISOString().slice(0, 10);
  return addDays(anniversary, -1);
}

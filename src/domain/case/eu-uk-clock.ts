import { addDays, daysBetween } from "../time/clock.ts";
import { addMonths } from "../time/months.ts";

/**
 * The two clocks an EU or UK case runs on (decision 0048), on the sender's calendar days:
 * - the GDPR / UK GDPR answer to a data request: one month from the day the request was
 *   received, or three months when the controller extends it, which it must announce, with its
 *   reasons, inside the first month (GDPR Art. 12(3));
 * - the Digital Services Act window: a complaint to the platform, and a dispute at Appeals Centre
 *   Europe, stay open for six months after Meta's decision (DSA Art. 20; the centre's rules).
 * Neither day moves for weekends or public holidays: those differ by country, and these are the
 * days to act by, so the app prints the earlier day.
 */

export const GDPR_ANSWER_MONTHS = 1;
export const GDPR_EXTENSION_MONTHS = 2;
export const DSA_WINDOW_MONTHS = 6;

export interface GdprAnswerClock {
  /** The day Meta received the request. */
  receivedOn: string;
  /** The answer is due by this day. */
  dueOn: string;
  /** If Meta extends, the answer is due by this day instead. */
  extendedDueOn: string;
  /** An extension counts only if Meta announced it, with reasons, by this day. */
  extensionNoticeBy: string;
}

/** The GDPR answer's due days for a request received on `receivedOn` ("YYYY-MM-DD"). */
export function gdprAnswerClock(receivedOn: string): GdprAnswerClock {
  const dueOn = addMonths(receivedOn, GDPR_ANSWER_MONTHS);
  return {
    receivedOn,
    dueOn,
    extendedDueOn: addMonths(receivedOn, GDPR_ANSWER_MONTHS + GDPR_EXTENSION_MONTHS),
    extensionNoticeBy: dueOn,
  };
}

export interface DsaWindow {
  /** The day the six months are counted from. */
  from: string;
  /** "decision" when the user gave the day Meta told them of its decision; otherwise the ban date stands in. */
  countedFrom: "decision" | "ban";
  /** The last day to complain or start a dispute: the day before the six-month anniversary, so it errs early. */
  lastDay: string;
}

/**
 * The six-month window after Meta's decision: counted from the decision day the user gives, or
 * else from the day the account was disabled (Meta's notice can come no earlier than that).
 */
export function dsaWindow(dates: { banDate: string; decisionDate?: string | null }): DsaWindow {
  const from = dates.decisionDate ?? dates.banDate;
  return {
    from,
    countedFrom: dates.decisionDate ? "decision" : "ban",
    lastDay: addDays(addMonths(from, DSA_WINDOW_MONTHS), -1),
  };
}

/** Whole days from `today` to `day`, 0 on the day itself; negative once it has passed. */
export function daysLeft(today: string, day: string): number {
  return daysBetween(today, day);
}

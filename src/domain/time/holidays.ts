import { addDays, weekday } from "./clock.ts";

/**
 * US federal holidays, as a rule rather than a list, so no year runs out.
 *
 * Sources:
 * - The eleven legal public holidays: 5 U.S.C. 6103(a) (Juneteenth National Independence Day
 *   added by Pub. L. 117-17, June 17, 2021).
 * - Observed days: a holiday on a Saturday is observed the Friday before (5 U.S.C. 6103(b)(1));
 *   one on a Sunday the Monday after (Executive Order 11582, section 3(a)). So New Year's Day
 *   on a Saturday is observed on December 31 of the year before. Checked on 2026-11-26 against
 *   the U.S. Court of Appeals for the Sixth Circuit's "Federal Holidays" page
 *   (ca6.uscourts.gov/federal-holidays), which restates 6103 and the Friday/Monday rule.
 * - OPM, "Federal Holidays" (opm.gov/policy-data-oversight/pay-leave/federal-holidays), which
 *   publishes each year's dates by the same rules: compare the tests' 2026 list with it.
 * Not included: Inauguration Day (5 U.S.C. 6103(c): federal employees around Washington, D.C.
 * only) and one-off closures ordered for a single year.
 */
export const FEDERAL_HOLIDAYS_CHECKED_ON = "2026-11-26";

/** Month (1-12) and day of the holidays with a fixed date, and the year each began. */
const FIXED = [
  { month: 1, day: 1, name: "New Year's Day", since: 1870 },
  { month: 6, day: 19, name: "Juneteenth National Independence Day", since: 2021 },
  { month: 7, day: 4, name: "Independence Day", since: 1870 },
  { month: 11, day: 11, name: "Veterans Day", since: 1938 },
  { month: 12, day: 25, name: "Christmas Day", since: 1870 },
] as const;

/** The holidays on the nth given weekday of a month (nth -1: the last). */
const NTH_WEEKDAY = [
  { month: 1, weekday: 1, nth: 3, name: "Birthday of Martin Luther King, Jr." },
  { month: 2, weekday: 1, nth: 3, name: "Washington's Birthday" },
  { month: 5, weekday: 1, nth: -1, name: "Memorial Day" },
  { month: 9, weekday: 1, nth: 1, name: "Labor Day" },
  { month: 10, weekday: 1, nth: 2, name: "Columbus Day" },
  { month: 11, weekday: 4, nth: 4, name: "Thanksgiving Day" },
] as const;

const pad = (value: number) => String(value).padStart(2, "0");
const dayOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

function nthWeekday(year: number, month: number, wanted: number, nth: number): string {
  if (nth > 0) {
    const first = dayOf(year, month, 1);
    return addDays(first, ((wanted - weekday(first) + 7) % 7) + (nth - 1) * 7);
  }
  const last = addDays(dayOf(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1);
  return addDays(last, -((weekday(last) - wanted + 7) % 7));
}

export interface FederalHoliday {
  /** The day offices close: the holiday, or the Friday or Monday it is observed on. */
  observed: string;
  /** The holiday's own date. */
  date: string;
  name: string;
}

/** The holidays whose date falls in `year`, each with the day it is observed (which may be in the next or last year). */
export function federalHolidays(year: number): FederalHoliday[] {
  const holidays: FederalHoliday[] = [];
  for (const holiday of FIXED) {
    if (year < holiday.since) continue;
    const date = dayOf(year, holiday.month, holiday.day);
    const shift = weekday(date) === 6 ? -1 : weekday(date) === 0 ? 1 : 0;
    holidays.push({ date, observed: addDays(date, shift), name: holiday.name });
  }
  for (const holiday of NTH_WEEKDAY) {
    const date = nthWeekday(year, holiday.month, holiday.weekday, holiday.nth);
    holidays.push({ date, observed: date, name: holiday.name });
  }
  return holidays.sort((a, b) => a.observed.localeCompare(b.observed));
}

/** The holiday observed on `day` ("YYYY-MM-DD"), if any. */
export function federalHolidayOn(day: string): FederalHoliday | undefined {
  const year = Number(day.slice(0, 4));
  /* New Year's Day of next year can be observed on December 31. */
  return [...federalHolidays(year), ...federalHolidays(year + 1)].find((holiday) => holiday.observed === day);
}

/** Monday to Friday, and not a federal holiday as observed. */
export function isBusinessDay(day: string): boolean {
  const dow = weekday(day);
  return dow !== 0 && dow !== 6 && !federalHolidayOn(day);
}

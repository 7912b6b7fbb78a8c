/**
 * Periods counted in calendar months, as EU and UK law counts them: a month from a day ends on
 * the same date in the month after; where that month is too short, on its last day
 * (January 31 plus one month is February 28, or 29 in a leap year).
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function lastDayOfMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** "2026-01-31" plus 1 month is "2026-02-28"; `months` may be negative. */
export function addMonths(day: string, months: number): string {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a day: ${day}`);
  const total = Number(match[1]) * 12 + (Number(match[2]) - 1) + months;
  const year = Math.floor(total / 12);
  const monthIndex = total - year * 12;
  const date = Math.min(Number(match[3]), lastDayOfMonth(year, monthIndex));
  return new Date(Date.UTC(year, monthIndex, date)).toISOString().slice(0, 10);
}

import { sql } from "drizzle-orm";
import { addDays, dayIn } from "../../../domain/time/clock.ts";
import type { Db } from "../../db/client.ts";

/**
 * LetterStream's HTTP POST method "has a transaction limit of 50 per day" (its Integration API
 * document of 21 Dec 2020, §IV.2; read 2026-11-28). Each letter handed over (a hold) takes one of
 * the day's places; past the limit the letter waits for the next day (decision 0038).
 */

/** LetterStream is in Scottsdale, Arizona; Arizona keeps no daylight saving time. */
const LETTERSTREAM_TIME_ZONE = "America/Phoenix";
const ARIZONA_OFFSET = "-07:00";

/**
 * Takes one of today's places, or answers the start of the next day when none is left. One
 * statement counts up under the day's row lock, so two instances never both take the last place.
 */
export async function takeDailyPlace(db: Db, now: Date, limit: number): Promise<{ taken: true } | { waitUntil: Date }> {
  const day = dayIn(now, LETTERSTREAM_TIME_ZONE);
  const taken = (await db.execute(sql`
    insert into letterstream_daily_submissions (day, submissions) values (${day}::date, 1)
    on conflict (day) do update set submissions = letterstream_daily_submissions.submissions + 1
      where letterstream_daily_submissions.submissions < ${limit}
    returning submissions`)) as unknown as { rows: unknown[] };
  if (taken.rows.length > 0) return { taken: true };
  return { waitUntil: new Date(`${addDays(day, 1)}T00:00:00${ARIZONA_OFFSET}`) };
}

/** Letters handed to LetterStream on the Arizona day of `now`. */
export async function submissionsOn(db: Db, now: Date): Promise<number> {
  const day = dayIn(now, LETTERSTREAM_TIME_ZONE);
  const result = (await db.execute(
    sql`select submissions from letterstream_daily_submissions where day = ${day}::date`,
  )) as unknown as { rows: { submissions: number }[] };
  return Number(result.rows[0]?.submissions ?? 0);
}

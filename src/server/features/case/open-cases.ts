import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * What every case reminder reads: the paid letter, its owner (only while reminders are on) and
 * the order an email is kept against (the mail order when there is one, else the first paid one).
 * The columns are the letter's `l`, the owner's `u` and the order's `o`.
 */
export const OPEN_CASES = sql`
    from demand_letters l
    join users u on u.id = l.user_id and not u.reminders_off
    join lateral (
      select * from orders o where o.demand_letter_id = l.id and o.status = 'completed'
      order by (o.type = 'mail') desc, o.id limit 1
    ) o on true`;

/** The owner has not recorded the account restored (support's records do not count: decision 0022). */
export const NOT_RESTORED = sql`coalesce((select c.kind from case_outcomes c where c.letter_id = l.id and not c.by_support order by c.recorded_at desc, c.id desc limit 1), '') <> 'restored'`;

/** The columns a reminder's email needs: whom to write to, and the order it is kept against. */
export const REMINDER_COLUMNS = sql`l.id as letter_id, o.id as order_id, u.id as user_id, u.email, u.first_name, u.language, l.state, l.zip_code, l.country`;

/**
 * Whether a pass that reads without an index is due: at most once every `everyMs` per database
 * in this process (another instance may pass too; each email is queued once whatever).
 */
export function passDue(passes: WeakMap<Db, number>, db: Db, now: Date, everyMs: number): boolean {
  if (now.getTime() - (passes.get(db) ?? Number.NEGATIVE_INFINITY) < everyMs) return false;
  passes.set(db, now.getTime());
  return true;
}

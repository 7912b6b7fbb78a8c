import { sql } from "drizzle-orm";
import { AppError } from "../../domain/errors.ts";
import type { Db } from "../db/client.ts";
import { preparedPerDatabase } from "../db/prepared.ts";
import { rateLimits } from "../db/schema.ts";

export interface Limit {
  /** e.g. "login:email:a@b.c" */
  key: string;
  max: number;
  windowMs: number;
  /** What is counted, in words for the refusal ("corrections to this letter"); "attempts" when left out. */
  what?: string;
}

/**
 * Counts one attempt against each limit (a fixed window kept in the database, so every server
 * instance shares it) and refuses with 429 once any of them is over.
 */
export async function enforceRateLimits(db: Db, limits: Limit[], now: Date, scale = 1): Promise<void> {
  for (const limit of limits) {
    const row = await countAttempt(db, limit, now);
    if (Number(row.count) > limit.max * scale) throw tooMany(row.window_start, limit, now);
  }
}

/** Counts one attempt against each limit without refusing (e.g. a failed sign-in, after the fact); returns the new counts. */
export async function countAttempts(db: Db, limits: Limit[], now: Date): Promise<number[]> {
  const counts: number[] = [];
  for (const limit of limits) counts.push(Number((await countAttempt(db, limit, now)).count));
  return counts;
}

async function countAttempt(db: Db, limit: Limit, now: Date): Promise<{ count: number; window_start: string | Date }> {
  const cutoff = new Date(now.getTime() - limit.windowMs);
  const result = (await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${limit.key}, ${now.toISOString()}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${cutoff.toISOString()} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${cutoff.toISOString()} then ${now.toISOString()}::timestamptz else rate_limits.window_start end
    returning count, window_start`)) as unknown as { rows: { count: number; window_start: string | Date }[] };
  return result.rows[0];
}

/** A limit's current window: how many attempts it counted, since when. */
export interface LimitWindow {
  count: number;
  windowStart: Date;
}

const windowsByKey = preparedPerDatabase((db) =>
  db
    .select({ key: rateLimits.key, count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = any(${sql.placeholder("keys")})`)
    .prepare("rate_limit_windows"),
);

/** Each limit's current window (undefined when it has none), read in one query. */
export async function currentWindows(db: Db, limits: Limit[], now: Date): Promise<(LimitWindow | undefined)[]> {
  const rows = await windowsByKey(db).execute({ keys: limits.map((limit) => limit.key) });
  return limits.map((limit) => {
    const row = rows.find((candidate) => candidate.key === limit.key);
    if (!row || row.windowStart.getTime() <= now.getTime() - limit.windowMs) return undefined;
    return { count: row.count, windowStart: row.windowStart };
  });
}

/** Refuses with 429 when any limit is already used up, without counting this request. */
export async function refuseIfLimited(db: Db, limits: Limit[], now: Date, scale = 1): Promise<void> {
  refuseIfOver(limits, await currentWindows(db, limits, now), now, scale);
}

/** The same, for windows already read (`windows[i]` is `limits[i]`'s). */
export function refuseIfOver(limits: Limit[], windows: (LimitWindow | undefined)[], now: Date, scale = 1): void {
  limits.forEach((limit, index) => {
    const window = windows[index];
    if (window && window.count >= limit.max * scale) throw tooMany(window.windowStart, limit, now);
  });
}

function tooMany(windowStart: string | Date, limit: Limit, now: Date): AppError {
  const resetAt = new Date(windowStart).getTime() + limit.windowMs;
  const minutes = Math.max(1, Math.ceil((resetAt - now.getTime()) / 60_000));
  return new AppError(
    "rate_limited",
    `Too many ${limit.what ?? "attempts"}. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  );
}

export const MINUTE = 60_000;

import { sql } from "drizzle-orm";
import type { AdminSummary, SummaryDay } from "../../../domain/accounts/admin.ts";
import { addDaysToDay, letterToday } from "../../../domain/case/case.ts";
import { DEFAULT_LETTER_TIME_ZONE } from "../../../domain/letter/format.ts";
import type { Db } from "../../db/client.ts";

const CHART_DAYS = 30;

type Rows<T> = { rows: T[] };

/**
 * The summary strip's figures, each one query over indexed columns. Days are calendar days where
 * letters are dated, so "today" means the same day for every admin.
 */
export async function adminSummary(db: Db, now: Date): Promise<AdminSummary> {
  const today = letterToday(now);
  const first = addDaysToDay(today, 1 - CHART_DAYS);
  const zone = DEFAULT_LETTER_TIME_ZONE;
  const since = sql`(${first}::date::timestamp at time zone ${zone})`;
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const [byDay, refunds, queue] = await Promise.all([
    db.execute(sql`
      select to_char((paid_at at time zone ${zone})::date, 'YYYY-MM-DD') as day, count(*)::int as orders, sum(amount)::text as revenue
      from orders where paid_at >= ${since} group by 1`) as unknown as Promise<
      Rows<{ day: string; orders: number; revenue: string }>
    >,
    db.execute(sql`
      select count(*)::int as count, coalesce(sum(refund_amount), 0)::text as amount
      from orders where refunded_at >= ${since}`) as unknown as Promise<Rows<{ count: number; amount: string }>>,
    db.execute(sql`
      select count(*) filter (where in_queue and dispatch_next_at is not null and mail_status in ('not_submitted', 'held'))::int as waiting,
             count(*) filter (where in_queue and dispatch_next_at is null)::int as paused,
             (select count(*)::int from orders where letterstream_submitted_at >= ${weekAgo}::timestamptz) as sent
      from orders where in_queue`) as unknown as Promise<Rows<{ waiting: number; paused: number; sent: number }>>,
  ]);
  const found = new Map(byDay.rows.map((row) => [row.day, row]));
  const days: SummaryDay[] = Array.from({ length: CHART_DAYS }, (_, index) => {
    const day = addDaysToDay(first, index);
    const row = found.get(day);
    return { day, orders: row?.orders ?? 0, revenue: Number(row?.revenue ?? 0).toFixed(2) };
  });
  const period = (label: "Today" | "7 days" | "30 days", count: number) => {
    const window = days.slice(-count);
    return {
      label,
      orders: window.reduce((sum, day) => sum + day.orders, 0),
      revenue: window.reduce((sum, day) => sum + Number(day.revenue), 0).toFixed(2),
    };
  };
  const refund = refunds.rows[0];
  const mail = queue.rows[0];
  return {
    periods: [period("Today", 1), period("7 days", 7), period("30 days", 30)],
    refunds: { count: refund?.count ?? 0, amount: Number(refund?.amount ?? 0).toFixed(2) },
    queue: { waiting: mail?.waiting ?? 0, paused: mail?.paused ?? 0, sentThisWeek: mail?.sent ?? 0 },
    days,
  };
}

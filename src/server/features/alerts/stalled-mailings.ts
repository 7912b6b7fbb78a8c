import { and, eq, isNotNull, lt, notInArray, sql } from "drizzle-orm";
import { STALLED_BUSINESS_DAYS } from "../../../domain/accounts/operator-alerts.ts";
import { FINAL_MAIL_STATUSES } from "../../../domain/case/mail-status.ts";
import { addDays } from "../../../domain/time/clock.ts";
import { isBusinessDay } from "../../../domain/time/holidays.ts";
import { orders } from "../../db/schema.ts";
import { type AlertDeps, raiseAlert } from "./raise-alert.ts";

/**
 * The start of the UTC day STALLED_BUSINESS_DAYS business days (weekends and US federal holidays
 * skipped) before `now`: a mailing whose last change at the provider is older has stalled.
 */
export function stalledBefore(now: Date): Date {
  let day = now.toISOString().slice(0, 10);
  for (let counted = 0; counted < STALLED_BUSINESS_DAYS; ) {
    day = addDays(day, -1);
    if (isBusinessDay(day)) counted += 1;
  }
  return new Date(`${day}T00:00:00Z`);
}

/**
 * Alerts an admin once for each paid mail order still in the queue whose provider has said
 * nothing new for 5 business days (its last status change, or its queueing when none came yet).
 * A new change followed by another silence alerts again. Returns how many alerts it raised.
 */
export async function alertStalledMailings(deps: AlertDeps, limit = 50): Promise<number> {
  const lastChange = sql<Date>`coalesce(${orders.letterstreamUpdatedAt}, ${orders.queuedAt})`;
  const stalled = await deps.db
    .select({ id: orders.id, lastChange, mailStatus: orders.mailStatus, raw: orders.letterstreamStatus })
    .from(orders)
    .where(
      and(
        eq(orders.inQueue, true),
        eq(orders.status, "completed"),
        isNotNull(orders.queuedAt),
        notInArray(orders.mailStatus, [...FINAL_MAIL_STATUSES]),
        lt(lastChange, stalledBefore(deps.clock())),
      ),
    )
    .limit(limit);
  let raised = 0;
  for (const order of stalled) {
    const since = new Date(order.lastChange);
    const created = await raiseAlert(deps, {
      kind: "mail_stalled",
      orderId: order.id,
      key: `stalled:${order.id}:${since.toISOString()}`,
      message: `Nothing has changed at the mail service since ${since.toISOString().slice(0, 10)} (status "${order.mailStatus}", provider's word "${order.raw ?? "none"}"). Check the mailing with the provider.`,
    });
    if (created) raised += 1;
  }
  return raised;
}

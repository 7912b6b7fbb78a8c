import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { orders } from "../../db/schema.ts";
import type { DispatchDeps } from "./dispatch-deps.ts";

type LeaseDeps = Pick<DispatchDeps, "db" | "clock" | "timings">;

/**
 * Reserves up to `limit` due orders for this worker: FOR UPDATE SKIP LOCKED means two workers
 * (even in two server instances) never take the same order, and the lease keeps everyone else
 * (other workers, an admin's Retry or Remove) off it while it is worked on.
 */
export async function claimDueOrders(deps: LeaseDeps, limit: number): Promise<{ ids: number[]; leaseUntil: Date }> {
  const now = deps.clock();
  const leaseUntil = new Date(now.getTime() + deps.timings.leaseMs);
  const result = (await deps.db.execute(sql`
    update orders set dispatch_next_at = ${leaseUntil.toISOString()}, dispatch_lease_until = ${leaseUntil.toISOString()}
    where id in (
      select id from orders
      where in_queue = true and status = 'completed' and type in ('mail', 'follow-up-mail', 'data-request-mail')
        and dispatch_next_at is not null and dispatch_next_at <= ${now.toISOString()}
        and (dispatch_lease_until is null or dispatch_lease_until <= ${now.toISOString()})
      order by dispatch_next_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`)) as unknown as { rows: { id: number }[] };
  return { ids: result.rows.map((row) => Number(row.id)), leaseUntil };
}

/** Takes one order's lease if nobody holds it; undefined while someone does. */
export async function takeLease(deps: LeaseDeps, orderId: number): Promise<Date | undefined> {
  const now = deps.clock();
  const leaseUntil = new Date(now.getTime() + deps.timings.leaseMs);
  const [row] = await deps.db
    .update(orders)
    .set({ dispatchLeaseUntil: leaseUntil })
    .where(and(eq(orders.id, orderId), or(isNull(orders.dispatchLeaseUntil), lte(orders.dispatchLeaseUntil, now))))
    .returning({ id: orders.id });
  return row ? leaseUntil : undefined;
}

/** Gives back a lease this holder took (one that expired and was taken by someone else stays theirs). */
export async function releaseLease(deps: Pick<DispatchDeps, "db">, orderId: number, leaseUntil: Date): Promise<void> {
  await deps.db
    .update(orders)
    .set({ dispatchLeaseUntil: null })
    .where(and(eq(orders.id, orderId), eq(orders.dispatchLeaseUntil, leaseUntil)));
}

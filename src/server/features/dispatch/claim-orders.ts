import { sql } from "drizzle-orm";
import type { DispatchDeps } from "./dispatch-deps.ts";

/**
 * Reserves up to `limit` due orders for this worker: FOR UPDATE SKIP LOCKED means two workers
 * (even in two server instances) never take the same order, and the lease pushes the order's
 * next attempt time out so nobody else picks it up while it is being worked on.
 */
export async function claimDueOrders(deps: Pick<DispatchDeps, "db" | "clock" | "timings">, limit: number, onlyOrderId?: number): Promise<number[]> {
  const now = deps.clock();
  const leaseUntil = new Date(now.getTime() + deps.timings.leaseMs);
  const only = onlyOrderId === undefined ? sql`` : sql`and id = ${onlyOrderId}`;
  const result = (await deps.db.execute(sql`
    update orders set dispatch_next_at = ${leaseUntil.toISOString()}
    where id in (
      select id from orders
      where in_queue = true and status = 'completed' and type = 'mail'
        and dispatch_next_at is not null and dispatch_next_at <= ${now.toISOString()} ${only}
      order by dispatch_next_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

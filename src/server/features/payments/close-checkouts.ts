import { and, asc, eq, gt, isNotNull, isNull, lte } from "drizzle-orm";
import { orders } from "../../db/schema.ts";
import type { PaymentDeps } from "./payment-deps.ts";

type CloseDeps = Pick<PaymentDeps, "db" | "payments" | "clock" | "log">;

/** A close that failed is tried again by the worker after this long... */
const RETRY_AFTER_MS = 60_000;
/** ...for this long after the order was cancelled; Stripe's own sessions lapse after 24 hours. */
const GIVE_UP_AFTER_MS = 2 * 24 * 60 * 60_000;

/**
 * Closes a cancelled order's checkout at the provider, so the customer can no longer pay it
 * (decision 0005). Expiring a session that is no longer open fails: the session is then read, and
 * one already paid or expired counts as closed (a payment that got there first is refunded when
 * it is settled, as every payment on a cancelled order is).
 */
export async function closeCheckout(deps: CloseDeps, sessionId: string): Promise<void> {
  try {
    await deps.payments.expireCheckout(sessionId);
  } catch (error) {
    const session = await deps.payments.retrieveCheckout(sessionId);
    if (session.status === "open") throw error;
  }
  await deps.db
    .update(orders)
    .set({ checkoutClosedAt: deps.clock() })
    .where(and(eq(orders.stripeSessionId, sessionId), isNull(orders.checkoutClosedAt)));
}

/**
 * After the transaction that cancelled the orders: closes their checkouts without holding up the
 * user's request. A failure is logged; the payments worker tries again (closeDueCheckouts).
 */
export function closeCheckoutsSoon(deps: CloseDeps, sessionIds: readonly (string | null)[]): void {
  for (const sessionId of sessionIds) {
    if (!sessionId) continue;
    closeCheckout(deps, sessionId).catch((error: unknown) =>
      deps.log.error({ err: error, sessionId }, "closing a checkout at the provider failed; the worker will try again"),
    );
  }
}

/** The worker's pass: cancelled orders whose checkout is still not closed a minute on. Returns how many closed. */
export async function closeDueCheckouts(deps: CloseDeps, limit = 20): Promise<number> {
  const now = deps.clock().getTime();
  const due = await deps.db
    .select({ sessionId: orders.stripeSessionId })
    .from(orders)
    .where(
      and(
        eq(orders.status, "cancelled"),
        isNotNull(orders.stripeSessionId),
        isNull(orders.checkoutClosedAt),
        lte(orders.updatedAt, new Date(now - RETRY_AFTER_MS)),
        gt(orders.updatedAt, new Date(now - GIVE_UP_AFTER_MS)),
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
  let closed = 0;
  for (const { sessionId } of due) {
    if (!sessionId) continue;
    try {
      await closeCheckout(deps, sessionId);
      closed += 1;
    } catch (error) {
      deps.log.error({ err: error, sessionId }, "closing a checkout at the provider failed; it will be tried again");
    }
  }
  return closed;
}

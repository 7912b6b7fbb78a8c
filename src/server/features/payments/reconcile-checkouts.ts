import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { orders } from "../../db/schema.ts";
import { fulfilCheckout } from "./fulfil-checkout.ts";
import { expireCheckoutOrders } from "./handle-stripe-event.ts";
import type { PaymentDeps } from "./payment-deps.ts";

/** A pending checkout is read again for this long: Stripe's sessions lapse within 24 hours, a delayed payment settles within days. */
const PENDING_FOR_MS = 30 * 24 * 60 * 60_000;
/** A cancelled order's session is read again for this long, in case it was paid before it closed. */
const CANCELLED_FOR_MS = 2 * 24 * 60 * 60_000;

/**
 * The reconciliation pass (decision 0039): every checkout left open or unsettled for longer than
 * one interval (PAYMENT_RECONCILE_SECONDS) is read again from the provider and settled exactly as
 * its webhook would settle it: a paid session through fulfilCheckout (idempotent: a webhook or a
 * success page arriving later finds it done), an expired one closed as expired. A session whose
 * payment is still processing is left pending. Each order is read at most once an interval.
 * Returns the sessions it read.
 */
export async function reconcileCheckouts(deps: PaymentDeps, limit = 50): Promise<number> {
  const now = deps.clock().getTime();
  const interval = deps.config.paymentReconcileMs;
  const due = await deps.db
    .select({ id: orders.id, sessionId: orders.stripeSessionId })
    .from(orders)
    .where(
      and(
        isNotNull(orders.stripeSessionId),
        isNull(orders.stripePaymentIntentId),
        lte(orders.createdAt, new Date(now - interval)),
        or(
          and(eq(orders.status, "pending"), gt(orders.createdAt, new Date(now - PENDING_FOR_MS))),
          and(eq(orders.status, "cancelled"), gt(orders.updatedAt, new Date(now - CANCELLED_FOR_MS))),
        ),
        or(isNull(orders.checkoutCheckedAt), lte(orders.checkoutCheckedAt, new Date(now - interval))),
      ),
    )
    .orderBy(sql`${orders.checkoutCheckedAt} asc nulls first`, asc(orders.id))
    .limit(limit);
  const sessionIds = [...new Set(due.map((row) => row.sessionId as string))];
  if (due.length > 0) {
    await deps.db
      .update(orders)
      .set({ checkoutCheckedAt: deps.clock() })
      .where(
        inArray(
          orders.id,
          due.map((row) => row.id),
        ),
      );
  }
  for (const sessionId of sessionIds) {
    try {
      await reconcileSession(deps, sessionId);
    } catch (error) {
      deps.log.error({ err: error, sessionId }, "reading a checkout again failed; the next pass tries again");
    }
  }
  return sessionIds.length;
}

async function reconcileSession(deps: PaymentDeps, sessionId: string): Promise<void> {
  const session = await deps.payments.retrieveCheckout(sessionId);
  if (session.paymentStatus === "paid") {
    const outcome = await fulfilCheckout(deps, sessionId);
    if (outcome !== "already_done")
      deps.log.warn({ sessionId, outcome }, "a paid checkout was settled by reconciliation");
    return;
  }
  if (session.status === "expired") await expireCheckoutOrders(deps, sessionId);
  /* Open, or complete with its payment still processing: the next pass reads it again. */
}

/** Runs the pass when an interval has gone by since this process last ran it; called by the payments worker tick. */
export function reconcileWhenDue(deps: PaymentDeps, state: { lastRunAt: number }): Promise<number> {
  const now = deps.clock().getTime();
  if (now - state.lastRunAt < deps.config.paymentReconcileMs) return Promise.resolve(0);
  state.lastRunAt = now;
  return reconcileCheckouts(deps);
}

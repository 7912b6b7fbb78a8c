import { and, eq, inArray, lt } from "drizzle-orm";
import { localCheckoutSessions, orders } from "../../db/schema.ts";
import type { PaymentDeps } from "./payment-deps.ts";

/** The local test checkout closes a session left unpaid this long, as Stripe does by default. */
export const LOCAL_CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Abandoned local checkouts expire after 24 hours: the session can no longer be paid and its order
 * becomes `expired` (hidden from the user, kept for admins). Stripe expires its own sessions and
 * says so with `checkout.session.expired`. Returns how many expired.
 */
export async function expireStaleCheckouts(deps: Pick<PaymentDeps, "db" | "payments" | "clock">): Promise<number> {
  if (deps.payments.kind !== "local") return 0;
  const cutoff = new Date(deps.clock().getTime() - LOCAL_CHECKOUT_LIFETIME_MS);
  return deps.db.transaction(async (tx) => {
    const stale = await tx
      .update(localCheckoutSessions)
      .set({ status: "expired" })
      .where(and(eq(localCheckoutSessions.status, "open"), lt(localCheckoutSessions.createdAt, cutoff)))
      .returning({ orderId: localCheckoutSessions.orderId });
    if (stale.length === 0) return 0;
    await tx
      .update(orders)
      .set({ status: "expired", updatedAt: deps.clock() })
      .where(
        and(
          inArray(
            orders.id,
            stale.map((row) => row.orderId),
          ),
          eq(orders.status, "pending"),
        ),
      );
    return stale.length;
  });
}

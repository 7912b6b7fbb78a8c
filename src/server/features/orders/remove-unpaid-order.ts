import { and, eq } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import { orders } from "../../db/schema.ts";
import { closeCheckoutsSoon } from "../payments/close-checkouts.ts";
import type { PaymentDeps } from "../payments/payment-deps.ts";

/**
 * The user removes a checkout they did not pay: its order (and the other letters' orders of the
 * same checkout, for a split) is cancelled, so it leaves My Orders, and the checkout is closed at
 * the provider. A payment that still lands on it is refunded when it is settled (checkout_closed).
 */
export async function removeUnpaidOrder(
  deps: PaymentDeps,
  userId: number,
  orderId: number,
): Promise<{ removed: number[] }> {
  const [order] = await deps.db
    .select({ status: orders.status, sessionId: orders.stripeSessionId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new AppError("not_found", "This order does not exist.");
  if (order.status !== "pending") throw new AppError("conflict", "Only a checkout that was not paid can be removed.");
  const same = order.sessionId ? eq(orders.stripeSessionId, order.sessionId) : eq(orders.id, orderId);
  const removed = await deps.db
    .update(orders)
    .set({ status: "cancelled", updatedAt: deps.clock() })
    .where(and(same, eq(orders.userId, userId), eq(orders.status, "pending")))
    .returning({ id: orders.id });
  closeCheckoutsSoon(deps, [order.sessionId]);
  return { removed: removed.map((row) => row.id) };
}

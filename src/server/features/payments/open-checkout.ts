import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import { replacedCheckoutTypes } from "../../../domain/orders.ts";
import { amountToCents } from "../../../domain/prices.ts";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import { closeCheckoutsSoon } from "./close-checkouts.ts";
import { fulfilCheckout } from "./fulfil-checkout.ts";
import type { PaymentDeps } from "./payment-deps.ts";
import { findOrCreatePendingOrder, type OrderRow, type PendingOrderSpec } from "./pending-order.ts";

export const ALREADY_PAID = "This order is already paid. Find it under My Orders.";

/**
 * Returns a checkout page URL for the pending order matching `spec`: the open session when there
 * is one (a repeated click is not a second charge), otherwise a new one, which replaces the
 * letter's older open checkouts: they are cancelled, and closed at the provider.
 */
export async function openCheckout(
  deps: PaymentDeps,
  spec: PendingOrderSpec,
  page: { description: string; customerEmail: string; cancelUrl: string },
): Promise<{ orderId: number; url: string }> {
  const { db, payments, config } = deps;
  for (let attempt = 0; attempt < 3; attempt++) {
    const order = await findOrCreatePendingOrder(db, spec);
    if (order.stripeSessionId) {
      const existing = await payments.retrieveCheckout(order.stripeSessionId);
      if (existing.status === "open" && existing.url) return { orderId: order.id, url: existing.url };
      if (existing.paymentStatus === "paid") {
        await fulfilCheckout(deps, existing.id);
        throw new AppError("conflict", ALREADY_PAID);
      }
      // The session expired: close this order and start a fresh one.
      await db
        .update(orders)
        .set({ status: "expired", updatedAt: deps.clock() })
        .where(and(eq(orders.id, order.id), eq(orders.status, "pending")));
      continue;
    }
    const session = await payments.createCheckout({
      orderId: order.id,
      amountCents: amountToCents(order.amount),
      description: page.description,
      customerEmail: page.customerEmail,
      successUrl: `${config.appUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: page.cancelUrl,
    });
    await db
      .update(orders)
      .set({ stripeSessionId: session.id })
      .where(and(eq(orders.id, order.id), isNull(orders.stripeSessionId)));
    closeCheckoutsSoon(deps, await cancelOlderCheckouts(db, order, deps.clock()));
    if (!session.url) throw new Error(`checkout session ${session.id} has no URL`);
    return { orderId: order.id, url: session.url };
  }
  throw new AppError("conflict", "We could not start the checkout. Please try again.");
}

/**
 * The letter's open checkouts older than `order` for the same purchase (replacedCheckoutTypes)
 * are cancelled; returns their sessions. Only older ones: two checkouts opened at once leave the
 * newer one open rather than cancelling each other.
 */
async function cancelOlderCheckouts(db: Db, order: OrderRow, now: Date): Promise<(string | null)[]> {
  if (order.demandLetterId === null) return [];
  const cancelled = await db
    .update(orders)
    .set({ status: "cancelled", updatedAt: now })
    .where(
      and(
        eq(orders.demandLetterId, order.demandLetterId),
        eq(orders.status, "pending"),
        lt(orders.id, order.id),
        inArray(orders.type, replacedCheckoutTypes(order.type)),
      ),
    )
    .returning({ sessionId: orders.stripeSessionId });
  return cancelled.map((row) => row.sessionId);
}

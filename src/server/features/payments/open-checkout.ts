import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import { amountToCents } from "../../../domain/prices.ts";
import { orders } from "../../db/schema.ts";
import { fulfilCheckout } from "./fulfil-checkout.ts";
import type { PaymentDeps } from "./payment-deps.ts";
import { findOrCreatePendingOrder, type PendingOrderSpec } from "./pending-order.ts";

export const ALREADY_PAID = "This order is already paid. Find it under My Orders.";

/**
 * Returns a checkout page URL for the pending order matching `spec`: the open session when there
 * is one (a repeated click is not a second charge), otherwise a new one.
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
    if (!session.url) throw new Error(`checkout session ${session.id} has no URL`);
    return { orderId: order.id, url: session.url };
  }
  throw new AppError("conflict", "We could not start the checkout. Please try again.");
}

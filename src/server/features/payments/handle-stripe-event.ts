import { and, eq, isNull, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { auditEvents, orders, providerEvents } from "../../db/schema.ts";
import { fulfilCheckout } from "./fulfil-checkout.ts";
import type { PaymentDeps } from "./payment-deps.ts";

/**
 * Applies one verified Stripe event. Each event id is applied once; every change is a
 * conditional update, so events arriving twice or out of order never move an order backwards.
 */
export async function handleStripeEvent(deps: PaymentDeps, event: Stripe.Event): Promise<void> {
  const { db } = deps;
  const [seen] = await db
    .select({ id: providerEvents.id })
    .from(providerEvents)
    .where(and(eq(providerEvents.provider, "stripe"), eq(providerEvents.eventId, event.id)));
  if (seen) return;

  await applyEvent(deps, event);
  await db
    .insert(providerEvents)
    .values({ provider: "stripe", eventId: event.id, type: event.type })
    .onConflictDoNothing();
}

async function applyEvent(deps: PaymentDeps, event: Stripe.Event) {
  const { db, clock } = deps;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      await fulfilCheckout(deps, event.data.object.id);
      return;
    case "checkout.session.async_payment_failed":
      await closePendingOrder(deps, event.data.object.id, "failed");
      return;
    case "checkout.session.expired":
      await expireCheckoutOrders(deps, event.data.object.id);
      return;
    case "charge.refunded": {
      const charge = event.data.object;
      const paymentIntent =
        typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
      if (!charge.refunded || !paymentIntent) return;
      const refunded = await db
        .update(orders)
        /* A refund made in Stripe's dashboard: recorded as support's, in full. */
        .set({
          status: "refunded",
          inQueue: false,
          refundAmount: sql`coalesce(${orders.refundAmount}, ${orders.amount})`,
          refundReason: sql`coalesce(${orders.refundReason}, 'admin')`,
          refundRequestedAt: sql`coalesce(${orders.refundRequestedAt}, ${clock()})`,
          refundedAt: sql`coalesce(${orders.refundedAt}, ${clock()})`,
          updatedAt: clock(),
        })
        .where(and(eq(orders.stripePaymentIntentId, paymentIntent), eq(orders.status, "completed")))
        .returning({ id: orders.id });
      for (const order of refunded) {
        await db
          .update(orders)
          .set({ mailStatus: "cancelled" })
          .where(and(eq(orders.id, order.id), eq(orders.mailStatus, "not_submitted")));
        deps.log.info({ orderId: order.id }, "order refunded");
      }
      return;
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      const paymentIntent =
        typeof dispute.payment_intent === "string" ? dispute.payment_intent : dispute.payment_intent?.id;
      const [order] = paymentIntent
        ? await db.select({ id: orders.id }).from(orders).where(eq(orders.stripePaymentIntentId, paymentIntent))
        : [];
      await db.insert(auditEvents).values({
        action: "payment.disputed",
        targetType: "order",
        targetId: String(order?.id ?? paymentIntent ?? "unknown"),
        details: { disputeId: dispute.id, reason: dispute.reason, amount: dispute.amount },
      });
      deps.log.warn({ orderId: order?.id, disputeId: dispute.id }, "payment disputed");
      return;
    }
    default:
      return;
  }
}

/** A session that lapsed unpaid: its pending orders expire, and nothing is left to close at the provider. */
export async function expireCheckoutOrders(deps: Pick<PaymentDeps, "db" | "clock">, sessionId: string) {
  await closePendingOrder(deps, sessionId, "expired");
  /* Also the answer to our own expiring of a cancelled order's session. */
  await deps.db
    .update(orders)
    .set({ checkoutClosedAt: deps.clock() })
    .where(and(eq(orders.stripeSessionId, sessionId), isNull(orders.checkoutClosedAt)));
}

async function closePendingOrder(
  deps: Pick<PaymentDeps, "db" | "clock">,
  sessionId: string,
  status: "failed" | "expired",
) {
  await deps.db
    .update(orders)
    .set({ status, updatedAt: deps.clock() })
    .where(and(eq(orders.stripeSessionId, sessionId), eq(orders.status, "pending")));
}

import { and, eq, inArray, ne } from "drizzle-orm";
import { supersededTypes } from "../../../domain/orders.ts";
import { amountToCents } from "../../../domain/prices.ts";
import { auditEvents, orders } from "../../db/schema.ts";
import { CURRENCY } from "../../providers/payments/payment-provider.ts";
import { sendSoon } from "../outbox/send-emails.ts";
import type { PaymentDeps } from "./payment-deps.ts";
import { queueReceipt } from "./queue-receipt.ts";

export type FulfilOutcome = "fulfilled" | "already_done" | "unpaid" | "mismatch" | "unknown_order";

/**
 * The one place a payment becomes a paid order, called by the webhook and by the success page.
 * It re-reads the session from the provider, checks amount and currency, and moves the order
 * from pending to completed with one conditional update, so racing callers fulfil it once. The
 * receipt is queued in the same transaction, so a paid order always has one, then sent at once;
 * a worker tick sends it later if this process dies first.
 */
export async function fulfilCheckout(deps: PaymentDeps, sessionId: string): Promise<FulfilOutcome> {
  const { db, clock, log } = deps;
  const session = await deps.payments.retrieveCheckout(sessionId);
  const [order] = await db.select().from(orders).where(eq(orders.stripeSessionId, session.id));
  if (!order || (session.orderId !== null && session.orderId !== order.id)) return "unknown_order";
  if (session.paymentStatus !== "paid") return "unpaid";
  if (session.amountTotal !== amountToCents(order.amount) || session.currency !== CURRENCY) {
    log.error({ orderId: order.id, sessionId, amount: session.amountTotal, currency: session.currency }, "paid amount does not match the order");
    /* Never left pending: it cannot be paid again, and the success page says it failed. */
    await db
      .update(orders)
      .set({ status: "failed", updatedAt: clock() })
      .where(and(eq(orders.id, order.id), eq(orders.status, "pending")));
    await db.insert(auditEvents).values({
      action: "payment.amount_mismatch",
      targetType: "order",
      targetId: String(order.id),
      details: { sessionId, amountTotal: session.amountTotal, currency: session.currency, expected: order.amount },
    });
    return "mismatch";
  }
  const now = clock();
  const mail = order.type === "mail";
  const paid = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status: "completed",
        paidAt: now,
        stripePaymentIntentId: session.paymentIntentId,
        inQueue: mail,
        queuedAt: mail ? now : null,
        dispatchNextAt: mail ? now : null,
        updatedAt: now,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, "pending")))
      .returning();
    if (row?.demandLetterId) {
      /* The letter's other open checkouts for what is now paid can no longer be paid. */
      await tx
        .update(orders)
        .set({ status: "cancelled", updatedAt: now })
        .where(
          and(
            eq(orders.demandLetterId, row.demandLetterId),
            eq(orders.status, "pending"),
            ne(orders.id, row.id),
            inArray(orders.type, supersededTypes(row.type)),
          ),
        );
    }
    return row && { order: row, receiptId: await queueReceipt(tx, deps.config.appUrl, row, now) };
  });
  if (!paid) return "already_done";
  log.info({ orderId: paid.order.id, type: paid.order.type }, "order paid");
  if (paid.receiptId !== undefined) sendSoon(deps, paid.receiptId);
  return "fulfilled";
}

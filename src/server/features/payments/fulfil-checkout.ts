import { eq } from "drizzle-orm";
import { orders } from "../../db/schema.ts";
import { sendSoon } from "../outbox/send-emails.ts";
import { closeCheckoutsSoon } from "./close-checkouts.ts";
import type { PaymentDeps } from "./payment-deps.ts";
import { sendRefundSoon } from "./send-refund.ts";
import { settlePayment } from "./settle-payment.ts";

export type FulfilOutcome = "fulfilled" | "already_done" | "unpaid" | "mismatch" | "refunded" | "unknown_order";

/**
 * The one place a payment lands, called by the webhook, the success page and the local test
 * checkout. It re-reads the session from the provider, then settles it in one transaction
 * (`settlePayment`): the order is paid, or the money goes back when the letter already has what
 * it buys or the amount is wrong. Racing callers settle it once. The receipt or refund email is
 * queued in that transaction and sent at once; refunds are asked of the provider after the commit,
 * and again by the worker if this process dies first; so are the closes of the checkouts it cancelled.
 */
export async function fulfilCheckout(deps: PaymentDeps, sessionId: string): Promise<FulfilOutcome> {
  const { db, clock, log } = deps;
  const session = await deps.payments.retrieveCheckout(sessionId);
  const [order] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.stripeSessionId, session.id));
  if (!order || (session.orderId !== null && session.orderId !== order.id)) return "unknown_order";
  if (session.paymentStatus !== "paid") return "unpaid";
  if (order.status === "completed" || order.status === "refunded") return "already_done";

  const settled = await db.transaction((tx) => settlePayment(tx, order.id, session, deps.config.appUrl, clock()));
  if (settled.outcome === "already_done") return "already_done";
  log.info({ orderId: order.id, outcome: settled.outcome }, "payment settled");
  for (const id of settled.emailIds) sendSoon(deps, id);
  closeCheckoutsSoon(deps, settled.cancelledSessionIds ?? []);
  if (settled.refundOrderId !== undefined) await sendRefundSoon(deps, settled.refundOrderId);
  return settled.outcome;
}

import { asc, eq } from "drizzle-orm";
import { amountToCents } from "../../../domain/money/prices.ts";
import { orders } from "../../db/schema.ts";
import { prepareLetterSoon } from "../letters/prepare-paid-letter.ts";
import { sendSoon } from "../outbox/send-emails.ts";
import { closeCheckoutsSoon } from "./close-checkouts.ts";
import type { PaymentDeps } from "./payment-deps.ts";
import { sendRefundSoon } from "./send-refund.ts";
import { queueReceipt } from "./queue-receipt.ts";
import { type SessionShare, type Settled, settlePayment } from "./settle-payment.ts";

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
  const paid = await db
    .select({ id: orders.id, status: orders.status, amount: orders.amount, letterId: orders.demandLetterId })
    .from(orders)
    .where(eq(orders.stripeSessionId, session.id))
    .orderBy(asc(orders.id));
  if (paid.length === 0 || (session.orderId !== null && !paid.some((order) => order.id === session.orderId)))
    return "unknown_order";
  if (session.paymentStatus !== "paid") return "unpaid";
  if (paid.every((order) => order.status === "completed" || order.status === "refunded")) return "already_done";

  /*
   * A split: each letter's order is settled on its own rules, against its own line, all in one
   * transaction (letters locked in id order), with the payment's one receipt queued in it too.
   */
  const shares = sessionShares(session.amountTotal ?? 0, paid);
  const byLetter = [...paid.entries()].sort(([, a], [, b]) => (a.letterId ?? 0) - (b.letterId ?? 0));
  const { settledAll, receiptId } = await db.transaction(async (tx) => {
    const settledAll: Settled[] = [];
    for (const [index, order] of byLetter) {
      const share = paid.length > 1 ? shares[index] : undefined;
      settledAll.push(await settlePayment(tx, order.id, session, deps.config.appUrl, clock(), share));
    }
    const fulfilled = settledAll.flatMap((settled) =>
      settled.outcome === "fulfilled" && settled.order ? [settled.order] : [],
    );
    fulfilled.sort((a, b) => a.id - b.id);
    return { settledAll, receiptId: await queueReceipt(tx, deps.config.appUrl, fulfilled, clock()) };
  });
  if (receiptId !== undefined) sendSoon(deps, receiptId);
  const outcomes: FulfilOutcome[] = [];
  for (const settled of settledAll) {
    outcomes.push(settled.outcome);
    if (settled.outcome === "already_done") continue;
    log.info({ orderId: settled.order?.id, outcome: settled.outcome }, "payment settled");
    for (const id of settled.emailIds) sendSoon(deps, id);
    closeCheckoutsSoon(deps, settled.cancelledSessionIds ?? []);
    if (settled.refundOrderId !== undefined) await sendRefundSoon(deps, settled.refundOrderId);
    if (settled.outcome === "fulfilled" && settled.order?.demandLetterId)
      prepareLetterSoon(deps, settled.order.demandLetterId);
  }
  return outcomes.find((outcome) => outcome !== "already_done") ?? "already_done";
}

/**
 * What each order of a split was paid: its own price when the session's total is the sum of
 * them; otherwise nothing matches, and the whole total goes back on the first order alone, so a
 * refund never exceeds what was paid.
 */
export function sessionShares(totalCents: number, paid: { amount: string }[]): SessionShare[] {
  const prices = paid.map((order) => amountToCents(order.amount));
  const matches = prices.reduce((sum, cents) => sum + cents, 0) === totalCents;
  return prices.map((cents, index) =>
    matches ? { cents, matches } : { cents: index === 0 ? totalCents : 0, matches },
  );
}

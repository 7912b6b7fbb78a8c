import { and, eq, inArray, ne } from "drizzle-orm";
import { isMailedOrder, supersededTypes } from "../../../domain/money/orders.ts";
import { decidePayment, letterHolding, purchaseOf, type RefundReason } from "../../../domain/money/payment-rules.ts";
import { centsToAmount, PRICES } from "../../../domain/money/prices.ts";
import { followUpFacts, loadCaseRecords } from "../case/get-case.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters, orders } from "../../db/schema.ts";
import type { CheckoutSession } from "../../providers/payments/payment-provider.ts";
import type { OrderRow } from "./pending-order.ts";
import { requestRefund } from "./request-refund.ts";

export type SettleOutcome = "fulfilled" | "already_done" | "refunded" | "mismatch";

/** One order's part of a session that pays several (a split): what it was paid, and whether the total added up. */
export interface SessionShare {
  cents: number;
  matches: boolean;
}

export interface Settled {
  outcome: SettleOutcome;
  order?: OrderRow;
  emailIds: number[];
  refundOrderId?: number;
  /** Checkout sessions of the orders this payment cancelled, to close at the provider after the commit. */
  cancelledSessionIds?: string[];
}

/**
 * Inside one transaction, decides what a paid session buys. The letter's row is locked first, so
 * two payments for one letter, on any instance, are settled one after the other against what the
 * letter already has (PAYMENT_RULES). The money is kept, kept as an upgrade with the difference
 * sent back, or refunded in full; nothing is ever kept twice for one service.
 */
export async function settlePayment(
  tx: Db,
  orderId: number,
  session: CheckoutSession,
  appUrl: string,
  now: Date,
  share?: SessionShare,
): Promise<Settled> {
  const [letterRef] = await tx.select({ letterId: orders.demandLetterId }).from(orders).where(eq(orders.id, orderId));
  const letterId = letterRef?.letterId ?? null;
  const letter =
    letterId === null
      ? undefined
      : (
          await tx
            .select({
              id: demandLetters.id,
              paid: demandLetters.paid,
              state: demandLetters.state,
              zipCode: demandLetters.zipCode,
            })
            .from(demandLetters)
            .where(eq(demandLetters.id, letterId))
            .for("update")
        )[0];
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order || order.status === "completed" || order.status === "refunded" || order.refundRequestedAt)
    return { outcome: "already_done", emailIds: [] };

  const paidCents = share ? share.cents : (session.amountTotal ?? 0);
  const amountMatches = share ? share.matches : paidCents === Math.round(Number(order.amount) * 100);
  const payment = { paidAt: now, stripePaymentIntentId: session.paymentIntentId };
  const refundAll = async (reason: RefundReason, status: "failed" | "refunded"): Promise<Settled> => {
    const outcome = status === "failed" ? "mismatch" : "refunded";
    if (paidCents === 0) {
      /* A split whose total did not add up: the first order carries the whole refund. */
      await tx
        .update(orders)
        .set({ ...payment, status, inQueue: false, updatedAt: now })
        .where(eq(orders.id, order.id));
      return { outcome, emailIds: [] };
    }
    const emailId = await requestRefund(tx, {
      order,
      cents: paidCents,
      reason,
      changes: { ...payment, status, inQueue: false },
      appUrl,
      now,
    });
    return {
      outcome,
      emailIds: emailId === undefined ? [] : [emailId],
      refundOrderId: order.id,
    };
  };

  if (!amountMatches || session.currency !== "usd") return refundAll("amount_mismatch", "failed");
  if (order.status !== "pending") return refundAll("checkout_closed", "refunded");
  if (!letter) return refundAll("letter_deleted", "refunded");

  const paid = await tx
    .select({ id: orders.id, type: orders.type, isUpgrade: orders.isUpgrade })
    .from(orders)
    .where(and(eq(orders.demandLetterId, letter.id), eq(orders.status, "completed")));
  const alreadyBought = paid.some((row) => row.type === order.type);
  const decision = decidePayment(
    letterHolding(paid.map((row) => row.type)),
    purchaseOf(order),
    paidCents,
    alreadyBought,
  );
  if (decision.rule === "refund") return refundAll(decision.reason, "refunded");
  /* Offered when its checkout opened; the outcome may have changed since (the account came back). */
  if (order.type === "follow-up-mail" && !followUpFacts(letter, await loadCaseRecords(tx, letter.id), now).offered) {
    return refundAll("notice_not_offered", "refunded");
  }

  const mail = isMailedOrder(order.type);
  const asUpgrade =
    decision.rule === "keep_as_upgrade"
      ? {
          isUpgrade: true,
          upgradedFromOrderId: paid.find((row) => row.type === "digital" && !row.isUpgrade)?.id ?? null,
          originalAmount: centsToAmount(PRICES.digital),
          upgradeAmount: centsToAmount(PRICES.upgrade),
        }
      : {};
  const [row] = await tx
    .update(orders)
    .set({
      ...payment,
      ...asUpgrade,
      status: "completed",
      inQueue: mail,
      queuedAt: mail ? now : null,
      dispatchNextAt: mail ? now : null,
      updatedAt: now,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, "pending")))
    .returning();
  /* The letter's other open checkouts for what is now paid can no longer be paid. */
  const cancelled = await tx
    .update(orders)
    .set({ status: "cancelled", updatedAt: now })
    .where(
      and(
        eq(orders.demandLetterId, letter.id),
        eq(orders.status, "pending"),
        ne(orders.id, row.id),
        inArray(orders.type, supersededTypes(row.type)),
      ),
    )
    .returning({ sessionId: orders.stripeSessionId });
  /* The receipt is the payment's, not the order's: fulfilCheckout queues one for all it paid. */
  const emailIds: (number | undefined)[] = [];
  let refundOrderId: number | undefined;
  if (decision.refundCents > 0) {
    emailIds.push(
      await requestRefund(tx, { order: row, cents: decision.refundCents, reason: "upgrade_difference", appUrl, now }),
    );
    refundOrderId = row.id;
  }
  return {
    outcome: "fulfilled",
    order: row,
    emailIds: emailIds.filter((id): id is number => id !== undefined),
    refundOrderId,
    cancelledSessionIds: cancelled.flatMap((order) => (order.sessionId ? [order.sessionId] : [])),
  };
}

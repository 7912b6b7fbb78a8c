import { and, eq } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import { amountToCents } from "../../../domain/money/prices.ts";
import { orders } from "../../db/schema.ts";
import { sendSoon } from "../outbox/send-emails.ts";
import type { PaymentDeps } from "./payment-deps.ts";
import { requestRefund } from "./request-refund.ts";
import { sendRefundSoon } from "./send-refund.ts";

/**
 * An admin sends a paid order's money back: the order becomes `refunded`, mail not yet handed to
 * the mail service leaves the queue, and the customer is told why. The provider is asked once
 * (idempotency key per order). Asking again for a refunded order changes nothing.
 */
export async function refundOrder(
  deps: PaymentDeps,
  input: { orderId: number; reason: string; actorUserId: number | null },
): Promise<{ status: "refunded" | "already_refunded" }> {
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for("update");
    if (!order) throw new AppError("not_found", "Order not found.");
    if (order.status === "refunded") return { status: "already_refunded" as const };
    if (order.status !== "completed") throw new AppError("conflict", "Only a paid order can be refunded.");
    if (order.refundRequestedAt) {
      throw new AppError(
        "conflict",
        "Part of this payment was already refunded; refund the rest from the payment provider's dashboard.",
      );
    }
    const emailId = await requestRefund(tx, {
      order,
      cents: amountToCents(order.amount),
      reason: "admin",
      note: input.reason,
      actorUserId: input.actorUserId,
      changes: { status: "refunded", inQueue: false, dispatchNextAt: null },
      appUrl: deps.config.appUrl,
      now,
    });
    /* Mail already handed over cannot be called back; mail not yet handed over never leaves. */
    await tx
      .update(orders)
      .set({ mailStatus: "cancelled" })
      .where(and(eq(orders.id, order.id), eq(orders.mailStatus, "not_submitted")));
    return { status: "refunded" as const, emailId };
  });
  if (result.status === "already_refunded") return result;
  if (result.emailId !== undefined) sendSoon(deps, result.emailId);
  await sendRefundSoon(deps, input.orderId);
  return { status: "refunded" };
}

import { and, asc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import { amountToCents } from "../../../domain/money/prices.ts";
import { orders } from "../../db/schema.ts";
import { recordAudit } from "../admin/record-audit.ts";
import type { PaymentDeps } from "./payment-deps.ts";

/** A refund asked this long ago and still not taken by the provider is tried again by the worker. */
const RETRY_AFTER_MS = 60_000;

/**
 * Asks the provider to send back a recorded refund, once: the idempotency key is the order's, so
 * a retry after a crash or a timeout never refunds twice. Returns true once the refund is done.
 */
export async function sendRefund(
  deps: Pick<PaymentDeps, "db" | "payments" | "clock" | "log">,
  orderId: number,
): Promise<boolean> {
  const { db } = deps;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNotNull(orders.refundRequestedAt), isNull(orders.refundedAt)));
  if (!order?.refundAmount) return false;
  const refund = await deps.payments.refund({
    orderId,
    paymentIntentId: order.stripePaymentIntentId,
    amountCents: amountToCents(order.refundAmount),
    idempotencyKey: `refund:${orderId}`,
  });
  const [done] = await db
    .update(orders)
    .set({ refundId: refund.id, refundedAt: deps.clock() })
    .where(and(eq(orders.id, orderId), isNull(orders.refundedAt)))
    .returning({ id: orders.id });
  if (done) {
    await recordAudit(db, {
      action: "payment.refunded",
      targetType: "order",
      targetId: orderId,
      details: { refundId: refund.id, amount: order.refundAmount },
    });
    deps.log.info({ orderId, refundId: refund.id }, "payment refunded");
  }
  return true;
}

/** Sends the refunds whose first try failed or whose process died; the worker tick calls it. */
export async function sendDueRefunds(
  deps: Pick<PaymentDeps, "db" | "payments" | "clock" | "log">,
  limit = 20,
): Promise<number> {
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNotNull(orders.refundRequestedAt),
        isNull(orders.refundedAt),
        lte(orders.refundRequestedAt, new Date(deps.clock().getTime() - RETRY_AFTER_MS)),
      ),
    )
    .orderBy(asc(orders.refundRequestedAt))
    .limit(limit);
  let sent = 0;
  for (const { id } of due) {
    try {
      if (await sendRefund(deps, id)) sent += 1;
    } catch (error) {
      deps.log.error({ err: error, orderId: id }, "refund failed; it will be tried again");
    }
  }
  return sent;
}

/** After the transaction that asked for it: try now, leave the rest to the worker. */
export function sendRefundSoon(
  deps: Pick<PaymentDeps, "db" | "payments" | "clock" | "log">,
  orderId: number,
): Promise<void> {
  return sendRefund(deps, orderId).then(
    () => undefined,
    (error: unknown) => deps.log.error({ err: error, orderId }, "refund failed; the worker will try again"),
  );
}

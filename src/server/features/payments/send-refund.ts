import { and, asc, eq, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import { amountToCents } from "../../../domain/money/prices.ts";
import { orders } from "../../db/schema.ts";
import { recordAudit } from "../admin/record-audit.ts";
import { raiseAlert } from "../alerts/raise-alert.ts";
import type { PaymentDeps } from "./payment-deps.ts";

/** A refund asked this long ago and still not taken by the provider is tried again by the worker. */
const RETRY_AFTER_MS = 60_000;
/** Failed tries before the worker stops and an admin is alerted (decision 0039). */
export const MAX_REFUND_ATTEMPTS = 3;

type RefundDeps = Pick<PaymentDeps, "db" | "payments" | "clock" | "log" | "email" | "config">;

/**
 * Asks the provider to send back a recorded refund, once: the idempotency key is the order's, so
 * a retry after a crash or a timeout never refunds twice. Returns true once the refund is done.
 */
export async function sendRefund(deps: RefundDeps, orderId: number): Promise<boolean> {
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
export async function sendDueRefunds(deps: RefundDeps, limit = 20): Promise<number> {
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNotNull(orders.refundRequestedAt),
        isNull(orders.refundedAt),
        lt(orders.refundAttempts, MAX_REFUND_ATTEMPTS),
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
      await recordRefundFailure(deps, id, error);
    }
  }
  return sent;
}

/** After the transaction that asked for it: try now, leave the rest to the worker. */
export function sendRefundSoon(deps: RefundDeps, orderId: number): Promise<void> {
  return sendRefund(deps, orderId).then(
    () => undefined,
    (error: unknown) => recordRefundFailure(deps, orderId, error),
  );
}

/**
 * Counts a failed try. Below MAX_REFUND_ATTEMPTS the worker tries again a minute on; at it, the
 * worker stops and an admin is alerted: the money is still owed, and a person must see why.
 */
async function recordRefundFailure(deps: RefundDeps, orderId: number, error: unknown): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  const [row] = await deps.db
    .update(orders)
    .set({ refundAttempts: sql`${orders.refundAttempts} + 1` })
    .where(and(eq(orders.id, orderId), isNull(orders.refundedAt)))
    .returning({ attempts: orders.refundAttempts, amount: orders.refundAmount });
  const attempts = row?.attempts ?? 0;
  deps.log.error({ err: error, orderId, attempts }, "refund failed");
  if (attempts < MAX_REFUND_ATTEMPTS) return;
  await raiseAlert(
    { ...deps, appUrl: deps.config.appUrl, adminAlertEmail: deps.config.adminAlertEmail },
    {
      kind: "refund_failed",
      orderId,
      key: `refund_failed:${orderId}`,
      message: `Refunding $${row?.amount ?? "?"} failed ${attempts} times and is no longer tried automatically. The provider said: ${reason.slice(0, 500)}. Refund it in the payment provider's dashboard, then resolve this alert.`,
    },
  );
}

import { and, asc, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { DEFAULT_REMOVE_REASON } from "../../../domain/accounts/admin.ts";
import { AppError } from "../../../domain/errors.ts";
import { FINAL_MAIL_STATUSES } from "../../../domain/case/mail-status.ts";
import { isMailedOrder } from "../../../domain/money/orders.ts";
import type { Db } from "../../db/client.ts";
import { orders, users } from "../../db/schema.ts";
import { releaseLease, takeLease } from "../dispatch/claim-orders.ts";
import type { DispatchDeps } from "../dispatch/dispatch-deps.ts";
import { dispatchOrder } from "../dispatch/dispatch-order.ts";
import { sendSoon } from "../outbox/send-emails.ts";
import { queueMailCancelledEmail } from "./mail-cancelled-email.ts";
import { recordAudit } from "./record-audit.ts";

/** Not yet handed to the mail service: removing it cancels the mailing. */
const NOT_HANDED_OVER = ["not_submitted", "held"];
/** How long an admin action waits for a worker that is sending the order right now. */
const LEASE_WAIT_MS = 10_000;

/** Every mail order waiting to go out or in flight, oldest first. */
export function listQueue(db: Db) {
  return queueRows(db).where(eq(orders.inQueue, true)).orderBy(asc(orders.queuedAt), asc(orders.id));
}

/** Mailings support cancelled before hand-over and nobody refunded: each can be put back in the queue. */
export function listRemovedFromQueue(db: Db) {
  return queueRows(db)
    .where(
      and(
        eq(orders.inQueue, false),
        isNotNull(orders.mailCancelledAt),
        inArray(orders.mailStatus, NOT_HANDED_OVER),
        isNull(orders.refundRequestedAt),
      ),
    )
    .orderBy(desc(orders.mailCancelledAt), desc(orders.id));
}

function queueRows(db: Db) {
  return db
    .select({
      id: orders.id,
      type: orders.type,
      amount: orders.amount,
      isUpgrade: orders.isUpgrade,
      demandLetterId: orders.demandLetterId,
      userEmail: users.email,
      queuedAt: orders.queuedAt,
      mailStatus: orders.mailStatus,
      letterStreamStatus: orders.letterstreamStatus,
      letterStreamJobId: orders.letterstreamJobId,
      mailProvider: orders.mailProvider,
      mailProviderId: orders.mailProviderId,
      mailTracking: orders.mailTracking,
      dispatchAttempts: orders.dispatchAttempts,
      dispatchNextAt: orders.dispatchNextAt,
      dispatchError: orders.dispatchError,
      mailCancelledAt: orders.mailCancelledAt,
      mailCancelReason: orders.mailCancelReason,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .$dynamic();
}

/**
 * Runs `work` holding the order's lease, so the dispatch worker and other admins stay off it; waits
 * a little for a worker that is sending the order right now, then says so.
 */
export async function withLease<T>(
  deps: Pick<DispatchDeps, "db" | "clock" | "timings">,
  orderId: number,
  work: () => Promise<T>,
): Promise<T> {
  const giveUpAt = Date.now() + LEASE_WAIT_MS;
  let lease = await takeLease(deps, orderId);
  while (!lease && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    lease = await takeLease(deps, orderId);
  }
  if (!lease) throw new AppError("conflict", "The mail worker is sending this order right now. Try again in a minute.");
  try {
    return await work();
  } finally {
    await releaseLease(deps, orderId, lease);
  }
}

/**
 * Takes the order out of the queue. Before it is handed over this cancels the mailing: the reason
 * is kept and shown to the customer, who is emailed; the payment is refunded separately.
 */
export async function removeFromQueue(
  deps: DispatchDeps,
  adminId: number,
  orderId: number,
  reason = DEFAULT_REMOVE_REASON,
) {
  const { db } = deps;
  const [queued] = await db.select({ inQueue: orders.inQueue }).from(orders).where(eq(orders.id, orderId));
  if (!queued?.inQueue) throw new AppError("not_found", "This order is not in the queue.");
  // Read again under the lease: a worker may have moved the order on while we waited for it.
  const emailId = await withLease(deps, orderId, () =>
    db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (!order?.inQueue) throw new AppError("not_found", "This order is not in the queue.");
      const cancels = NOT_HANDED_OVER.includes(order.mailStatus);
      const [removed] = await tx
        .update(orders)
        .set({
          inQueue: false,
          dispatchNextAt: null,
          ...(cancels ? { mailCancelledAt: deps.clock(), mailCancelReason: reason } : {}),
        })
        .where(and(eq(orders.id, orderId), eq(orders.mailStatus, order.mailStatus)))
        .returning();
      await recordAudit(tx, {
        actorUserId: adminId,
        action: "queue.remove",
        targetType: "order",
        targetId: orderId,
        details: { mailStatus: order.mailStatus, reason, cancelled: cancels },
      });
      return cancels && removed ? queueMailCancelledEmail(tx, deps.appUrl, removed, deps.clock()) : undefined;
    }),
  );
  if (emailId !== undefined) sendSoon(deps, emailId);
  return { message: "Order removed from queue successfully" };
}

/**
 * Puts a paid mail order (back) in the queue and works on it now, holding its lease. A mailing the
 * provider failed starts again as a new mailing (decision 0039): a new job name, so exactly one new
 * letter at the provider, made from the same kept PDF; the failed one stays in the timeline.
 */
export async function retryQueuedOrder(deps: DispatchDeps, adminId: number, orderId: number) {
  const { db } = deps;
  const [exists] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!exists) throw new AppError("not_found", "Order not found.");
  // Checked under the lease: a worker may have moved the order on while we waited for it.
  const outcome = await withLease(deps, orderId, async () => {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const failed = order?.mailStatus === "failed";
    if (
      !order ||
      !isMailedOrder(order.type) ||
      order.status !== "completed" ||
      (FINAL_MAIL_STATUSES.includes(order.mailStatus) && !failed) ||
      order.refundRequestedAt
    ) {
      throw new AppError(
        "conflict",
        "Only paid certified-mail orders that have failed or not reached a final status can be retried.",
      );
    }
    await db
      .update(orders)
      .set({
        inQueue: true,
        queuedAt: order.queuedAt ?? deps.clock(),
        dispatchNextAt: deps.clock(),
        dispatchError: null,
        dispatchAttempts: 0,
        mailCancelledAt: null,
        mailCancelReason: null,
        ...(failed ? newMailing(order.mailRetries) : {}),
      })
      .where(and(eq(orders.id, orderId), eq(orders.mailStatus, order.mailStatus)));
    await recordAudit(db, {
      actorUserId: adminId,
      action: "queue.retry",
      targetType: "order",
      targetId: orderId,
      details: { mailStatus: order.mailStatus, putBack: !order.inQueue, newMailing: failed },
    });
    return dispatchOrder(deps, orderId);
  });
  if (outcome === "paused" || outcome === "waiting") {
    const [after] = await db.select({ dispatchError: orders.dispatchError }).from(orders).where(eq(orders.id, orderId));
    throw new AppError("conflict", after?.dispatchError ?? "Failed to submit to LetterStream.");
  }
  return {
    message: outcome === "submitted" ? "LetterStream submission successful" : "Mail status refreshed from LetterStream",
  };
}

/** A failed mailing's provider references cleared, and the retry counted: the next step holds afresh. */
function newMailing(retries: number) {
  return {
    mailStatus: "not_submitted",
    mailRetries: retries + 1,
    letterstreamStatus: null,
    letterstreamAuthCode: null,
    letterstreamJobId: null,
    letterstreamBatchId: null,
    letterstreamSubmittedAt: null,
    mailProviderId: null,
    mailTracking: null,
  };
}

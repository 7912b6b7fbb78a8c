import { and, asc, eq } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import { FINAL_MAIL_STATUSES } from "../../../domain/mail-status.ts";
import type { Db } from "../../db/client.ts";
import { orders, users } from "../../db/schema.ts";
import { claimDueOrders } from "../dispatch/claim-orders.ts";
import type { DispatchDeps } from "../dispatch/dispatch-deps.ts";
import { dispatchOrder } from "../dispatch/dispatch-order.ts";
import { recordAudit } from "./record-audit.ts";

/** Every mail order waiting to go out or in flight, oldest first. */
export function listQueue(db: Db) {
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
      mailTracking: orders.mailTracking,
      dispatchAttempts: orders.dispatchAttempts,
      dispatchNextAt: orders.dispatchNextAt,
      dispatchError: orders.dispatchError,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.inQueue, true))
    .orderBy(asc(orders.queuedAt), asc(orders.id));
}

export async function removeFromQueue(db: Db, adminId: number, orderId: number) {
  const [removed] = await db
    .update(orders)
    .set({ inQueue: false, dispatchNextAt: null })
    .where(and(eq(orders.id, orderId), eq(orders.inQueue, true)))
    .returning({ id: orders.id, mailStatus: orders.mailStatus });
  if (!removed) throw new AppError("not_found", "This order is not in the queue.");
  await recordAudit(db, { actorUserId: adminId, action: "queue.remove", targetType: "order", targetId: orderId, details: { mailStatus: removed.mailStatus } });
  return { message: "Order removed from queue successfully" };
}

/** Puts a paid mail order back in the queue and works on it now. */
export async function retryQueuedOrder(deps: DispatchDeps, adminId: number, orderId: number) {
  const { db } = deps;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError("not_found", "Order not found.");
  if (order.type !== "mail" || order.status !== "completed" || FINAL_MAIL_STATUSES.includes(order.mailStatus)) {
    throw new AppError("conflict", "Only paid certified-mail orders that have not reached a final status can be retried.");
  }
  await db
    .update(orders)
    .set({ inQueue: true, queuedAt: order.queuedAt ?? deps.clock(), dispatchNextAt: deps.clock(), dispatchError: null, dispatchAttempts: 0 })
    .where(eq(orders.id, orderId));
  await recordAudit(db, { actorUserId: adminId, action: "queue.retry", targetType: "order", targetId: orderId, details: { mailStatus: order.mailStatus } });
  const [claimed] = await claimDueOrders(deps, 1, orderId);
  if (claimed === undefined) return { message: "The order is already being worked on; it will update shortly." };
  const outcome = await dispatchOrder(deps, orderId);
  if (outcome === "paused" || outcome === "waiting") {
    const [after] = await db.select({ dispatchError: orders.dispatchError }).from(orders).where(eq(orders.id, orderId));
    throw new AppError("conflict", after?.dispatchError ?? "Failed to submit to LetterStream.");
  }
  return { message: outcome === "submitted" ? "LetterStream submission successful" : "Mail status refreshed from LetterStream" };
}

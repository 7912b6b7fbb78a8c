import { and, desc, eq } from "drizzle-orm";
import { TRACKING_REASON_MIN } from "../../../domain/accounts/admin.ts";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import { recordAudit } from "./record-audit.ts";

export interface TrackingChange {
  letterId: number;
  /** Without spaces (the schema removes them). */
  tracking: string;
  confirmDelivered?: boolean;
  reason?: string;
}

/**
 * Sets the tracking number of a letter's paid certified-mail order. Once the letter is delivered
 * the number is the customer's proof: changing it is refused unless the admin confirms and says
 * why, and the reason goes into the audited change with the number before and after.
 */
export async function setTracking(db: Db, adminId: number, change: TrackingChange, now: Date) {
  const { letterId, tracking } = change;
  const [order] = await db
    .select({ id: orders.id, mailTracking: orders.mailTracking, mailStatus: orders.mailStatus })
    .from(orders)
    .where(and(eq(orders.demandLetterId, letterId), eq(orders.type, "mail"), eq(orders.status, "completed")))
    .orderBy(desc(orders.id))
    .limit(1);
  if (!order)
    throw new AppError("conflict", "Tracking numbers go on paid certified-mail orders, and this letter has none.");
  if (order.mailTracking === tracking) return { message: "Tracking number unchanged" };
  const reason = change.reason?.trim() ?? "";
  if (order.mailStatus === "delivered" && order.mailTracking !== null) {
    if (!change.confirmDelivered)
      throw new AppError(
        "conflict",
        `Letter #${letterId} was delivered with tracking number ${order.mailTracking}. Confirm the change and give a reason.`,
        { confirmDelivered: "Confirm that the delivered letter's tracking number changes" },
      );
    if (reason.length < TRACKING_REASON_MIN)
      throw new AppError("invalid_input", "Say why the delivered letter's tracking number changes.", {
        reason: "Say why the tracking number changes",
      });
  }
  await db.update(orders).set({ mailTracking: tracking, updatedAt: now }).where(eq(orders.id, order.id));
  await recordAudit(db, {
    actorUserId: adminId,
    action: "order.set_tracking",
    targetType: "order",
    targetId: order.id,
    details: {
      letterId,
      from: order.mailTracking,
      to: tracking,
      ...(order.mailStatus === "delivered" ? { delivered: true, reason } : {}),
    },
  });
  return { message: "Tracking number updated successfully" };
}

import { and, desc, eq } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import { recordAudit } from "./record-audit.ts";

/** Sets the tracking number of a letter's paid certified-mail order. */
export async function setTracking(db: Db, adminId: number, letterId: number, tracking: string, now: Date) {
  const [order] = await db
    .select({ id: orders.id, mailTracking: orders.mailTracking })
    .from(orders)
    .where(and(eq(orders.demandLetterId, letterId), eq(orders.type, "mail"), eq(orders.status, "completed")))
    .orderBy(desc(orders.id))
    .limit(1);
  if (!order)
    throw new AppError("conflict", "Tracking numbers go on paid certified-mail orders, and this letter has none.");
  await db.update(orders).set({ mailTracking: tracking, updatedAt: now }).where(eq(orders.id, order.id));
  await recordAudit(db, {
    actorUserId: adminId,
    action: "order.set_tracking",
    targetType: "order",
    targetId: order.id,
    details: { letterId, from: order.mailTracking, to: tracking },
  });
  return { message: "Tracking number updated successfully" };
}

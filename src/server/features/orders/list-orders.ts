import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";

/** The user's orders, newest first, with the fields the pages show. */
export function listOrders(db: Db, userId: number) {
  return db
    .select({
      id: orders.id,
      type: orders.type,
      amount: orders.amount,
      status: orders.status,
      createdAt: orders.createdAt,
      mailTracking: orders.mailTracking,
      mailStatus: orders.mailStatus,
      mailEvents: orders.mailEvents,
      demandLetterId: orders.demandLetterId,
      isUpgrade: orders.isUpgrade,
      upgradedFromOrderId: orders.upgradedFromOrderId,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";

/** The user an order belongs to, or undefined when there is no such order. */
export async function orderOwner(db: Db, orderId: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row?.userId;
}

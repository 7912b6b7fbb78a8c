import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { demandLetters, orders } from "../../db/schema.ts";
import { userSeesOrder } from "../orders/user-visible.ts";

/** The user's letters, newest first, each with whether it is paid and its latest order. */
export async function listLetters(db: Db, userId: number) {
  const letters = await db
    .select({
      id: demandLetters.id,
      platforms: demandLetters.platforms,
      username: demandLetters.username,
      fullName: demandLetters.fullName,
      recipientBusinessId: demandLetters.recipientBusinessId,
      createdAt: demandLetters.createdAt,
    })
    .from(demandLetters)
    .where(eq(demandLetters.userId, userId))
    .orderBy(desc(demandLetters.createdAt), desc(demandLetters.id));
  if (letters.length === 0) return [];
  const letterOrders = await db
    .select({ id: orders.id, demandLetterId: orders.demandLetterId, type: orders.type, status: orders.status })
    .from(orders)
    .where(
      and(
        inArray(
          orders.demandLetterId,
          letters.map((letter) => letter.id),
        ),
        userSeesOrder,
      ),
    )
    .orderBy(desc(orders.id));
  return letters.map((letter) => {
    const own = letterOrders.filter((order) => order.demandLetterId === letter.id);
    return {
      ...letter,
      paid: own.some((order) => order.status === "completed"),
      latestOrder: own[0] ? { id: own[0].id, type: own[0].type, status: own[0].status } : null,
    };
  });
}

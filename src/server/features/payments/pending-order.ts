import { and, eq } from "drizzle-orm";
import type { OrderType } from "../../../domain/money/orders.ts";
import { centsToAmount } from "../../../domain/money/prices.ts";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";

export type OrderRow = typeof orders.$inferSelect;

export interface PendingOrderSpec {
  userId: number;
  demandLetterId: number;
  type: OrderType;
  amountCents: number;
  upgradedFromOrderId?: number;
  originalAmountCents?: number;
}

/**
 * The letter's one pending order for this package, created if there is none. A unique partial
 * index makes two simultaneous clicks land on the same order.
 */
export async function findOrCreatePendingOrder(db: Db, spec: PendingOrderSpec): Promise<OrderRow> {
  const isUpgrade = spec.upgradedFromOrderId !== undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    const [created] = await db
      .insert(orders)
      .values({
        userId: spec.userId,
        demandLetterId: spec.demandLetterId,
        type: spec.type,
        amount: centsToAmount(spec.amountCents),
        isUpgrade,
        upgradedFromOrderId: spec.upgradedFromOrderId,
        originalAmount: spec.originalAmountCents === undefined ? null : centsToAmount(spec.originalAmountCents),
        upgradeAmount: isUpgrade ? centsToAmount(spec.amountCents) : null,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [existing] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.demandLetterId, spec.demandLetterId),
          eq(orders.type, spec.type),
          eq(orders.isUpgrade, isUpgrade),
          eq(orders.status, "pending"),
        ),
      );
    if (existing) return existing;
  }
  throw new Error("could not create or find the pending order");
}

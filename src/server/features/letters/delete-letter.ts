import { and, eq } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters, orders } from "../../db/schema.ts";

/**
 * DELETE /api/demand-letters/{id}: only an unpaid letter. Its unpaid checkouts are cancelled in
 * the same transaction, so a late payment finds a cancelled order rather than a missing letter.
 */
export async function deleteLetter(db: Db, letterId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [letter] = await tx
      .select({ id: demandLetters.id })
      .from(demandLetters)
      .where(eq(demandLetters.id, letterId))
      .for("update");
    if (!letter) throw new AppError("not_found", "Letter not found.");
    const [paid] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.demandLetterId, letterId), eq(orders.status, "completed")))
      .limit(1);
    if (paid) throw new AppError("conflict", "A paid letter is kept as your record and cannot be deleted.");
    await tx
      .update(orders)
      .set({ status: "cancelled", updatedAt: now })
      .where(and(eq(orders.demandLetterId, letterId), eq(orders.status, "pending")));
    await tx.delete(demandLetters).where(eq(demandLetters.id, letterId));
  });
}

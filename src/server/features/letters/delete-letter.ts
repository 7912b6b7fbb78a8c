import { and, eq } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters, orders } from "../../db/schema.ts";
import type { LetterRow } from "./letter-versions.ts";

/**
 * DELETE /api/demand-letters/{id}: only an unpaid letter. Its unpaid checkouts are cancelled in
 * the same transaction, so a late payment finds a cancelled order rather than a missing letter.
 * Returns their checkout sessions, for the caller to close at the provider once this commits.
 * `onDeleted` runs in that transaction with the letter as it was (support's audit entry, decision 0022).
 */
export async function deleteLetter(
  db: Db,
  letterId: number,
  now: Date,
  onDeleted?: (tx: Db, letter: LetterRow) => Promise<void>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [letter] = await tx.select().from(demandLetters).where(eq(demandLetters.id, letterId)).for("update");
    if (!letter) throw new AppError("not_found", "Letter not found.");
    const [paid] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.demandLetterId, letterId), eq(orders.status, "completed")))
      .limit(1);
    if (paid) throw new AppError("conflict", "A paid letter is kept as your record and cannot be deleted.");
    const cancelled = await tx
      .update(orders)
      .set({ status: "cancelled", updatedAt: now })
      .where(and(eq(orders.demandLetterId, letterId), eq(orders.status, "pending")))
      .returning({ sessionId: orders.stripeSessionId });
    await tx.delete(demandLetters).where(eq(demandLetters.id, letterId));
    if (onDeleted) await onDeleted(tx, letter);
    return cancelled.flatMap((order) => (order.sessionId ? [order.sessionId] : []));
  });
}

import { and, eq } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import { isMailedOrder } from "../../../domain/orders.ts";
import type { DemandLetterData } from "../../../domain/letter/schema.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters, orders } from "../../db/schema.ts";
import { checkLetterLength } from "./check-letter-length.ts";
import { mailedOn } from "./edit-state.ts";
import { letterText } from "./create-letter.ts";
import { ensureVersion, letterDay, type LetterRow } from "./letter-versions.ts";
import { storedLetterValues } from "./stored-letter.ts";

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * PATCH /api/demand-letters/{id}: an unpaid letter changes freely; a paid one is corrected (its
 * platforms and address stay, a mail order keeps it signed) and gets a new dated version; once
 * handed to the mail service it is read-only. The letter's row is locked while this is decided,
 * so a correction and a hand-over never cross.
 */
export async function updateLetter(db: Db, letterId: number, data: DemandLetterData, now: Date): Promise<LetterRow> {
  const { letter, paid } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(demandLetters).where(eq(demandLetters.id, letterId)).for("update");
    if (!current) throw new AppError("not_found", "Letter not found.");
    const mailed = await mailedOn(tx, letterId);
    if (mailed) {
      throw new AppError(
        "conflict",
        `This letter was handed to the mail service on ${mailed} and can no longer be changed.`,
      );
    }
    const paidOrders = await tx
      .select({ type: orders.type })
      .from(orders)
      .where(and(eq(orders.demandLetterId, letterId), eq(orders.status, "completed")));
    /* Mail paid for the letter or for its final notice: either is sent only signed. */
    if (paidOrders.length > 0)
      refuseOutOfScope(
        current,
        data,
        paidOrders.some((order) => isMailedOrder(order.type)),
      );
    /* Measured only once the change is allowed; the row stays locked for these few milliseconds. */
    await checkLetterLength(data);
    const [updated] = await tx
      .update(demandLetters)
      .set({ ...storedLetterValues(data), letterContent: letterText(data, now), updatedAt: now })
      .where(eq(demandLetters.id, letterId))
      .returning();
    return { letter: updated, paid: paidOrders.length > 0 };
  });
  if (paid) await ensureVersion(db, letterId, { reason: "correction", day: () => letterDay(now), inputs: {} });
  return letter;
}

/** A paid letter is corrected, not turned into another letter. */
function refuseOutOfScope(current: LetterRow, data: DemandLetterData, mailPaid: boolean): void {
  if (!sameList(current.platforms, data.platforms) || current.recipientBusinessId !== data.recipientBusinessId) {
    throw new AppError(
      "conflict",
      "A paid letter keeps its platforms and its recipient. Correct the other details, or create a new letter for another platform or address.",
    );
  }
  if (mailPaid && !data.signature) {
    throw new AppError("signature_required", "This letter is paid for certified mail, so it must stay signed.");
  }
}

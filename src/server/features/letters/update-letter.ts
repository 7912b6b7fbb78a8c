import { and, eq } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import { isMailedOrder } from "../../../domain/money/orders.ts";
import {
  identityChanges,
  identityMessage,
  type LetterIdentity,
  letterIdentity,
  MAX_LETTER_VERSIONS,
} from "../../../domain/letter/paid-corrections.ts";
import type { DemandLetterData } from "../../../domain/letter/schema.ts";
import type { Limit } from "../../http/rate-limit.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters, orders } from "../../db/schema.ts";
import { checkLetterLength } from "./check-letter-length.ts";
import { mailedOn } from "./edit-state.ts";
import { letterText, refuseDatesAfterLetterDate } from "./create-letter.ts";
import { ensureVersion, letterDay, type LetterRow, versionsToBe } from "./letter-versions.ts";
import { storedLetterValues } from "./stored-letter.ts";

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** Corrections of paid letters, counted per letter and per person making them (decision 0021). */
export function correctionLimits(userId: number, letterId: number): Limit[] {
  const hour = 60 * 60_000;
  return [
    { key: `correction:letter:${letterId}`, max: 5, windowMs: hour, what: "corrections to this letter" },
    { key: `correction:user:${userId}`, max: 20, windowMs: hour, what: "letter corrections" },
  ];
}

/**
 * PATCH /api/demand-letters/{id}: an unpaid letter changes freely; a paid one is corrected (its
 * platforms and recipient stay, its name and accounts take spelling fixes only, a mail order keeps
 * it signed, at most MAX_LETTER_VERSIONS versions) and gets a new dated version; once handed to
 * the mail service it is read-only. The letter's row is locked while this is decided, so a
 * correction and a hand-over never cross. `onChanged` runs in the same transaction, with the
 * letter before and after (support's audit entry, decision 0022).
 */
export async function updateLetter(
  db: Db,
  letterId: number,
  data: DemandLetterData,
  now: Date,
  onChanged?: (tx: Db, before: LetterRow, after: LetterRow) => Promise<void>,
): Promise<LetterRow> {
  refuseDatesAfterLetterDate(data, now);
  /*
   * Measured before the row is locked, and its refusal given where it always was (after the checks
   * below): on the embedded database a transaction holds every other request's queries, so it
   * never waits on a render worker (decision 0067).
   */
  const tooLong = await checkLetterLength(data).then(
    () => undefined,
    (error: unknown) => error,
  );
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
    const paid = paidOrders.length > 0;
    /* Kept from the first correction after payment (the letter as paid); cleared while unpaid. */
    const paidIdentity = paid ? (current.paidIdentity ?? letterIdentity(current)) : null;
    if (paidIdentity) {
      await refuseVersionPastLimit(tx, current);
      /* Mail paid for the letter or for its final notice: either is sent only signed. */
      refuseOutOfScope(
        current,
        paidIdentity,
        data,
        paidOrders.some((order) => isMailedOrder(order.type)),
      );
    }
    if (tooLong) throw tooLong;
    const [updated] = await tx
      .update(demandLetters)
      .set({ ...storedLetterValues(data), letterContent: letterText(data, now), paidIdentity, updatedAt: now })
      .where(eq(demandLetters.id, letterId))
      .returning();
    if (updated && onChanged) await onChanged(tx, current, updated);
    return { letter: updated, paid };
  });
  if (paid) await ensureVersion(db, letterId, { reason: "correction", day: () => letterDay(now, data), inputs: {} });
  return letter;
}

/** Counted with the row locked, a version still being rendered included: two corrections at once cannot pass it. */
async function refuseVersionPastLimit(tx: Db, current: LetterRow): Promise<void> {
  if ((await versionsToBe(tx, current)) < MAX_LETTER_VERSIONS) return;
  throw new AppError(
    "conflict",
    `This letter already has ${MAX_LETTER_VERSIONS} versions, the most one letter keeps, so it cannot be corrected again. To change it further, start a new letter.`,
  );
}

/** A paid letter is corrected, not turned into another person's letter or another account's. */
function refuseOutOfScope(current: LetterRow, paid: LetterIdentity, data: DemandLetterData, mailPaid: boolean): void {
  if (!sameList(current.platforms, data.platforms) || current.recipientBusinessId !== data.recipientBusinessId) {
    throw new AppError(
      "conflict",
      "A paid letter keeps its platforms and its recipient. Correct the other details, or create a new letter for another platform or address.",
    );
  }
  const changes = identityChanges(paid, letterIdentity(data));
  if (changes.length > 0) {
    throw new AppError(
      "conflict",
      identityMessage(changes),
      Object.fromEntries(changes.map((change) => [change.field, change.message])),
    );
  }
  if (mailPaid && !data.signature) {
    throw new AppError("signature_required", "This letter is paid for certified mail, so it must stay signed.");
  }
}

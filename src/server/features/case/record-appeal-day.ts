import { eq } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import { printedDay } from "../../../domain/letter/ban-date.ts";
import { formatDay } from "../../../domain/time/clock.ts";
import type { Db } from "../../db/client.ts";
import { metaAppealWindows } from "../../db/schema.ts";
import type { LetterRow } from "../letters/letter-versions.ts";

/**
 * The last day to appeal inside Meta, as the sender read it on Meta's notice; null removes it, and
 * the case page counts 180 days from the ban date again.
 */
export async function recordAppealDay(db: Db, letter: LetterRow, lastDay: string | null, now: Date): Promise<void> {
  if (lastDay === null) {
    await db.delete(metaAppealWindows).where(eq(metaAppealWindows.letterId, letter.id));
    return;
  }
  const banDay = printedDay(letter.banDate);
  if (lastDay < banDay) {
    const problem = `The last day to appeal cannot be before the day your account was disabled, ${formatDay(banDay)}.`;
    throw new AppError("invalid_input", problem, { lastDay: problem });
  }
  const values = { letterId: letter.id, lastDay, recordedAt: now };
  await db
    .insert(metaAppealWindows)
    .values(values)
    .onConflictDoUpdate({ target: metaAppealWindows.letterId, set: values });
}

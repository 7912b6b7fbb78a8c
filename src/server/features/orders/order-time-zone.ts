import { eq } from "drizzle-orm";
import { DEFAULT_LETTER_TIME_ZONE } from "../../../domain/letter/format.ts";
import { senderTimeZone } from "../../../domain/time/clock.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters } from "../../db/schema.ts";

/**
 * The buyer's time zone for an email about an order: their letter's state and ZIP decide it, as
 * for every date the case prints (decision 0025); the default zone when the letter is gone.
 */
export async function orderTimeZone(tx: Db, letterId: number | null): Promise<string> {
  if (letterId === null) return DEFAULT_LETTER_TIME_ZONE;
  const [letter] = await tx
    .select({ state: demandLetters.state, zipCode: demandLetters.zipCode })
    .from(demandLetters)
    .where(eq(demandLetters.id, letterId));
  return letter ? senderTimeZone(letter.state, letter.zipCode) : DEFAULT_LETTER_TIME_ZONE;
}

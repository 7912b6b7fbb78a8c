import { eq } from "drizzle-orm";
import { z } from "zod";
import { countyChoiceOffered } from "../../../domain/escalation/county-choice.ts";
import { countyIn } from "../../../domain/escalation/county-courts.ts";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { senderCounties } from "../../db/schema.ts";
import type { LetterRow } from "../letters/letter-versions.ts";

/** The county as chosen from the case page's list; null removes the choice. */
export const countyBody = z.object({ county: z.string().trim().max(60).nullable() });

/**
 * Keeps the sender's county for the small-claims guide (decision 0070), checked against the
 * state's official list of counties; refused where the state's fee is not set by county.
 */
export async function recordCounty(db: Db, letter: LetterRow, county: string | null, now: Date): Promise<void> {
  if (!countyChoiceOffered(letter))
    throw new AppError(
      "conflict",
      "Your state's small-claims fee does not depend on your county, so there is no county to choose.",
    );
  if (county === null || county === "") {
    await db.delete(senderCounties).where(eq(senderCounties.letterId, letter.id));
    return;
  }
  const named = countyIn(letter.state, county);
  if (!named) {
    const problem = "Choose your county from the list.";
    throw new AppError("invalid_input", problem, { county: problem });
  }
  const values = { letterId: letter.id, county: named, recordedAt: now };
  await db.insert(senderCounties).values(values).onConflictDoUpdate({ target: senderCounties.letterId, set: values });
}

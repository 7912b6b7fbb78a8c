import type { DemandLetterData } from "../../../domain/letter/schema.ts";
import { buildLetter } from "../../../domain/letter/template.ts";
import { renderLetterText } from "../../../domain/letter/render-text.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters } from "../../db/schema.ts";

/** Stores the letter with its text rendered here from the template, never taken from the client. */
export async function createLetter(db: Db, userId: number, data: DemandLetterData, now: Date) {
  const letterContent = renderLetterText(buildLetter(data, { date: now, mailedByCertifiedMail: false }));
  const [letter] = await db
    .insert(demandLetters)
    .values({ ...data, platforms: [...data.platforms], userId, letterContent, createdAt: now, updatedAt: now })
    .returning();
  return letter;
}

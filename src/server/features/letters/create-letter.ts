import type { DemandLetterData } from "../../../domain/letter/schema.ts";
import { buildLetter } from "../../../domain/letter/template.ts";
import { renderLetterText } from "../../../domain/letter/render-text.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters } from "../../db/schema.ts";
import { checkLetterLength } from "./check-letter-length.ts";
import { storedLetterValues } from "./stored-letter.ts";

/** The letter's text as stored in letterContent: rendered here from the template, never taken from the client. */
export function letterText(data: DemandLetterData, now: Date): string {
  return renderLetterText(buildLetter(data, { date: now }));
}

/** Stores a new letter once it fits on four pages. */
export async function createLetter(db: Db, userId: number, data: DemandLetterData, now: Date) {
  await checkLetterLength(data);
  const [letter] = await db
    .insert(demandLetters)
    .values({
      ...storedLetterValues(data),
      userId,
      letterContent: letterText(data, now),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return letter;
}

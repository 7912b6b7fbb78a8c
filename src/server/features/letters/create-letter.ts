import { AppError } from "../../../domain/errors.ts";
import { datesAfterLetterDate } from "../../../domain/letter/ban-date.ts";
import type { DemandLetterData } from "../../../domain/letter/schema.ts";
import { buildSenderLetter } from "../../../domain/letter/letter-for-sender.ts";
import { renderLetterText } from "../../../domain/letter/render-text.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters } from "../../db/schema.ts";
import { checkLetterLength } from "./check-letter-length.ts";
import { letterDay } from "./letter-versions.ts";
import { storedLetterValues } from "./stored-letter.ts";

/** The letter's text as stored in letterContent: rendered here from the template, never taken from the client. */
export function letterText(data: DemandLetterData, now: Date): string {
  return renderLetterText(buildSenderLetter(data, { date: now }));
}

/** A ban or appeal date after the letter's date (the sender's today) is refused, naming each field. */
export function refuseDatesAfterLetterDate(data: DemandLetterData, now: Date): void {
  const fields = datesAfterLetterDate(data, letterDay(now, data));
  const first = Object.values(fields)[0];
  if (first) throw new AppError("invalid_input", first, fields);
}

/** Stores a new letter once its dates are in order and it fits on four pages. */
export async function createLetter(db: Db, userId: number, data: DemandLetterData, now: Date) {
  refuseDatesAfterLetterDate(data, now);
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

import { and, eq } from "drizzle-orm";
import type { CurrentUser } from "../../../domain/accounts/auth.ts";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters } from "../../db/schema.ts";

export const LETTER_NOT_FOUND = "Letter not found.";

/** The user's own letter; another user's letter answers 404, as if it did not exist. */
export async function getOwnLetter(db: Db, userId: number, letterId: number) {
  const [letter] = await db
    .select()
    .from(demandLetters)
    .where(and(eq(demandLetters.id, letterId), eq(demandLetters.userId, userId)));
  if (!letter) throw new AppError("not_found", LETTER_NOT_FOUND);
  return letter;
}

/** The user's own letter, or for an admin any letter; otherwise 404. */
export async function getLetterFor(db: Db, user: CurrentUser, letterId: number) {
  if (!user.isAdmin) return getOwnLetter(db, user.id, letterId);
  const [letter] = await db.select().from(demandLetters).where(eq(demandLetters.id, letterId));
  if (!letter) throw new AppError("not_found", LETTER_NOT_FOUND);
  return letter;
}

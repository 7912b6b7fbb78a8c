import { and, eq } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters } from "../../db/schema.ts";

/** The user's own letter; another user's letter answers 404, as if it did not exist. */
export async function getOwnLetter(db: Db, userId: number, letterId: number) {
  const [letter] = await db
    .select()
    .from(demandLetters)
    .where(and(eq(demandLetters.id, letterId), eq(demandLetters.userId, userId)));
  if (!letter) throw new AppError("not_found", "Letter not found.");
  return letter;
}

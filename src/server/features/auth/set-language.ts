import { eq } from "drizzle-orm";
import type { Language } from "../../../domain/i18n/languages.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

/** Keeps the account's language, which the site and, later, its emails use. */
export async function setLanguage(db: Db, userId: number, language: Language, now: Date) {
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId));
  return { language };
}

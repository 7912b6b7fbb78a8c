import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { letterVersions } from "../../db/schema.ts";
import { hasPaidOrder } from "./letter-files.ts";

/**
 * What may change: an unpaid letter is "editable" (and can be deleted); a paid one is
 * "correctable" (its text, each correction a new dated version) until it is handed to the mail
 * service; from then on it is "locked".
 */
export type EditState = "editable" | "correctable" | "locked";

export async function letterEditState(db: Db, letterId: number): Promise<EditState> {
  if (await mailedOn(db, letterId)) return "locked";
  return (await hasPaidOrder(db, letterId)) ? "correctable" : "editable";
}

/** The day (YYYY-MM-DD) the letter was handed to the mail service, if it has been. */
export async function mailedOn(db: Db, letterId: number): Promise<string | undefined> {
  const [mailed] = await db
    .select({ letterDate: letterVersions.letterDate })
    .from(letterVersions)
    .where(and(eq(letterVersions.letterId, letterId), eq(letterVersions.reason, "mailed")))
    .limit(1);
  return mailed?.letterDate;
}

import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import { LETTER_CONTENT_TYPES, letterFileName, type LetterFileFormat } from "../documents/file-names.ts";
import { ensureVersion, latestVersion, letterDay, type LetterRow, renderLetterDocuments } from "./letter-versions.ts";

export type { LetterRow } from "./letter-versions.ts";

export interface LetterFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * The file a download gives: the latest dated version of a paid letter (made now, and dated
 * today, on the first download after payment; a mailed letter keeps the day it was handed to the
 * mail service and gains its tracking number once known). An unpaid letter (admins only) is
 * rendered for today and not kept.
 */
export async function renderLetterFile(
  db: Db,
  letter: LetterRow,
  format: LetterFileFormat,
  options: { now: Date; paid: boolean; fileNamePrefix?: string },
): Promise<LetterFile> {
  const { now, paid, fileNamePrefix } = options;
  const fileName = letterFileName(letter.id, format, fileNamePrefix);
  const contentType = LETTER_CONTENT_TYPES[format];
  if (!paid) {
    const files = await renderLetterDocuments(letter, letterDay(now), {});
    return { body: format === "pdf" ? files.pdf : files.docx, contentType, fileName };
  }
  const mailed = await latestVersion(db, letter.id, "mailed");
  const version = mailed
    ? await ensureVersion(db, letter.id, {
        reason: "mailed",
        day: () => mailed.letterDate,
        inputs: { mailing: { trackingNumber: await mailTracking(db, mailed.orderId) } },
        orderId: mailed.orderId ?? undefined,
      })
    : await ensureVersion(db, letter.id, {
        reason: "download",
        day: () => letterDay(now),
        inputs: {},
      });
  return { body: format === "pdf" ? version.pdf : version.docx, contentType, fileName };
}

async function mailTracking(db: Db, orderId: number | null): Promise<string | null> {
  if (orderId === null) return null;
  const [order] = await db.select({ tracking: orders.mailTracking }).from(orders).where(eq(orders.id, orderId));
  return order?.tracking ?? null;
}

/** True once any order for the letter is paid (optionally: of one type). */
export async function hasPaidOrder(db: Db, letterId: number, type?: "digital" | "mail"): Promise<boolean> {
  const conditions = [eq(orders.demandLetterId, letterId), eq(orders.status, "completed")];
  if (type) conditions.push(eq(orders.type, type));
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

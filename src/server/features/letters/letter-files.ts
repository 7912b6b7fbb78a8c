import type { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import { LETTER_CONTENT_TYPES, letterFileName, type LetterFileFormat } from "../documents/file-names.ts";
import { letterPrepared } from "./prepare-paid-letter.ts";
import {
  ensureVersion,
  letterDay,
  type LetterRow,
  mailedCopy,
  renderLetterDocuments,
  type VersionRow,
} from "./letter-versions.ts";

export type { LetterRow } from "./letter-versions.ts";

export interface LetterFile {
  /** The bytes, or a stream of them (the case record, read from a temporary file). */
  body: Buffer | Readable;
  contentType: string;
  fileName: string;
}

/**
 * The file a download gives: the latest dated version of a paid letter (made as payment settles,
 * dated that day; a download during that render waits for it). Once the letter was handed to the mail service,
 * the download is the mailed copy itself, byte for byte: the PDF the mail service took (its
 * SHA-256 is the one in the case record), and the Word file made with it, which says it is a copy
 * of that PDF (decision 0026). No later copy is made; the tracking number is on the case page and
 * in the case record. An unpaid letter (admins only) is rendered for today and not kept.
 */
export async function renderLetterFile(
  db: Db,
  letter: LetterRow,
  format: LetterFileFormat,
  options: { now: Date; paid: boolean; fileNamePrefix?: string; signal?: AbortSignal },
): Promise<LetterFile> {
  const { now, paid, fileNamePrefix, signal } = options;
  const fileName = letterFileName(letter.id, format, fileNamePrefix);
  const contentType = LETTER_CONTENT_TYPES[format];
  if (!paid) {
    const files = await renderLetterDocuments(letter, letterDay(now, letter), {}, signal);
    return { body: format === "pdf" ? files.pdf : files.docx, contentType, fileName };
  }
  const version = await downloadVersion(db, letter, now, signal);
  return { body: format === "pdf" ? version.pdf : version.docx, contentType, fileName };
}

/** The version a paid letter's download gives: the mailed copy once there is one, else the latest (made today if none fits). */
export async function downloadVersion(db: Db, letter: LetterRow, now: Date, signal?: AbortSignal): Promise<VersionRow> {
  await letterPrepared(db, letter.id);
  return (
    (await mailedCopy(db, letter.id)) ??
    (await ensureVersion(db, letter.id, {
      reason: "download",
      day: () => letterDay(now, letter),
      inputs: {},
      signal,
    }))
  );
}

export const LETTER_FILES_LOCKED =
  "This letter's files unlock once its order is paid. Complete checkout to download it.";

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

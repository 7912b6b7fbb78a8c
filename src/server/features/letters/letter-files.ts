import type { Readable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters, letterVersions, orders } from "../../db/schema.ts";
import { LETTER_NOT_FOUND } from "./get-own-letter.ts";
import { LETTER_CONTENT_TYPES, letterFileName, type LetterFileFormat } from "../documents/file-names.ts";
import { letterPrepared } from "./prepare-paid-letter.ts";
import { keepWordFile } from "./prepared-files.ts";
import {
  ensureVersion,
  inputHash,
  letterDay,
  type LetterRow,
  mailedCopyOrLatest,
  renderLetterDocuments,
  renderLetterWord,
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
  const body = format === "pdf" ? version.pdf : await versionWordFile(db, letter, version, signal);
  return { body, contentType, fileName };
}

export const LETTER_CHANGED_DURING_DOWNLOAD = "This letter just changed. Please download it again.";

/**
 * A version's Word file. A first download's version may be saved with its PDF while its Word file
 * is still being rendered after payment (decision 0083): the Word download waits for that render,
 * and renders the file itself only when none is running here (one cut off by a restart, say).
 */
async function versionWordFile(db: Db, letter: LetterRow, version: VersionRow, signal?: AbortSignal): Promise<Buffer> {
  if (version.docx) return version.docx;
  await letterPrepared(db, letter.id, "word");
  const [kept] = await db
    .select({ docx: letterVersions.docx })
    .from(letterVersions)
    .where(eq(letterVersions.id, version.id));
  if (kept?.docx) return kept.docx;
  /* Such a version is a download's, made from the letter's facts alone: the same facts give the same file. */
  if (inputHash(letter, {}) !== version.inputHash) throw new AppError("conflict", LETTER_CHANGED_DURING_DOWNLOAD);
  const docx = await renderLetterWord({ letter, day: version.letterDate, inputs: {} }, signal);
  await keepWordFile(db, letter.id, { inputHash: version.inputHash, letterDate: version.letterDate }, docx);
  return docx;
}

/**
 * The version a paid letter's download gives: the mailed copy once there is one, else the latest
 * (made today if none fits). Its Word file may still be on its way (`versionWordFile`).
 */
export async function downloadVersion(db: Db, letter: LetterRow, now: Date, signal?: AbortSignal): Promise<VersionRow> {
  await letterPrepared(db, letter.id, "pdf");
  const served = await mailedCopyOrLatest(db, letter.id);
  if (served?.reason === "mailed") return served;
  return ensureVersion(db, letter.id, {
    reason: "download",
    day: () => letterDay(now, letter),
    inputs: {},
    signal,
    read: { letter, latest: served },
  });
}

export const LETTER_FILES_LOCKED =
  "This letter's files unlock once its order is paid. Complete checkout to download it.";

/** The user's own letter, read with whether it is paid in one query: 404 when not theirs (as `getOwnLetter`), 402 before payment. */
export async function getOwnPaidLetter(db: Db, userId: number, letterId: number): Promise<LetterRow> {
  const [row] = await db
    .select({
      letter: demandLetters,
      /* Spelled out: inside a select list, drizzle names a column without its table. */
      paid: sql<boolean>`exists (select 1 from orders o where o.demand_letter_id = demand_letters.id and o.status = 'completed')`,
    })
    .from(demandLetters)
    .where(and(eq(demandLetters.id, letterId), eq(demandLetters.userId, userId)));
  if (!row) throw new AppError("not_found", LETTER_NOT_FOUND);
  if (!row.paid) throw new AppError("payment_required", LETTER_FILES_LOCKED);
  return row.letter;
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

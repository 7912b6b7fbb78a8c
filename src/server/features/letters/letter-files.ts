import { and, eq } from "drizzle-orm";
import { buildLetter } from "../../../domain/letter/template.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters, orders } from "../../db/schema.ts";
import { letterDocumentMeta } from "../documents/document-meta.ts";
import { LETTER_CONTENT_TYPES, letterFileName, type LetterFileFormat } from "../documents/file-names.ts";
import { renderLetterDocx } from "../documents/render-docx.ts";
import { renderLetterPdf } from "../documents/render-pdf.ts";

export type LetterRow = typeof demandLetters.$inferSelect;

export interface LetterFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/** The letter's PDF or Word file, rendered from the same template as its stored text. */
export async function renderLetterFile(
  db: Db,
  letter: LetterRow,
  format: LetterFileFormat,
  fileNamePrefix?: string,
): Promise<LetterFile> {
  const mailed = await hasPaidOrder(db, letter.id, "mail");
  const blocks = buildLetter(letter, { date: letter.createdAt, mailedByCertifiedMail: mailed });
  const meta = letterDocumentMeta(letter.id, letter.fullName);
  const body = format === "pdf" ? await renderLetterPdf(blocks, meta) : await renderLetterDocx(blocks, meta);
  return { body, contentType: LETTER_CONTENT_TYPES[format], fileName: letterFileName(letter.id, format, fileNamePrefix) };
}

/** True once any order for the letter is paid (optionally: of one type). */
export async function hasPaidOrder(db: Db, letterId: number, type?: "digital" | "mail"): Promise<boolean> {
  const conditions = [eq(orders.demandLetterId, letterId), eq(orders.status, "completed")];
  if (type) conditions.push(eq(orders.type, type));
  const [row] = await db.select({ id: orders.id }).from(orders).where(and(...conditions)).limit(1);
  return row !== undefined;
}

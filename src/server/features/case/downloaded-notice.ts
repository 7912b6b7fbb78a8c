import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { downloadedNotice } from "./notice-copy.ts";
import { AppError } from "../../../domain/errors.ts";
import type { SendingInput } from "../../../domain/case/sending.ts";
import { dayIn } from "../../../domain/time/clock.ts";
import type { Db } from "../../db/client.ts";
import { finalNotices } from "../../db/schema.ts";
import { runInWorker } from "../documents/render-pool.ts";
import { letterDay, type LetterRow } from "../letters/letter-versions.ts";
import { caseTimeZone, FOLLOW_UP_NOT_OFFERED, followUpFacts, loadCaseRecords } from "./get-case.ts";
import { mailedFinalNotice } from "../dispatch/final-notice-to-mail.ts";
import { checkSendingDays } from "./record-sending.ts";

/**
 * The final notice as the sender downloads it to mail themselves: made at the first download, dated
 * that day, and kept with its Word copy and the SHA-256 of its PDF; every later download is the same
 * bytes, so the notice they mailed is the one the case record holds (decision 0044).
 */
export async function keptNoticeFile(
  db: Db,
  letter: LetterRow,
  now: Date,
  format: "pdf" | "docx",
  signal?: AbortSignal,
): Promise<Buffer> {
  const kept = await downloadedNotice(db, letter.id);
  if (kept) return format === "pdf" ? kept.pdf : (kept.docx ?? kept.pdf);
  const { first, outcome, offered } = followUpFacts(letter, await loadCaseRecords(db, letter.id), now);
  if (!first || !offered) throw new AppError("conflict", FOLLOW_UP_NOT_OFFERED);
  const day = letterDay(now, letter);
  const job = { letter, day, first, outcome };
  const [pdf, docx] = (
    await Promise.all([
      runInWorker("followUpFile", { ...job, format: "pdf" }, { signal }),
      runInWorker("followUpFile", { ...job, format: "docx" }, { signal }),
    ])
  ).map((bytes) => Buffer.from(bytes)) as [Buffer, Buffer];
  const pdfSha256 = createHash("sha256").update(pdf).digest("hex");
  await db
    .insert(finalNotices)
    .values({ letterId: letter.id, orderId: null, letterDate: day, pdfSha256, pdf, docx })
    .onConflictDoNothing();
  /* Two first downloads at once: both answer the one that was kept. */
  const saved = await downloadedNotice(db, letter.id);
  if (!saved) throw new Error(`final notice of letter ${letter.id} was not kept`);
  return format === "pdf" ? saved.pdf : (saved.docx ?? saved.pdf);
}

/**
 * PUT /api/demand-letters/{id}/follow-up/sending: when and how the sender sent the final notice they
 * downloaded; recording again replaces it. Only a notice downloaded and not mailed by our mail.
 */
export async function recordNoticeSending(db: Db, letter: LetterRow, input: SendingInput, now: Date): Promise<void> {
  if (await mailedFinalNotice(db, letter.id))
    throw new AppError("conflict", "Your final notice goes by our certified mail: its mailing is recorded for you.");
  const kept = await downloadedNotice(db, letter.id);
  if (!kept)
    throw new AppError("conflict", "Download your final notice first: its date is set when you first download it.");
  checkSendingDays(input, { name: "your final notice", date: kept.letterDate }, dayIn(now, caseTimeZone(letter)));
  await db
    .update(finalNotices)
    .set({
      sentOn: input.sentOn,
      sendMethod: input.method,
      trackingNumber: input.trackingNumber,
      deliveredOn: input.deliveredOn,
      sentRecordedAt: now,
    })
    .where(and(eq(finalNotices.letterId, letter.id), isNull(finalNotices.orderId)));
}

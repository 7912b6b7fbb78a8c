import { createHash } from "node:crypto";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { finalNotices } from "../../db/schema.ts";
import { MailProviderError } from "../../providers/mail/mail-provider.ts";
import { followUpFacts, loadCaseRecords } from "../case/get-case.ts";
import { runInWorker } from "../documents/render-pool.ts";
import { letterDay, type LetterRow } from "../letters/letter-versions.ts";

/**
 * The final notice a follow-up mail order sends: made when it is first handed over, dated that
 * day and marked "Via USPS Certified Mail", then kept byte for byte, so a retried hand-over sends
 * the same file and the case record shows exactly what was mailed. Its Word copy is made with it and
 * kept beside it; the customer's downloads are these two files from then on (decision 0026).
 */
export async function finalNoticeToMail(db: Db, orderId: number, letter: LetterRow, now: Date): Promise<Buffer> {
  const kept = await keptNotice(db, orderId);
  if (kept) return kept;
  const { first, outcome } = followUpFacts(letter, await loadCaseRecords(db, letter.id), now);
  if (!first)
    throw new MailProviderError(
      "rejected",
      `letter ${letter.id} has no dated version for its final notice to refer to`,
    );
  const day = letterDay(now, letter);
  const job = { letter, day, first, outcome, mailing: { trackingNumber: null } };
  const [pdf, docx] = (
    await Promise.all([
      runInWorker("followUpFile", { ...job, format: "pdf" }),
      runInWorker("followUpFile", { ...job, format: "docx" }),
    ])
  ).map((bytes) => Buffer.from(bytes)) as [Buffer, Buffer];
  const pdfSha256 = createHash("sha256").update(pdf).digest("hex");
  const [saved] = await db
    .insert(finalNotices)
    .values({ letterId: letter.id, orderId, letterDate: day, pdfSha256, pdf, docx })
    .onConflictDoNothing()
    .returning({ id: finalNotices.id });
  /* Another worker kept one first: send that one. */
  return saved ? pdf : ((await keptNotice(db, orderId)) ?? pdf);
}

async function keptNotice(db: Db, orderId: number): Promise<Buffer | undefined> {
  const [row] = await db.select({ pdf: finalNotices.pdf }).from(finalNotices).where(eq(finalNotices.orderId, orderId));
  return row?.pdf;
}

/** The final notice kept when it was first handed to the mail service, if it was. */
export async function mailedFinalNotice(db: Db, letterId: number) {
  const [row] = await db
    .select({
      letterDate: finalNotices.letterDate,
      pdf: finalNotices.pdf,
      docx: finalNotices.docx,
      pdfSha256: finalNotices.pdfSha256,
    })
    .from(finalNotices)
    .where(and(eq(finalNotices.letterId, letterId), isNotNull(finalNotices.orderId)))
    .orderBy(asc(finalNotices.id))
    .limit(1);
  return row;
}

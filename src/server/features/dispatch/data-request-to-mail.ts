import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { dataAccessRequestBlocks } from "../../../domain/escalation/data-request-letter.ts";
import type { Db } from "../../db/client.ts";
import { mailedDataRequests } from "../../db/schema.ts";
import { runInWorker } from "../documents/render-pool.ts";
import { letterDay, type LetterRow } from "../letters/letter-versions.ts";

export const DATA_REQUEST_TITLE = "Request for a copy of my personal data";

/**
 * The data-access request a data-request mail order sends to Meta's privacy address: made when it
 * is first handed over, dated that day and marked "Via USPS Certified Mail", then kept byte for
 * byte with its Word copy, so a retried hand-over sends the same file and the customer's downloads
 * are what was mailed (as for the final notice, decision 0026).
 */
export async function dataRequestToMail(db: Db, orderId: number, letter: LetterRow, now: Date): Promise<Buffer> {
  const kept = await keptRequest(db, orderId);
  if (kept) return kept;
  const day = letterDay(now, letter);
  const blocks = dataAccessRequestBlocks(letter, { date: now, mailing: { trackingNumber: null } });
  const meta = { title: `${DATA_REQUEST_TITLE} — Letter #${letter.id}`, author: letter.fullName, createdAt: now };
  const [pdf, docx] = (
    await Promise.all([runInWorker("blocksPdf", { blocks, meta }), runInWorker("blocksDocx", { blocks, meta })])
  ).map((bytes) => Buffer.from(bytes)) as [Buffer, Buffer];
  const pdfSha256 = createHash("sha256").update(pdf).digest("hex");
  const [saved] = await db
    .insert(mailedDataRequests)
    .values({ letterId: letter.id, orderId, letterDate: day, pdfSha256, pdf, docx })
    .onConflictDoNothing()
    .returning({ id: mailedDataRequests.id });
  /* Another worker kept one first: send that one. */
  return saved ? pdf : ((await keptRequest(db, orderId)) ?? pdf);
}

async function keptRequest(db: Db, orderId: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ pdf: mailedDataRequests.pdf })
    .from(mailedDataRequests)
    .where(eq(mailedDataRequests.orderId, orderId));
  return row?.pdf;
}

/** The data request kept when it was first handed to the mail service, if it was. */
export async function mailedDataRequest(db: Db, letterId: number) {
  const [row] = await db
    .select({
      letterDate: mailedDataRequests.letterDate,
      pdf: mailedDataRequests.pdf,
      docx: mailedDataRequests.docx,
      pdfSha256: mailedDataRequests.pdfSha256,
    })
    .from(mailedDataRequests)
    .where(eq(mailedDataRequests.letterId, letterId))
    .orderBy(asc(mailedDataRequests.id))
    .limit(1);
  return row;
}

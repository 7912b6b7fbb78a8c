import { and, eq, isNull } from "drizzle-orm";
import type { Sending, SendMethod } from "../../../domain/case/sending.ts";
import type { Db } from "../../db/client.ts";
import { finalNotices } from "../../db/schema.ts";

/** The final notice the sender downloaded to mail themselves, as first downloaded, with its sending as they recorded it. */
export async function downloadedNotice(db: Db, letterId: number) {
  const [row] = await db
    .select()
    .from(finalNotices)
    .where(and(eq(finalNotices.letterId, letterId), isNull(finalNotices.orderId)));
  if (!row) return undefined;
  const sending: Sending | null =
    row.sentOn && row.sendMethod
      ? {
          sentOn: row.sentOn,
          method: row.sendMethod as SendMethod,
          trackingNumber: row.trackingNumber,
          recordedBy: "sender",
          deliveredOn: row.deliveredOn,
        }
      : null;
  return { letterDate: row.letterDate, pdf: row.pdf, docx: row.docx, pdfSha256: row.pdfSha256, sending };
}

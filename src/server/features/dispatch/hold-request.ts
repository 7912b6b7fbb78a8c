import { eq } from "drizzle-orm";
import { findRecipient } from "../../../domain/letter/recipients.ts";
import { controllerAddress, dataControllersOf } from "../../../domain/escalation/data-request-letter.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters } from "../../db/schema.ts";
import type { HoldRequest } from "../../providers/mail/mail-provider.ts";
import { MailProviderError } from "../../providers/mail/mail-provider.ts";
import { countPdfPages } from "../documents/pdf-pages.ts";
import { ensureVersion, letterDay, type LetterRow } from "../letters/letter-versions.ts";
import { docId, mailingJob } from "./dispatch-deps.ts";
import { dataRequestToMail } from "./data-request-to-mail.ts";
import { finalNoticeToMail } from "./final-notice-to-mail.ts";

/**
 * The letter of a mail order as the mail provider takes it: addresses, the PDF and its page count.
 * Handing it over makes the letter's mailed version, dated today and marked "Via USPS Certified
 * Mail" (kept, and reused if the hand-over is tried again); from then on the letter is read-only.
 * A final notice's order sends the final notice instead, and a data request's order the data
 * request, each made and kept the same way.
 */
export async function buildHoldRequest(
  db: Db,
  order: { id: number; demandLetterId: number | null; type: string; mailRetries: number },
  now: Date,
): Promise<HoldRequest> {
  if (order.demandLetterId === null) throw new Error(`order ${order.id} has no letter`);
  const [letter] = await db.select().from(demandLetters).where(eq(demandLetters.id, order.demandLetterId));
  if (!letter) throw new Error(`letter ${order.demandLetterId} is missing`);
  /*
   * A data request goes to its controller's privacy contact (Meta's, or WhatsApp LLC's for a
   * WhatsApp-only letter); the letter and its final notice to the letter's recipient.
   */
  const recipient =
    order.type === "data-request-mail"
      ? controllerAddress(dataControllersOf(letter.platforms)[0] ?? "meta")
      : findRecipient(letter.recipientBusinessId);
  if (!recipient) throw new Error(`unknown recipient ${letter.recipientBusinessId}`);
  if (!letter.signature) {
    throw new MailProviderError(
      "rejected",
      `letter ${letter.id} is not signed; the customer must sign it before it is mailed`,
    );
  }
  const pdf = await documentToMail(db, order, letter, now);
  return {
    job: mailingJob(order),
    docId: docId(order.id),
    to: {
      name1: recipient.name,
      name2: recipient.attention,
      address1: recipient.address1,
      city: recipient.city,
      state: recipient.state,
      zip: recipient.zip,
    },
    from: {
      name1: letter.fullName,
      address1: letter.address,
      city: letter.city,
      state: letter.state,
      zip: letter.zipCode,
    },
    pdf,
    pages: checkMailedPages(countPdfPages(pdf)),
  };
}

async function documentToMail(db: Db, order: { id: number; type: string }, letter: LetterRow, now: Date) {
  if (order.type === "follow-up-mail") return finalNoticeToMail(db, order.id, letter, now);
  if (order.type === "data-request-mail") return dataRequestToMail(db, order.id, letter, now);
  const version = await ensureVersion(db, letter.id, {
    reason: "mailed",
    day: () => letterDay(now, letter),
    inputs: { mailing: { trackingNumber: null } },
    orderId: order.id,
  });
  return version.pdf;
}

/** The code of our own refusal, made before anything is sent (not the mail service's). */
export const TOO_MANY_PAGES = "too_many_pages";

/** LetterStream adds one cover sheet; a certified letter may have 6 pages in all. */
export const MAX_MAILED_PAGES = 6;

/** The letter's page count when it fits with the cover sheet; otherwise a refusal an admin reads before anything is sent. */
export function checkMailedPages(pages: number): number {
  if (pages + 1 > MAX_MAILED_PAGES) {
    throw new MailProviderError(
      "rejected",
      `The letter has ${pages} pages; with the mail service's cover sheet that is more than the ${MAX_MAILED_PAGES} pages a certified letter may have. Ask the customer to shorten it, then Retry.`,
      TOO_MANY_PAGES,
    );
  }
  return pages;
}

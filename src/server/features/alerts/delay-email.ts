import { eq } from "drizzle-orm";
import { BRAND } from "../../../domain/brand.ts";
import type { Db } from "../../db/client.ts";
import { orders, users } from "../../db/schema.ts";
import { documentWord, emailWords } from "../../i18n/emails.ts";
import { queueEmail } from "../outbox/queue-email.ts";

/**
 * Tells the buyer, once per order, in plain words that their mailing is held up and has not gone
 * out yet, and what happens next (decision 0039). Sent for a paused order, the mail account out
 * of funds and a stalled mailing; a failed letter has its own email (queue-mail-progress-email.ts).
 * Returns the outbox row's id, or undefined when it was already sent or the letter is on its way.
 */
export async function queueDelayEmail(db: Db, appUrl: string, orderId: number, now: Date) {
  const [order] = await db
    .select({
      type: orders.type,
      mailStatus: orders.mailStatus,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order || !["not_submitted", "held", "submitted"].includes(order.mailStatus)) return undefined;
  const words = emailWords(order.language);
  const document = documentWord(words, order.type);
  return queueEmail(db, {
    kind: "mail_delayed",
    orderId,
    to: order.email,
    subject: words.t("email.delay.subject", { brand: BRAND, document, orderId }),
    text: [
      words.greeting(order.firstName),
      "",
      words.t("email.delay.held", { document }),
      words.t("email.delay.next"),
      "",
      words.t("email.yourOrders", { url: `${appUrl}/orders` }),
    ].join("\n"),
    appUrl,
    now,
  });
}

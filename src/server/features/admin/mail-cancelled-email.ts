import { eq } from "drizzle-orm";
import { BRAND } from "../../../domain/brand.ts";
import type { Db } from "../../db/client.ts";
import { type orders, users } from "../../db/schema.ts";
import { documentWord, emailWords } from "../../i18n/emails.ts";
import { queueEmail } from "../outbox/queue-email.ts";

/** Tells the customer, in the transaction that cancelled it, that support stopped their letter's mailing and why. */
export async function queueMailCancelledEmail(
  tx: Db,
  appUrl: string,
  order: typeof orders.$inferSelect,
  now: Date,
): Promise<number | undefined> {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!user) return undefined;
  const words = emailWords(user.language);
  const document = documentWord(words, order.type);
  return queueEmail(tx, {
    kind: "mail_cancelled",
    orderId: order.id,
    to: user.email,
    subject: words.t("email.cancelled.subject", { brand: BRAND, document, orderId: order.id }),
    text: [
      words.greeting(user.firstName),
      "",
      words.t("email.cancelled.body", { document }),
      words.t("email.cancelled.why", { reason: order.mailCancelReason ?? "" }),
      "",
      words.t("email.cancelled.refund"),
      "",
      words.t("email.yourOrders", { url: `${appUrl}/orders` }),
    ].join("\n"),
    appUrl,
    now,
  });
}

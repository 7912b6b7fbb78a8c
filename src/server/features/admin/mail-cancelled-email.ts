import { eq } from "drizzle-orm";
import { BRAND } from "../../../domain/brand.ts";
import { mailedDocument } from "../../../domain/money/orders.ts";
import type { Db } from "../../db/client.ts";
import { type orders, users } from "../../db/schema.ts";
import { queueEmail } from "../outbox/queue-email.ts";

/** Tells the customer, in the transaction that cancelled it, that support stopped their letter's mailing and why. */
export async function queueMailCancelledEmail(
  tx: Db,
  appUrl: string,
  order: typeof orders.$inferSelect,
  now: Date,
): Promise<number | undefined> {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!user) return undefined;
  return queueEmail(tx, {
    kind: "mail_cancelled",
    orderId: order.id,
    to: user.email,
    subject: `${BRAND}: Mailing of your ${mailedDocument(order.type)} cancelled (Order #${order.id})`,
    text: [
      user.firstName ? `Hello ${user.firstName},` : "Hello,",
      "",
      `Our support team cancelled the certified mailing of your ${mailedDocument(order.type)} before it was handed to the mail service. Nothing was mailed.`,
      `Why: ${order.mailCancelReason ?? ""}`,
      "",
      "If a refund applies, you will get a separate email when it is sent. Reply to this email with any question.",
      "",
      `Your orders: ${appUrl}/orders`,
    ].join("\n"),
    appUrl,
    now,
  });
}

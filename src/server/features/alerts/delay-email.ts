import { eq } from "drizzle-orm";
import { BRAND } from "../../../domain/brand.ts";
import { mailedDocument } from "../../../domain/money/orders.ts";
import type { Db } from "../../db/client.ts";
import { orders, users } from "../../db/schema.ts";
import { queueEmail } from "../outbox/queue-email.ts";

/**
 * Tells the buyer, once per order, in plain words that their mailing is held up and has not gone
 * out yet, and what happens next (decision 0039). Sent for a paused order, the mail account out
 * of funds and a stalled mailing; a failed letter has its own email (queue-mail-progress-email.ts).
 * Returns the outbox row's id, or undefined when it was already sent or the letter is on its way.
 */
export async function queueDelayEmail(db: Db, appUrl: string, orderId: number, now: Date) {
  const [order] = await db
    .select({ type: orders.type, mailStatus: orders.mailStatus, email: users.email, firstName: users.firstName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order || !["not_submitted", "held", "submitted"].includes(order.mailStatus)) return undefined;
  const what = mailedDocument(order.type);
  return queueEmail(db, {
    kind: "mail_delayed",
    orderId,
    to: order.email,
    subject: `${BRAND}: Your ${what} has not been mailed yet (Order #${orderId})`,
    text: [
      order.firstName ? `Hello ${order.firstName},` : "Hello,",
      "",
      `Your ${what} has not gone out yet: something at the mail service is holding it up, and our team has been told.`,
      `We will either mail it within two business days or refund you in full, and we will email you either way. You do not need to do anything.`,
      "",
      `Your orders: ${appUrl}/orders`,
    ].join("\n"),
    appUrl,
    now,
  });
}

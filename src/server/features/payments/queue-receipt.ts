import { eq } from "drizzle-orm";
import { BRAND } from "../../../domain/brand.ts";
import { isMailedOrder, mailedDocument, ORDER_TYPE_LABELS, type OrderType } from "../../../domain/money/orders.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { queueEmail } from "../outbox/queue-email.ts";
import type { OrderRow } from "./pending-order.ts";

/**
 * Queues the receipt for a just-paid order (amount, what was bought, where to find it) in the
 * transaction that marked it paid. Returns the outbox row's id, or undefined if none was queued.
 */
export async function queueReceipt(tx: Db, appUrl: string, order: OrderRow, now: Date): Promise<number | undefined> {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!user) return undefined;
  const what = order.isUpgrade ? "Upgrade to USPS Certified Mail" : ORDER_TYPE_LABELS[order.type as OrderType];
  const next = isMailedOrder(order.type)
    ? `We will print your ${mailedDocument(order.type)} and send it by USPS Certified Mail. You will get an email when it is mailed, with its tracking number.`
    : "Your letter is ready to download as PDF and Word.";
  return queueEmail(tx, {
    kind: "receipt",
    orderId: order.id,
    to: user.email,
    subject: `Your ${BRAND} receipt for Order #${order.id}`,
    text: [
      user.firstName ? `Hello ${user.firstName},` : "Hello,",
      "",
      `Thank you for your payment. Here is your receipt.`,
      "",
      `Order: #${order.id}`,
      `Item: ${what} (Letter #${order.demandLetterId})`,
      `Amount paid: $${order.amount} USD`,
      `Date: ${(order.paidAt ?? now).toUTCString()}`,
      "",
      next,
      "",
      `Your orders: ${appUrl}/orders`,
    ].join("\n"),
    appUrl,
    now,
  });
}

import { eq } from "drizzle-orm";
import { BRAND } from "../../../domain/brand.ts";
import { isMailedOrder, mailedDocument, ORDER_TYPE_LABELS, type OrderType } from "../../../domain/money/orders.ts";
import { amountToCents, centsToAmount } from "../../../domain/money/prices.ts";
import { formatMoment } from "../../../domain/time/clock.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { orderTimeZone } from "../orders/order-time-zone.ts";
import { queueEmail } from "../outbox/queue-email.ts";
import type { OrderRow } from "./pending-order.ts";

/**
 * Queues the one receipt for a payment, in the transaction that marked its orders paid: a split
 * pays several letters' orders in one checkout, and gets one receipt listing each of them, with
 * the total and the date in the buyer's time zone. It is kept under the first order's id, so the
 * outbox holds one receipt per payment however often fulfilment runs. Returns the outbox row's id,
 * or undefined when none was queued.
 */
export async function queueReceipt(
  tx: Db,
  appUrl: string,
  paidOrders: OrderRow[],
  now: Date,
): Promise<number | undefined> {
  const [first] = paidOrders;
  if (!first) return undefined;
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, first.userId));
  if (!user) return undefined;
  const zone = await orderTimeZone(tx, first.demandLetterId);
  const items = paidOrders.map((order) => {
    const what = order.isUpgrade ? "Upgrade to USPS Certified Mail" : ORDER_TYPE_LABELS[order.type as OrderType];
    return `Order #${order.id}: ${what} (Letter #${order.demandLetterId}), $${order.amount} USD`;
  });
  const total = centsToAmount(paidOrders.reduce((sum, order) => sum + amountToCents(order.amount), 0));
  const mailed = paidOrders.find((order) => isMailedOrder(order.type));
  const next = mailed
    ? `We will print your ${mailedDocument(mailed.type)}${paidOrders.length > 1 ? "s" : ""} and send ${paidOrders.length > 1 ? "each" : "it"} by USPS Certified Mail. You will get an email when ${paidOrders.length > 1 ? "each one" : "it"} is mailed, with its tracking number.`
    : "Your letter is ready to download as PDF and Word.";
  const ids = paidOrders.map((order) => `#${order.id}`).join(", ");
  return queueEmail(tx, {
    kind: "receipt",
    orderId: first.id,
    to: user.email,
    subject: `Your ${BRAND} receipt for Order${paidOrders.length > 1 ? "s" : ""} ${ids}`,
    text: [
      user.firstName ? `Hello ${user.firstName},` : "Hello,",
      "",
      "Thank you for your payment. Here is your receipt.",
      "",
      ...items,
      `Amount paid: $${total} USD`,
      `Date: ${formatMoment(first.paidAt ?? now, zone)}`,
      "",
      next,
      "",
      `Your orders: ${appUrl}/orders`,
    ].join("\n"),
    appUrl,
    now,
  });
}

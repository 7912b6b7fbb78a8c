import { eq } from "drizzle-orm";
import { BRAND } from "../../../domain/brand.ts";
import { isMailedOrder, type OrderType } from "../../../domain/money/orders.ts";
import { amountToCents, centsToAmount } from "../../../domain/money/prices.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { documentWord, emailWords, orderLabel } from "../../i18n/emails.ts";
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
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, first.userId));
  if (!user) return undefined;
  const zone = await orderTimeZone(tx, first.demandLetterId);
  const words = emailWords(user.language);
  const dollars = (amount: string) => `$${amount}`;
  const items = paidOrders.map((order) => {
    const what = order.isUpgrade ? words.t("email.receipt.upgrade") : orderLabel(words, order.type as OrderType);
    return words.t("email.receipt.item", {
      orderId: order.id,
      what,
      letterId: order.demandLetterId,
      amount: dollars(order.amount),
    });
  });
  const total = centsToAmount(paidOrders.reduce((sum, order) => sum + amountToCents(order.amount), 0));
  const mailed = paidOrders.find((order) => isMailedOrder(order.type));
  const next = mailed
    ? words.t("email.receipt.mailNext", { count: paidOrders.length, document: documentWord(words, mailed.type) })
    : words.t("email.receipt.digitalNext");
  const ids = paidOrders.map((order) => `#${order.id}`).join(", ");
  return queueEmail(tx, {
    kind: "receipt",
    orderId: first.id,
    to: user.email,
    subject: words.t("email.receipt.subject", { brand: BRAND, count: paidOrders.length, ids }),
    text: [
      words.greeting(user.firstName),
      "",
      words.t("email.receipt.thanks"),
      "",
      ...items,
      words.t("email.receipt.paid", { amount: dollars(total) }),
      words.t("email.receipt.date", { date: words.moment(first.paidAt ?? now, zone) }),
      "",
      next,
      "",
      words.t("email.yourOrders", { url: `${appUrl}/orders` }),
    ].join("\n"),
    appUrl,
    now,
  });
}

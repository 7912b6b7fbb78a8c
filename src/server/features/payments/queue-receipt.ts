import { eq } from "drizzle-orm";
import { BRAND } from "../../../domain/brand.ts";
import { ORDER_TYPE_LABELS, type OrderType } from "../../../domain/orders.ts";
import { users } from "../../db/schema.ts";
import type { PaymentDeps } from "./payment-deps.ts";
import type { OrderRow } from "./pending-order.ts";

/** The receipt for a paid order: amount, what was bought, where to find it. */
export async function sendReceipt(deps: PaymentDeps, order: OrderRow): Promise<void> {
  const [user] = await deps.db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, order.userId));
  if (!user) return;
  const what = order.isUpgrade ? "Upgrade to USPS Certified Mail" : ORDER_TYPE_LABELS[order.type as OrderType];
  const next =
    order.type === "mail"
      ? "We will print your letter and send it by USPS Certified Mail. You will get an email when it is mailed, with its tracking number."
      : "Your letter is ready to download as PDF and Word.";
  await deps.email.send({
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
      `Date: ${(order.paidAt ?? new Date()).toUTCString()}`,
      "",
      next,
      "",
      `Your orders: ${deps.config.appUrl}/orders`,
    ].join("\n"),
  });
}

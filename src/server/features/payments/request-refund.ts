import { eq } from "drizzle-orm";
import { BRAND } from "../../../domain/brand.ts";
import type { RefundReason } from "../../../domain/money/payment-rules.ts";
import { centsToAmount, formatCents } from "../../../domain/money/prices.ts";
import type { Db } from "../../db/client.ts";
import { orders, users } from "../../db/schema.ts";
import { recordAudit } from "../admin/record-audit.ts";
import { emailWords, refundReason } from "../../i18n/emails.ts";
import { queueEmail } from "../outbox/queue-email.ts";
import type { OrderRow } from "./pending-order.ts";

export interface RefundIntent {
  order: OrderRow;
  cents: number;
  reason: RefundReason;
  /** An admin's words, shown to the customer after the reason. */
  note?: string | null;
  actorUserId?: number | null;
  /** Other changes to the order made with the same write (status, payment facts). */
  changes?: Partial<OrderRow>;
  appUrl: string;
  now: Date;
}

/**
 * Records, inside the caller's transaction, that money goes back: the order carries the amount,
 * the reason and when it was asked; an audit row and the customer's email are written with it.
 * `sendRefund` then asks the provider, after the commit and again from the worker until it is done.
 * Returns the queued email's id, if one was queued.
 */
export async function requestRefund(tx: Db, intent: RefundIntent): Promise<number | undefined> {
  const { order, cents, reason, now } = intent;
  await tx
    .update(orders)
    .set({
      ...intent.changes,
      refundAmount: centsToAmount(cents),
      refundReason: reason,
      refundNote: intent.note ?? null,
      refundRequestedAt: now,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  await recordAudit(tx, {
    actorUserId: intent.actorUserId,
    action: "payment.refund_requested",
    targetType: "order",
    targetId: order.id,
    details: { cents, reason, note: intent.note ?? null },
  });
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!user) return undefined;
  const words = emailWords(user.language);
  const amount = formatCents(cents);
  return queueEmail(tx, {
    kind: "refund",
    orderId: order.id,
    to: user.email,
    subject: words.t("email.refund.subject", { brand: BRAND, amount, orderId: order.id }),
    text: [
      words.greeting(user.firstName),
      "",
      words.t("email.refund.body", { amount, orderId: order.id }),
      "",
      refundReason(words, reason, intent.note),
      "",
      words.t("email.refund.timing"),
      "",
      words.t("email.yourOrders", { url: `${intent.appUrl}/orders` }),
    ].join("\n"),
    appUrl: intent.appUrl,
    now,
  });
}

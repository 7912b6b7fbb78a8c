import { eq } from "drizzle-orm";
import { BRAND } from "../../../domain/brand.ts";
import { uspsTrackingUrl } from "../../../domain/mail-status.ts";
import { mailedDocument } from "../../../domain/orders.ts";
import type { Db } from "../../db/client.ts";
import { orders, users } from "../../db/schema.ts";
import { queueEmail } from "../outbox/queue-email.ts";

/** Each status's email, for the document mailed ("letter" or "final notice"). */
const MESSAGES: Record<
  string,
  (what: string) => { kind: "mailed" | "delivered" | "returned"; subject: string; body: string }
> = {
  mailed: (what) => ({
    kind: "mailed",
    subject: `Your ${what} has been mailed`,
    body: `Your ${what} is on its way to Meta by USPS Certified Mail.`,
  }),
  delivered: (what) => ({
    kind: "delivered",
    subject: `Your ${what} was delivered`,
    body: `USPS reports that your ${what} was delivered.`,
  }),
  returned: (what) => ({
    kind: "returned",
    subject: `Your ${what} was returned`,
    body: `USPS reports that your ${what} was returned to the sender. Reply to this email and we will help.`,
  }),
};

/**
 * Queues the email telling the user their letter was mailed, delivered or returned, in the
 * transaction that recorded that status. Returns the outbox row's id, or undefined if none.
 */
export async function queueMailProgressEmail(
  tx: Db,
  appUrl: string,
  order: typeof orders.$inferSelect,
  now: Date,
): Promise<number | undefined> {
  const message = MESSAGES[order.mailStatus]?.(mailedDocument(order.type));
  if (!message) return undefined;
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!user) return undefined;
  const tracking = order.mailTracking
    ? [`USPS tracking number: ${order.mailTracking}`, `Track it: ${uspsTrackingUrl(order.mailTracking)}`]
    : [];
  return queueEmail(tx, {
    kind: message.kind,
    orderId: order.id,
    to: user.email,
    subject: `${BRAND}: ${message.subject} (Order #${order.id})`,
    text: [
      user.firstName ? `Hello ${user.firstName},` : "Hello,",
      "",
      message.body,
      ...tracking,
      "",
      `Certified mail proves that your ${mailedDocument(order.type)} was mailed and delivered. It does not oblige anyone to answer.`,
      "",
      `Your orders: ${appUrl}/orders`,
    ].join("\n"),
    appUrl,
    now,
  });
}

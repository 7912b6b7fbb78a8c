import { and, asc, eq } from "drizzle-orm";
import { CASE_RESPONSE_DAYS } from "../../../domain/case/case.ts";
import { formatDay, formatMoment } from "../../../domain/time/clock.ts";
import { orderTimeZone } from "../orders/order-time-zone.ts";
import { movedClause, replyDeadline } from "../../../domain/time/deadlines.ts";
import { BRAND } from "../../../domain/brand.ts";
import { uspsTrackingUrl } from "../../../domain/case/mail-status.ts";
import { mailedDocument } from "../../../domain/money/orders.ts";
import type { Db } from "../../db/client.ts";
import { letterVersions, type orders, users } from "../../db/schema.ts";
import { queueEmail } from "../outbox/queue-email.ts";

/** Each status's email, for the document mailed ("letter" or "final notice"). */
const MESSAGES: Record<
  string,
  (what: string) => { kind: "mailed" | "delivered" | "returned" | "failed"; subject: string; body: string }
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
  /* Decision 0039: in plain words, it has not gone out, and what happens next. */
  failed: (what) => ({
    kind: "failed",
    subject: `Your ${what} has not been mailed yet`,
    body: `The mail service could not send your ${what}, so it has not gone out yet. Our team has been told and will either send it again within two business days or refund you in full; we will email you either way. You do not need to do anything.`,
  }),
  returned: (what) => ({
    kind: "returned",
    subject: `Your ${what} was returned`,
    body: `USPS reports that your ${what} was returned to the sender. Reply to this email and we will help.`,
  }),
};

/** Statuses a letter only reaches once it was mailed: each one implies the "mailed" email. */
const AFTER_MAILING: readonly string[] = ["mailed", "in_transit", "delivered", "returned"];

/**
 * Queues the emails the order's new status calls for, in the transaction that recorded it, and
 * returns the outbox rows' ids. A status can be seen only after the one before it has passed (a
 * poll every few minutes or hours, a webhook lost): a letter first seen in transit, delivered or
 * returned was mailed all the same, so the "mailed" email with its tracking number goes first.
 * The outbox keeps one email of each kind per order, so a repeat queues nothing.
 */
export async function queueMailProgressEmails(
  tx: Db,
  appUrl: string,
  order: typeof orders.$inferSelect,
  now: Date,
): Promise<number[]> {
  const kinds = AFTER_MAILING.includes(order.mailStatus) ? ["mailed", order.mailStatus] : [order.mailStatus];
  const ids: number[] = [];
  for (const kind of new Set(kinds)) {
    const id = await queueOne(tx, appUrl, order, kind, now);
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

async function queueOne(
  tx: Db,
  appUrl: string,
  order: typeof orders.$inferSelect,
  status: string,
  now: Date,
): Promise<number | undefined> {
  const message = MESSAGES[status]?.(mailedDocument(order.type));
  if (!message) return undefined;
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!user) return undefined;
  const simulated = order.mailProvider === "simulated";
  const tracking = !order.mailTracking
    ? []
    : simulated
      ? [`Simulated tracking number (not USPS's): ${order.mailTracking}`]
      : [`USPS tracking number: ${order.mailTracking}`, `Track it: ${uspsTrackingUrl(order.mailTracking)}`];
  const said =
    simulated && message.kind !== "failed"
      ? [
          `This mailing was simulated (a test of the service): nothing was mailed, and no status comes from USPS. The simulated mailer marked your ${mailedDocument(order.type)} "${message.kind}".`,
        ]
      : [message.body];
  /* When the mail service saw this step, in the buyer's zone (none for a step first seen after it). */
  const seen = [...order.mailEvents].reverse().find((event) => event.status === status);
  const when = seen ? [`Reported: ${formatMoment(seen.at, await orderTimeZone(tx, order.demandLetterId))}`] : [];
  /* The delivery email also starts the clock: one email for the event, not a second reminder (decision 0026). */
  const clock = message.kind === "delivered" ? await deadlineLines(tx, appUrl, order) : [];
  return queueEmail(tx, {
    kind: message.kind,
    orderId: order.id,
    to: user.email,
    subject: `${BRAND}: ${simulated ? "Simulated: " : ""}${message.subject} (Order #${order.id})`,
    text: [
      user.firstName ? `Hello ${user.firstName},` : "Hello,",
      "",
      ...said,
      ...when,
      ...tracking,
      ...clock,
      "",
      ...(message.kind === "failed"
        ? []
        : [
            `Certified mail proves that your ${mailedDocument(order.type)} was mailed and delivered. It does not oblige anyone to answer.`,
            "",
          ]),
      `Your orders: ${appUrl}/orders`,
    ].join("\n"),
    appUrl,
    now,
  });
}
/** For a delivered letter (not a final notice): the reply deadline it printed, and the case page. */
async function deadlineLines(tx: Db, appUrl: string, order: typeof orders.$inferSelect): Promise<string[]> {
  if (order.type !== "mail" || order.demandLetterId === null) return [];
  const [version] = await tx
    .select({ letterDate: letterVersions.letterDate })
    .from(letterVersions)
    .where(and(eq(letterVersions.letterId, order.demandLetterId), eq(letterVersions.orderId, order.id)))
    .orderBy(asc(letterVersions.version))
    .limit(1);
  if (!version) return [];
  const deadline = replyDeadline(version.letterDate);
  return [
    "",
    `Your letter asks Meta to reply by ${formatDay(deadline.day)}, ${CASE_RESPONSE_DAYS} days from its date${movedClause(deadline)}.`,
    `Your case: ${appUrl}/letters/${order.demandLetterId}`,
  ];
}

import { and, asc, eq } from "drizzle-orm";
import { CASE_RESPONSE_DAYS } from "../../../domain/case/case.ts";
import { orderTimeZone } from "../orders/order-time-zone.ts";
import { replyDeadline } from "../../../domain/time/deadlines.ts";
import { BRAND } from "../../../domain/brand.ts";
import { uspsTrackingUrl } from "../../../domain/case/mail-status.ts";
import type { Db } from "../../db/client.ts";
import { letterVersions, type orders, users } from "../../db/schema.ts";
import { documentWord, type EmailId, type EmailWords, emailWords } from "../../i18n/emails.ts";
import { queueEmail } from "../outbox/queue-email.ts";

/** The statuses that send an email, each with its subject and first line (decision 0039 for "failed"). */
const MESSAGES = {
  mailed: { subject: "email.progress.mailed.subject", body: "email.progress.mailed.body" },
  delivered: { subject: "email.progress.delivered.subject", body: "email.progress.delivered.body" },
  failed: { subject: "email.progress.failed.subject", body: "email.progress.failed.body" },
  returned: { subject: "email.progress.returned.subject", body: "email.progress.returned.body" },
} as const satisfies Record<string, { subject: EmailId; body: EmailId }>;
type ProgressKind = keyof typeof MESSAGES;

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
  if (!(status in MESSAGES)) return undefined;
  const kind = status as ProgressKind;
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!user) return undefined;
  const words = emailWords(user.language);
  const document = documentWord(words, order.type);
  const simulated = order.mailProvider === "simulated";
  const tracking = !order.mailTracking
    ? []
    : simulated
      ? [words.t("email.progress.simulatedTracking", { tracking: order.mailTracking })]
      : [
          words.t("email.progress.tracking", { tracking: order.mailTracking }),
          words.t("email.progress.trackIt", { url: uspsTrackingUrl(order.mailTracking) }),
        ];
  const said =
    simulated && kind !== "failed"
      ? [words.t("email.progress.simulated", { document, status: kind })]
      : [words.t(MESSAGES[kind].body, { document })];
  /* When the mail service saw this step, in the buyer's zone (none for a step first seen after it). */
  const seen = [...order.mailEvents].reverse().find((event) => event.status === status);
  const when = seen
    ? [
        words.t("email.progress.reported", {
          moment: words.moment(seen.at, await orderTimeZone(tx, order.demandLetterId)),
        }),
      ]
    : [];
  /* The delivery email also starts the clock: one email for the event, not a second reminder (decision 0026). */
  const clock = kind === "delivered" ? await deadlineLines(tx, appUrl, order, words) : [];
  return queueEmail(tx, {
    kind,
    orderId: order.id,
    to: user.email,
    subject: words.t("email.progress.subject", {
      brand: BRAND,
      simulated: simulated ? "yes" : "no",
      subject: words.t(MESSAGES[kind].subject, { document }),
      orderId: order.id,
    }),
    text: [
      words.greeting(user.firstName),
      "",
      ...said,
      ...when,
      ...tracking,
      ...clock,
      "",
      ...(kind === "failed" ? [] : [words.t("email.progress.proves", { document }), ""]),
      words.t("email.yourOrders", { url: `${appUrl}/orders` }),
    ].join("\n"),
    appUrl,
    now,
  });
}
/** For a delivered letter (not a final notice): the reply deadline it printed, and the case page. */
async function deadlineLines(
  tx: Db,
  appUrl: string,
  order: typeof orders.$inferSelect,
  words: EmailWords,
): Promise<string[]> {
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
    words.t("email.progress.replyBy", {
      day: words.day(deadline.day),
      days: CASE_RESPONSE_DAYS,
      moved: words.moved(deadline),
    }),
    words.t("email.yourCase", { url: `${appUrl}/letters/${order.demandLetterId}` }),
  ];
}

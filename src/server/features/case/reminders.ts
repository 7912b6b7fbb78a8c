import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { BRAND } from "../../../domain/brand.ts";
import { CASE_RESPONSE_DAYS } from "../../../domain/case/case.ts";
import { addDays, dayIn, daysBetween } from "../../../domain/time/clock.ts";
import { type Deadline, replyDeadline } from "../../../domain/time/deadlines.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import type { Language } from "../../../domain/i18n/languages.ts";
import { type EmailWords, emailWords } from "../../i18n/emails.ts";
import { queueEmail } from "../outbox/queue-email.ts";
import { NOT_RESTORED, OPEN_CASES, REMINDER_COLUMNS } from "./open-cases.ts";
import { usDocumentsOffered } from "../../../domain/case/us-only-documents.ts";
import { caseTimeZone } from "./get-case.ts";
import type { EmailKind } from "../outbox/outbox-deps.ts";

export interface ReminderDeps {
  db: Db;
  appUrl: string;
  sessionSecret: string;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/** Days before the deadline for the "7 days left" reminder, and how long after it a late reminder is still worth sending. */
const SOON_DAYS = 7;
const LATE_DAYS = 7;
/** A deadline moved off a weekend and holidays lands at most this many days after the 30th. */
const MOVED_DAYS = 4;

interface OpenCase {
  letter_id: number;
  order_id: number;
  user_id: number;
  email: string;
  first_name: string | null;
  language: Language;
  state: string;
  zip_code: string;
  country: string | null;
  letter_date: string;
  delivered_at: string | null;
}

/**
 * Queues the reminders now due, through the email outbox: one (kind, order) each, so a reminder is
 * queued once whatever restarts or other instances do. Cases whose owner opted out, or who
 * recorded that the account was restored (they, not support: decision 0022), get none. Days are
 * counted on each sender's calendar (decision 0025).
 */
export async function queueDueReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.clock();
  /* Wide enough for every zone's today and a deadline moved off a long weekend. */
  const earliest = addDays(dayIn(now, "UTC"), -(CASE_RESPONSE_DAYS + MOVED_DAYS + LATE_DAYS + 1));
  /*
   * First the letters with a version dated recently enough to be an open case (an index range),
   * then only their cases, by id. One query joining the two let the planner walk every paid
   * letter in id order when its statistics had not yet seen a new version: seconds every pass
   * with a million letters.
   */
  const recent = (await deps.db.execute(
    sql`select distinct v.letter_id from letter_versions v where v.letter_date >= ${earliest}::date`,
  )) as unknown as { rows: { letter_id: number }[] };
  if (recent.rows.length === 0) return 0;
  const letterIds = `{${recent.rows.map((row) => row.letter_id).join(",")}}`;
  const result = (await deps.db.execute(sql`
    select ${REMINDER_COLUMNS},
      coalesce(
        (select v.letter_date from letter_versions v where v.letter_id = l.id and v.reason = 'mailed' order by v.version limit 1),
        (select v.letter_date from letter_versions v where v.letter_id = l.id order by v.version limit 1)
      )::text as letter_date,
      (select e->>'at' from jsonb_array_elements(o.mail_events) e where e->>'status' = 'delivered' limit 1) as delivered_at
    ${OPEN_CASES}
    where l.id = any(${letterIds}::int[]) and l.paid and ${NOT_RESTORED}
  `)) as unknown as { rows: OpenCase[] };

  let queued = 0;
  for (const open of result.rows) {
    if (!open.letter_date) continue;
    const deadline = replyDeadline(open.letter_date);
    const sender = { state: open.state, zipCode: open.zip_code, country: open.country };
    const daysLeft = daysBetween(dayIn(now, caseTimeZone(sender)), deadline.day);
    const words = emailWords(open.language);
    for (const reminder of dueReminders(deadline, daysLeft, usDocumentsOffered(sender), words)) {
      const id = await queueEmail(deps.db, {
        kind: reminder.kind,
        orderId: open.order_id,
        to: open.email,
        subject: reminder.subject,
        text: reminderText(deps, open, reminder.body, words),
        appUrl: deps.appUrl,
        now,
      });
      if (id !== undefined) queued += 1;
    }
  }
  if (queued > 0) deps.log.info({ queued }, "case reminders queued");
  return queued;
}

/** The reminders due `daysLeft` days before the deadline; past it, an EU or UK sender is told of their out-of-court route. */
export function dueReminders(
  deadline: Deadline,
  daysLeft: number,
  usSender = true,
  words: EmailWords = emailWords("en"),
): { kind: EmailKind; subject: string; body: string }[] {
  const printed = words.day(deadline.day);
  const due: { kind: EmailKind; subject: string; body: string }[] = [];
  /* Delivery has its own email, which names the deadline (queue-mail-progress-email.ts): no second one. */
  if (daysLeft <= SOON_DAYS && daysLeft > 0) {
    due.push({
      kind: "case_deadline_soon",
      subject: words.t("email.reminder.soon.subject", { brand: BRAND, days: SOON_DAYS }),
      body: words.t("email.reminder.soon.body", { day: printed }),
    });
  }
  if (daysLeft <= 0 && daysLeft > -LATE_DAYS) {
    due.push({
      kind: "case_deadline",
      subject: words.t("email.reminder.deadline.subject", { brand: BRAND }),
      body: words.t(usSender ? "email.reminder.deadline.us" : "email.reminder.deadline.abroad", { day: printed }),
    });
  }
  return due;
}

export function reminderText(
  deps: Pick<ReminderDeps, "appUrl" | "sessionSecret">,
  open: { first_name: string | null; letter_id: number; user_id: number },
  body: string,
  words: EmailWords = emailWords("en"),
): string {
  return [
    words.greeting(open.first_name),
    "",
    body,
    "",
    words.t("email.yourCase", { url: `${deps.appUrl}/letters/${open.letter_id}` }),
    "",
    words.t("email.reminder.notAdvice"),
    words.t("email.reminder.stop", { url: optOutLink(deps, open.user_id) }),
  ].join("\n");
}

export function optOutLink(deps: { appUrl: string; sessionSecret: string }, userId: number): string {
  return `${deps.appUrl}/api/reminders/opt-out?user=${userId}&token=${optOutToken(deps.sessionSecret, userId)}`;
}

function optOutToken(secret: string, userId: number): string {
  return createHmac("sha256", secret).update(`reminders-opt-out:${userId}`).digest("base64url");
}

export function optOutTokenMatches(secret: string, userId: number, token: string): boolean {
  const expected = Buffer.from(optOutToken(secret, userId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function setReminders(db: Db, userId: number, on: boolean): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ remindersOff: !on })
    .where(and(eq(users.id, userId)))
    .returning({ id: users.id });
  return Boolean(row);
}

import { sql } from "drizzle-orm";
import { BRAND } from "../../../domain/brand.ts";
import { termsWindowFor } from "../../../domain/case/terms-dates.ts";
import { dayIn, daysBetween, senderTimeZone } from "../../../domain/time/clock.ts";
import type { Db } from "../../db/client.ts";
import type { Language } from "../../../domain/i18n/languages.ts";
import { emailWords } from "../../i18n/emails.ts";
import { queueEmail } from "../outbox/queue-email.ts";
import { NOT_RESTORED, OPEN_CASES, passDue, REMINDER_COLUMNS } from "./open-cases.ts";
import { type ReminderDeps, reminderText } from "./reminders.ts";

/** How long after the window ends the reminder is still worth sending. */
const LATE_DAYS = 7;
/** Letters older than this are past any window (60 days at most, after mailing and delivery). */
const OLDEST_CASE_DAYS = 200;
/** The pass reads letters by creation day and their delivery: once an hour is enough for a reminder of a day. */
const PASS_EVERY_MS = 60 * 60_000;
const lastPass = new WeakMap<Db, number>();

interface NoticeCase {
  letter_id: number;
  order_id: number;
  user_id: number;
  email: string;
  first_name: string | null;
  language: Language;
  state: string;
  zip_code: string;
  platforms: string[];
  recipient_business_id: string;
  delivered_at: string | null;
  recorded_delivered_on: string | null;
}

/**
 * Queues "the time to resolve the dispute has run out" once per order, when the window the terms
 * give after a notice of dispute is delivered has ended (Instagram, Threads: 30 days; WhatsApp:
 * 60): from then the case page offers the demand for arbitration. Delivery is the day the mail
 * service reported, or the day the sender recorded for a letter they mailed. Cases recorded as
 * restored, and owners who opted out, get none (decision 0031).
 */
export async function queueArbitrationWindowReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.clock();
  if (!passDue(lastPass, deps.db, now, PASS_EVERY_MS)) return 0;
  const result = (await deps.db.execute(sql`
    select ${REMINDER_COLUMNS}, l.platforms, l.recipient_business_id,
      (select e->>'at' from orders m, jsonb_array_elements(m.mail_events) e
        where m.demand_letter_id = l.id and m.type = 'mail' and m.status = 'completed' and e->>'status' = 'delivered'
        limit 1) as delivered_at,
      (select s.delivered_on::text from letter_sendings s where s.letter_id = l.id) as recorded_delivered_on
    ${OPEN_CASES}
    where l.paid and l.created_at >= ${now.toISOString()}::timestamptz - make_interval(days => ${OLDEST_CASE_DAYS})
      and ${NOT_RESTORED}
  `)) as unknown as { rows: NoticeCase[] };

  let queued = 0;
  for (const open of result.rows) {
    const zone = senderTimeZone(open.state, open.zip_code);
    const deliveredOn = open.delivered_at ? dayIn(open.delivered_at, zone) : open.recorded_delivered_on;
    const window = termsWindowFor(
      { platforms: open.platforms, recipientBusinessId: open.recipient_business_id },
      deliveredOn,
    );
    if (!window) continue;
    const since = daysBetween(window.ends.day, dayIn(now, zone));
    if (since < 1 || since > LATE_DAYS) continue;
    const words = emailWords(open.language);
    const id = await queueEmail(deps.db, {
      kind: "case_arbitration_window",
      orderId: open.order_id,
      to: open.email,
      subject: words.t("email.reminder.arbitration.subject", { brand: BRAND }),
      text: reminderText(
        deps,
        open,
        words.t("email.reminder.arbitration.body", {
          delivered: words.day(window.deliveredOn),
          terms: window.under,
          days: window.days,
          ended: words.day(window.ends.day),
        }),
        words,
      ),
      appUrl: deps.appUrl,
      now,
    });
    if (id !== undefined) queued += 1;
  }
  if (queued > 0) deps.log.info({ queued }, "arbitration window reminders queued");
  return queued;
}

import { sql } from "drizzle-orm";
import { BRAND } from "../../../domain/brand.ts";
import { claimLimitFor } from "../../../domain/case/terms-dates.ts";
import { addDays, dayIn, daysBetween, senderTimeZone } from "../../../domain/time/clock.ts";
import type { Db } from "../../db/client.ts";
import type { Language } from "../../../domain/i18n/languages.ts";
import { emailWords } from "../../i18n/emails.ts";
import { queueEmail } from "../outbox/queue-email.ts";
import { NOT_RESTORED, OPEN_CASES, passDue, REMINDER_COLUMNS } from "./open-cases.ts";
import { type ReminderDeps, reminderText } from "./reminders.ts";

/** The reminder goes this many days before the last day to bring a claim. */
export const CLAIM_LIMIT_NOTICE_DAYS = 30;
/** The pass reads letters by ban date, which has no index: once an hour is enough for a reminder a month ahead. */
const PASS_EVERY_MS = 60 * 60_000;
const lastPass = new WeakMap<Db, number>();

interface LimitedCase {
  letter_id: number;
  order_id: number;
  user_id: number;
  email: string;
  first_name: string | null;
  language: Language;
  state: string;
  zip_code: string;
  platforms: string[];
  ban_day: string;
}

/**
 * Queues the "last day to bring a claim" reminder 30 days before a time limit the terms set
 * (WhatsApp: one year from the day the dispute arose, counted from the ban date), once per order,
 * for paid cases not recorded as restored whose owner has reminders on (decision 0025).
 */
export async function queueClaimLimitReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.clock();
  if (!passDue(lastPass, deps.db, now, PASS_EVERY_MS)) return 0;
  /* Ban days whose last day (the day before the anniversary) is 0-30 days away in some zone. */
  const today = dayIn(now, "UTC");
  const from = addDays(addDays(today, -1), -365);
  const to = addDays(addDays(today, CLAIM_LIMIT_NOTICE_DAYS + 2), -365);
  const result = (await deps.db.execute(sql`
    select ${REMINDER_COLUMNS}, l.platforms, to_char(l.ban_date at time zone 'UTC', 'YYYY-MM-DD') as ban_day
    ${OPEN_CASES}
    where l.paid and 'WhatsApp' = any(l.platforms)
      and l.ban_date >= ${from}::date - interval '1 day' and l.ban_date < ${to}::date + interval '1 day'
      and ${NOT_RESTORED}
  `)) as unknown as { rows: LimitedCase[] };

  let queued = 0;
  for (const open of result.rows) {
    const limit = claimLimitFor({ platforms: open.platforms, banDate: new Date(`${open.ban_day}T00:00:00Z`) });
    if (!limit) continue;
    const left = daysBetween(dayIn(now, senderTimeZone(open.state, open.zip_code)), limit.lastDay);
    if (left < 0 || left > CLAIM_LIMIT_NOTICE_DAYS) continue;
    const words = emailWords(open.language);
    const sentence = words.t("email.reminder.claimLimit.sentence", {
      terms: limit.termsName,
      rule: limit.rule,
      arose: words.day(limit.arose),
      lastDay: words.day(limit.lastDay),
    });
    const id = await queueEmail(deps.db, {
      kind: "case_claim_limit",
      orderId: open.order_id,
      to: open.email,
      subject: words.t("email.reminder.claimLimit.subject", { brand: BRAND, days: left, platform: limit.platform }),
      text: reminderText(deps, open, words.t("email.reminder.claimLimit.body", { sentence }), words),
      appUrl: deps.appUrl,
      now,
    });
    if (id !== undefined) queued += 1;
  }
  if (queued > 0) deps.log.info({ queued }, "claim limit reminders queued");
  return queued;
}

import { eq } from "drizzle-orm";
import type { OrderType } from "../../domain/money/orders.ts";
import { REFUND_REASONS } from "../../domain/money/payment-rules.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../domain/i18n/languages.ts";
import { type Catalogs, type Translator, translatorFor, type Values } from "../../domain/i18n/translate.ts";
import { formatDay, formatMoment } from "../../domain/time/clock.ts";
import { type Deadline, movedClause } from "../../domain/time/deadlines.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import english from "./emails/en.json" with { type: "json" };
import spanish from "./emails/es.json" with { type: "json" };

/**
 * The texts of the emails a customer gets, in the account's language. English is the reference
 * and stays exactly as it was; Spanish days and times are written the es-US way. Emails to the
 * operators (alerts, the support inbox) stay English and do not use this.
 */
export type EmailId = keyof typeof english;
const catalogs: Catalogs<EmailId> = { en: english, es: spanish };

export interface EmailWords {
  language: Language;
  t(id: EmailId, values?: Values): string;
  /** "Hello Ana," or "Hello," (Spanish: "Hola, Ana:"). */
  greeting(firstName: string | null | undefined): string;
  /** A calendar day "2026-11-02": "November 2, 2026" / "2 de noviembre de 2026". */
  day(day: string): string;
  /** A moment in the sender's zone, the zone named. */
  moment(instant: Date | string, timeZone: string): string;
  /** A moment as the support emails print it: "Sat, 28 Nov 2026 18:42:46 GMT" in English. */
  utc(instant: Date): string;
  /** ", moved to the next business day because …" after a deadline that moved; "" when it did not. */
  moved(deadline: Deadline): string;
}

const translators = new Map<Language, Translator<EmailId>>();

export function emailWords(language: Language): EmailWords {
  let translator = translators.get(language);
  if (!translator) {
    translator = translatorFor(catalogs, language);
    translators.set(language, translator);
  }
  const { t, intl } = translator;
  const english = language === "en";
  const day = (value: string) =>
    english
      ? formatDay(value)
      : intl.formatDate(new Date(`${value.slice(0, 10)}T00:00:00Z`), {
          year: "numeric",
          month: "long",
          day: "numeric",
          timeZone: "UTC",
        });
  return {
    language,
    t,
    day,
    utc: (instant) =>
      english
        ? instant.toUTCString()
        : intl.formatDate(instant, { dateStyle: "full", timeStyle: "long", timeZone: "UTC" }),
    /* English names the weekend day or the holiday; Spanish says only that the day is not a business day. */
    moved: (deadline) =>
      english || !deadline.movedBecause
        ? movedClause(deadline)
        : t("email.progress.moved", { day: day(deadline.counted) }),
    greeting: (firstName) => (firstName ? t("email.hello", { name: firstName }) : t("email.helloNoName")),
    moment: (instant, timeZone) => formatMoment(instant, timeZone, intl.locale),
  };
}

/** An account's language, by its id or its email address; English for anyone without an account. */
export async function accountLanguage(db: Db, who: { userId: number } | { email: string }): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where("userId" in who ? eq(users.id, who.userId) : eq(users.email, who.email));
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

const ORDER_LABELS: Record<OrderType, EmailId> = {
  digital: "email.order.digital",
  mail: "email.order.mail",
  "follow-up-mail": "email.order.followUpMail",
  "data-request-mail": "email.order.dataRequestMail",
};

/** "Letter + Certified Mail" / "Carta + correo certificado"; an unknown type is shown as it is. */
export function orderLabel(words: EmailWords, type: string): string {
  const id = ORDER_LABELS[type as OrderType];
  return id ? words.t(id) : type;
}

const DOCUMENTS: Record<string, EmailId> = {
  "follow-up-mail": "email.document.finalNotice",
  "data-request-mail": "email.document.dataRequest",
};

/** What a mail order sends, in words: "letter", "final notice" or "data request" (see mailedDocument). */
export function documentWord(words: EmailWords, type: string): string {
  return words.t(DOCUMENTS[type] ?? "email.document.letter");
}

/** Why a payment was refunded, in words (see refundReasonText); support's note follows as written. */
export function refundReason(words: EmailWords, reason: string | null, note?: string | null): string {
  const key = reason !== null && reason in REFUND_REASONS ? reason : "admin";
  const text = words.t(`email.refund.reason.${key}` as EmailId);
  return note ? `${text} ${note}` : text;
}

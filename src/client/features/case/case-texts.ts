import { useIntl } from "react-intl";
import type { CaseEvent, CaseNextStep, NextStepKind, OutcomeKind } from "../../../domain/case/case.ts";
import { EVIDENCE_MAX_FILES, EVIDENCE_MESSAGES } from "../../../domain/case/evidence.ts";
import type { Sending, SendMethod } from "../../../domain/case/sending.ts";
import { SENDER_COUNTRIES } from "../../../domain/letter/countries.ts";
import { useKnownText } from "@/i18n/known-text.ts";
import type { MessageId } from "@/i18n/message-ids.ts";
import { formatLongDay, useCaseFormat } from "./case-format.ts";
import { movedClauseText, supportChangeWords } from "./case-event-words.ts";

/*
 * The case arrives with its sentences in English and, beside them, which sentence each is (a kind
 * and the values it names): the page words them in the language shown. What arrives without a
 * kind is shown as it came.
 */

export const OUTCOME_LABEL_IDS: Record<OutcomeKind, MessageId> = {
  restored: "case.outcome.kind.restored",
  partly_restored: "case.outcome.kind.partlyRestored",
  refused: "case.outcome.kind.refused",
  no_reply: "case.outcome.kind.noReply",
  other: "case.outcome.kind.other",
};

export const SEND_METHOD_LABEL_IDS: Record<SendMethod, MessageId> = {
  certified_mail: "case.sending.method.certifiedMail",
  priority_mail: "case.sending.method.priorityMail",
  first_class_mail: "case.sending.method.firstClassMail",
  registered_post: "case.sending.method.registeredPost",
  courier: "case.sending.method.courier",
  by_hand: "case.sending.method.byHand",
};

/** The evidence rules' messages (domain/case/evidence.ts), which the server answers in English too. */
export const EVIDENCE_MESSAGE_IDS: Record<keyof typeof EVIDENCE_MESSAGES, MessageId> = {
  wrongType: "case.evidence.error.wrongType",
  tooLarge: "case.evidence.error.tooLarge",
  tooMany: "case.evidence.error.tooMany",
  noFile: "case.evidence.error.noFile",
  pdfActive: "case.evidence.error.pdfActive",
  pdfLocked: "case.evidence.error.pdfLocked",
  unreadable: "case.evidence.error.unreadable",
  tooManyPixels: "case.evidence.error.tooManyPixels",
  imageTooLarge: "case.evidence.error.imageTooLarge",
  tooManyScans: "case.evidence.error.tooManyScans",
  tooComplex: "case.evidence.error.tooComplex",
  busy: "case.evidence.error.busy",
};

const EVIDENCE_ID_BY_TEXT = new Map<string, MessageId>(
  Object.entries(EVIDENCE_MESSAGES).map(([key, text]) => [
    text,
    EVIDENCE_MESSAGE_IDS[key as keyof typeof EVIDENCE_MESSAGES],
  ]),
);

/** An evidence message the server answered in English, in the language shown; other text as the forms part knows it. */
export function useEvidenceText(): (text: string) => string {
  const intl = useIntl();
  const known = useKnownText();
  return (text) => {
    const id = EVIDENCE_ID_BY_TEXT.get(text);
    return id ? intl.formatMessage({ id }, { max: EVIDENCE_MAX_FILES }) : (known(text) ?? text);
  };
}

/** "by USPS Certified Mail No. 9407…": how the sender sent it, in the language shown. */
export function useSendingWords(): (sending: Pick<Sending, "method" | "trackingNumber">) => string {
  const intl = useIntl();
  return ({ method, trackingNumber }) => {
    const how = intl.formatMessage({ id: "case.sending.by" }, { method });
    if (!trackingNumber) return how;
    return intl.formatMessage(
      { id: method === "certified_mail" ? "case.sending.byWithNumber" : "case.sending.byWithTracking" },
      { how, number: trackingNumber },
    );
  };
}

const NEXT_STEP_IDS: Record<NextStepKind, MessageId> = {
  pay: "case.next.step.pay",
  restored: "case.next.step.restored",
  notice_on_its_way: "case.next.step.noticeOnItsWay",
  notice_delivered: "case.next.step.noticeDelivered",
  send_notice: "case.next.step.sendNotice",
  no_reply_waiting: "case.next.step.noReplyWaiting",
  keep_together: "case.next.step.keepTogether",
  letter_on_its_way: "case.next.step.letterOnItsWay",
  send_letter: "case.next.step.sendLetter",
  deadline_passed: "case.next.step.deadlinePassed",
  waiting: "case.next.step.waiting",
  abroad_out_of_court: "case.next.step.abroadOutOfCourt",
  abroad_no_reply_waiting: "case.next.step.abroadNoReplyWaiting",
  abroad_send_letter: "case.next.step.abroadSendLetter",
};

/** The next step's buttons, by the English label the server gives them. */
const ACTION_LABEL_IDS: Record<string, MessageId> = {
  "Record what happened": "case.next.action.record",
  "Go to checkout": "case.next.action.checkout",
  "Back to my letters": "case.next.action.letters",
  "See tracking": "case.next.action.tracking",
  "Download small-claims guide": "case.next.action.smallClaims",
  "Download final notice": "case.next.action.finalNotice",
  "Download PDF": "case.next.action.pdf",
  "See your out-of-court route": "case.next.action.outOfCourt",
};

/** The next step's sentence and button in the language shown. */
export function useNextStep(step: CaseNextStep): CaseNextStep {
  const intl = useIntl();
  const format = useCaseFormat();
  const textId = step.kind ? NEXT_STEP_IDS[step.kind] : undefined;
  const labelId = ACTION_LABEL_IDS[step.action.label];
  const values = step.values ?? {};
  return {
    ...step,
    text: textId
      ? intl.formatMessage(
          { id: textId },
          {
            day: values.day ? format.day(values.day) : "",
            days: values.days ?? 0,
            known: values.days === undefined ? "no" : "yes",
            why: values.why ?? "deadline",
          },
        )
      : step.text,
    action: { ...step.action, label: labelId ? intl.formatMessage({ id: labelId }) : step.action.label },
  };
}

/** What an order paid for, and its refund's "what", by the English words the server gives. */
const REFUND_WHAT_IDS: Record<string, MessageId> = {
  "the digital letter": "case.purpose.digital",
  "the letter with certified mail": "case.purpose.mail",
  "the final notice by certified mail": "case.purpose.follow-up-mail",
  "the data request by certified mail": "case.purpose.data-request-mail",
  "the upgrade to certified mail": "case.purpose.upgrade",
};

export function useRefundWhat(): (what: string) => string {
  const intl = useIntl();
  return (what) => {
    const id = REFUND_WHAT_IDS[what];
    return id ? intl.formatMessage({ id }) : what;
  };
}

const PURPOSE_IDS: Record<string, MessageId> = {
  digital: "case.purpose.digital",
  mail: "case.purpose.mail",
  "follow-up-mail": "case.purpose.follow-up-mail",
  "data-request-mail": "case.purpose.data-request-mail",
  upgrade: "case.purpose.upgrade",
};

const EVENT_IDS: Record<NonNullable<CaseEvent["kind"]>, MessageId> = {
  created: "case.event.created",
  paid: "case.event.paid",
  refunded: "case.event.refunded",
  handed_to_mail: "case.event.handedToMail",
  mail_status: "case.event.mailStatus",
  version: "case.event.version",
  outcome: "case.event.outcome",
  support_outcome: "case.event.supportOutcome",
  sent: "case.event.sent",
  delivered_recorded: "case.event.deliveredRecorded",
  reply_deadline: "case.event.replyDeadline",
  terms_window: "case.event.termsWindow",
  claim_limit: "case.event.claimLimit",
  support_change: "case.supportChange.letterUpdate",
};

/** A timeline entry's sentence in the language shown; one the page has no words for, as it came. */
export function useEventDetail(): (event: CaseEvent) => string {
  const intl = useIntl();
  const format = useCaseFormat();
  const sendingWords = useSendingWords();
  return (event) => {
    if (!event.kind) return event.detail;
    if (event.kind === "support_change") return supportChangeWords(intl, event.values ?? {});
    /* Numbers print as the server wrote them ("order #1234"), only counts of days as numbers. */
    const values = Object.fromEntries(
      Object.entries(event.values ?? {}).map(([key, value]) => [key, key === "days" ? value : String(value)]),
    );
    const text = (key: string) => String(values[key] ?? "");
    const purposeId = PURPOSE_IDS[text("purpose")];
    const moved = movedClauseText(intl, event.values ?? {});
    const id = event.kind === "reply_deadline" && moved ? "case.event.replyDeadlineMoved" : EVENT_IDS[event.kind];
    const platform = { platform: text("platform") };
    return intl.formatMessage(
      { id },
      {
        ...values,
        moved,
        delivered: text("delivered") ? formatLongDay(text("delivered"), intl.locale) : "",
        terms: intl.formatMessage({ id: "case.terms.name" }, platform),
        rule: intl.formatMessage({ id: "case.terms.claimRule" }, platform),
        day: typeof values.day === "string" ? format.day(values.day) : "",
        purpose: purposeId ? intl.formatMessage({ id: purposeId }) : text("purpose"),
        how:
          event.kind === "sent"
            ? sendingWords({ method: text("method") as SendMethod, trackingNumber: text("tracking") || null })
            : "",
        note: text("note"),
        tracking: text("tracking"),
        hasNote: text("note") ? "yes" : "no",
        hasTracking: text("tracking") ? "yes" : "no",
      },
    );
  };
}

const COUNTRY_CODES = new Map(SENDER_COUNTRIES.map((country) => [country.name, country.code]));
const regionNames = new Map<string, Intl.DisplayNames>();

/** A sender's country, which the server names in English, in the language shown. */
export function useCountryName(): (english: string) => string {
  const { locale } = useIntl();
  return (english) => {
    const code = COUNTRY_CODES.get(english);
    if (!code || locale === "en-US") return english;
    let names = regionNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: "region" });
      regionNames.set(locale, names);
    }
    return names.of(code) ?? english;
  };
}

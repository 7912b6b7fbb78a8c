import type { AppealWindow } from "./appeal-window.ts";
import type { DataController } from "../letter/data-request.ts";
import type { DeliveryProofs } from "./delivery-proof.ts";
import type { Sending } from "./sending.ts";
import { z } from "zod";
import { formatDay } from "../time/clock.ts";
import { DEFAULT_LETTER_TIME_ZONE } from "../letter/format.ts";
import { CONTROL_CHARACTER_BUT_NEWLINE, DISGUISING_CHARACTER, disguisingMessage } from "../control-characters.ts";
import { FINAL_NOTICE_DAYS, REPLY_DAYS } from "../time/deadlines.ts";

export { addDays as addDaysToDay, daysBetween } from "../time/clock.ts";

/** What a user can record after sending a letter. Counts are for admins only (LETTER.md). */
export const OUTCOME_KINDS = ["restored", "partly_restored", "refused", "no_reply", "other"] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];

export const OUTCOME_LABELS: Record<OutcomeKind, string> = {
  restored: "My account was restored",
  partly_restored: "Partly restored",
  refused: "Meta refused",
  no_reply: "No reply",
  other: "Something else",
};

/** The same outcomes as support records them for a customer, in the third person. */
export const SUPPORT_OUTCOME_LABELS: Record<OutcomeKind, string> = {
  restored: "The account was restored",
  partly_restored: "Partly restored",
  refused: "Meta refused",
  no_reply: "No reply",
  other: "Something else",
};

export const OUTCOME_NOTE_MAX = 2000;

export const outcomeSchema = z.object({
  kind: z.enum(OUTCOME_KINDS, { error: "Choose what happened." }),
  note: z
    .string()
    .trim()
    .max(OUTCOME_NOTE_MAX, `A note has at most ${OUTCOME_NOTE_MAX} characters.`)
    .refine((note) => !CONTROL_CHARACTER_BUT_NEWLINE.test(note), "A note cannot contain control characters.")
    .refine((note) => !DISGUISING_CHARACTER.test(note), disguisingMessage("A note"))
    .optional()
    .transform((note) => note || null),
});
export type OutcomeInput = z.infer<typeof outcomeSchema>;

/** The letter gives Meta this many days from its date (LETTER.md, item 8). */
export const CASE_RESPONSE_DAYS = REPLY_DAYS;

/** Days a final notice gives, counted from its own date. */
export { FINAL_NOTICE_DAYS };

export type CaseEventType =
  | "created"
  | "paid"
  | "version"
  | "handed_to_mail"
  | "sent"
  | "delivered"
  | "mail_status"
  | "deadline"
  | "outcome"
  | "refunded"
  | "support_change"
  | "claim_limit";

export interface CaseEvent {
  type: CaseEventType;
  /** ISO date-time, or a calendar day "YYYY-MM-DD" for the letter's date and the deadline. */
  at: string;
  detail: string;
  /** Done by an admin for the customer, not by the customer (decision 0022). */
  by?: "support";
  /** Which sentence `detail` is, with what it names, for a page that words it in the reader's language. */
  kind?: CaseEventKind;
  values?: Record<string, string | number>;
}

export type CaseEventKind =
  | "created"
  | "paid"
  | "refunded"
  | "handed_to_mail"
  | "mail_status"
  | "version"
  | "outcome"
  | "support_outcome"
  | "sent"
  | "delivered_recorded"
  | "reply_deadline"
  | "terms_window"
  | "claim_limit"
  | "support_change";

export interface CaseNextStep {
  text: string;
  action: { label: string; href: string };
  /** Which sentence `text` is, with the values it names, for a page that words it in the reader's language. */
  kind: NextStepKind;
  values?: { day?: string; days?: number; why?: "refused" | "partly_restored" | "deadline" };
}

export type NextStepKind =
  | "pay"
  | "restored"
  | "notice_on_its_way"
  | "notice_delivered"
  | "send_notice"
  | "no_reply_waiting"
  | "keep_together"
  | "letter_on_its_way"
  | "send_letter"
  | "deadline_passed"
  | "waiting"
  | "abroad_out_of_court"
  | "abroad_no_reply_waiting"
  | "abroad_send_letter";

/** A calendar day the case counts toward, as seen on the sender's today. */
export interface CaseDay {
  date: string;
  daysLeft: number;
  passed: boolean;
}

export interface CaseView {
  letterId: number;
  /** Who is looking: the letter's owner, or an admin helping a customer. */
  viewer: "owner" | "support";
  /** The sender's IANA time zone (from state and ZIP): every day and time on the page is in it. */
  timeZone: string;
  /** How the page names that zone: "Pacific Time". */
  timeZoneName: string;
  /** The reply deadline the letter printed ("YYYY-MM-DD"), once the letter is dated. */
  deadline: CaseDay | null;
  /** The last day to bring a claim under a one-year limit in the terms (WhatsApp), from the ban date. */
  claimLimit: (CaseDay & { terms: string }) | null;
  events: CaseEvent[];
  /** What the customer recorded last; what support records shows only as an event. */
  outcome: { kind: OutcomeKind; note: string | null; recordedAt: string } | null;
  nextStep: CaseNextStep;
  /** The final notice can be downloaded (see followUpOffered). */
  followUpOffered: boolean;
  /** The letter is paid for now (a refund of its only payment closes what payment opened). */
  paid: boolean;
  /** The payments for this letter that were refunded, oldest first. */
  refunds: CaseRefund[];
  /** The further documents the case offers now (issue 28). */
  escalation: CaseEscalation;
  /** When and how the letter was sent, as recorded (by our mail's hand-over, or by the sender); null until then. */
  sending: Sending | null;
  /** The sender can record (or correct) when and how they sent the letter: paid, dated, not going by our mail. */
  sendingRecordable: boolean;
  /** The letter's certified mailing, once paid for. */
  letterMailing: CaseMailing | null;
  /** The final notice's certified mailing, once paid for. */
  noticeMailing: CaseMailing | null;
  /** The data request's certified mailing to Meta's privacy address, once paid for. */
  dataRequestMailing: CaseMailing | null;
  /**
   * The final notice the sender downloaded to mail themselves, as kept at its first download
   * (decision 0044), with its sending as they recorded it; recordable unless it goes by our mail.
   */
  noticeCopy: { letterDate: string; sha256: string; sending: Sending | null; recordable: boolean } | null;
  /** Whose privacy contacts the data requests go to: one request each (Meta's, WhatsApp LLC's). */
  dataControllers: DataController[];
  /** The last day to appeal inside Meta: from the user's notice, or 180 days from the ban date. */
  appealWindow: AppealWindow;
  /** Where each county sets the small-claims fee: the counties to choose from and the sender's choice (decision 0070). */
  countyChoice: CountyChoice | null;
  /** For a sender in the EU or the UK: their route after the letter (decision 0053); null for US senders. */
  outOfCourt: OutOfCourtCase | null;
}

/**
 * Where each county sets the small-claims fee (decision 0070): the state's counties, from the
 * official list, and the one the sender chose; `chosen` is null until they pick one.
 */
export interface CountyChoice {
  counties: readonly string[];
  chosen: string | null;
}

/** The route after the letter for a sender abroad: Meta's EU platforms, WhatsApp in the EU, or the UK. */
export type OutOfCourtRoute = "eu-meta" | "eu-whatsapp" | "uk";

/** What the case page's out-of-court card needs; it counts the clocks itself (eu-uk-clock.ts). */
export interface OutOfCourtCase {
  route: OutOfCourtRoute;
  /** The sender's country, in English. */
  countryName: string;
  /** The day the account was disabled, "YYYY-MM-DD": the six months count from it unless a decision day is given. */
  banDate: string;
}

/** Which further documents a case offers: each when it applies, none once the account is back. */
export interface CaseEscalation {
  /** The day the terms' window after the notice's delivery ended, once it has: the arbitration demand is offered. */
  arbitrationWindowEnds: string | null;
  /** The data-access request, free with any paid letter. */
  dataRequest: boolean;
  /** The summary for the attorney general's complaint form, after a refusal or the reply deadline. */
  agComplaint: boolean;
  /** The small-claims guide, at the same time: it drafts a claim only once there is one to make. */
  smallClaims: boolean;
}

/**
 * Which further documents a paid letter's case offers (issue 28): the arbitration demand once the
 * terms' window after the notice's delivery has ended, the data-access request at any time, and the
 * complaint to the attorney general and the small-claims guide after a refusal or once the reply
 * deadline has passed (as the final notice), never on the day of payment. Only
 * the data request once the account is back; nothing for an unpaid letter.
 */
export function escalationOffers(facts: {
  paid: boolean;
  outcome: OutcomeKind | null;
  deadlinePassed: boolean;
  /** The last day of the terms' window after delivery, when there is one. */
  windowEnds: string | null;
  /** The sender's today. */
  today: string;
}): CaseEscalation {
  if (!facts.paid) return { arbitrationWindowEnds: null, dataRequest: false, agComplaint: false, smallClaims: false };
  if (facts.outcome === "restored")
    return { arbitrationWindowEnds: null, dataRequest: true, agComplaint: false, smallClaims: false };
  const claim = facts.outcome === "refused" || facts.deadlinePassed;
  return {
    arbitrationWindowEnds: facts.windowEnds && facts.windowEnds < facts.today ? facts.windowEnds : null,
    dataRequest: true,
    agComplaint: claim,
    smallClaims: claim,
  };
}

/** A refunded payment: how much, for what, and when, in words the page prints as they are. */
export interface CaseRefund {
  orderId: number;
  /** "$5.00" */
  amount: string;
  /** "the digital letter", "the upgrade to certified mail"… */
  what: string;
  /** ISO date-time. */
  at: string;
}

/** Where a letter or final notice sent by our certified mail is, and the proofs of its delivery. */
export interface CaseMailing extends DeliveryProofs {
  orderId: number;
  /** The mail status ("not_submitted", "mailed", "delivered"...) and its label. */
  status: string;
  statusLabel: string;
  trackingNumber: string | null;
}

/** Today as a calendar day in `timeZone` (admin figures use the default zone; a case, its sender's). */
export function letterToday(now: Date, timeZone = DEFAULT_LETTER_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(now);
}

export interface CaseState {
  letterId: number;
  paid: boolean;
  mailOrdered: boolean;
  mailDelivered: boolean;
  /** The sender recorded when and how they sent the letter themselves. */
  sentRecorded?: boolean;
  deadline: CaseView["deadline"];
  outcome: OutcomeKind | null;
  /** The final notice's certified mailing: none ordered, on its way, or delivered. */
  noticeMail?: "none" | "on_its_way" | "delivered";
  /** The sender lives in the US (usDocumentsOffered): false for EU and UK senders, whose route is out of court. */
  usSender?: boolean;
}

/**
 * The final notice is offered for a paid letter once its reply deadline has passed without the
 * account restored, or as soon as the user records that Meta refused (LETTER.md). "No reply"
 * recorded before the deadline waits for it: Meta still has until then. Only for a US sender.
 */
export function followUpOffered(state: Pick<CaseState, "paid" | "deadline" | "outcome" | "usSender">): boolean {
  /* Its wording is US-only (small claims, arbitration): never offered to an EU or UK sender. */
  if (state.usSender === false) return false;
  if (!state.paid || !state.deadline || state.outcome === "restored") return false;
  return state.deadline.passed || state.outcome === "refused";
}

export const followUpHref = (letterId: number, format: "pdf" | "word") =>
  `/api/demand-letters/${letterId}/download/follow-up/${format}`;

/** The one thing to do next, in one sentence with one button. */
export function nextStepFor(state: CaseState): CaseNextStep {
  const id = state.letterId;
  const record = { label: "Record what happened", href: `/letters/${id}#outcome` };
  if (!state.paid) {
    return {
      text: "Pay for your letter to download it or have it sent by certified mail.",
      action: { label: "Go to checkout", href: `/checkout?letterId=${id}` },
      kind: "pay",
    };
  }
  if (state.outcome === "restored") {
    return {
      text: "Your account is back. Keep this page: it holds the record of what you sent and when.",
      action: { label: "Back to my letters", href: "/letters" },
      kind: "restored",
    };
  }
  if (state.usSender === false) {
    const abroad = nextStepAbroad(state);
    if (abroad) return abroad;
  }
  if (followUpOffered(state) && state.noticeMail === "on_its_way") {
    return {
      text: "Your final notice is on its way by certified mail. We will email you when it is delivered.",
      action: { label: "See tracking", href: "/orders" },
      kind: "notice_on_its_way",
    };
  }
  if (followUpOffered(state) && state.noticeMail === "delivered") {
    return {
      text: `Your final notice was delivered. If Meta does not answer within its ${FINAL_NOTICE_DAYS} days, the small-claims guide shows how to file.`,
      action: { label: "Download small-claims guide", href: `/api/demand-letters/${id}/download/small-claims` },
      kind: "notice_delivered",
      values: { days: FINAL_NOTICE_DAYS },
    };
  }
  if (followUpOffered(state) && state.outcome !== "partly_restored") {
    return {
      text: `Send Meta a final notice: a short letter that refers to your first one and gives them ${FINAL_NOTICE_DAYS} more days to answer.`,
      action: { label: "Download final notice", href: followUpHref(id, "pdf") },
      kind: "send_notice",
      values: { days: FINAL_NOTICE_DAYS },
    };
  }
  if (state.outcome === "no_reply" && state.deadline && !state.deadline.passed) {
    return {
      text: `Meta has until ${formatDay(state.deadline.date)} to reply (${daysLeftText(state.deadline.daysLeft)} left). If no answer comes by then, a final notice is offered here the day after.`,
      action: record,
      kind: "no_reply_waiting",
      values: { day: state.deadline.date, days: state.deadline.daysLeft },
    };
  }
  if (state.outcome && state.outcome !== "other") {
    return {
      text: "Keep the letter, the proof of mailing and Meta's reply together; you may need them for small claims court or arbitration.",
      action: record,
      kind: "keep_together",
    };
  }
  if (state.mailOrdered && !state.mailDelivered) {
    return {
      text: "Your letter is on its way by certified mail. We will email you when it is delivered.",
      action: { label: "See tracking", href: "/orders" },
      kind: "letter_on_its_way",
    };
  }
  if (!state.mailOrdered && !state.sentRecorded && !state.deadline?.passed) {
    const left = state.deadline ? ` The letter asks for a reply within ${daysLeftText(state.deadline.daysLeft)}.` : "";
    return {
      text: `Print, sign and send your letter by certified mail, keep the receipt, then record on the letter's page when and how you sent it.${left}`,
      action: { label: "Download PDF", href: `/api/demand-letters/${id}/download/pdf` },
      kind: "send_letter",
      ...(state.deadline ? { values: { days: state.deadline.daysLeft } } : {}),
    };
  }
  if (state.deadline?.passed) {
    return {
      text: `The ${CASE_RESPONSE_DAYS}-day deadline has passed. Record whether Meta answered.`,
      action: record,
      kind: "deadline_passed",
      values: { days: CASE_RESPONSE_DAYS },
    };
  }
  return {
    text: `Meta has ${daysLeftText(state.deadline?.daysLeft ?? CASE_RESPONSE_DAYS)} left to reply. When they answer, record it here.`,
    action: record,
    kind: "waiting",
    values: { days: state.deadline?.daysLeft ?? CASE_RESPONSE_DAYS },
  };
}

/**
 * An EU or UK sender's next step once Meta refused or the deadline passed: their out-of-court route
 * (the card on the case page), never the final notice, small claims or arbitration. Before that, they
 * send the letter by post themselves (certified mail is a US service).
 */
function nextStepAbroad(state: CaseState): CaseNextStep | null {
  const id = state.letterId;
  const outOfCourt = { label: "See your out-of-court route", href: `/letters/${id}#out-of-court` };
  if (state.deadline?.passed || state.outcome === "refused" || state.outcome === "partly_restored") {
    const why =
      state.outcome === "refused"
        ? "Meta refused."
        : state.outcome === "partly_restored"
          ? "Your account is only partly back."
          : `The ${CASE_RESPONSE_DAYS}-day deadline has passed.`;
    return {
      text: `${why} Your next step is out of court: the guide on this page says where to complain, what to send and by when. Keep the letter, the proof of sending and Meta's reply together.`,
      action: outOfCourt,
      kind: "abroad_out_of_court",
      values: {
        why: state.outcome === "refused" || state.outcome === "partly_restored" ? state.outcome : "deadline",
        days: CASE_RESPONSE_DAYS,
      },
    };
  }
  if (state.outcome === "no_reply" && state.deadline) {
    return {
      text: `Meta has until ${formatDay(state.deadline.date)} to reply (${daysLeftText(state.deadline.daysLeft)} left). If no answer comes by then, your out-of-court route is on this page.`,
      action: outOfCourt,
      kind: "abroad_no_reply_waiting",
      values: { day: state.deadline.date, days: state.deadline.daysLeft },
    };
  }
  if (!state.sentRecorded && !state.mailOrdered) {
    const left = state.deadline ? ` The letter asks for a reply within ${daysLeftText(state.deadline.daysLeft)}.` : "";
    return {
      text: `Send your letter through Meta's online form and by registered or tracked post, keep the receipt, then record on the letter's page when and how you sent it.${left}`,
      action: { label: "Download PDF", href: `/api/demand-letters/${id}/download/pdf` },
      kind: "abroad_send_letter",
      ...(state.deadline ? { values: { days: state.deadline.daysLeft } } : {}),
    };
  }
  return null;
}

const daysLeftText = (days: number) => `${days} day${days === 1 ? "" : "s"}`;

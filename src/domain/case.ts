import { z } from "zod";
import { DEFAULT_LETTER_TIME_ZONE } from "./letter/format.ts";

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

export const OUTCOME_NOTE_MAX = 2000;

export const outcomeSchema = z.object({
  kind: z.enum(OUTCOME_KINDS, { error: "Choose what happened." }),
  note: z
    .string()
    .trim()
    .max(OUTCOME_NOTE_MAX, `A note has at most ${OUTCOME_NOTE_MAX} characters.`)
    .regex(/^[^\u0000-\u0009\u000b-\u001f\u007f-\u009f]*$/, "A note cannot contain control characters.")
    .optional()
    .transform((note) => note || null),
});
export type OutcomeInput = z.infer<typeof outcomeSchema>;

/** The letter gives Meta this many days from its date (LETTER.md, item 8). */
export const CASE_RESPONSE_DAYS = 30;

/** Days a final notice gives, counted from its own date. */
export const FINAL_NOTICE_DAYS = 10;

export type CaseEventType =
  | "created"
  | "paid"
  | "version"
  | "handed_to_mail"
  | "mail_status"
  | "deadline"
  | "outcome"
  | "refunded";

export interface CaseEvent {
  type: CaseEventType;
  /** ISO date-time, or a calendar day "YYYY-MM-DD" for the letter's date and the deadline. */
  at: string;
  detail: string;
}

export interface CaseNextStep {
  text: string;
  action: { label: string; href: string };
}

export interface CaseView {
  letterId: number;
  /** The reply deadline the letter printed ("YYYY-MM-DD"), once the letter is dated. */
  deadline: { date: string; daysLeft: number; passed: boolean } | null;
  events: CaseEvent[];
  outcome: { kind: OutcomeKind; note: string | null; recordedAt: string } | null;
  nextStep: CaseNextStep;
  /** The final notice can be downloaded (see followUpOffered). */
  followUpOffered: boolean;
  /** The final notice's certified mailing, once paid for. */
  noticeMailing: NoticeMailing | null;
}

/** Where the final notice sent by our certified mail is. */
export interface NoticeMailing {
  orderId: number;
  /** The mail status ("not_submitted", "mailed", "delivered"...) and its label. */
  status: string;
  statusLabel: string;
  trackingNumber: string | null;
}

/** "2026-11-24" plus `days` calendar days. */
export function addDaysToDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today as a calendar day where letters are dated. */
export function letterToday(now: Date, timeZone = DEFAULT_LETTER_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(now);
}

/** Whole days from `today` to `day` (negative once passed). */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export interface CaseState {
  letterId: number;
  paid: boolean;
  mailOrdered: boolean;
  mailDelivered: boolean;
  deadline: CaseView["deadline"];
  outcome: OutcomeKind | null;
  /** The final notice's certified mailing: none ordered, on its way, or delivered. */
  noticeMail?: "none" | "on_its_way" | "delivered";
}

/**
 * The final notice is offered for a paid letter once its reply deadline has passed without the
 * account restored, or as soon as the user records that Meta refused or did not reply.
 */
export function followUpOffered(state: Pick<CaseState, "paid" | "deadline" | "outcome">): boolean {
  if (!state.paid || !state.deadline || state.outcome === "restored") return false;
  return state.deadline.passed || state.outcome === "refused" || state.outcome === "no_reply";
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
    };
  }
  if (state.outcome === "restored") {
    return {
      text: "Your account is back. Keep this page: it holds the record of what you sent and when.",
      action: { label: "Back to my letters", href: "/letters" },
    };
  }
  if (followUpOffered(state) && state.noticeMail === "on_its_way") {
    return {
      text: "Your final notice is on its way by certified mail. We will email you when it is delivered.",
      action: { label: "See tracking", href: "/orders" },
    };
  }
  if (followUpOffered(state) && state.noticeMail === "delivered") {
    return {
      text: `Your final notice was delivered. If Meta does not answer within its ${FINAL_NOTICE_DAYS} days, the small-claims guide shows how to file.`,
      action: { label: "Download small-claims guide", href: `/api/demand-letters/${id}/download/small-claims` },
    };
  }
  if (followUpOffered(state) && state.outcome !== "partly_restored") {
    return {
      text: `Send Meta a final notice: a short letter that refers to your first one and gives them ${FINAL_NOTICE_DAYS} more days to answer.`,
      action: { label: "Download final notice", href: followUpHref(id, "pdf") },
    };
  }
  if (state.outcome && state.outcome !== "other") {
    return {
      text: "Keep the letter, the proof of mailing and Meta's reply together; you may need them for small claims court or arbitration.",
      action: record,
    };
  }
  if (state.mailOrdered && !state.mailDelivered) {
    return {
      text: "Your letter is on its way by certified mail. We will email you when it is delivered.",
      action: { label: "See tracking", href: "/orders" },
    };
  }
  if (!state.mailOrdered && !state.deadline?.passed) {
    const left = state.deadline ? ` The letter asks for a reply within ${daysLeftText(state.deadline.daysLeft)}.` : "";
    return {
      text: `Print, sign and send your letter by certified mail, and keep the receipt.${left}`,
      action: { label: "Download PDF", href: `/api/demand-letters/${id}/download/pdf` },
    };
  }
  if (state.deadline?.passed) {
    return { text: `The ${CASE_RESPONSE_DAYS}-day deadline has passed. Record whether Meta answered.`, action: record };
  }
  return {
    text: `Meta has ${daysLeftText(state.deadline?.daysLeft ?? CASE_RESPONSE_DAYS)} left to reply. When they answer, record it here.`,
    action: record,
  };
}

const daysLeftText = (days: number) => `${days} day${days === 1 ? "" : "s"}`;

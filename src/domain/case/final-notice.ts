import { dayIn, formatDay, senderTimeZone } from "../time/clock.ts";
import { FINAL_NOTICE_DAYS, finalNoticeDeadline, movedClause } from "../time/deadlines.ts";
import { findRecipient } from "../letter/recipients.ts";
import { deliveryWords, type Sending, sendingWords } from "./sending.ts";
import type { LetterBlock } from "../letter/blocks.ts";
import { formatUsDate, joinNaturally } from "../letter/format.ts";
import { letterFacts, type LetterData } from "../letter/letter-facts.ts";
import { nextStepItems, noticeTerms } from "../letter/notice.ts";
import { accountLabel, recipientLines, senderLines } from "../letter/opening.ts";
import { demandItems, mailingLine, signatureMark } from "../letter/template.ts";
import { claimBasisSummary } from "../letter/claim-basis.ts";

export { FINAL_NOTICE_DAYS };

/** What the final notice says about the first letter: all of it recorded, none of it typed again. */
export interface FirstLetterRecord {
  /** The first letter's date, "YYYY-MM-DD" (its mailed version's, when it went by our mail). */
  date: string;
  /** The reply deadline that letter printed, "YYYY-MM-DD" (30 days, moved off weekends and holidays). */
  deadline: string;
  /**
   * When and how it was sent, as recorded: handed to our certified mail, or as the sender recorded
   * it. Null until then: documents say the letter was addressed to Meta, never that it was sent.
   */
  sent: Sending | null;
  /** The day it was delivered, "YYYY-MM-DD": reported by the mail service for ours, recorded by the sender otherwise. */
  deliveredOn?: string | null;
}

export interface FollowUpOptions {
  /** The final notice's own date. */
  date: Date;
  /** The zone whose calendar day `date` is (defaults to the sender's, from state and ZIP). */
  timeZone?: string;
  first: FirstLetterRecord;
  /** What the user recorded: it decides how the notice describes Meta's answer. */
  outcome?: "refused" | "no_reply" | "partly_restored" | "other" | null;
  /** Set for a final notice sent by USPS Certified Mail. */
  mailing?: { trackingNumber?: string | null };
}

const day = formatDay;

/**
 * The final notice: short, it refers to the first letter by date and certified-mail number,
 * notes its deadline, repeats the demand word for word and gives 10 more days, never ending
 * before the first letter's deadline.
 */
export function buildFollowUpLetter(data: LetterData, options: FollowUpOptions): LetterBlock[] {
  const recipient = findRecipient(data.recipientBusinessId);
  if (!recipient) throw new Error(`Unknown recipient id: ${data.recipientBusinessId}`);
  const timeZone = options.timeZone ?? senderTimeZone(data.state, data.zipCode);
  const notice = noticeTerms(data.platforms, recipient.id);
  const facts = letterFacts(data, { recipient, date: formatUsDate(options.date, timeZone) });
  const { first } = options;
  const firstDate = day(first.date);
  const due = finalNoticeDeadline(dayIn(options.date, timeZone), first.deadline);
  const finalDeadline = day(due.day);
  const accounts = joinNaturally(facts.accounts.map(accountLabel));
  const what = notice ? "formal demand and notice of dispute" : "formal demand";
  const delivered = first.deliveredOn ? ` ${deliveryWords(first.sent, first.deliveredOn)}` : "";
  const firstLetter = first.sent
    ? `On ${day(first.sent.sentOn)} I sent you a ${what}${first.sent.sentOn === first.date ? "" : ` dated ${firstDate}`} to restore my ${facts.platforms} ${facts.accountWord} ${sendingWords(first.sent)}.${delivered}`
    : `My ${what} dated ${firstDate}, addressed to you at ${recipient.fullAddress}, asked you to restore my ${facts.platforms} ${facts.accountWord}.`;

  return [
    { kind: "sender", lines: senderLines(facts) },
    { kind: "date", text: facts.date },
    ...(options.mailing ? [{ kind: "mailing" as const, text: mailingLine(options.mailing.trackingNumber) }] : []),
    { kind: "recipient", lines: recipientLines(recipient) },
    { kind: "subject", text: `Subject: Final notice about my ${what} of ${firstDate}: ${accounts}` },
    { kind: "paragraph", text: `To ${recipient.party}:` },
    {
      kind: "paragraph",
      text: `${firstLetter} It asked for a written reply by ${day(first.deadline)}. ${answerSentence(options.outcome, facts.accountWord)}`,
    },
    {
      kind: "paragraph",
      text: `This notice is about my ${accounts}. You can reach me by email at ${facts.email} or by phone at ${facts.phone}.`,
    },
    { kind: "heading", text: "What I still ask you to do" },
    { kind: "list", style: "numbered", items: demandItems(data, facts) },
    { kind: "heading", text: "The basis of my claim" },
    { kind: "paragraph", text: claimBasisSummary(data, data.platforms) },
    { kind: "heading", text: "Final deadline" },
    {
      kind: "paragraph",
      text: due.heldToFirst
        ? `Please do this by ${finalDeadline}, the deadline my first letter set.`
        : `Please do this by ${finalDeadline}. That is ${FINAL_NOTICE_DAYS} days from the date of this notice${movedClause(due)}.`,
    },
    { kind: "heading", text: "If I do not get an answer" },
    {
      kind: "paragraph",
      text: `If this is not resolved by ${finalDeadline}, I intend to take the steps my first letter described:`,
    },
    { kind: "list", style: "bulleted", items: nextStepItems(data.platforms, notice, data.state) },
    {
      kind: "paragraph",
      text: "I would still rather settle this with you directly. I can send another copy of my first letter on request.",
    },
    { kind: "signature", closing: "Sincerely,", name: data.fullName, mark: signatureMark(data) },
  ];
}

/** What happened since, in words that claim only what the user recorded. */
function answerSentence(outcome: FollowUpOptions["outcome"], accountWord: "account" | "accounts"): string {
  if (outcome === "no_reply") return "I have not received a reply.";
  if (outcome === "refused") return `Your answer did not restore my ${accountWord}.`;
  if (outcome === "partly_restored")
    return `My ${accountWord} ${accountWord === "account" ? "has" : "have"} been only partly restored.`;
  return `That date has passed, and my ${accountWord} ${accountWord === "account" ? "has" : "have"} not been restored.`;
}

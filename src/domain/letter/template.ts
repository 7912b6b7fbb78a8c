import { findRecipient } from "./recipients.ts";
import type { LetterBlock } from "./blocks.ts";
import { dayIn, formatDay, senderTimeZone } from "../time/clock.ts";
import { type Deadline, movedClause, REPLY_DAYS, replyDeadline } from "../time/deadlines.ts";
import { formatUsDate, sentence } from "./format.ts";
import { letterFacts, type LetterData } from "./letter-facts.ts";
import { noticeTerms, type NoticeTerms, nextStepItems } from "./notice.ts";
import { type OpeningFacts, openingBlocks } from "./opening.ts";
import { preservationReason } from "./terms-basis.ts";
import { dataRequest } from "./data-request.ts";

export type { LetterBlock } from "./blocks.ts";
export type { LetterData } from "./letter-facts.ts";
export { buildLetterPreview, PREVIEW_PLACEHOLDERS, type LetterPreviewInput } from "./preview.ts";

/** Days the recipient has to answer, counted from the letter's date (then moved off weekends and holidays). */
export const RESPONSE_DAYS = REPLY_DAYS;

export interface LetterOptions {
  /** The letter's date; the deadline is this day plus 30 days, or the next business day after. */
  date: Date;
  /** Set for a letter sent by USPS Certified Mail: prints "Via USPS Certified Mail" above the recipient. */
  mailing?: { trackingNumber?: string | null };
  /** The time zone whose calendar day `date` is printed as (defaults to the sender's, from state and ZIP). */
  timeZone?: string;
}

/** "Via USPS Certified Mail" with the article number once it is known. */
export function mailingLine(trackingNumber?: string | null): string {
  return trackingNumber ? `Via USPS Certified Mail No. ${trackingNumber}` : "Via USPS Certified Mail";
}

/** The full letter: every item LETTER.md requires, in order, worded for where it goes. */
export function buildLetter(data: LetterData, options: LetterOptions): LetterBlock[] {
  const recipient = findRecipient(data.recipientBusinessId);
  if (!recipient) throw new Error(`Unknown recipient id: ${data.recipientBusinessId}`);
  const timeZone = options.timeZone ?? senderTimeZone(data.state, data.zipCode);
  const notice = noticeTerms(data.platforms, recipient.id);
  const facts = letterFacts(data, {
    recipient,
    date: formatUsDate(options.date, timeZone),
    mailing: options.mailing ? mailingLine(options.mailing.trackingNumber) : undefined,
    noticeUnder: notice?.under,
  });
  const due = replyDeadline(dayIn(options.date, timeZone));
  const deadline = formatDay(due.day);
  const one = facts.accountWord === "account";
  const its = one ? "its" : "their";
  const these = one ? "this account" : "these accounts";
  const asks = demandItems(data, facts);
  const preservation = preservationReason(data.platforms);
  const blocks: LetterBlock[] = [
    ...openingBlocks(facts),
    { kind: "heading", text: "What I ask you to do" },
    { kind: "list", style: "numbered", items: asks },
    { kind: "heading", text: "Deadline" },
    { kind: "paragraph", text: deadlineText(due, notice) },
    { kind: "heading", text: `Keep my ${facts.accountWord} and records` },
    {
      kind: "paragraph",
      text:
        `Please do not delete my ${facts.accountWord} while this dispute is open. ` +
        `Keep ${its} content, my messages, and the logs and records of this decision.` +
        (preservation ? ` ${preservation}` : ""),
    },
    { kind: "heading", text: "Copy of my data" },
    { kind: "paragraph", text: dataRequest(data.state, these) },
    { kind: "heading", text: "If I do not get an answer" },
    { kind: "paragraph", text: `If this is not resolved by ${deadline}, I may take any of these steps:` },
    { kind: "list", style: "bulleted", items: nextStepItems(data.platforms, notice, data.state) },
    {
      kind: "paragraph",
      text: "I would rather settle this with you directly. Please reply to me at the address or email above.",
    },
    { kind: "signature", closing: "Sincerely,", name: data.fullName, mark: signatureMark(data) },
  ];
  const enclosures = data.enclosures ?? [];
  if (enclosures.length > 0) blocks.push({ kind: "enclosures", items: [...enclosures] });
  return blocks;
}

/** What the letter asks Meta to do; the final notice repeats it word for word. */
export function demandItems(data: LetterData, facts: Pick<OpeningFacts, "platforms" | "accountWord">): string[] {
  const its = facts.accountWord === "account" ? "its" : "their";
  const asks = [
    `Restore my ${facts.platforms} ${facts.accountWord} and all of ${its} content.`,
    "Have a person, not only an automated system, review the decision.",
    `Remove any strike or violation that this decision put on my ${facts.accountWord}.`,
    "Tell me in writing the reason for the decision, including the specific rule you applied and what I did that you say broke it.",
    "Tell me whether the decision, or any part of it, was made by an automated system.",
    `Send me the history of strikes, warnings or violations recorded on my ${facts.accountWord}.`,
  ];
  if (data.amountPaidToMeta) {
    asks.push(
      data.amountPaidBasis
        ? sentence(
            `Refund the $${formatAmount(data.amountPaidToMeta)} I paid you in the 12 months before the decision: ${data.amountPaidBasis}`,
          )
        : `Refund the $${formatAmount(data.amountPaidToMeta)} I paid you in the 12 months before the decision.`,
    );
  }
  if (data.amountClaimed) {
    asks.push(
      data.amountBasis
        ? sentence(
            `Pay me $${formatAmount(data.amountClaimed)} for what I lost. I worked out this amount as follows: ${data.amountBasis}`,
          )
        : `Pay me $${formatAmount(data.amountClaimed)} for what I lost.`,
    );
  }
  return asks;
}

function deadlineText(deadline: Deadline, notice: NoticeTerms | undefined): string {
  const reply = `Please reply in writing by ${formatDay(deadline.day)}. That is ${RESPONSE_DAYS} days from the date of this letter${movedClause(deadline)}.`;
  if (!notice) return reply;
  return `${reply} ${notice.windowSentence}`;
}

export function signatureMark(data: LetterData): Extract<LetterBlock, { kind: "signature" }>["mark"] {
  const signature = data.signature;
  if (!signature) return undefined;
  return signature.kind === "typed"
    ? { kind: "typed", text: `/s/ ${signature.name}` }
    : { kind: "drawn", png: signature.png };
}

/** "1200.00" -> "1,200.00" */
export function formatAmount(amount: string): string {
  const [whole, cents = "00"] = amount.split(".");
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${cents.padEnd(2, "0")}`;
}

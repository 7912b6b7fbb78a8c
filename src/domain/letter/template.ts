import { findRecipient, type Recipient } from "../recipients.ts";
import type { LetterBlock } from "./blocks.ts";
import {
  addCalendarDays,
  DEFAULT_LETTER_TIME_ZONE,
  formatBanDate,
  formatUsDate,
  joinNaturally,
  splitParagraphs,
} from "./format.ts";
import { openingBlocks, type OpeningFacts } from "./opening.ts";
import { usStateName } from "./us-states.ts";

export type { LetterBlock } from "./blocks.ts";
export { buildLetterPreview, PREVIEW_PLACEHOLDERS, type LetterPreviewInput } from "./preview.ts";

/** Days the recipient has to answer, counted from the letter's date. */
export const RESPONSE_DAYS = 30;

/** What the letter needs: the schema's output or a stored demand_letters row both fit. */
export interface LetterData {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  platforms: readonly string[];
  username: string;
  banDate: Date;
  consequences: string;
  recipientBusinessId: string;
}

export interface LetterOptions {
  /** The letter's date; the deadline is this day plus 30 days. */
  date: Date;
  /** Adds the line saying the letter was sent by USPS Certified Mail (the mail package). */
  mailedByCertifiedMail: boolean;
  /** The time zone whose calendar day `date` is printed as. Defaults to America/New_York. */
  timeZone?: string;
}

/** The full letter: every item LETTER.md requires, in order. */
export function buildLetter(data: LetterData, options: LetterOptions): LetterBlock[] {
  const recipient = findRecipient(data.recipientBusinessId);
  if (!recipient) throw new Error(`Unknown recipient id: ${data.recipientBusinessId}`);
  const timeZone = options.timeZone ?? DEFAULT_LETTER_TIME_ZONE;
  const facts = letterFacts(data, recipient, formatUsDate(options.date, timeZone));
  const deadline = formatBanDate(addCalendarDays(options.date, RESPONSE_DAYS, timeZone));
  const accounts = `${facts.platforms} ${facts.accountWord}`;
  const one = facts.accountWord === "account";
  const its = one ? "its" : "their";
  const these = one ? "this account" : "these accounts";
  const blocks: LetterBlock[] = [
    ...openingBlocks(facts),
    { kind: "heading", text: "What I ask you to do" },
    {
      kind: "list",
      style: "numbered",
      items: [
        `Restore my ${accounts} and all of ${its} content.`,
        "Have a person, not only an automated system, review the decision.",
        `Remove any strike or violation that this decision put on my ${facts.accountWord}.`,
        "Tell me in writing the reason for the decision, including the specific rule you say I broke.",
      ],
    },
    { kind: "heading", text: "Deadline" },
    {
      kind: "paragraph",
      text: `Please reply in writing by ${deadline}. That is ${RESPONSE_DAYS} days from the date of this letter.`,
    },
    { kind: "heading", text: `Keep my ${facts.accountWord} and records` },
    {
      kind: "paragraph",
      text:
        `Please do not delete my ${facts.accountWord} while this dispute is open. ` +
        `Keep ${its} content, my messages, and the logs and records of this decision.`,
    },
    { kind: "heading", text: "Copy of my data" },
    { kind: "paragraph", text: dataRequest(data.state, these) },
    { kind: "heading", text: "If I do not get an answer" },
    { kind: "paragraph", text: `If you do not answer by ${deadline}, I may take any of these steps:` },
    {
      kind: "list",
      style: "bulleted",
      items: [
        "File a claim in small claims court.",
        `Start the dispute process in the terms of service for ${facts.platforms}.`,
        `File a complaint with the Attorney General of ${placeName(data.state)}.`,
      ],
    },
    { kind: "paragraph", text: "I would rather settle this with you directly. Please reply to me at the address or email above." },
    { kind: "signature", closing: "Sincerely,", name: data.fullName },
  ];
  if (options.mailedByCertifiedMail) blocks.push({ kind: "paragraph", text: "Sent by USPS Certified Mail." });
  return blocks;
}

function letterFacts(data: LetterData, recipient: Recipient, date: string): OpeningFacts {
  return {
    fullName: data.fullName,
    street: data.address,
    city: data.city,
    state: data.state,
    zipCode: data.zipCode,
    email: data.email,
    phone: data.phone,
    username: data.username,
    platforms: joinNaturally(data.platforms),
    accountWord: data.platforms.length > 1 ? "accounts" : "account",
    date,
    banDate: formatBanDate(data.banDate),
    consequences: splitParagraphs(data.consequences),
    recipient,
  };
}

/** California residents have a right to know (CCPA/CPRA); everyone else gets a general request. */
function dataRequest(state: string, these: string): string {
  const reasons = "Please also send me the reasons for your decision and the information you based it on.";
  if (state === "CA") {
    return (
      "I live in California. Under the California Consumer Privacy Act, as amended by the California " +
      "Privacy Rights Act (CCPA/CPRA), I have the right to know what personal information you hold about me. " +
      `Please send me a copy of the specific personal information you hold about me on ${these}. ${reasons}`
    );
  }
  return (
    `Please send me a copy of the personal data you hold about me on ${these}. ${reasons} ` +
    `I make this request under your Privacy Policy and under the privacy laws of ${placeName(state)}, where they apply.`
  );
}

function placeName(state: string): string {
  return state === "DC" ? "the District of Columbia" : usStateName(state);
}

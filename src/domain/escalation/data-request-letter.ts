import { senderTimeZone } from "../time/clock.ts";
import type { LetterBlock } from "../letter/blocks.ts";
import { controllerOf, type DataController, dataControllersOf, dataRequest } from "../letter/data-request.ts";

export { DATA_CONTROLLERS, type DataController, dataControllersOf } from "../letter/data-request.ts";
import { formatUsDate, joinNaturally, sentence } from "../letter/format.ts";
import { letterFacts, type LetterData } from "../letter/letter-facts.ts";
import { accountLabel, recipientLines, senderLines } from "../letter/opening.ts";
import { mailingLine, signatureMark } from "../letter/template.ts";
import { findRecipient, type Recipient, WHATSAPP_PRIVACY } from "../letter/recipients.ts";
import { letterRegion } from "../letter/eu-uk-sender.ts";
import { euUkDataRequestBlocks } from "./eu-uk-data-request.ts";

/** Where a request about `controller`'s accounts goes: its privacy contact as its privacy policy prints it. */
export function controllerAddress(controller: DataController): Recipient {
  if (controller === "whatsapp") return WHATSAPP_PRIVACY;
  const meta = findRecipient("meta-privacy");
  if (!meta) throw new Error("Unknown recipient id: meta-privacy");
  return meta;
}

export interface DataAccessRequestOptions {
  /** The request's own date. */
  date: Date;
  /** The zone whose calendar day `date` is (defaults to the sender's, from state and ZIP). */
  timeZone?: string;
  /** Set for a request sent by USPS Certified Mail: it says so under the date. */
  mailing?: { trackingNumber?: string | null };
  /** Whose data it asks for (defaults to the letter's first controller, Meta's when it has one). */
  controller?: DataController;
}

/**
 * A standalone request to one controller's privacy address (Meta's, or WhatsApp LLC's) for a copy
 * of the sender's personal data, the account's strike history and the records behind the decision
 * to disable it, under the sender's state privacy law where one is in effect. It names only that
 * controller's accounts. It asks for information only: restoring the account is the demand letter's job.
 */
export function dataAccessRequestBlocks(data: LetterData, options: DataAccessRequestOptions): LetterBlock[] {
  const controller = options.controller ?? dataControllersOf(data.platforms)[0] ?? "meta";
  if (letterRegion(data) !== "us") return euUkDataRequestBlocks(data, { ...options, controller });
  const recipient = controllerAddress(controller);
  const timeZone = options.timeZone ?? senderTimeZone(data.state, data.zipCode);
  const own = { ...data, platforms: data.platforms.filter((platform) => controllerOf(platform) === controller) };
  if (own.platforms.length === 0) throw new Error(`Letter has no ${controller} account`);
  const facts = letterFacts(own, { recipient, date: formatUsDate(options.date, timeZone) });
  const one = facts.accountWord === "account";
  const these = one ? "this account" : "these accounts";
  const labels = facts.accounts.map(accountLabel);
  const find = [`You disabled my ${facts.platforms} ${facts.accountWord} on ${facts.banDate}.`];
  if (facts.accountLogin) find.push(`I sign in to ${these} with ${facts.accountLogin}.`);
  return [
    { kind: "sender", lines: senderLines(facts) },
    { kind: "date", text: facts.date },
    ...(options.mailing ? [{ kind: "mailing" as const, text: mailingLine(options.mailing.trackingNumber) }] : []),
    { kind: "recipient", lines: recipientLines(recipient) },
    { kind: "subject", text: `Subject: Request for a copy of my personal data: ${joinNaturally(labels)}` },
    { kind: "paragraph", text: `To ${recipient.party}:` },
    {
      kind: "paragraph",
      text: `${sentence(`My name is ${facts.fullName}`)} I live at ${facts.street}, ${facts.city}, ${facts.state} ${facts.zipCode}. I am writing to ask for a copy of the personal data you hold about me, and for the records of your decision to disable my ${facts.accountWord}.`,
    },
    { kind: "heading", text: one ? "The account" : "The accounts" },
    { kind: "list", style: "bulleted", items: labels },
    { kind: "paragraph", text: find.join(" ") },
    { kind: "heading", text: "My request" },
    { kind: "paragraph", text: dataRequest(data.state, these) },
    { kind: "paragraph", text: "In particular, please include:" },
    {
      kind: "list",
      style: "numbered",
      items: [
        `The history of strikes, warnings or violations recorded on my ${facts.accountWord}, with the date of each and the rule you said it broke.`,
        `The records behind the decision of ${facts.banDate}: the content or activity you relied on, the rule you applied, whether the decision or any part of it was made by an automated system, and the result of each review or appeal.`,
      ],
    },
    {
      kind: "paragraph",
      text: `If you can, please send the data in a commonly used electronic format. If you need more to confirm who I am, please tell me what you need. You can reach me by email at ${facts.email}, by phone at ${facts.phone}, or by mail at the address above.`,
    },
    { kind: "signature", closing: "Sincerely,", name: data.fullName, mark: signatureMark(data) },
  ];
}

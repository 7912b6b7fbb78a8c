import { attorneyGeneralWhereToFile } from "./attorney-general-pages.ts";
import type { OutcomeKind } from "../case/case.ts";
import { formatDay } from "../time/clock.ts";
import { defendantsFor } from "./defendants.ts";
import type { LetterBlock } from "../letter/blocks.ts";
import type { FirstLetterRecord } from "../case/final-notice.ts";
import { formatBanDate, joinNaturally, sentence, timesWord, withoutStop } from "../letter/format.ts";
import { accountFacts, type LetterData } from "../letter/letter-facts.ts";
import { accountLabel } from "../letter/opening.ts";
import { formatAmount } from "../letter/template.ts";
import { statePlaceName } from "../letter/us-states.ts";
import { findRecipient } from "../letter/recipients.ts";
import { sendingWords } from "../case/sending.ts";

export interface AgComplaintInput {
  letterId: number;
  letter: LetterData;
  /** The day the summary is made, "YYYY-MM-DD", on the sender's calendar. */
  preparedOn: string;
  first: FirstLetterRecord | null;
  outcome: OutcomeKind | null;
  deadlinePassed: boolean;
}

const day = formatDay;

/**
 * A one-page summary to paste into the state attorney general's online consumer-complaint form:
 * where to file, the company's exact name and address, and the case in the sender's own words,
 * claiming only what the case records.
 */
export function agComplaintBlocks(input: AgComplaintInput): LetterBlock[] {
  const { letter, first } = input;
  const state = statePlaceName(letter.state);
  const defendants = defendantsFor(letter.platforms);
  const unsent = first && !first.sent;
  return [
    { kind: "subject", text: `Complaint to the attorney general: demand letter #${input.letterId}` },
    {
      kind: "paragraph",
      text: `Prepared on ${day(input.preparedOn)} for ${letter.fullName}, ${state}. We are not a law firm and this is not legal advice. Check every fact below and change anything that is not exactly right before you file.`,
    },
    { kind: "heading", text: "Where to file" },
    { kind: "paragraph", text: attorneyGeneralWhereToFile(letter.state) },
    { kind: "heading", text: "The company you complain about" },
    {
      kind: "list",
      style: "bulleted",
      items: defendants.map(
        (defendant) =>
          `${defendant.legalName}, ${defendant.principalAddress} (for ${joinNaturally(defendant.platforms.filter((platform) => letter.platforms.includes(platform)))}; checked ${day(defendant.checkedOn)}).`,
      ),
    },
    {
      kind: "paragraph",
      text: "Enter the exact legal name in the form: “Facebook” or “Instagram” names a product, not a company.",
    },
    { kind: "heading", text: "Your summary" },
    {
      kind: "paragraph",
      text: `Paste these paragraphs into the form's description box.${unsent ? " Your case page does not record when and how you sent your letter, so the summary says only that it was addressed to them: record it there and download this summary again." : ""}`,
    },
    { kind: "quote", paragraphs: summary(input, joinNaturally(defendants.map((defendant) => defendant.legalName))) },
    { kind: "heading", text: "After you file" },
    {
      kind: "paragraph",
      text: "The attorney general's office decides what to do with a complaint. It may forward it to the company and ask for a response, or keep it on file; it does not represent you, and no outcome is certain. Keep your own time limits for a court claim or arbitration in view while you wait.",
    },
  ];
}

function summary(input: AgComplaintInput, companies: string): string[] {
  const { letter, first } = input;
  const word = letter.platforms.length > 1 ? "accounts" : "account";
  const accounts = joinNaturally(accountFacts(letter).map(accountLabel));
  const happened = [`On ${formatBanDate(letter.banDate)}, ${companies} disabled my ${accounts}.`];
  if (letter.banReason) happened.push(sentence(`The reason given was: “${withoutStop(letter.banReason)}”`));
  const appeals = (letter.appeals ?? []).length;
  if (appeals > 0) happened.push(`I appealed ${timesWord(appeals)}.`);
  const lines = [happened.join(" ")];
  if (first) {
    const recipient = findRecipient(letter.recipientBusinessId);
    const to = recipient ? `${recipient.name}, ${recipient.fullAddress}` : companies;
    const delivered = first.deliveredOn ? `, and it was delivered on ${day(first.deliveredOn)}` : "";
    const dated = first.sent?.sentOn === first.date ? "" : ` dated ${day(first.date)}`;
    const letterLine = first.sent
      ? `On ${day(first.sent.sentOn)} I sent a written demand${dated} to ${to} ${sendingWords(first.sent)}${delivered}.`
      : `I wrote a demand letter dated ${day(first.date)}, addressed to ${to}.`;
    lines.push(
      `${letterLine} It asked them, by ${day(first.deadline)}, to restore my ${word}, to have a person review the decision, and to tell me the reason in writing. ${outcomeSentence(input.outcome, input.deadlinePassed, word)}`,
    );
  } else if (input.outcome) {
    lines.push(outcomeSentence(input.outcome, input.deadlinePassed, word));
  }
  const money = moneyLine(letter, word);
  if (money) lines.push(money);
  lines.push(
    `I ask your office to look into how ${companies} handled my ${word}, and to forward this complaint to them for a response. I can send a copy of my letter and my records on request.`,
  );
  return lines;
}

function outcomeSentence(outcome: OutcomeKind | null, deadlinePassed: boolean, word: string): string {
  const one = word === "account";
  if (outcome === "no_reply") return "I have received no reply.";
  if (outcome === "refused") return `They refused to restore my ${word}.`;
  if (outcome === "partly_restored") return `My ${word} ${one ? "was" : "were"} only partly restored.`;
  if (outcome === "restored") return `My ${word} ${one ? "has" : "have"} since been restored.`;
  return deadlinePassed
    ? `That date has passed and my ${word} ${one ? "has" : "have"} not been restored.`
    : "That date has not yet passed.";
}

/** The money at stake: what was paid to Meta in the 12 months before the decision, and other losses, each with its basis. */
function moneyLine(letter: LetterData, word: string): string | undefined {
  const parts: string[] = [];
  if (letter.amountPaidToMeta) {
    const basis = withoutStop(letter.amountPaidBasis);
    parts.push(
      `I paid them $${formatAmount(letter.amountPaidToMeta)} in the 12 months before they disabled my ${word}${basis ? ` (${basis})` : ""}.`,
    );
  }
  if (letter.amountClaimed) {
    const basis = withoutStop(letter.amountBasis);
    parts.push(
      `My letter claimed $${formatAmount(letter.amountClaimed)} for other losses${basis ? `, worked out as follows: ${basis}` : ""}.`,
    );
  }
  return parts.length > 0 ? parts.join(" ") : undefined;
}

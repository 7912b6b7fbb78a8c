import type { LetterBlock } from "./blocks.ts";
import type { EuUkWriter } from "./eu-uk-sender.ts";
import type { LetterData } from "./letter-facts.ts";
import { formatAmount, signatureMark } from "./template.ts";

/** The asks every EU and UK letter makes about the account itself, worded as requests, not as law. */
export function accountAsks(writer: EuUkWriter): string[] {
  const { facts } = writer;
  const its = facts.accountWord === "account" ? "its" : "their";
  return [
    `Reverse your decision and restore my ${facts.platforms} ${facts.accountWord} and all of ${its} content.`,
    "Have a person, not only an automated system, review the decision.",
    `Remove any strike or violation that this decision put on my ${facts.accountWord}.`,
    `Send me the history of strikes, warnings or violations recorded on my ${facts.accountWord}.`,
  ];
}

/** Money the sender asks for, in the amounts and words they typed. */
export function moneyAsks(data: LetterData): string[] {
  const asks: string[] = [];
  if (data.amountPaidToMeta)
    asks.push(
      `Refund the $${formatAmount(data.amountPaidToMeta)} I paid you in the 12 months before the decision: ${data.amountPaidBasis ?? ""}`.trim(),
    );
  if (data.amountClaimed)
    asks.push(
      `Pay me $${formatAmount(data.amountClaimed)} for what I lost. I worked out this amount as follows: ${data.amountBasis ?? ""}`.trim(),
    );
  return asks;
}

export function keepRecordsBlocks(writer: EuUkWriter): LetterBlock[] {
  const { accountWord } = writer.facts;
  const its = accountWord === "account" ? "its" : "their";
  return [
    { kind: "heading", text: `Keep my ${accountWord} and records` },
    {
      kind: "paragraph",
      text: `Please do not delete my ${accountWord} while this complaint is open. Keep ${its} content, my messages, and the logs and records of this decision.`,
    },
  ];
}

/** The close every EU and UK letter ends with: the wish to settle, the signature, the enclosures. */
function closingBlocks(data: LetterData, mark: Extract<LetterBlock, { kind: "signature" }>["mark"]): LetterBlock[] {
  const blocks: LetterBlock[] = [
    {
      kind: "paragraph",
      text: "I would rather settle this with you directly. Please reply to me at the address or email above.",
    },
    { kind: "signature", closing: "Yours sincerely,", name: data.fullName, mark },
  ];
  const enclosures = data.enclosures ?? [];
  if (enclosures.length > 0) blocks.push({ kind: "enclosures", items: [...enclosures] });
  return blocks;
}

/** The letter's end: the steps the sender may take if no answer comes by `replyBy`, then the close. */
export function ifNoAnswerBlocks(data: LetterData, replyBy: string, steps: string[]): LetterBlock[] {
  return [
    { kind: "heading", text: "If I do not get an answer" },
    { kind: "paragraph", text: `If this is not resolved by ${replyBy}, I may take any of these steps:` },
    { kind: "list", style: "bulleted", items: steps },
    ...closingBlocks(data, signatureMark(data)),
  ];
}

import type { LetterBlock } from "./blocks.ts";
import { accountAsks, ifNoAnswerBlocks, keepRecordsBlocks, moneyAsks } from "./eu-uk-asks.ts";
import { euUkOpening, these } from "./eu-uk-opening.ts";
import { type EuUkWriter, euUkReplyBy } from "./eu-uk-sender.ts";
import type { LetterData } from "./letter-facts.ts";

/**
 * The letter for a sender in the United Kingdom (decision 0053): to the company the UK terms name
 * (Meta Platforms, Inc.; WhatsApp LLC for WhatsApp), resting on those terms and the UK GDPR only.
 */
export function ukLetter(data: LetterData, writer: EuUkWriter): LetterBlock[] {
  const replyBy = euUkReplyBy(writer);
  return [
    ...euUkOpening("uk", writer),
    { kind: "heading", text: "What I ask you to do" },
    {
      kind: "list",
      style: "numbered",
      items: [
        ...accountAsks(writer),
        "Tell me in writing the reason for the decision, including the rule in your terms that you applied and what I did that you say broke it.",
        "Tell me whether the decision, or any part of it, was made by an automated system.",
        ...moneyAsks(data),
      ],
    },
    { kind: "heading", text: "Deadline" },
    { kind: "paragraph", text: `Please reply in writing by ${replyBy}. That is 30 days from the date of this letter.` },
    ...keepRecordsBlocks(writer),
    { kind: "heading", text: "Copy of my data" },
    {
      kind: "paragraph",
      text: `Under Article 15 of the UK GDPR, please send me a copy of the personal data you hold about me on ${these(writer)}. If the decision was based solely on automated processing (Article 22 of the UK GDPR), please also give me meaningful information about the logic involved and its significance and consequences for me. You should answer within one month of receiving this request.`,
    },
    ...ifNoAnswerBlocks(data, replyBy, [
      "Complain to the Information Commissioner's Office about my request for my data.",
      "Bring a claim before the courts of the part of the United Kingdom where I live, as your terms allow a consumer to do.",
    ]),
  ];
}

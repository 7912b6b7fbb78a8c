import type { LetterBlock } from "./blocks.ts";
import { accountAsks, ifNoAnswerBlocks, keepRecordsBlocks, moneyAsks } from "./eu-uk-asks.ts";
import { euUkOpening, GDPR, these } from "./eu-uk-opening.ts";
import { type EuUkWriter, euUkReplyBy } from "./eu-uk-sender.ts";
import type { LetterData } from "./letter-facts.ts";

/**
 * The letter for a sender in the European Union (decision 0053). Facebook, Instagram and Threads:
 * a complaint to Meta Platforms Ireland Limited through its internal complaint-handling system
 * under Article 20 of the Digital Services Act, asking for the statement of reasons Article 17
 * requires, and for the sender's data under the GDPR. WhatsApp (outside the DSA): a request to
 * WhatsApp Ireland Limited under its terms and the GDPR only.
 */

function replyBlocks(writer: EuUkWriter): LetterBlock[] {
  return [
    { kind: "heading", text: "Deadline" },
    {
      kind: "paragraph",
      text: `Please reply in writing by ${euUkReplyBy(writer)}. That is 30 days from the date of this letter.`,
    },
  ];
}

function gdprBlocks(writer: EuUkWriter): LetterBlock[] {
  return [
    { kind: "heading", text: "Copy of my data" },
    {
      kind: "paragraph",
      text: `Under Article 15 of ${GDPR}, please send me a copy of the personal data you hold about me on ${these(writer)}. If the decision was based solely on automated processing (Article 22), please also give me meaningful information about the logic involved and its significance and consequences for me (Article 15(1)(h)). Article 12(3) gives you one month from receiving this request to answer.`,
    },
  ];
}

function dataAuthorityStep(writer: EuUkWriter): string {
  const own = writer.country.code === "IE" ? "" : `, or the data protection authority in ${writer.country.name}`;
  return `Complain about my request for my data to the Data Protection Commission in Ireland${own}.`;
}

/** Facebook, Instagram, Threads: the DSA complaint with the Art. 17 statement of reasons. */
export function euMetaLetter(data: LetterData, writer: EuUkWriter): LetterBlock[] {
  return [
    ...euUkOpening("eu-dsa", writer),
    { kind: "heading", text: "The statement of reasons" },
    {
      kind: "paragraph",
      text: "Article 17 requires a clear and specific statement of reasons for a decision to suspend or terminate an account. Please send me one that sets out:",
    },
    {
      kind: "list",
      style: "numbered",
      items: [
        "The decision you took and how far it reaches: whether the account is suspended or terminated, and for how long.",
        "The facts and circumstances you relied on, including the content or activity concerned.",
        "Whether automated means were used in taking the decision, or in detecting the content or activity.",
        "The rule in your terms that you relied on, and why you consider that the facts fall under it.",
        "The redress available to me: your internal complaint-handling system, out-of-court dispute settlement, and judicial redress.",
      ],
    },
    { kind: "heading", text: "What I ask you to do" },
    { kind: "list", style: "numbered", items: [...accountAsks(writer), ...moneyAsks(data)] },
    ...replyBlocks(writer),
    ...keepRecordsBlocks(writer),
    ...gdprBlocks(writer),
    ...ifNoAnswerBlocks(data, euUkReplyBy(writer), [
      "Refer the dispute to a certified out-of-court dispute settlement body under Article 21 of the Digital Services Act, such as Appeals Centre Europe.",
      `Complain to the Digital Services Coordinator in ${writer.country.name} under Article 53 of the Digital Services Act.`,
      dataAuthorityStep(writer),
      `Bring a claim before the courts of ${writer.country.name}.`,
    ]),
  ];
}

/** WhatsApp: the terms and the GDPR, never the DSA (private messaging is not designated under it). */
export function euWhatsAppLetter(data: LetterData, writer: EuUkWriter): LetterBlock[] {
  return [
    ...euUkOpening("eu-whatsapp", writer),
    { kind: "heading", text: "What I ask you to do" },
    {
      kind: "list",
      style: "numbered",
      items: [
        ...accountAsks(writer),
        "Tell me in writing the reason for the decision, including the term you applied and what I did that you say broke it.",
        "Tell me whether the decision, or any part of it, was made by an automated system.",
        ...moneyAsks(data),
      ],
    },
    ...replyBlocks(writer),
    ...keepRecordsBlocks(writer),
    ...gdprBlocks(writer),
    {
      kind: "paragraph",
      text: "Under Article 22, I have the right not to be subject to a decision based solely on automated processing that significantly affects me. If the ban was decided that way, I ask for a person to review it, to hear my point of view, and to let me contest the decision.",
    },
    ...ifNoAnswerBlocks(data, euUkReplyBy(writer), [
      dataAuthorityStep(writer),
      `Bring a claim before the courts of ${writer.country.name}, as your terms allow a consumer in the European Region to do.`,
    ]),
  ];
}

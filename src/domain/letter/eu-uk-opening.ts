import type { LetterBlock } from "./blocks.ts";
import {
  euUkHead,
  type EuUkWriter,
  letterRegion,
  platformsOf,
  whatHappenedBlocks,
  whoIAmText,
} from "./eu-uk-sender.ts";
import { joinNaturally } from "./format.ts";
import type { LetterData } from "./letter-facts.ts";
import { accountLabel } from "./opening.ts";

/**
 * The start of each EU and UK letter (decision 0053): sender, date, recipient, subject, why the
 * sender writes, who they are and what happened. The letters (eu-letter.ts, uk-letter.ts) go on
 * from here; the wizard's live preview (preview.ts) shows this part with placeholders.
 */

export type LetterBody = "us" | "eu-dsa" | "eu-whatsapp" | "uk";

/**
 * Which body a letter gets, from where the sender lives and its platforms. An EU letter with no
 * platform yet (the wizard's preview) is the DSA complaint, as Meta Platforms Ireland is its party.
 */
export function letterBodyOf(data: Pick<LetterData, "country" | "platforms">): LetterBody {
  const region = letterRegion(data);
  if (region === "us") return "us";
  if (region === "uk") return "uk";
  const platforms = platformsOf(data);
  return platforms.length === 0 || platforms.some((platform) => platform !== "WhatsApp") ? "eu-dsa" : "eu-whatsapp";
}

export const DSA = "the Digital Services Act (Regulation (EU) 2022/2065)";
export const GDPR = "the General Data Protection Regulation (Regulation (EU) 2016/679)";

/** "this account" or "these accounts" */
export function these(writer: EuUkWriter): string {
  return writer.facts.accountWord === "account" ? "this account" : "these accounts";
}

function labels(writer: EuUkWriter): string {
  return joinNaturally(writer.facts.accounts.map(accountLabel));
}

function opening(writer: EuUkWriter, subject: string, intro: string): LetterBlock[] {
  return [
    ...euUkHead(writer, subject),
    { kind: "paragraph", text: intro },
    { kind: "heading", text: "Who I am" },
    { kind: "paragraph", text: whoIAmText(writer, these(writer)) },
    ...whatHappenedBlocks(writer, these(writer)),
  ];
}

/** Facebook, Instagram, Threads in the EU: the DSA Art. 20 complaint asking for the Art. 17 statement. */
function euMetaOpening(writer: EuUkWriter): LetterBlock[] {
  const { facts } = writer;
  return opening(
    writer,
    `Complaint under Article 20 of the Digital Services Act and request for a statement of reasons: ${labels(writer)}`,
    `I am writing to complain about your decision to disable my ${facts.platforms} ${facts.accountWord}, and to ask you to reverse it. This is a complaint through your internal complaint-handling system under Article 20 of ${DSA}. I also ask for the statement of reasons that Article 17 of that Regulation requires.`,
  );
}

/** WhatsApp in the EU: the terms and the GDPR, never the DSA. */
function euWhatsAppOpening(writer: EuUkWriter): LetterBlock[] {
  const { facts } = writer;
  return opening(
    writer,
    `Complaint about the ban of my WhatsApp account and request under Articles 15 and 22 of the GDPR: ${labels(writer)}`,
    `I am writing to ask you to review your decision to ban my ${facts.platforms} ${facts.accountWord} and to restore it. You provide WhatsApp to me under your Terms of Service, as the company that provides it to people who live in the European Region. I also make a request under Articles 15 and 22 of ${GDPR}.`,
  );
}

/** The United Kingdom: the UK terms and the UK GDPR. */
function ukOpening(writer: EuUkWriter): LetterBlock[] {
  const { facts } = writer;
  return opening(
    writer,
    `Complaint about the disabling of my ${facts.platforms} ${facts.accountWord} and request under the UK GDPR: ${labels(writer)}`,
    `I am writing to ask you to review your decision to disable my ${facts.platforms} ${facts.accountWord} and to restore it. Your terms for people who live in the United Kingdom are an agreement with ${writer.party}. I also ask for a copy of my personal data under the UK General Data Protection Regulation (the UK GDPR).`,
  );
}

/** The opening of the EU or UK letter with this body. */
export function euUkOpening(body: Exclude<LetterBody, "us">, writer: EuUkWriter): LetterBlock[] {
  if (body === "uk") return ukOpening(writer);
  return body === "eu-dsa" ? euMetaOpening(writer) : euWhatsAppOpening(writer);
}

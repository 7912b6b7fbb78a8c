import type { Recipient } from "./recipients.ts";
import type { LetterBlock } from "./blocks.ts";
import { joinNaturally, sentence, timesWord, withoutStop } from "./format.ts";
import { type StoryLanguage, storyLanguageNote } from "./story-language.ts";

/** One account the letter is about: its platform and the handle the user typed for it. */
export interface AccountFact {
  platform: string;
  /** The username, or for WhatsApp the phone number on the account. */
  handle: string;
}

/** An earlier appeal, formatted. */
export interface AppealFact {
  date: string;
  method: string;
  reference?: string;
}

/** The facts the start of a letter prints, already formatted (or placeholders, in the preview). */
export interface OpeningFacts {
  fullName: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  email: string;
  phone: string;
  accounts: AccountFact[];
  /** The email or phone the user signs in with, if given. */
  accountLogin?: string;
  /** "Instagram and Facebook" */
  platforms: string;
  /** "account" for one platform, "accounts" for more. */
  accountWord: "account" | "accounts";
  date: string;
  banDate: string;
  banReason?: string;
  appeals: AppealFact[];
  consequences: string[];
  /** The language the sender wrote the story in (story-language.ts); absent: English. */
  storyLanguage?: StoryLanguage;
  recipient: Recipient;
  /** "Via USPS Certified Mail …" on a mailed letter. */
  mailing?: string;
  /** When the letter is a notice of dispute: the terms it is given under, e.g. "the Instagram Terms of Use". */
  noticeUnder?: string;
}

export function senderLines(facts: OpeningFacts): string[] {
  return [facts.fullName, facts.street, `${facts.city}, ${facts.state} ${facts.zipCode}`, facts.email, facts.phone];
}

export function recipientLines(recipient: Recipient): string[] {
  return [
    recipient.name,
    `Attn: ${recipient.attention}`,
    recipient.address1,
    `${recipient.city}, ${recipient.state} ${recipient.zip}`,
  ];
}

/** "WhatsApp account +1 555 123 4567" or "Instagram account “jane.doe”". */
export function accountLabel(account: AccountFact): string {
  return account.platform === "WhatsApp"
    ? `WhatsApp account ${account.handle}`
    : `${account.platform} account “${account.handle}”`;
}

function subjectLine(facts: OpeningFacts): string {
  const what = facts.noticeUnder
    ? "Formal demand for reinstatement and notice of dispute"
    : "Formal demand for reinstatement";
  return `Subject: ${what}: ${joinNaturally(facts.accounts.map(accountLabel))}`;
}

export function handleSentence(account: AccountFact): string {
  return account.platform === "WhatsApp"
    ? `My WhatsApp account is registered to the phone number ${account.handle}.`
    : `My ${account.platform} username is “${account.handle}”.`;
}

function whoIAm(facts: OpeningFacts, these: string): string {
  const sentences = [
    `${sentence(`My name is ${facts.fullName}`)} I live at ${facts.street}, ${facts.city}, ${facts.state} ${facts.zipCode}.`,
    ...facts.accounts.map(handleSentence),
  ];
  if (facts.accountLogin) sentences.push(`I sign in to ${these} with ${facts.accountLogin}.`);
  sentences.push(`You can reach me by email at ${facts.email} or by phone at ${facts.phone}.`);
  return sentences.join(" ");
}

export function appealItem(appeal: AppealFact): string {
  const reference = appeal.reference ? ` (reference ${withoutStop(appeal.reference)})` : "";
  return sentence(`${appeal.date}: ${appeal.method}${reference}`);
}

/**
 * Sender, date, recipient, subject, who is writing and what happened: the part of the letter
 * that the wizard's live preview shows too.
 */
export function openingBlocks(facts: OpeningFacts): LetterBlock[] {
  const accounts = `${facts.platforms} ${facts.accountWord}`;
  const these = facts.accountWord === "account" ? "this account" : "these accounts";
  const { party, careOf } = facts.recipient;
  const intro = [
    facts.noticeUnder
      ? `I am writing to demand that you restore my ${accounts}.`
      : `I am writing to formally demand that you restore my ${accounts}.`,
  ];
  if (careOf) intro.push(sentence(`I address this letter to ${party}, in care of ${careOf}`));
  if (facts.noticeUnder)
    intro.push(
      `This letter is also my notice of dispute under ${facts.noticeUnder}, sent to the address those terms give for notices of dispute.`,
    );
  const happened = [`Meta disabled my ${accounts} on ${facts.banDate}.`];
  if (facts.banReason) happened.push(sentence(`The reason Meta gave was: “${withoutStop(facts.banReason)}”`));
  const blocks: LetterBlock[] = [
    { kind: "sender", lines: senderLines(facts) },
    { kind: "date", text: facts.date },
    ...(facts.mailing ? [{ kind: "mailing" as const, text: facts.mailing }] : []),
    { kind: "recipient", lines: recipientLines(facts.recipient) },
    { kind: "subject", text: subjectLine(facts) },
    { kind: "paragraph", text: `To ${party}:` },
    { kind: "paragraph", text: intro.join(" ") },
    { kind: "heading", text: "Who I am" },
    { kind: "paragraph", text: whoIAm(facts, these) },
    { kind: "heading", text: "What happened" },
    { kind: "paragraph", text: happened.join(" ") },
    ...appealsAndOwnWords(facts.appeals, facts.consequences, these, facts.storyLanguage),
  ];
  return blocks;
}

/**
 * The appeals already made, if any, then the sender's own words on what losing the account did,
 * with a line saying so when they are not in English (they are quoted as written, not translated).
 */
export function appealsAndOwnWords(
  appeals: readonly AppealFact[],
  consequences: readonly string[],
  these: string,
  storyLanguage?: StoryLanguage,
): LetterBlock[] {
  const blocks: LetterBlock[] = [];
  if (appeals.length > 0) {
    blocks.push(
      { kind: "paragraph", text: `I have already appealed ${timesWord(appeals.length)}:` },
      { kind: "list", style: "bulleted", items: appeals.map(appealItem) },
    );
  }
  blocks.push(
    { kind: "paragraph", text: `This is how losing ${these} has affected me, in my own words:` },
    { kind: "quote", paragraphs: [...consequences] },
  );
  const note = storyLanguageNote(storyLanguage);
  if (note) blocks.push({ kind: "paragraph", text: note });
  return blocks;
}

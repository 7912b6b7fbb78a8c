import type { Recipient } from "../recipients.ts";
import type { LetterBlock } from "./blocks.ts";

/** The facts the start of a letter prints, already formatted (or placeholders, in the preview). */
export interface OpeningFacts {
  fullName: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  email: string;
  phone: string;
  username: string;
  /** "Instagram and Facebook" */
  platforms: string;
  /** "account" for one platform, "accounts" for more. */
  accountWord: "account" | "accounts";
  date: string;
  banDate: string;
  consequences: string[];
  recipient: Recipient;
}

export function senderLines(facts: OpeningFacts): string[] {
  return [
    facts.fullName,
    facts.street,
    `${facts.city}, ${facts.state} ${facts.zipCode}`,
    facts.email,
    facts.phone,
  ];
}

export function recipientLines(recipient: Recipient): string[] {
  return [
    recipient.name,
    `Attn: ${recipient.attention}`,
    recipient.address1,
    `${recipient.city}, ${recipient.state} ${recipient.zip}`,
  ];
}

/**
 * Sender, date, recipient, subject, and who is writing about what: the part of the letter
 * that the wizard's live preview shows too.
 */
export function openingBlocks(facts: OpeningFacts): LetterBlock[] {
  const accounts = `${facts.platforms} ${facts.accountWord}`;
  const these = facts.accountWord === "account" ? "this account" : "these accounts";
  return [
    { kind: "sender", lines: senderLines(facts) },
    { kind: "date", text: facts.date },
    { kind: "recipient", lines: recipientLines(facts.recipient) },
    {
      kind: "subject",
      text: `Subject: Formal demand for reinstatement and notice of dispute about my ${accounts} “${facts.username}”`,
    },
    { kind: "paragraph", text: `To ${facts.recipient.name}:` },
    {
      kind: "paragraph",
      text:
        `I am writing to demand that you restore my ${accounts}. ` +
        `This letter is also my formal notice of dispute under the terms of service for ${these}.`,
    },
    { kind: "heading", text: "Who I am" },
    {
      kind: "paragraph",
      text:
        `My name is ${facts.fullName}. I live at ${facts.street}, ${facts.city}, ${facts.state} ${facts.zipCode}. ` +
        `My username on ${facts.platforms} is “${facts.username}”. ` +
        `My email address is ${facts.email} and my phone number is ${facts.phone}. ` +
        `I use one or both of them with ${these}.`,
    },
    { kind: "heading", text: "What happened" },
    {
      kind: "paragraph",
      text:
        `Meta disabled my ${accounts} on ${facts.banDate}. ` +
        `This is how losing ${these} has affected me, in my own words:`,
    },
    { kind: "quote", paragraphs: facts.consequences },
  ];
}

import { z } from "zod";
import { emailAddressSchema } from "./auth.ts";
import {
  CONTROL_CHARACTER,
  CONTROL_CHARACTER_BUT_NEWLINE,
  DISGUISING_CHARACTER,
  disguisingMessage,
} from "../control-characters.ts";
import { recordId } from "../ids.ts";

/** The support channel: the /support form, the Admin Center's Messages tab, and what pricing promises. */

export const SUPPORT_NAME_MAX = 100;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;

const optionalLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTER.test(value), `${label} cannot contain control characters`)
    .refine((value) => !DISGUISING_CHARACTER.test(value), disguisingMessage(label))
    .nullish()
    .transform((value) => value || null);

/** A few paragraphs: Windows line ends and tabs made plain, other control characters refused. */
const paragraphs = (label: string, min: number, max: number) =>
  z
    .string({ error: `Write ${label}.` })
    .overwrite((value) => value.replace(/\r\n?/g, "\n").replace(/\t/g, " ").trim())
    .min(1, `Write ${label}.`)
    .min(min, `Write at least ${min} characters, so we can help.`)
    .max(max, `Keep it to ${max.toLocaleString("en-US")} characters or fewer.`)
    .refine((value) => !CONTROL_CHARACTER_BUT_NEWLINE.test(value), "It cannot contain control characters.")
    .refine((value) => !DISGUISING_CHARACTER.test(value), disguisingMessage("Your message"));

/**
 * POST /api/support/messages. A signed-in sender is known by their account (name and email here
 * are ignored) and may name one of their letters; a signed-out sender must give an email.
 */
export const supportMessageSchema = z.object({
  name: optionalLine("Your name", SUPPORT_NAME_MAX),
  email: emailAddressSchema.optional(),
  subject: optionalLine("Subject", SUPPORT_SUBJECT_MAX),
  message: paragraphs("your message", SUPPORT_MESSAGE_MIN, SUPPORT_MESSAGE_MAX),
  letterId: recordId.nullish(),
});
/** What the form holds, and what it sends (the checked values, which the API takes as they are). */
export type SupportMessageInput = z.input<typeof supportMessageSchema>;
export type SupportMessageData = z.output<typeof supportMessageSchema>;

export const EMAIL_NEEDED = "Enter your email address, so we can answer you.";

/** The form a signed-out visitor fills: the same, with the email required. */
export const guestSupportMessageSchema = supportMessageSchema.extend({
  email: z.string({ error: EMAIL_NEEDED }).trim().min(1, EMAIL_NEEDED).pipe(emailAddressSchema),
});

/** POST /api/admin/support/messages/{id}/reply: the answer emailed to the sender. */
export const supportReplySchema = z.object({
  message: paragraphs("your reply", 1, SUPPORT_MESSAGE_MAX),
});

/** POST /api/support/chat: one line the signed-in user writes in the chat panel. */
export const chatLineSchema = z.object({
  message: paragraphs("a message", 1, SUPPORT_MESSAGE_MAX),
});

/** POST /api/support/chat/seen: the user has seen the conversation up to this reply. */
export const chatSeenSchema = z.object({
  through: z.number({ error: "Say which reply was seen" }).int().min(0).max(2_147_483_647),
});

/** One line of a live conversation, as its user sees it: theirs, or support's (never an admin's address). */
export interface ChatLine {
  /** 0 for the opening line; a reply's id after it. */
  id: number;
  from: "you" | "support";
  body: string;
  createdAt: string;
}

/** GET /api/support/chat: the signed-in user's own conversation (empty before their first line). */
export interface ChatView {
  lines: ChatLine[];
  /** Since when their latest lines wait for an answer; null when answered or empty. */
  waitingSince: string | null;
  /** Support's replies not yet seen in the panel. */
  unseen: number;
}

/** A conversation waiting for an answer, in the order admins should take them. */
export interface WaitingChat {
  id: number;
  name: string | null;
  email: string;
  priority: boolean;
  waitingSince: string;
  /** The newest line the user wrote. */
  lastLine: string;
}

/** POST /api/admin/support/messages/{id}/read */
export const supportReadSchema = z.object({ read: z.boolean({ error: "Say read or unread" }) });

export interface SupportMessageSummary {
  id: number;
  name: string | null;
  email: string;
  subject: string | null;
  /** The start of the message, for the list. */
  preview: string;
  /** The sender had paid for certified mail when they wrote (signed in). */
  priority: boolean;
  signedIn: boolean;
  /** A live conversation from the chat panel, not a one-off message from /support. */
  chat: boolean;
  waitingSince: string | null;
  createdAt: string;
  readAt: string | null;
  repliedAt: string | null;
}

export interface SupportMessageList {
  /** Live conversations waiting for an answer: priority first, then the longest wait. */
  waiting: WaitingChat[];
  messages: SupportMessageSummary[];
  unread: number;
}

export interface SupportReplyView {
  id: number;
  body: string;
  admin: string | null;
  /** A chat line from the conversation's user. */
  fromUser: boolean;
  createdAt: string;
}

export interface SupportMessageView extends Omit<SupportMessageSummary, "preview"> {
  body: string;
  letterId: number | null;
  replies: SupportReplyView[];
}

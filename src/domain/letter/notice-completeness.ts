import { z } from "zod";
import { joinNaturally } from "./format.ts";
import { PLATFORMS, type Platform } from "./platforms.ts";
import { noticePlatforms } from "./routing.ts";
import { looksLikePhone } from "./text-rules.ts";

/**
 * What a notice of dispute must hold beyond the spec's fields (LETTER.md, item 5): the email or
 * phone used for the account. The Instagram terms (Threads runs under them) and the WhatsApp terms
 * list it; without it the notice may not count. For WhatsApp the account is its phone number.
 */

export const WHATSAPP_PHONE_MESSAGE = "Enter the phone number on your WhatsApp account, with country code";
export const ACCOUNT_LOGIN_FORMAT_MESSAGE = "Enter the email address or phone number you sign in with";

export function accountLoginRequiredMessage(platforms: readonly Platform[]): string {
  return `Enter the email or phone number you sign in to ${joinNaturally(platforms)} with: a notice of dispute must include it`;
}

export interface NoticeFacts {
  platforms: readonly Platform[];
  username: string;
  platformUsernames: Partial<Record<Platform, string>>;
  accountLogin?: string;
  recipientBusinessId: string;
}

export interface NoticeIssue {
  path: (string | number)[];
  message: string;
}

const isEmail = (value: string) => z.email().safeParse(value).success;

/** The platforms whose sign-in email or phone this letter must carry: Instagram and Threads, when it is their notice. */
export function loginRequiredFor(platforms: readonly Platform[], recipientId: string): Platform[] {
  return noticePlatforms(platforms, recipientId).filter((platform) => platform !== "WhatsApp");
}

/**
 * The WhatsApp account is a phone number whichever field carries it: its own handle, or the
 * shared `username` when no handle was given. The sign-in contact is required for a notice of
 * dispute to Instagram or Threads, and is an email or a phone number whenever it is given.
 */
export function noticeIssues(value: NoticeFacts): NoticeIssue[] {
  const issues: NoticeIssue[] = [];
  if (value.platforms.includes("WhatsApp") && !value.platformUsernames.WhatsApp && !looksLikePhone(value.username)) {
    /* The username is the first platform's handle; WhatsApp comes first only when it is alone. */
    const alone = PLATFORMS.find((platform) => value.platforms.includes(platform)) === "WhatsApp";
    issues.push({ path: alone ? ["username"] : ["platformUsernames", "WhatsApp"], message: WHATSAPP_PHONE_MESSAGE });
  }
  const login = value.accountLogin;
  if (login && !isEmail(login) && !looksLikePhone(login)) {
    issues.push({ path: ["accountLogin"], message: ACCOUNT_LOGIN_FORMAT_MESSAGE });
  }
  const needLogin = loginRequiredFor(value.platforms, value.recipientBusinessId);
  if (!login && needLogin.length > 0) {
    issues.push({ path: ["accountLogin"], message: accountLoginRequiredMessage(needLogin) });
  }
  return issues;
}

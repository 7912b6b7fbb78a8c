import type { Recipient } from "./recipients.ts";
import { parseBanDate } from "./ban-date.ts";
import type { LetterSignature } from "./case-facts.ts";
import { formatBanDate, joinNaturally, splitParagraphs } from "./format.ts";
import type { AccountFact, AppealFact, OpeningFacts } from "./opening.ts";
import { PLATFORMS } from "./platforms.ts";
import { storyLanguageOf } from "./story-language.ts";

/** What the letter needs: the schema's output or a stored demand_letters row both fit. */
export interface LetterData {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  /** The postal code, by the rule of `country`. */
  zipCode: string;
  /** Where the sender lives, ISO 3166-1 alpha-2; missing on letters made before countries: "US". */
  country?: string | null;
  platforms: readonly string[];
  username: string;
  banDate: Date;
  consequences: string;
  /** The language the story is written in ("en" or "es"); missing or null on older letters: English. */
  storyLanguage?: string | null;
  recipientBusinessId: string;
  platformUsernames?: Partial<Record<string, string>> | null;
  accountLogin?: string | null;
  banReason?: string | null;
  /** Dates as Date (schema output) or "YYYY-MM-DD" (stored). */
  appeals?: readonly { date: Date | string; method: string; reference?: string | null }[] | null;
  /** Dollars, "1200.00". */
  amountClaimed?: string | null;
  amountBasis?: string | null;
  /** Dollars paid to Meta in the 12 months before the ban, "120.00", kept apart from other losses. */
  amountPaidToMeta?: string | null;
  amountPaidBasis?: string | null;
  enclosures?: readonly string[] | null;
  /** The sender's answers for a claim (case-facts.ts CLAIM_ANSWERS); null or missing: not answered. */
  ruleNamed?: string | null;
  brokeRule?: string | null;
  postNamed?: string | null;
  appealed?: string | null;
  appealResult?: string | null;
  overLimitChoice?: string | null;
  arbitrateExcludedLosses?: boolean | null;
  signature?: LetterSignature | null;
}

/** Each chosen platform with its own handle, or the shared username when none was given. */
export function accountFacts(data: Pick<LetterData, "platforms" | "username" | "platformUsernames">): AccountFact[] {
  return PLATFORMS.filter((platform) => data.platforms.includes(platform)).map((platform) => ({
    platform,
    handle: data.platformUsernames?.[platform] || data.username,
  }));
}

function appealDate(value: Date | string): string {
  const parsed = parseBanDate(value);
  return parsed instanceof Date ? formatBanDate(parsed) : String(value);
}

/** The letter's facts, formatted for printing; nothing here is invented, all of it was typed. */
export function letterFacts(
  data: LetterData,
  context: { recipient: Recipient; date: string; mailing?: string; noticeUnder?: string },
): OpeningFacts {
  const platforms = PLATFORMS.filter((platform) => data.platforms.includes(platform));
  const appeals: AppealFact[] = (data.appeals ?? []).map((appeal) => ({
    date: appealDate(appeal.date),
    method: appeal.method,
    reference: appeal.reference ?? undefined,
  }));
  return {
    fullName: data.fullName,
    street: data.address,
    city: data.city,
    state: data.state,
    zipCode: data.zipCode,
    email: data.email,
    phone: data.phone,
    accounts: accountFacts(data),
    accountLogin: data.accountLogin ?? undefined,
    platforms: joinNaturally(platforms),
    accountWord: platforms.length > 1 ? "accounts" : "account",
    date: context.date,
    banDate: formatBanDate(data.banDate),
    banReason: data.banReason ?? undefined,
    appeals,
    consequences: splitParagraphs(data.consequences),
    storyLanguage: storyLanguageOf(data.storyLanguage),
    recipient: context.recipient,
    mailing: context.mailing,
    noticeUnder: context.noticeUnder,
  };
}

import { knownSenderTimeZone } from "../time/time-zones.ts";
import { DEFAULT_RECIPIENT_ID, findRecipient, RECIPIENTS } from "./recipients.ts";
import { parseBanDate } from "./ban-date.ts";
import type { LetterBlock } from "./blocks.ts";
import { findSenderCountry } from "./countries.ts";
import { euUkOpening, letterBodyOf } from "./eu-uk-opening.ts";
import { euUkWriterWith } from "./eu-uk-sender.ts";
import { withoutUnprintable } from "./font-coverage.ts";
import { formatBanDate, formatUsDate, joinNaturally, splitParagraphs } from "./format.ts";
import { noticeTerms } from "./notice.ts";
import { type AppealFact, type OpeningFacts, openingBlocks } from "./opening.ts";
import { PLATFORMS } from "./platforms.ts";
import { storyLanguageOf } from "./story-language.ts";

/** What the wizard has so far: any field may be missing, empty or not yet valid. */
export interface LetterPreviewInput {
  /** ISO 3166-1 alpha-2; missing or not served: a US letter. */
  country?: string;
  fullName?: string;
  email?: string;
  phone?: string;
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  platforms?: readonly string[];
  username?: string;
  banDate?: Date | string | null;
  consequences?: string;
  storyLanguage?: string | null;
  recipientBusinessId?: string;
  platformUsernames?: Partial<Record<string, string | undefined>>;
  accountLogin?: string;
  banReason?: string;
  appeals?: readonly ({ date?: Date | string | null; method?: string; reference?: string } | undefined)[];
}

export const PREVIEW_PLACEHOLDERS = {
  fullName: "[Your Full Name]",
  address: "[Street Address]",
  city: "[City]",
  state: "[State]",
  zipCode: "[ZIP]",
  email: "[Email]",
  phone: "[Phone]",
  username: "[Username]",
  banDate: "[Ban Date]",
  platforms: "[Platforms]",
  consequences: "[Describe the consequences]",
} as const;

export const PREVIEW_NOTE =
  "This preview shows the start of your letter. The full letter, with your requests, the deadline " +
  "and the next steps, comes when you select your service: checkout shows every page of it before you pay.";

/**
 * The wizard's live preview: the same opening as the full letter the sender will get (the US
 * letter, or the EU or UK one for their country, as buildSenderLetter chooses), with a bracketed
 * placeholder for every field not filled yet, then a note. The date is `today` in `timeZone`, by
 * default the sender's: a US sender's once their state and ZIP are known (the runtime's, the
 * browser's, until then), an EU or UK sender's country's.
 */
export function buildLetterPreview(data: LetterPreviewInput, today: Date, timeZone?: string): LetterBlock[] {
  const platforms = PLATFORMS.filter((platform) => data.platforms?.includes(platform));
  const body = letterBodyOf({ country: data.country, platforms });
  const country = findSenderCountry(data.country ?? "");
  if (body === "us" || !country) {
    const recipient = findRecipient(data.recipientBusinessId ?? DEFAULT_RECIPIENT_ID) ?? RECIPIENTS[0];
    const opening = openingBlocks({
      ...previewFacts(data, PREVIEW_PLACEHOLDERS.zipCode),
      noticeUnder: noticeTerms(platforms, recipient.id)?.under,
      date: formatUsDate(today, timeZone ?? knownSenderTimeZone(data.state, data.zipCode)),
      recipient,
    });
    return [...opening, { kind: "note", text: PREVIEW_NOTE }];
  }
  const writer = euUkWriterWith(country.code, { date: today, timeZone, platforms }, (date) => ({
    ...previewFacts(data, `[${country.postal.label}]`),
    date,
    recipient: RECIPIENTS[0],
  }));
  return [...euUkOpening(body, writer), { kind: "note", text: PREVIEW_NOTE }];
}

/** The typed facts, or placeholders, that every letter's opening prints. */
function previewFacts(
  data: LetterPreviewInput,
  postalPlaceholder: string,
): Omit<OpeningFacts, "date" | "recipient" | "noticeUnder"> {
  const text = (value: string | undefined, placeholder: string) => value?.trim() || placeholder;
  const platforms = PLATFORMS.filter((platform) => data.platforms?.includes(platform));
  const consequences = splitParagraphs(withoutUnprintable(data.consequences ?? ""));
  const username = text(data.username, PREVIEW_PLACEHOLDERS.username);
  return {
    fullName: text(data.fullName, PREVIEW_PLACEHOLDERS.fullName),
    street: text(data.address, PREVIEW_PLACEHOLDERS.address),
    city: text(data.city, PREVIEW_PLACEHOLDERS.city),
    state: text(data.state?.toUpperCase(), PREVIEW_PLACEHOLDERS.state),
    zipCode: text(data.zipCode, postalPlaceholder),
    email: text(data.email, PREVIEW_PLACEHOLDERS.email),
    phone: text(data.phone, PREVIEW_PLACEHOLDERS.phone),
    accounts: (platforms.length > 0 ? platforms : [PREVIEW_PLACEHOLDERS.platforms]).map((platform) => ({
      platform,
      handle: text(data.platformUsernames?.[platform], username),
    })),
    accountLogin: data.accountLogin?.trim() || undefined,
    banReason: data.banReason?.trim() || undefined,
    appeals: previewAppeals(data.appeals ?? []),
    platforms: platforms.length > 0 ? joinNaturally(platforms) : PREVIEW_PLACEHOLDERS.platforms,
    accountWord: platforms.length > 1 ? "accounts" : "account",
    banDate: previewBanDate(data.banDate),
    consequences: consequences.length > 0 ? consequences : [PREVIEW_PLACEHOLDERS.consequences],
    storyLanguage: storyLanguageOf(data.storyLanguage),
  };
}

function previewAppeals(appeals: NonNullable<LetterPreviewInput["appeals"]>): AppealFact[] {
  return appeals.flatMap((appeal) =>
    appeal?.method?.trim()
      ? [
          {
            date: previewBanDate(appeal.date),
            method: appeal.method.trim(),
            reference: appeal.reference?.trim() || undefined,
          },
        ]
      : [],
  );
}

function previewBanDate(value: Date | string | null | undefined): string {
  if (value === undefined || value === null) return PREVIEW_PLACEHOLDERS.banDate;
  const parsed = parseBanDate(value);
  return parsed instanceof Date ? formatBanDate(parsed) : PREVIEW_PLACEHOLDERS.banDate;
}

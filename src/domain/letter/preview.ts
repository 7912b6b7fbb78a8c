import { knownSenderTimeZone } from "../time/time-zones.ts";
import { DEFAULT_RECIPIENT_ID, findRecipient, RECIPIENTS } from "./recipients.ts";
import { parseBanDate } from "./ban-date.ts";
import type { LetterBlock } from "./blocks.ts";
import { withoutUnprintable } from "./font-coverage.ts";
import { formatBanDate, formatUsDate, joinNaturally, splitParagraphs } from "./format.ts";
import { noticeTerms } from "./notice.ts";
import { type AppealFact, openingBlocks } from "./opening.ts";
import { PLATFORMS } from "./platforms.ts";

/** What the wizard has so far: any field may be missing, empty or not yet valid. */
export interface LetterPreviewInput {
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
 * The wizard's live preview: the same opening as the full letter, with a bracketed placeholder
 * for every field not filled yet, then a note. The date is `today` in `timeZone`, by default the
 * sender's once their state and ZIP are known, the runtime's (the browser's) until then.
 */
export function buildLetterPreview(data: LetterPreviewInput, today: Date, timeZone?: string): LetterBlock[] {
  const text = (value: string | undefined, placeholder: string) => value?.trim() || placeholder;
  const platforms = PLATFORMS.filter((platform) => data.platforms?.includes(platform));
  const recipient = findRecipient(data.recipientBusinessId ?? DEFAULT_RECIPIENT_ID) ?? RECIPIENTS[0];
  const consequences = splitParagraphs(withoutUnprintable(data.consequences ?? ""));
  const username = text(data.username, PREVIEW_PLACEHOLDERS.username);
  const opening = openingBlocks({
    fullName: text(data.fullName, PREVIEW_PLACEHOLDERS.fullName),
    street: text(data.address, PREVIEW_PLACEHOLDERS.address),
    city: text(data.city, PREVIEW_PLACEHOLDERS.city),
    state: text(data.state?.toUpperCase(), PREVIEW_PLACEHOLDERS.state),
    zipCode: text(data.zipCode, PREVIEW_PLACEHOLDERS.zipCode),
    email: text(data.email, PREVIEW_PLACEHOLDERS.email),
    phone: text(data.phone, PREVIEW_PLACEHOLDERS.phone),
    accounts: (platforms.length > 0 ? platforms : [PREVIEW_PLACEHOLDERS.platforms]).map((platform) => ({
      platform,
      handle: text(data.platformUsernames?.[platform], username),
    })),
    accountLogin: data.accountLogin?.trim() || undefined,
    banReason: data.banReason?.trim() || undefined,
    appeals: previewAppeals(data.appeals ?? []),
    noticeUnder: noticeTerms(platforms, recipient.id)?.under,
    platforms: platforms.length > 0 ? joinNaturally(platforms) : PREVIEW_PLACEHOLDERS.platforms,
    accountWord: platforms.length > 1 ? "accounts" : "account",
    date: formatUsDate(today, timeZone ?? knownSenderTimeZone(data.state, data.zipCode)),
    banDate: previewBanDate(data.banDate),
    consequences: consequences.length > 0 ? consequences : [PREVIEW_PLACEHOLDERS.consequences],
    recipient,
  });
  return [...opening, { kind: "note", text: PREVIEW_NOTE }];
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

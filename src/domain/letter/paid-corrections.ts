import { joinNaturally } from "./format.ts";
import { accountFacts, type LetterData } from "./letter-facts.ts";
import type { Platform } from "./platforms.ts";
import { looksLikePhone } from "./text-rules.ts";

/**
 * A paid letter stays the same person's letter for the same accounts (decision 0021). A correction
 * may fix the spelling of the name, of each account's handle and of the sign-in email or phone,
 * measured against the letter as it was paid for; anything more is a new letter.
 */

/** The most versions one letter keeps: a correction is refused once it has this many. */
export const MAX_LETTER_VERSIONS = 10;

/** Who a letter is for and which accounts it names, as it was when paid for. */
export interface LetterIdentity {
  fullName: string;
  /** Each platform's handle as the letter prints it: its own, or the shared username. */
  handles: Partial<Record<Platform, string>>;
  accountLogin: string | null;
}

export function letterIdentity(
  letter: Pick<LetterData, "fullName" | "platforms" | "username" | "platformUsernames" | "accountLogin">,
): LetterIdentity {
  return {
    fullName: letter.fullName,
    handles: Object.fromEntries(accountFacts(letter).map(({ platform, handle }) => [platform, handle])),
    accountLogin: letter.accountLogin || null,
  };
}

/** Letters compared without case, accents, spaces or a leading "@" ("@Zoë Ł" and "zoeł" are the same). */
function folded(value: string): string {
  return value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, "").replace(/^@/, "");
}

const digits = (value: string) => value.replace(/\D/g, "");

/** A phone number (WhatsApp's handle, a sign-in phone) is compared by its digits alone. */
const handleKey = (platform: string, handle: string) => (platform === "WhatsApp" ? digits(handle) : folded(handle));
const loginKey = (login: string) => (looksLikePhone(login) ? digits(login) : folded(login));
/** The name's words in alphabetical order: "Łukasz Zoë" is "Zoë Łukasz" written the other way round. */
const sortedWords = (name: string) => name.split(/\s+/).map(folded).filter(Boolean).sort().join("");

/**
 * Edits between two strings, counted in characters (code points): a character added, removed or
 * replaced, or two neighbours swapped, is one edit (optimal string alignment distance).
 */
export function editDistance(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      let best = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, before[j - 2] + 1);
      row.push(best);
    }
    before = previous;
    previous = row;
  }
  return previous[t.length];
}

/** How many edits a value may take: 1 when it has at most 5 characters (once compared), else 2. */
export function allowedEdits(key: string): number {
  return Array.from(key).length <= 5 ? 1 : 2;
}

const withinEdits = (paid: string, next: string) => editDistance(paid, next) <= allowedEdits(paid);

export function sameName(paid: string, next: string): boolean {
  return withinEdits(folded(paid), folded(next)) || withinEdits(sortedWords(paid), sortedWords(next));
}

export function sameHandle(platform: string, paid: string, next: string): boolean {
  return withinEdits(handleKey(platform, paid), handleKey(platform, next));
}

/** An email's name and domain are each measured on their own: "zoe@x.com" to "bob@x.com" is another account. */
const emailParts = (key: string) => {
  const at = key.lastIndexOf("@");
  return at > 0 ? [key.slice(0, at), key.slice(at + 1)] : [key];
};

/** A sign-in may be added or removed; one the letter was paid with may only be respelled. */
export function sameLogin(paid: string | null, next: string | null): boolean {
  if (!paid || !next) return true;
  const [before, after] = [emailParts(loginKey(paid)), emailParts(loginKey(next))];
  if (before.length !== after.length) return withinEdits(loginKey(paid), loginKey(next));
  return before.every((part, index) => withinEdits(part, after[index]));
}

const upTo = (key: string) => {
  const edits = allowedEdits(key);
  return `up to ${edits} character${edits === 1 ? "" : "s"} changed`;
};
const handleLabel = (platform: string) => (platform === "WhatsApp" ? "WhatsApp phone number" : `${platform} username`);

export interface IdentityChange {
  /** The field's path in the letter's input ("fullName", "platformUsernames.Instagram", "accountLogin"). */
  field: string;
  label: string;
  message: string;
}

/** Each identity field a correction changes beyond a spelling fix, with a message for that field. */
export function identityChanges(paid: LetterIdentity, next: LetterIdentity): IdentityChange[] {
  const changes: IdentityChange[] = [];
  if (!sameName(paid.fullName, next.fullName)) {
    changes.push({
      field: "fullName",
      label: "full name",
      message: `A paid letter stays with the person it was paid for: you can fix the spelling of the name (${upTo(folded(paid.fullName))}), not change it to someone else's. To write for someone else, start a new letter.`,
    });
  }
  for (const [platform, handle] of Object.entries(paid.handles)) {
    const nextHandle = next.handles[platform as Platform];
    if (handle === undefined || nextHandle === undefined || sameHandle(platform, handle, nextHandle)) continue;
    changes.push({
      field: `platformUsernames.${platform}`,
      label: handleLabel(platform),
      message: `A paid letter stays with the accounts it was paid for: you can fix the spelling of this ${handleLabel(platform)} (${upTo(handleKey(platform, handle))}), not change it to another account. For another account, start a new letter.`,
    });
  }
  if (!sameLogin(paid.accountLogin, next.accountLogin) && paid.accountLogin) {
    changes.push({
      field: "accountLogin",
      label: "sign-in email or phone",
      message:
        "A paid letter stays with the accounts it was paid for: you can fix the spelling of the sign-in email or phone, or clear it, not change it to another account's. For another account, start a new letter.",
    });
  }
  return changes;
}

/** The 409's message, naming every field refused. */
export function identityMessage(changes: readonly IdentityChange[]): string {
  const names = joinNaturally(changes.map((change) => `the ${change.label}`));
  return `A paid letter stays with the person and accounts it was paid for, so ${names} can only be corrected for spelling. To write for someone else or for other accounts, start a new letter.`;
}

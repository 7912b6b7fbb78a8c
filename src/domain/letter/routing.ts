import type { RecipientId } from "./recipients.ts";
import { PLATFORMS, type Platform } from "./platforms.ts";
import { type SenderRegion, senderRegion } from "./countries.ts";

/**
 * Which address a letter goes to, by platform (LETTER.md, "Routing"). Instagram and Threads share
 * Instagram's terms and its arbitration-filing address; WhatsApp has its own; Facebook's terms have
 * no notice step, so a Facebook letter goes to the Legal Department.
 */
export const PLATFORM_RECIPIENT: Readonly<Record<Platform, RecipientId>> = {
  Instagram: "meta-instagram-disputes",
  Threads: "meta-instagram-disputes",
  WhatsApp: "meta-whatsapp-disputes",
  Facebook: "meta-main",
};

/**
 * Senders in the EU and the UK write to the party their terms name (eu-uk-parties.ts): in the EU,
 * Meta Platforms Ireland Limited, and WhatsApp Ireland Limited for WhatsApp; in the UK, Meta
 * Platforms, Inc., and WhatsApp LLC for WhatsApp. Their terms have no notice-of-dispute address.
 * UK Threads has no entry: no stored UK terms name its party (see UNSETTLED_PARTIES).
 */
export const REGION_RECIPIENTS: Readonly<Record<Exclude<SenderRegion, "us">, Partial<Record<Platform, RecipientId>>>> =
  {
    eu: {
      Facebook: "meta-ireland",
      Instagram: "meta-ireland",
      Threads: "meta-ireland",
      WhatsApp: "whatsapp-ireland",
    },
    uk: {
      Facebook: "meta-main",
      Instagram: "meta-main",
      WhatsApp: "whatsapp-llc",
    },
  };

/** The region of a letter's country; a letter without one is a US letter. */
function regionOf(country: string | null | undefined): SenderRegion {
  return senderRegion(country ?? "US") ?? "us";
}

/** The address a platform's letter goes to from the sender's country; undefined where none is settled. */
export function platformRecipient(platform: Platform, country = "US"): RecipientId | undefined {
  const region = regionOf(country);
  return region === "us" ? PLATFORM_RECIPIENT[platform] : REGION_RECIPIENTS[region][platform];
}

/** The addresses a letter from this country may go to. */
export function recipientsFor(country = "US"): RecipientId[] {
  const region = regionOf(country);
  if (region === "us") return ["meta-main", "meta-instagram-disputes", "meta-whatsapp-disputes", "meta-privacy"];
  return [...new Set(Object.values(REGION_RECIPIENTS[region]))];
}

/** The platforms grouped by the address each group's letter goes to, in platform order. */
export interface RecipientGroup {
  recipientId: RecipientId;
  platforms: Platform[];
}

export function recipientGroups(platforms: readonly Platform[], country = "US"): RecipientGroup[] {
  const groups: RecipientGroup[] = [];
  for (const platform of PLATFORMS.filter((entry) => platforms.includes(entry))) {
    const recipientId = platformRecipient(platform, country);
    if (!recipientId) continue;
    const group = groups.find((entry) => entry.recipientId === recipientId);
    if (group) group.platforms.push(platform);
    else groups.push({ recipientId, platforms: [platform] });
  }
  return groups;
}

/**
 * The Send To default: the address the chosen platforms share. When they need different
 * addresses, the first group's address (the wizard then offers one letter per address).
 */
export function defaultRecipientFor(platforms: readonly Platform[], country = "US"): RecipientId {
  return recipientGroups(platforms, country)[0]?.recipientId ?? recipientsFor(country)[0];
}

/** True when the letter's platforms need more than one address. */
export function needsSeveralLetters(platforms: readonly Platform[], country = "US"): boolean {
  return recipientGroups(platforms, country).length > 1;
}

/**
 * The platforms for which this letter is the terms' notice of dispute: those whose
 * arbitration-filing address is the one chosen. Empty for a letter sent anywhere else.
 */
export function noticePlatforms(platforms: readonly Platform[], recipientId: string): Platform[] {
  if (recipientId === "meta-main" || recipientId === "meta-privacy") return [];
  return platforms.filter((platform) => PLATFORM_RECIPIENT[platform] === recipientId);
}

/** True when the chosen address is not the one the platforms' terms point to. */
export function isUnusualRecipient(platforms: readonly Platform[], recipientId: string, country = "US"): boolean {
  if (platforms.length === 0) return false;
  return !recipientGroups(platforms, country).some((group) => group.recipientId === recipientId);
}

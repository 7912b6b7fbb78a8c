import type { RecipientId } from "./recipients.ts";
import { PLATFORMS, type Platform } from "./platforms.ts";

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

/** The platforms grouped by the address each group's letter goes to, in platform order. */
export interface RecipientGroup {
  recipientId: RecipientId;
  platforms: Platform[];
}

export function recipientGroups(platforms: readonly Platform[]): RecipientGroup[] {
  const groups: RecipientGroup[] = [];
  for (const platform of PLATFORMS.filter((entry) => platforms.includes(entry))) {
    const recipientId = PLATFORM_RECIPIENT[platform];
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
export function defaultRecipientFor(platforms: readonly Platform[]): RecipientId {
  return recipientGroups(platforms)[0]?.recipientId ?? "meta-main";
}

/** True when the letter's platforms need more than one address. */
export function needsSeveralLetters(platforms: readonly Platform[]): boolean {
  return recipientGroups(platforms).length > 1;
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
export function isUnusualRecipient(platforms: readonly Platform[], recipientId: string): boolean {
  if (platforms.length === 0) return false;
  return !recipientGroups(platforms).some((group) => group.recipientId === recipientId);
}

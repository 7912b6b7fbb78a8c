import { accessRightWords, privacyLawFor } from "./privacy-laws.ts";
import { statePlaceName as placeName } from "./us-states.ts";

/**
 * Who holds the sender's data, as each privacy policy names it: Meta Platforms, Inc. for Facebook,
 * Instagram and Threads; WhatsApp LLC for WhatsApp. One request goes to each, about its own accounts.
 */
export const DATA_CONTROLLERS = ["meta", "whatsapp"] as const;
export type DataController = (typeof DATA_CONTROLLERS)[number];

export const controllerOf = (platform: string): DataController => (platform === "WhatsApp" ? "whatsapp" : "meta");

/** The controllers a letter's accounts are with, Meta's first. */
export function dataControllersOf(platforms: readonly string[]): DataController[] {
  return DATA_CONTROLLERS.filter((controller) => platforms.some((platform) => controllerOf(platform) === controller));
}

/**
 * The request for a copy of the sender's data and of the reasons: under the state's consumer
 * privacy act in effect today, naming it, the right in its own words and its response time,
 * where the sender's state has one.
 */
export function dataRequest(state: string, these: string): string {
  const reasons = "Please also send me the reasons for your decision and the information you based it on.";
  const law = privacyLawFor(state);
  if (law) {
    const days =
      law.responseDays === null ? "" : ` That law gives you ${law.responseDays} days to respond to this request.`;
    return (
      `I live in ${placeName(state)}. Under ${law.printName}, I have the right ${accessRightWords(law.accessRight)}. ` +
      `Please send me a copy of the personal data you hold about me on ${these}. ${reasons}${days}`
    );
  }
  return (
    `Please send me a copy of the personal data you hold about me on ${these}. ${reasons} ` +
    `I make this request under your Privacy Policy and under the privacy laws of ${placeName(state)}, where they apply.`
  );
}

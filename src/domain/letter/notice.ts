import { joinNaturally } from "./format.ts";
import { PLATFORM_TERMS, type PlatformTerms } from "./platform-terms.ts";
import type { Platform } from "./platforms.ts";
import { noticePlatforms } from "./routing.ts";
import { statePlaceName as placeName } from "./us-states.ts";

/** How a notice of dispute is worded: the terms it is given under and the window they set. */
export interface NoticeTerms {
  /** "the Instagram Terms of Use" */
  under: string;
  windowDays: number;
  /** True when the window applies only "if" the arbitration agreement does (terms seen with and without one). */
  conditional: boolean;
  /** The sentence naming the terms' own window, printed under the deadline. */
  windowSentence: string;
}

/** True when some archived version of these terms has no arbitration agreement (Instagram, 2026). */
function arbitrationVaries(terms: PlatformTerms): boolean {
  return (terms.variants ?? []).some((variant) => !variant.arbitration);
}

/**
 * The notice wording when the letter goes to its platforms' arbitration-filing address; else
 * undefined. Where the terms have been seen with and without arbitration, the window is named
 * as applying "if" the arbitration agreement does, so the letter holds under either version.
 */
export function noticeTerms(platforms: readonly string[], recipientId: string): NoticeTerms | undefined {
  const covered = noticePlatforms(platforms as Platform[], recipientId);
  if (covered.length === 0) return undefined;
  const lead = covered.includes("WhatsApp") ? "WhatsApp" : covered.includes("Instagram") ? "Instagram" : "Threads";
  const terms = PLATFORM_TERMS[lead];
  const windowDays = terms.resolutionWindowDays ?? 30;
  const window = `${windowDays} days after you receive this notice to try to resolve the dispute before either of us may start arbitration`;
  const conditional = arbitrationVaries(terms);
  return {
    under: terms.termsName,
    windowDays,
    conditional,
    windowSentence: conditional
      ? `If the arbitration agreement in ${PLATFORM_TERMS.Instagram.termsName} applies to me, it gives us ${window}.`
      : `Under ${terms.termsName}, we have ${window}.`,
  };
}

/** What the sender may do without an answer: only lawful next steps, worded for the terms that apply. */
export function nextStepItems(platforms: readonly string[], notice: NoticeTerms | undefined, state: string): string[] {
  const items = ["File a claim in small claims court where I live."];
  if (notice) {
    items.push(
      `Start arbitration under ${notice.under} once the ${notice.windowDays}-day period has passed, where those terms provide for it.`,
    );
  }
  if (platforms.includes("Facebook")) {
    items.push(
      `Bring my claim about Facebook in ${PLATFORM_TERMS.Facebook.courts}, as ${PLATFORM_TERMS.Facebook.termsName} allow.`,
    );
  }
  const others = platforms.filter((platform) => platform !== "Facebook");
  if (!notice && others.length > 0) {
    items.push(`Follow the dispute steps in the terms of service for ${joinNaturally(others)}.`);
  }
  items.push(`File a complaint with the Attorney General of ${placeName(state)}.`);
  return items;
}

import { formatDay } from "../time/clock.ts";
import { claimLimitLastDay, type Deadline, windowFromReceipt } from "../time/deadlines.ts";
import { printedDay } from "../letter/ban-date.ts";
import { noticeTerms } from "../letter/notice.ts";
import { PLATFORM_TERMS } from "../letter/platform-terms.ts";
import { PLATFORMS } from "../letter/platforms.ts";

/**
 * The dates the terms themselves set for a case, beside the letter's own deadline (decision 0025):
 * the last day to bring a claim where the terms limit it, and the end of the notice-of-dispute
 * window, which counts from the day the notice was received.
 */

export interface ClaimLimit {
  /** The platform whose terms set the limit. */
  platform: string;
  /** "the WhatsApp Terms of Service" */
  termsName: string;
  /** The limit in the terms' words: "within one year after the dispute first arose". */
  rule: string;
  /** The day the dispute is taken to have arisen: the day the account was disabled. */
  arose: string;
  lastDay: string;
}

/** The earliest time limit the letter's platforms' terms set for bringing a claim, or null. */
export function claimLimitFor(letter: { platforms: readonly string[]; banDate: Date }): ClaimLimit | null {
  const arose = printedDay(letter.banDate);
  const limits = PLATFORMS.filter((platform) => letter.platforms.includes(platform)).flatMap((platform) => {
    const terms = PLATFORM_TERMS[platform];
    return terms.claimLimitYears && terms.claimDeadline
      ? [
          {
            platform,
            termsName: terms.termsName,
            rule: terms.claimDeadline,
            arose,
            lastDay: claimLimitLastDay(arose, terms.claimLimitYears),
          },
        ]
      : [];
  });
  return limits.sort((a, b) => a.lastDay.localeCompare(b.lastDay))[0] ?? null;
}

/** "Claims under the WhatsApp Terms of Service must be brought within one year …: by March 9, 2027." */
export function claimLimitSentence(limit: ClaimLimit): string {
  return `Under ${limit.termsName}, a claim must be brought ${limit.rule}. Counted from the day the account was disabled (${formatDay(limit.arose)}), the last day is ${formatDay(limit.lastDay)}.`;
}

export interface TermsWindow {
  /** "the Instagram Terms of Use" */
  under: string;
  days: number;
  /** The day the mail service reported the notice delivered. */
  deliveredOn: string;
  ends: Deadline;
}

/**
 * The terms' window to resolve the dispute before arbitration, for a letter sent to the platform's
 * arbitration-filing address and delivered: it runs from receipt, so from the delivery day.
 */
export function termsWindowFor(
  letter: { platforms: readonly string[]; recipientBusinessId: string },
  deliveredOn: string | null | undefined,
): TermsWindow | null {
  const notice = noticeTerms(letter.platforms, letter.recipientBusinessId);
  if (!notice || !deliveredOn) return null;
  return {
    under: notice.under,
    days: notice.windowDays,
    deliveredOn,
    ends: windowFromReceipt(deliveredOn, notice.windowDays),
  };
}

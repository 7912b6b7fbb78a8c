import { z } from "zod";
import { addDays, isDay } from "../time/clock.ts";
import { printedDay } from "../letter/ban-date.ts";

/**
 * Meta's own appeal window: the last day to ask Meta to review a suspended or disabled account.
 * Past it (or after a failed appeal) Meta's Help Center says the account is disabled for good, so
 * the case page shows it while the account can still be recovered inside Meta.
 */
export const META_APPEAL_WINDOW = Object.freeze({
  days: 180,
  rule: "If you don't appeal within 180 days or if your appeal isn't successful, your account will be permanently disabled.",
  varies:
    "The Help Center also says the time to appeal a suspension varies by region, and to check the “Respond by” date Meta shows.",
  source: "Facebook Help Center, “Your Facebook account was suspended” (facebook.com/help)",
  checkedVia: "http://demo12.kommutator.net/assets/images/76axewnbu/facebook-help-center-ban-appeal.html",
  checkedOn: "2026-11-28",
  note: "The Help Center page itself could not be opened here: its wording was read in a copy of the page's text. The 180 days are counted from the day on the user's notice; without a day from the notice, from the ban date the user gave.",
});

/** PUT /api/demand-letters/{id}/appeal-window: the last day to appeal as the user's notice from Meta states it, or none. */
export const appealWindowSchema = z.object({
  lastDay: z
    .string()
    .refine((value) => value === "" || isDay(value), "Enter the day your notice gives, or leave it blank.")
    .nullable()
    .transform((value) => value || null),
});

export interface AppealWindow {
  /** The last day to appeal inside Meta, "YYYY-MM-DD". */
  lastDay: string;
  /** "notice": the day the user read on Meta's notice; "default": 180 days from the ban date. */
  from: "notice" | "default";
  daysLeft: number;
  passed: boolean;
}

/** The last day to appeal: the one on the user's notice, or 180 days from the ban date when they have none. */
export function appealLastDay(banDate: Date, fromNotice: string | null): Pick<AppealWindow, "lastDay" | "from"> {
  return fromNotice
    ? { lastDay: fromNotice, from: "notice" }
    : { lastDay: addDays(printedDay(banDate), META_APPEAL_WINDOW.days), from: "default" };
}

/** What to do before the day passes, in words that promise no outcome. */
export const BEFORE_THE_APPEAL_DAY = [
  "Ask Meta for a review from the notice itself: open the app or the website, sign in and follow the steps on the disabled-account screen. A letter does not stop Meta's clock.",
  "Keep a screenshot of the notice (with its “Respond by” day, if it shows one), of what you sent and of every answer, and add them to your evidence here.",
];

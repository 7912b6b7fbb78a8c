import { describe, expect, it } from "vitest";
import { claimLimitFor, claimLimitSentence, termsWindowFor } from "../../../src/domain/case/terms-dates.ts";
import { followUpOffered, nextStepFor } from "../../../src/domain/case/case.ts";
import {
  claimLimitLastDay,
  deadlineAfter,
  finalNoticeDeadline,
  nextBusinessDay,
  replyDeadline,
} from "../../../src/domain/time/deadlines.ts";
import { federalHolidayOn, federalHolidays, isBusinessDay } from "../../../src/domain/time/holidays.ts";
import { datesAfterLetterDate } from "../../../src/domain/letter/ban-date.ts";
import { buildFollowUpLetter } from "../../../src/domain/case/final-notice.ts";
import { PLATFORM_TERMS } from "../../../src/domain/letter/platform-terms.ts";
import { renderLetterText } from "../../../src/domain/letter/render-text.ts";
import { buildLetter } from "../../../src/domain/letter/template.ts";
import { smallClaimsGuideBlocks } from "../../../src/domain/escalation/small-claims-guide.ts";
import { letterData } from "../letter/letter-data.ts";

const at = (day: string) => new Date(`${day}T18:00:00Z`);

describe("weekends", () => {
  it("moves a deadline on a Saturday or a Sunday to the Monday after, and says why", () => {
    expect(replyDeadline("2026-11-04")).toEqual({ day: "2026-12-04", counted: "2026-12-04", movedBecause: null });
    expect(replyDeadline("2026-11-05")).toEqual({
      day: "2026-12-07",
      counted: "2026-12-05",
      movedBecause: "a Saturday",
    });
    expect(replyDeadline("2026-11-06")).toEqual({ day: "2026-12-07", counted: "2026-12-06", movedBecause: "a Sunday" });
    expect(nextBusinessDay("2026-12-07")).toBe("2026-12-07");
  });

  it("prints the moved deadline in the letter, and its 'if not resolved by' too", () => {
    const text = renderLetterText(buildLetter(letterData(), { date: at("2026-11-05") }));
    expect(text).toContain(
      "Please reply in writing by December 7, 2026. That is 30 days from the date of this letter, moved to the next business day because December 5, 2026 is a Saturday.",
    );
    expect(text).toContain("If this is not resolved by December 7, 2026");
  });
});

describe("US federal holidays (5 U.S.C. 6103, with the observed days)", () => {
  it("lists 2026's eleven holidays on the days offices close", () => {
    expect(federalHolidays(2026).map((holiday) => [holiday.observed, holiday.name])).toEqual([
      ["2026-01-01", "New Year's Day"],
      ["2026-01-19", "Birthday of Martin Luther King, Jr."],
      ["2026-02-16", "Washington's Birthday"],
      ["2026-05-25", "Memorial Day"],
      ["2026-06-19", "Juneteenth National Independence Day"],
      ["2026-07-03", "Independence Day"],
      ["2026-09-07", "Labor Day"],
      ["2026-10-12", "Columbus Day"],
      ["2026-11-11", "Veterans Day"],
      ["2026-11-26", "Thanksgiving Day"],
      ["2026-12-25", "Christmas Day"],
    ]);
  });

  it("observes a Saturday holiday on the Friday before and a Sunday one on the Monday after, across a year end", () => {
    expect(federalHolidayOn("2027-06-18")?.name).toBe("Juneteenth National Independence Day");
    expect(federalHolidayOn("2027-07-05")?.name).toBe("Independence Day");
    expect(federalHolidayOn("2027-12-24")?.name).toBe("Christmas Day");
    /* January 1, 2028 is a Saturday: observed on Friday, December 31, 2027. */
    expect(federalHolidayOn("2027-12-31")).toEqual({
      observed: "2027-12-31",
      date: "2028-01-01",
      name: "New Year's Day",
    });
    expect(federalHolidayOn("2028-11-10")?.name).toBe("Veterans Day");
    expect(isBusinessDay("2028-01-03")).toBe(true);
    /* Juneteenth became a holiday in 2021. */
    expect(federalHolidayOn("2020-06-19")).toBeUndefined();
    expect(federalHolidayOn("2029-05-28")?.name).toBe("Memorial Day");
    expect(federalHolidayOn("2031-05-26")?.name).toBe("Memorial Day");
  });

  it("moves a deadline off a holiday, and off a weekend that runs into an observed holiday", () => {
    /* Christmas Day 2026 is a Friday. */
    expect(replyDeadline("2026-11-25")).toEqual({
      day: "2026-12-28",
      counted: "2026-12-25",
      movedBecause: "Christmas Day, a federal holiday",
    });
    /* Thanksgiving. */
    expect(deadlineAfter("2026-11-16", 10)).toMatchObject({
      day: "2026-11-27",
      movedBecause: "Thanksgiving Day, a federal holiday",
    });
    /* Sunday, July 4, 2027: Monday the 5th is its observed holiday, so Tuesday. */
    expect(deadlineAfter("2027-06-04", 30)).toEqual({
      day: "2027-07-06",
      counted: "2027-07-04",
      movedBecause: "a Sunday",
    });
    /* Monday, July 5, 2027 itself. */
    expect(deadlineAfter("2027-06-05", 30)).toEqual({
      day: "2027-07-06",
      counted: "2027-07-05",
      movedBecause: "the federal holiday for Independence Day",
    });
    /* Saturday, January 16, 2027, before Martin Luther King Jr. Day. */
    expect(deadlineAfter("2026-12-17", 30).day).toBe("2027-01-19");
  });
});

describe("the final notice's deadline", () => {
  it("is ten days from its own date, moved off weekends and holidays, never before the first letter's", () => {
    expect(finalNoticeDeadline("2026-12-03", "2026-12-02")).toEqual({
      day: "2026-12-14",
      counted: "2026-12-13",
      movedBecause: "a Sunday",
      heldToFirst: false,
    });
    expect(finalNoticeDeadline("2026-11-10", "2026-12-02")).toEqual({
      day: "2026-12-02",
      counted: "2026-12-02",
      movedBecause: null,
      heldToFirst: true,
    });
    for (let day = 1; day <= 28; day++) {
      const notice = `2026-11-${String(day).padStart(2, "0")}`;
      expect(finalNoticeDeadline(notice, "2026-12-02").day >= "2026-12-02").toBe(true);
    }
  });

  it("says which deadline it keeps", () => {
    const first = { date: "2026-11-02", deadline: "2026-12-02", sent: null };
    const held = renderLetterText(
      buildFollowUpLetter(letterData(), { date: at("2026-11-10"), first, outcome: "refused" }),
    );
    expect(held).toContain("Please do this by December 2, 2026, the deadline my first letter set.");
    const own = renderLetterText(
      buildFollowUpLetter(letterData(), { date: at("2026-12-03"), first, outcome: "no_reply" }),
    );
    expect(own).toContain(
      "Please do this by December 14, 2026. That is 10 days from the date of this notice, moved to the next business day because December 13, 2026 is a Sunday.",
    );
  });
});

describe("when the final notice is offered", () => {
  const state = (outcome: Parameters<typeof followUpOffered>[0]["outcome"], passed: boolean) => ({
    paid: true,
    deadline: { date: "2026-12-02", daysLeft: passed ? 0 : 5, passed },
    outcome,
  });
  it.each([
    [null, false, false],
    [null, true, true],
    ["restored", false, false],
    ["restored", true, false],
    ["partly_restored", false, false],
    ["partly_restored", true, true],
    ["refused", false, true],
    ["refused", true, true],
    ["no_reply", false, false],
    ["no_reply", true, true],
    ["other", false, false],
    ["other", true, true],
  ] as const)("outcome %s, deadline passed %s: offered %s", (outcome, passed, offered) => {
    expect(followUpOffered(state(outcome, passed))).toBe(offered);
    expect(followUpOffered({ ...state(outcome, passed), paid: false })).toBe(false);
  });

  it("tells a user who recorded 'no reply' early how long Meta still has", () => {
    const step = nextStepFor({
      letterId: 7,
      mailOrdered: false,
      mailDelivered: false,
      ...state("no_reply", false),
    });
    expect(step.text).toBe(
      "Meta has until December 2, 2026 to reply (5 days left). If no answer comes by then, a final notice is offered here the day after.",
    );
  });
});

describe("windows the terms count from receipt", () => {
  it("says so in the terms' data", () => {
    expect(PLATFORM_TERMS.Instagram.noticeOfDispute?.windowRunsFrom).toBe("receipt");
    expect(PLATFORM_TERMS.WhatsApp.noticeOfDispute?.windowRunsFrom).toBe("receipt");
  });

  it("counts the window from the delivery day, not from the letter's date", () => {
    const instagram = { platforms: ["Instagram"], recipientBusinessId: "meta-instagram-disputes" };
    /* Delivered Friday, October 23: 30 days is Sunday, November 22, so Monday the 23rd. */
    expect(termsWindowFor(instagram, "2026-10-23")).toEqual({
      under: "the Instagram Terms of Use",
      days: 30,
      deliveredOn: "2026-10-23",
      ends: { day: "2026-11-23", counted: "2026-11-22", movedBecause: "a Sunday" },
    });
    const whatsapp = { platforms: ["WhatsApp"], recipientBusinessId: "meta-whatsapp-disputes" };
    expect(termsWindowFor(whatsapp, "2026-10-23")?.ends.day).toBe("2026-12-22");
    expect(termsWindowFor(whatsapp, null)).toBeNull();
    /* Not a notice of dispute: no window. */
    expect(termsWindowFor({ platforms: ["Instagram"], recipientBusinessId: "meta-main" }, "2026-10-23")).toBeNull();
    expect(termsWindowFor({ platforms: ["Facebook"], recipientBusinessId: "meta-main" }, "2026-10-23")).toBeNull();
  });

  it("prints that day in the guide when delivery was reported, and how to count it when not", () => {
    const letter = letterData({ platforms: ["Instagram"], recipientBusinessId: "meta-instagram-disputes" });
    const guide = (deliveredOn: string | null, recordedBy: "sender" | "our_mail" = "our_mail") =>
      renderLetterText(
        smallClaimsGuideBlocks({
          letterId: 3,
          letter,
          preparedOn: "2026-11-30",
          first: {
            date: "2026-10-20",
            deadline: "2026-11-19",
            sent: { ...bySender("2026-10-20"), recordedBy },
            deliveredOn,
          },
          deadlinePassed: true,
          outcome: null,
          exhibits: [],
        }),
      );
    expect(guide("2026-10-23")).toContain(
      "The mail service reported your notice delivered on October 23, 2026, so the 30 days end on November 23, 2026, moved to the next business day because November 22, 2026 is a Sunday.",
    );
    /* A delivery day the sender recorded is theirs, never the mail service's report. */
    expect(guide("2026-10-23", "sender")).toContain(
      "You recorded your notice delivered on October 23, 2026, so the 30 days end on November 23, 2026,",
    );
    expect(guide("2026-10-23", "sender")).not.toContain("The mail service reported");
    expect(guide(null)).toContain(
      "That period counts from the day Meta received your notice, not from the date of your letter.",
    );
  });
});

describe("WhatsApp's one-year limit to bring a claim", () => {
  it("ends the day before the first anniversary of the ban, never moved to a business day", () => {
    expect(claimLimitLastDay("2026-03-10", 1)).toBe("2027-03-09");
    expect(claimLimitLastDay("2028-02-29", 1)).toBe("2029-02-28");
    /* Saturday, May 8, 2027 stays: a later date could cost the claim. */
    expect(claimLimitLastDay("2026-05-09", 1)).toBe("2027-05-08");
  });

  it("applies to WhatsApp letters only, from the ban date, and reads as a date", () => {
    const limit = claimLimitFor({ platforms: ["Instagram", "WhatsApp"], banDate: new Date("2026-03-10T00:00:00Z") });
    expect(limit).toEqual({
      platform: "WhatsApp",
      termsName: "the WhatsApp Terms of Service",
      rule: "within one year after the dispute first arose",
      arose: "2026-03-10",
      lastDay: "2027-03-09",
    });
    expect(claimLimitSentence(limit!)).toBe(
      "Under the WhatsApp Terms of Service, a claim must be brought within one year after the dispute first arose. Counted from the day the account was disabled (March 10, 2026), the last day is March 9, 2027.",
    );
    expect(
      claimLimitFor({ platforms: ["Instagram", "Facebook"], banDate: new Date("2026-03-10T00:00:00Z") }),
    ).toBeNull();
  });

  it("is in the guide, under its own heading", () => {
    const text = renderLetterText(
      smallClaimsGuideBlocks({
        letterId: 4,
        letter: letterData({
          platforms: ["WhatsApp"],
          recipientBusinessId: "meta-whatsapp-disputes",
          banDate: new Date("2026-03-10T00:00:00Z"),
        }),
        preparedOn: "2026-11-30",
        first: null,
        deadlinePassed: false,
        outcome: null,
        exhibits: [],
      }),
    );
    expect(text).toContain("Time limit");
    expect(text).toContain(
      "Counted from the day the account was disabled (March 10, 2026), the last day is March 9, 2027.",
    );
  });
});

describe("the ban date and the letter's date", () => {
  it("refuses a ban or appeal date after the sender's today, and takes today itself", () => {
    const ban = (day: string) => new Date(`${day}T00:00:00Z`);
    expect(datesAfterLetterDate({ banDate: ban("2026-11-25") }, "2026-11-25")).toEqual({});
    expect(
      datesAfterLetterDate(
        { banDate: ban("2026-11-26"), appeals: [{ date: ban("2026-11-20") }, { date: ban("2026-11-27") }] },
        "2026-11-25",
      ),
    ).toEqual({
      banDate: "Ban date cannot be after the letter's date, which is today where you live: November 25, 2026.",
      "appeals.1.date":
        "An appeal's date cannot be after the letter's date, which is today where you live: November 25, 2026.",
    });
  });
});

function bySender(sentOn: string) {
  return { sentOn, method: "certified_mail" as const, trackingNumber: null, recordedBy: "sender" as const };
}

import { describe, expect, it } from "vitest";
import { daysLeft, dsaWindow, gdprAnswerClock } from "../../../src/domain/case/eu-uk-clock.ts";
import { addMonths } from "../../../src/domain/time/months.ts";

describe("calendar months", () => {
  it("ends on the same date, or the month's last day when it is shorter", () => {
    expect(addMonths("2026-11-28", 1)).toBe("2026-12-28");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(() => addMonths("28/11/2026", 1)).toThrow(RangeError);
  });
});

describe("the GDPR answer clock", () => {
  it("is due one month after receipt, three with an extension announced inside the first", () => {
    expect(gdprAnswerClock("2026-11-28")).toEqual({
      receivedOn: "2026-11-28",
      dueOn: "2026-12-28",
      extendedDueOn: "2027-02-28",
      extensionNoticeBy: "2026-12-28",
    });
    const endOfJanuary = gdprAnswerClock("2027-01-31");
    expect(endOfJanuary.dueOn).toBe("2027-02-28");
    expect(endOfJanuary.extendedDueOn).toBe("2027-04-30");
  });
});

describe("the DSA six-month window", () => {
  it("counts from the decision day the user gave, ending the day before the six-month date", () => {
    expect(dsaWindow({ banDate: "2026-06-01", decisionDate: "2026-06-03" })).toEqual({
      from: "2026-06-03",
      countedFrom: "decision",
      lastDay: "2026-12-02",
    });
  });

  it("falls back on the ban date when no decision day is given", () => {
    expect(dsaWindow({ banDate: "2026-08-31" })).toEqual({
      from: "2026-08-31",
      countedFrom: "ban",
      lastDay: "2027-02-27",
    });
    expect(dsaWindow({ banDate: "2026-08-31", decisionDate: null }).countedFrom).toBe("ban");
  });

  it("counts days left, 0 on the day and negative after", () => {
    const { lastDay } = dsaWindow({ banDate: "2026-06-01" });
    expect(lastDay).toBe("2026-11-30");
    expect(daysLeft("2026-11-28", lastDay)).toBe(2);
    expect(daysLeft(lastDay, lastDay)).toBe(0);
    expect(daysLeft("2026-12-01", lastDay)).toBe(-1);
  });
});

import { describe, expect, it } from "vitest";
import { type CaseState, followUpOffered, nextStepFor } from "../../../src/domain/case/case.ts";
import { usDocumentsOffered, usOnlyRefusal } from "../../../src/domain/case/us-only-documents.ts";
import { sendingWords, sendMethodsFor } from "../../../src/domain/case/sending.ts";
import { replyDeadline } from "../../../src/domain/time/deadlines.ts";
import { dueReminders } from "../../../src/server/features/case/reminders.ts";

/* Decision 0053: the US documents are for US senders; an EU or UK sender's next step is out of court. */
describe("usOnlyRefusal", () => {
  it("refuses EU and UK senders, naming the document and the route instead; a US letter passes", () => {
    expect(usOnlyRefusal({ country: "DE" }, "small-claims")).toBe(
      "The small-claims guide is for senders in the United States: it relies on US courts, terms and law. For a letter from the European Union, your route is the out-of-court guide on your case page.",
    );
    expect(usOnlyRefusal({ country: "GB" }, "final-notice")).toMatch(
      /^The final notice is for senders in the United States.+For a letter from the United Kingdom,/,
    );
    expect(usOnlyRefusal({ country: "US" }, "arbitration")).toBeNull();
    expect(usOnlyRefusal({ country: null }, "ag-complaint")).toBeNull();
    expect(usDocumentsOffered({ country: "IE" })).toBe(false);
    expect(usDocumentsOffered({})).toBe(true);
  });
});

describe("the case's next step for a sender abroad", () => {
  const base: CaseState = {
    letterId: 7,
    paid: true,
    mailOrdered: false,
    mailDelivered: false,
    sentRecorded: true,
    deadline: { date: "2026-12-02", daysLeft: 0, passed: true },
    outcome: null,
    usSender: false,
  };
  const outOfCourt = { label: "See your out-of-court route", href: "/letters/7#out-of-court" };

  it("never offers the final notice; past the deadline or after a refusal, points to the out-of-court card", () => {
    expect(followUpOffered(base)).toBe(false);
    expect(followUpOffered({ ...base, usSender: true })).toBe(true);
    expect(nextStepFor(base).action).toEqual(outOfCourt);
    const refused = nextStepFor({
      ...base,
      deadline: { ...base.deadline!, passed: false, daysLeft: 5 },
      outcome: "refused",
    });
    expect(refused.text).toMatch(/^Meta refused\. Your next step is out of court/);
    expect(refused.action).toEqual(outOfCourt);
    expect(nextStepFor({ ...base, usSender: true }).action.href).toBe("/api/demand-letters/7/download/follow-up/pdf");
  });

  it("before the deadline: registered post, not certified mail; the restored account as for anyone", () => {
    const early = { ...base, sentRecorded: false, deadline: { date: "2026-12-02", daysLeft: 12, passed: false } };
    expect(nextStepFor(early).text).toMatch(/registered or tracked post/);
    expect(nextStepFor(early).text).not.toMatch(/certified/i);
    const waiting = nextStepFor({ ...early, sentRecorded: true, outcome: "no_reply" });
    expect(waiting.text).toMatch(/your out-of-court route is on this page\.$/);
    expect(nextStepFor({ ...base, outcome: "restored" }).action.href).toBe("/letters");
  });
});

describe("the deadline reminder", () => {
  it("tells an EU or UK sender of their out-of-court route, and a US sender of the US documents", () => {
    const deadline = replyDeadline("2026-11-02");
    const [abroad] = dueReminders(deadline, 0, false);
    expect(abroad?.body).toMatch(/your case page now shows your out-of-court route/);
    expect(abroad?.body).not.toMatch(/final notice|small-claims|arbitration|attorney general/i);
    expect(dueReminders(deadline, 0)[0]?.body).toMatch(/free final notice/);
  });
});

describe("how a sender may have sent the letter", () => {
  it("offers the Postal Service's ways in the US and registered post from abroad, with a courier or by hand to both", () => {
    expect(sendMethodsFor(true)).toEqual(["certified_mail", "priority_mail", "first_class_mail", "courier", "by_hand"]);
    expect(sendMethodsFor(false)).toEqual(["registered_post", "courier", "by_hand"]);
    expect(sendingWords({ method: "registered_post", trackingNumber: "RR123456785DE" })).toBe(
      "by registered post, tracking number RR123456785DE",
    );
  });
});

import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorShape } from "../helpers/error-shape.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

/* The sender mails the letter themselves: documents say it was sent only once they record it (issue 27, part 4). */
let now = new Date("2026-11-02T15:00:00Z");
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  alice = await signUp(t.app, { firstName: "Alice" });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: alice.cookie } });
const record = (id: number, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/demand-letters/${id}/sending`, payload, headers: { cookie: alice.cookie } });
const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");

/** A paid digital letter from San Francisco, downloaded (so dated) on November 2. */
async function datedLetter(): Promise<number> {
  now = new Date("2026-11-02T15:00:00Z");
  const id = await createLetter(t.app, alice.cookie, {});
  await buyLetter(t.app, alice.cookie, id, "digital");
  expect((await get(`/api/demand-letters/${id}/download/pdf`)).statusCode).toBe(200);
  return id;
}

describe("when and how a self-mailed letter was sent", () => {
  it("is refused with a clear message until it can be true: unpaid, before the letter's date, after the sender's today", async () => {
    const unpaid = await createLetter(t.app, alice.cookie, {});
    const early = await record(unpaid, { sentOn: "2026-11-02", method: "certified_mail" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("You can record how you sent your letter once it is paid for.");

    const id = await datedLetter();
    const before = await record(id, { sentOn: "2026-11-01", method: "certified_mail" });
    expectErrorShape(before);
    expect(before.statusCode).toBe(400);
    expect(before.json().fields.sentOn).toBe(
      "The day you sent it cannot be before your letter's date, November 2, 2026.",
    );

    /* 06:00 UTC on November 10 is still November 9 in San Francisco: the 10th has not come there yet. */
    now = new Date("2026-11-10T06:00:00Z");
    const tomorrow = await record(id, { sentOn: "2026-11-10", method: "certified_mail" });
    expectErrorShape(tomorrow);
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().message).toBe("The day you sent it cannot be later than today.");
    expect((await record(id, { sentOn: "2026-11-09", method: "certified_mail" })).statusCode).toBe(200);

    for (const [payload, field, message] of [
      [{ sentOn: "2026-02-30", method: "certified_mail" }, "sentOn", "Enter the day you sent it."],
      [{ sentOn: "2026-13-01", method: "certified_mail" }, "sentOn", "Enter the day you sent it."],
      [{ sentOn: "2026-11-03", method: "pigeon" }, "method", "Choose how you sent it."],
      [
        { sentOn: "2026-11-03", method: "courier", trackingNumber: "<b>1Z</b>" },
        "trackingNumber",
        "A tracking number has only letters, digits, spaces and dashes.",
      ],
      [
        { sentOn: "2026-11-03", method: "courier", trackingNumber: "1".repeat(41) },
        "trackingNumber",
        "A tracking number has at most 40 characters.",
      ],
    ] as const) {
      const response = await record(id, payload);
      expectErrorShape(response);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
    /* A refused record loses nothing already saved. */
    expect((await get(`/api/demand-letters/${id}/case`)).json().sending).toMatchObject({ sentOn: "2026-11-09" });
  });

  it("is printed only once recorded: the case, the case record and the statement of claim, and recording again replaces it", async () => {
    const id = await datedLetter();
    now = new Date("2026-11-05T18:00:00Z");
    const unrecorded = (await get(`/api/demand-letters/${id}/case`)).json();
    expect(unrecorded).toMatchObject({ sending: null, sendingRecordable: true });
    expect(unrecorded.nextStep.text).toMatch(/then record on the letter's page when and how you sent it\./);
    expect(pdfText((await get(`/api/demand-letters/${id}/download/proof`)).rawPayload)).toContain(
      "When and how the letter was sent: not recorded.",
    );

    const first = await record(id, { sentOn: "2026-11-03", method: "courier", trackingNumber: "1Z999AA10123456784" });
    expect(first.statusCode).toBe(200);
    expect(first.json().sending).toEqual({
      sentOn: "2026-11-03",
      method: "courier",
      trackingNumber: "1Z999AA10123456784",
      recordedBy: "sender",
      deliveredOn: null,
    });
    const again = await record(id, { sentOn: "2026-11-04", method: "first_class_mail", trackingNumber: "" });
    expect(again.statusCode).toBe(200);
    const view = again.json();
    expect(view.events.filter((event: { type: string }) => event.type === "sent")).toEqual([
      {
        type: "sent",
        at: "2026-11-04",
        detail: "You sent your letter by USPS First-Class Mail",
        kind: "sent",
        values: { method: "first_class_mail", tracking: "" },
      },
    ]);
    expect(view.nextStep.text).toMatch(/^Meta has \d+ days left to reply/);

    const caseRecord = pdfText((await get(`/api/demand-letters/${id}/download/proof`)).rawPayload);
    expect(caseRecord).toContain(
      "Sent November 4, 2026 by USPS First-Class Mail, as recorded by the sender; this service did not mail it and has not checked this.",
    );
    expect(caseRecord).not.toContain("not recorded");

    now = new Date("2026-12-05T18:00:00Z");
    const guide = pdfText((await get(`/api/demand-letters/${id}/download/small-claims`)).rawPayload);
    expect(guide).toContain(
      "On November 4, 2026 I sent a written demand dated November 2, 2026 to Meta Platforms, Inc., 1 Meta Way, Menlo Park, CA 94025 by USPS First-Class Mail.",
    );
    expect(guide).not.toContain("does not record when and how you sent your letter");
  });

  it("may carry the delivery day the sender read off the tracking page: checked, printed as theirs, and it starts the terms' window", async () => {
    /* An Instagram notice of dispute: its terms give 30 days from receipt to resolve the dispute. */
    now = new Date("2026-11-02T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie, {
      platforms: ["Instagram"],
      recipientBusinessId: "meta-instagram-disputes",
      accountLogin: "zoe.login@example.com",
    });
    await buyLetter(t.app, alice.cookie, id, "digital");
    expect((await get(`/api/demand-letters/${id}/download/pdf`)).statusCode).toBe(200);
    now = new Date("2026-11-09T18:00:00Z");
    for (const [deliveredOn, message] of [
      ["2026-11-02", "The day it was delivered cannot be before the day you sent it."],
      ["2026-11-10", "The day it was delivered cannot be later than today."],
      ["2026-13-01", "Enter the day it was delivered, or leave it blank."],
    ]) {
      const refused = await record(id, { sentOn: "2026-11-03", method: "certified_mail", deliveredOn });
      expectErrorShape(refused);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.deliveredOn).toBe(message);
    }
    const saved = await record(id, {
      sentOn: "2026-11-03",
      method: "certified_mail",
      trackingNumber: "9407111899560000000000",
      deliveredOn: "2026-11-06",
    });
    expect(saved.statusCode).toBe(200);
    const view = saved.json();
    expect(view.sending).toMatchObject({ deliveredOn: "2026-11-06", recordedBy: "sender" });
    expect(view.events).toContainEqual({
      type: "delivered",
      at: "2026-11-06",
      detail: "Your letter was delivered, as you recorded it",
      kind: "delivered_recorded",
    });
    expect(view.events.map((event: { detail: string }) => event.detail)).toContainEqual(
      expect.stringMatching(/^End of the 30 days .* counted from delivery on November 6, 2026/),
    );
    /* 30 days from November 6 is Sunday, December 6: the page is told the count moved off that day. */
    expect(view.events.find((event: { kind?: string }) => event.kind === "terms_window")).toMatchObject({
      at: "2026-12-07",
      values: { days: 30, platform: "Instagram", delivered: "2026-11-06", moved: "yes", counted: "2026-12-06" },
    });
    const caseRecord = pdfText((await get(`/api/demand-letters/${id}/download/proof`)).rawPayload);
    expect(caseRecord).toContain("delivered November 6, 2026, as recorded by the sender");
    /* 30 days from November 6 is Sunday, December 6: the window ends Monday the 7th, and the pack is offered after. */
    now = new Date("2026-12-07T18:00:00Z");
    expect((await get(`/api/demand-letters/${id}/case`)).json().escalation.arbitrationWindowEnds).toBeNull();
    now = new Date("2026-12-08T18:00:00Z");
    expect((await get(`/api/demand-letters/${id}/case`)).json().escalation.arbitrationWindowEnds).toBe("2026-12-07");
  });

  it("is the mailing's own record for a letter going by our certified mail", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie, {});
    await buyLetter(t.app, alice.cookie, id, "mail");
    const response = await record(id, { sentOn: "2026-11-02", method: "certified_mail" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("This letter goes by our certified mail: its mailing is recorded for you.");
    expect((await get(`/api/demand-letters/${id}/case`)).json()).toMatchObject({
      sending: null,
      sendingRecordable: false,
    });
  });
});

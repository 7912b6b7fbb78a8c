import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, users } from "../../src/server/db/schema.ts";
import { queueClaimLimitReminders } from "../../src/server/features/case/claim-limit-reminders.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, TEST_SESSION_SECRET, type TestApp } from "../helpers/test-app.ts";

/* WhatsApp's terms bar claims not brought within one year after the dispute arose (decision 0025). */

let now = new Date("2026-02-02T18:00:00Z");
const clock = () => now;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const pass = () =>
  queueClaimLimitReminders({
    db: t.db,
    appUrl: "http://app.test",
    sessionSecret: TEST_SESSION_SECRET,
    clock,
    log: t.app.log,
  });
/** The case reminders queued for one person (their receipts aside). */
const remindersTo = (email: string) =>
  t.db
    .select({ kind: emailOutbox.kind, subject: emailOutbox.subject, body: emailOutbox.body })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, email), like(emailOutbox.kind, "case_%")));

/** A paid letter from Dallas about accounts disabled on January 15, 2026. */
async function paidCase(platforms: string[], recipientBusinessId: string) {
  now = new Date("2026-02-02T18:00:00Z");
  const owner = await signUp(t.app, { firstName: "Dana" });
  const id = await createLetter(t.app, owner.cookie, {
    platforms,
    recipientBusinessId,
    /* A notice of dispute carries the account's sign-in contact; WhatsApp's account is its phone number. */
    platformUsernames: platforms.includes("WhatsApp") ? { WhatsApp: "+1 214 555 0134" } : undefined,
    accountLogin: "dana.login@example.com",
    banDate: "2026-01-15",
    city: "Dallas",
    state: "TX",
    zipCode: "75201",
  });
  await buyLetter(t.app, owner.cookie, id, "digital");
  expect((await get(`/api/demand-letters/${id}/download/pdf`, owner.cookie)).statusCode).toBe(200);
  return { id, ...owner };
}

describe("the last day to bring a claim under the WhatsApp terms", () => {
  it("is a date on the case page, and an email 30 days before it, once, only while the case is open", async () => {
    const whatsapp = await paidCase(["WhatsApp"], "meta-whatsapp-disputes");
    const instagram = await paidCase(["Instagram"], "meta-instagram-disputes");
    const restored = await paidCase(["WhatsApp"], "meta-whatsapp-disputes");
    const optedOut = await paidCase(["WhatsApp"], "meta-whatsapp-disputes");
    await t.app.inject({
      method: "POST",
      url: `/api/demand-letters/${restored.id}/outcome`,
      payload: { kind: "restored" },
      headers: { cookie: restored.cookie },
    });
    await t.db.update(users).set({ remindersOff: true }).where(eq(users.id, optedOut.user.id));

    const view = (await get(`/api/demand-letters/${whatsapp.id}/case`, whatsapp.cookie)).json();
    expect(view.timeZone).toBe("America/Chicago");
    expect(view.claimLimit).toEqual({
      date: "2027-01-14",
      daysLeft: 346,
      passed: false,
      terms: "the WhatsApp Terms of Service",
    });
    expect(view.events.find((event: { type: string }) => event.type === "claim_limit")).toEqual({
      type: "claim_limit",
      at: "2027-01-14",
      detail:
        "Last day to bring a claim under the WhatsApp Terms of Service (within one year after the dispute first arose, counted from the ban date)",
      kind: "claim_limit",
      values: { platform: "WhatsApp" },
    });
    expect((await get(`/api/demand-letters/${instagram.id}/case`, instagram.cookie)).json().claimLimit).toBeNull();

    /* 31 days before: nothing yet. */
    now = new Date("2026-12-14T18:00:00Z");
    expect(await pass()).toBe(0);
    /* 30 days before, in Dallas (11:30 p.m. on December 14 there is still the 14th: not yet). */
    now = new Date("2026-12-15T05:30:00Z");
    expect(await pass()).toBe(0);
    now = new Date("2026-12-15T06:30:00Z");
    expect(await pass()).toBe(1);
    const [email] = await remindersTo(whatsapp.email);
    expect(email).toMatchObject({ kind: "case_claim_limit" });
    expect(email!.subject).toMatch(/: 30 days left to bring a claim under the WhatsApp terms$/);
    expect(email!.body).toContain(
      "Under the WhatsApp Terms of Service, a claim must be brought within one year after the dispute first arose. Counted from the day the account was disabled (January 15, 2026), the last day is January 14, 2027.",
    );
    expect(email!.body).toContain(`Your case: http://app.test/letters/${whatsapp.id}`);
    expect(email!.body).toMatch(
      /Stop these reminders \(open the link, then press the button\): http:\/\/app\.test\/api\/reminders\/opt-out\?/,
    );

    /* Once: a later pass (after the hourly pause) finds it queued. */
    now = new Date("2026-12-20T18:00:00Z");
    expect(await pass()).toBe(0);
    expect(await remindersTo(whatsapp.email)).toHaveLength(1);
    for (const other of [instagram, restored, optedOut]) expect(await remindersTo(other.email)).toEqual([]);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, users } from "../../src/server/db/schema.ts";
import { queueArbitrationWindowReminders } from "../../src/server/features/case/arbitration-window-reminders.ts";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import { createSimulatedMailer } from "../../src/server/providers/mail/simulated-mailer.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, TEST_SESSION_SECRET, type TestApp } from "../helpers/test-app.ts";

/* The reminders offer each further document when it applies (issue 28, part 7): here, arbitration after the window. */
let now = new Date("2026-11-02T15:00:00Z");
const clock = () => now;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;
/** One reminder pass at `at`; passes run at most hourly, so each call moves on by a day or more. */
const passAt = (at: string) => {
  now = new Date(at);
  return queueArbitrationWindowReminders({
    db: t.db,
    appUrl: "http://app.test",
    sessionSecret: TEST_SESSION_SECRET,
    clock,
    log: t.app.log,
  });
};
const windowEmailsTo = (email: string) =>
  t.db
    .select({ subject: emailOutbox.subject, body: emailOutbox.body })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, email), eq(emailOutbox.kind, "case_arbitration_window")));

async function paidCase(platforms: string[], recipientBusinessId: string, service: "digital" | "mail") {
  now = new Date("2026-11-02T15:00:00Z");
  const owner = await signUp(t.app, { firstName: "Rosa" });
  const id = await createLetter(t.app, owner.cookie, {
    platforms,
    recipientBusinessId,
    accountLogin: "rosa.login@example.com",
  });
  await buyLetter(t.app, owner.cookie, id, service);
  return { id, ...owner };
}

/** Mails every paid mail order through the simulated mailer to delivery on November 2. */
async function mailToDelivery() {
  const deps = () =>
    testDispatchDeps({ db: t.db, mail: createSimulatedMailer(t.db, { stepMs: 60_000, clock }), clock, log: t.app.log });
  for (const minutes of [0, 1, 2, 4]) {
    now = new Date(Date.parse("2026-11-02T15:00:00Z") + minutes * 60_000 + 5_000);
    while ((await runDispatchOnce(deps())) > 0);
  }
}

describe("the email when the terms' time to resolve the dispute has run out", () => {
  it("goes once, the day after the window ends, for a notice of dispute delivered by our mail or as the sender recorded it", async () => {
    const mailed = await paidCase(["Instagram"], "meta-instagram-disputes", "mail");
    const facebook = await paidCase(["Facebook"], "meta-main", "mail");
    const restored = await paidCase(["Instagram"], "meta-instagram-disputes", "mail");
    const optedOut = await paidCase(["Instagram"], "meta-instagram-disputes", "mail");
    const selfMailed = await paidCase(["Instagram"], "meta-instagram-disputes", "digital");
    await mailToDelivery();
    await t.app.inject({
      method: "POST",
      url: `/api/demand-letters/${restored.id}/outcome`,
      payload: { kind: "restored" },
      headers: { cookie: restored.cookie },
    });
    await t.db.update(users).set({ remindersOff: true }).where(eq(users.id, optedOut.user.id));
    /* The sender mailed it and read the delivery day, November 9, off the tracking page. */
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/demand-letters/${selfMailed.id}/download/pdf`,
          headers: { cookie: selfMailed.cookie },
        })
      ).statusCode,
    ).toBe(200);
    now = new Date("2026-11-10T18:00:00Z");
    const recorded = await t.app.inject({
      method: "PUT",
      url: `/api/demand-letters/${selfMailed.id}/sending`,
      payload: { sentOn: "2026-11-03", method: "certified_mail", deliveredOn: "2026-11-09" },
      headers: { cookie: selfMailed.cookie },
    });
    expect(recorded.statusCode).toBe(200);

    /* Delivered November 2: the 30 days end on December 2. Nothing on the last day itself. */
    expect(await passAt("2026-12-02T18:00:00Z")).toBe(0);
    expect(await passAt("2026-12-03T18:00:00Z")).toBe(1);
    const [email] = await windowEmailsTo(mailed.email);
    expect(email?.subject).toBe("ReinstateLetter: the time Meta's terms give to resolve your dispute has run out");
    expect(email?.body).toContain(
      "Your notice of dispute was delivered on November 2, 2026. Under the Instagram Terms of Use, Meta then had 30 days to resolve the dispute; they ended on December 2, 2026.",
    );
    expect(email?.body).toContain("your case page now offers a demand for arbitration drafted from your case");
    expect(email?.body).toContain(`http://app.test/letters/${mailed.id}`);
    expect(email?.body).toContain("We are not a law firm and this is not legal advice.");
    /* Once per order, whatever later passes see. */
    expect(await passAt(new Date(Date.parse("2026-12-04T18:00:00Z") + HOUR_MS).toISOString())).toBe(0);
    expect(await windowEmailsTo(mailed.email)).toHaveLength(1);

    /* Recorded delivery November 9: the 30 days end on Wednesday, December 9. */
    expect(await passAt("2026-12-09T18:00:00Z")).toBe(0);
    expect(await passAt("2026-12-10T18:00:00Z")).toBe(1);
    expect((await windowEmailsTo(selfMailed.email))[0]?.body).toContain("delivered on November 9, 2026");

    for (const owner of [facebook, restored, optedOut]) expect(await windowEmailsTo(owner.email)).toEqual([]);
  });

  it("is not sent a week or more late, for a window long past", async () => {
    const late = await paidCase(["Instagram"], "meta-instagram-disputes", "mail");
    await mailToDelivery();
    expect(await passAt("2026-12-10T19:00:00Z")).toBe(0);
    expect(await windowEmailsTo(late.email)).toEqual([]);
  });
});

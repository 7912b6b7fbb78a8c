import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema.ts";
import { queueDueReminders } from "../../src/server/features/case/reminders.ts";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import { createSimulatedMailer } from "../../src/server/providers/mail/simulated-mailer.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, TEST_SESSION_SECRET, type TestApp } from "../helpers/test-app.ts";

let now = new Date("2026-11-02T15:00:00Z");
const clock = () => now;
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await signUp(t.app, { firstName: "Alice" });
  bob = await signUp(t.app, { firstName: "Bob" });
  admin = await signUp(t.app, { firstName: "Ada" });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const caseOf = async (id: number, cookie = alice.cookie) =>
  (await call("GET", `/api/demand-letters/${id}/case`, cookie)).json();
const types = (view: { events: { type: string }[] }) => view.events.map((event) => event.type);

/** Runs the mail worker until it has nothing left to do at the current time. */
async function dispatchAll() {
  const deps = testDispatchDeps({
    db: t.db,
    mail: createSimulatedMailer(t.db, { stepMs: 60_000, clock }),
    clock,
    log: t.app.log,
  });
  while ((await runDispatchOnce(deps)) > 0);
}

/** The reminder pass as a freshly started server runs it: nothing but the database carries over. */
const remindersPass = () =>
  queueDueReminders({ db: t.db, appUrl: "http://app.test", sessionSecret: TEST_SESSION_SECRET, clock, log: t.app.log });

async function queuedReminders(userEmail: string) {
  const rows = (await t.db.execute(
    `select kind, subject, body from email_outbox where recipient = '${userEmail}' and kind like 'case_%' order by id` as never,
  )) as unknown as { rows: { kind: string; subject: string; body: string }[] };
  return rows.rows;
}

describe("the case page's data", () => {
  it("answers the owner and admins, 404 for another user, 401 signed out; an unpaid letter's next step is checkout", async () => {
    const id = await createLetter(t.app, alice.cookie);
    const view = await caseOf(id);
    expect(view).toMatchObject({
      letterId: id,
      deadline: null,
      outcome: null,
      nextStep: { action: { href: `/checkout?letterId=${id}` } },
    });
    expect(types(view)).toEqual(["created"]);
    expect((await call("GET", `/api/demand-letters/${id}/case`, bob.cookie)).statusCode).toBe(404);
    expect((await call("GET", `/api/demand-letters/${id}/case`)).statusCode).toBe(401);
    expect((await call("GET", `/api/demand-letters/${id}/case`, admin.cookie)).statusCode).toBe(200);
    expect((await call("GET", `/api/demand-letters/abc/case`, alice.cookie)).statusCode).toBe(400);
  });

  it("follows a mailed letter through delivery: paid, dated version with its SHA-256, handed over, mailed, delivered, deadline 30 days from the letter's date", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie);
    await buyLetter(t.app, alice.cookie, id, "mail");
    await dispatchAll();
    // The simulated mail service moves one step a minute: mailed, in transit, then delivered.
    for (const minutes of [1, 2, 4]) {
      now = new Date(Date.parse("2026-11-02T15:00:00Z") + minutes * 60_000 + 5_000);
      await dispatchAll();
    }
    now = new Date("2026-11-04T15:00:00Z");

    const view = await caseOf(id);
    // (A version's time is the database's own clock, not this test's, so it is checked apart.)
    expect(types(view).filter((type) => type !== "version")).toEqual([
      "created",
      "paid",
      "handed_to_mail",
      "mail_status",
      "mail_status",
      "mail_status",
      "deadline",
    ]);
    expect(view.events.find((event: { type: string }) => event.type === "version").detail).toMatch(
      /^Version 1 dated November 2, 2026 \(fingerprint [0-9a-f]{8}; the case record lists it in full\)$/,
    );
    expect(
      view.events
        .filter((event: { type: string }) => event.type === "mail_status")
        .map((event: { detail: string }) => event.detail),
    ).toEqual([expect.stringMatching(/^Mailed \(simulated tracking number \d{22}\)$/), "In transit", "Delivered"]);
    expect(view.deadline).toEqual({ date: "2026-12-02", daysLeft: 28, passed: false });
    expect(view.nextStep.text).toBe("Meta has 28 days left to reply. When they answer, record it here.");
    /* The sender lives in San Francisco: the case counts and names Pacific time (decision 0025). */
    expect(view).toMatchObject({ timeZone: "America/Los_Angeles", timeZoneName: "Pacific Time", claimLimit: null });
  });
});

describe("recording the outcome", () => {
  it("records what happened for a paid letter, newest first in the answer, and refuses bad input without saving it", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const unpaid = await createLetter(t.app, alice.cookie);
    const early = await call("POST", `/api/demand-letters/${unpaid}/outcome`, alice.cookie, { kind: "refused" });
    expect(early.statusCode).toBe(409);

    const id = await createLetter(t.app, alice.cookie, { platforms: ["Instagram"] });
    await buyLetter(t.app, alice.cookie, id, "digital");
    for (const [body, message] of [
      [{ kind: "won" }, "Choose what happened."],
      [{}, "Choose what happened."],
      [{ kind: "refused", note: "x".repeat(2001) }, "A note has at most 2000 characters."],
      [{ kind: "refused", note: "bad\u0085note" }, "A note cannot contain control characters."],
    ] as const) {
      const refused = await call("POST", `/api/demand-letters/${id}/outcome`, alice.cookie, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await call("POST", `/api/demand-letters/${id}/outcome`, bob.cookie, { kind: "refused" })).statusCode).toBe(
      404,
    );
    expect((await caseOf(id)).outcome).toBeNull();

    now = new Date("2026-11-20T15:00:00Z");
    const saved = await call("POST", `/api/demand-letters/${id}/outcome`, alice.cookie, {
      kind: "no_reply",
      note: "  Nothing yet.  ",
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().outcome).toEqual({
      kind: "no_reply",
      note: "Nothing yet.",
      recordedAt: "2026-11-20T15:00:00.000Z",
    });
    now = new Date("2026-11-21T15:00:00Z");
    const restored = await call("POST", `/api/demand-letters/${id}/outcome`, alice.cookie, { kind: "restored" });
    expect(restored.json().outcome.kind).toBe("restored");
    expect(
      restored
        .json()
        .events.filter((event: { type: string }) => event.type === "outcome")
        .map((event: { detail: string }) => event.detail),
    ).toEqual(["No reply: Nothing yet.", "My account was restored"]);
    expect(restored.json().nextStep.action.href).toBe("/letters");

    const counts = await call("GET", "/api/admin/outcomes", admin.cookie);
    expect(counts.json().counts).toContainEqual({ platform: "Instagram", kind: "restored", count: 1 });
    expect((await call("GET", "/api/admin/outcomes", alice.cookie)).statusCode).toBe(403);
  });
});

describe("reminders", () => {
  it("queues each reminder once when due, across restarts: delivered, 7 days left, the deadline; none after the opt-out", async () => {
    const carol = await signUp(t.app, { firstName: "Carol" });
    now = new Date("2026-10-01T15:00:00Z");
    const id = await createLetter(t.app, carol.cookie, { banDate: "2026-09-20" });
    await buyLetter(t.app, carol.cookie, id, "mail");
    await dispatchAll();
    await remindersPass();
    expect(await queuedReminders(carol.user.email)).toEqual([]);

    now = new Date("2026-10-03T15:00:00Z");
    await dispatchAll();
    await remindersPass();
    await remindersPass();
    /* Delivery is one email, which starts the clock: no second "delivered" reminder (decision 0026). */
    expect(await queuedReminders(carol.user.email)).toEqual([]);
    const deliveryEmails = (
      (await t.db.execute(
        `select subject, body from email_outbox where recipient = '${carol.user.email}' and subject like '%delivered%'` as never,
      )) as unknown as { rows: { subject: string; body: string }[] }
    ).rows;
    expect(deliveryEmails).toHaveLength(1);
    const delivered = deliveryEmails;
    /* The 30th day is a Saturday: the deadline is the Monday after (decision 0025). */
    expect(delivered[0]!.body).toContain(
      "reply by November 2, 2026, 30 days from its date, moved to the next business day because October 31, 2026 is a Saturday.",
    );
    expect(delivered[0]!.body).toContain(`/letters/${id}`);
    /* The test's mailer is simulated, and the email says so: no USPS link. */
    expect(delivered[0]!.subject).toContain("Simulated: ");
    expect(delivered[0]!.body).toContain("Simulated tracking number (not USPS's)");
    expect(delivered[0]!.body).not.toContain("usps.com");

    // A restart between two reminders: the next pass, in a new process, starts from the database alone.
    now = new Date("2026-10-25T15:00:00Z");
    await remindersPass();
    now = new Date("2026-10-26T15:00:00Z");
    await remindersPass();
    const soon = await queuedReminders(carol.user.email);
    expect(soon.map((row) => row.kind)).toEqual(["case_deadline_soon"]);
    expect(soon[0]!.body).toContain(
      "At any time, your case page also offers a request for a copy of the data Meta holds about you",
    );

    now = new Date("2026-11-02T16:00:00Z");
    await remindersPass();
    const all = await queuedReminders(carol.user.email);
    expect(all.map((row) => row.kind)).toEqual(["case_deadline_soon", "case_deadline"]);
    expect(all[1]!.body).toContain(
      "offers a free final notice (a short letter that gives Meta 10 more days), your case record as one PDF, a small-claims and arbitration guide for your state, a request for a copy of your data, and a summary to paste into your state attorney general's complaint form.",
    );
    expect(all[1]!.body).toContain("it offers a demand for arbitration once the days they give Meta");

    // The link in every reminder opens a page whose button turns them off; a forged link does not work.
    const link = /Stop these reminders \(open the link, then press the button\): http:\/\/app\.test(\S+)/.exec(
      all[1]!.body,
    )![1]!;
    const forged = await call("GET", link.replace(/token=[^&]+/, "token=forged"));
    expect(forged.statusCode).toBe(400);
    const opened = await call("GET", link);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain("Turn reminders off");
    /* Opening the link (or a mail scanner prefetching it) changes nothing. */
    const [before] = await t.db.select({ off: users.remindersOff }).from(users).where(eq(users.id, carol.user.id));
    expect(before!.off).toBe(false);
    /* The page's button posts a plain HTML form. */
    const form = (url: string) =>
      t.app.inject({
        method: "POST",
        url,
        payload: "",
        headers: { origin: "http://localhost:5000", "content-type": "application/x-www-form-urlencoded" },
      });
    const optOut = await form(link);
    expect(optOut.statusCode).toBe(200);
    expect(optOut.body).toContain("Reminders are off");
    expect(optOut.body).toContain("Turn reminders back on");
    const [row] = await t.db.select({ off: users.remindersOff }).from(users).where(eq(users.id, carol.user.id));
    expect(row!.off).toBe(true);

    const second = await createLetter(t.app, carol.cookie);
    await buyLetter(t.app, carol.cookie, second, "digital");
    await call("GET", `/api/demand-letters/${second}/download/pdf`, carol.cookie);
    now = new Date("2026-11-25T16:00:00Z");
    await remindersPass();
    expect(await queuedReminders(carol.user.email)).toHaveLength(2);

    const optIn = await form(link.replace("opt-out", "opt-in"));
    expect(optIn.statusCode).toBe(200);
    expect(optIn.body).toContain("Reminders are on");
    await remindersPass();
    expect((await queuedReminders(carol.user.email)).map((row) => row.kind)).toContain("case_deadline_soon");

    /* The case page turns them off and on for the signed-in user. */
    const set = (on: boolean) =>
      t.app.inject({
        method: "PATCH",
        url: "/api/reminders",
        payload: { on },
        headers: { cookie: carol.cookie, origin: "http://localhost:5000" },
      });
    expect((await set(false)).json()).toEqual({ on: false });
    expect((await call("GET", "/api/reminders", carol.cookie)).json()).toEqual({ on: false });
    expect((await set(true)).json()).toEqual({ on: true });
    expect((await call("GET", "/api/reminders", carol.cookie)).json()).toEqual({ on: true });
    expect((await call("GET", "/api/reminders")).statusCode).toBe(401);
  });
});

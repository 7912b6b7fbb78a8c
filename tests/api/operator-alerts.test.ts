import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OperatorAlerts } from "../../src/domain/accounts/operator-alerts.ts";
import { demandLetters, orders, users } from "../../src/server/db/schema.ts";
import { alertStalledMailings, stalledBefore } from "../../src/server/features/alerts/stalled-mailings.ts";
import { jobName } from "../../src/server/features/dispatch/dispatch-deps.ts";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import type { EmailMessage } from "../../src/server/providers/email/email-sender.ts";
import { createLetterStreamClient } from "../../src/server/providers/mail/letterstream-client.ts";
import { createLobClient } from "../../src/server/providers/mail/lob-client.ts";
import type { MailProvider } from "../../src/server/providers/mail/mail-provider.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { createLetter, orderById } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { startLetterStreamStandIn } from "../stand-ins/letterstream-stand-in.ts";
import { startLobStandIn } from "../stand-ins/lob-stand-in.ts";

const LOB_KEY = "test_0123456789abcdef0123456789abcdef";
const LOB_SECRET = "lob-webhook-secret-for-alert-tests";
const LS = { apiId: "alerts-api-id", apiKey: "alerts-api-key" };

let t: TestApp;
let lob: Awaited<ReturnType<typeof startLobStandIn>>;
let letterstream: Awaited<ReturnType<typeof startLetterStreamStandIn>>;
let buyer: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let webhookUrl: string;
let now = new Date();
const clock = () => now;
/** Every email the app sent: through its own sender (webhooks, admin actions) and the worker passes below. */
const sent: EmailMessage[] = [];
const email = { send: async (message: EmailMessage) => void sent.push(message) };

beforeAll(async () => {
  [lob, letterstream] = await Promise.all([
    startLobStandIn({ apiKey: LOB_KEY, webhookSecret: LOB_SECRET }),
    startLetterStreamStandIn(LS),
  ]);
  t = await createTestApp({
    clock,
    email,
    env: { MAIL_PROVIDER: "lob", LOB_API_KEY: LOB_KEY, LOB_API_BASE: lob.url, LOB_WEBHOOK_SECRET: LOB_SECRET },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/webhooks/lob`;
  buyer = await signUp(t.app);
  admin = await signUp(t.app);
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
});
afterAll(async () => {
  await t.close();
  await Promise.all([lob.close(), letterstream.close()]);
});

const lobClient = () => createLobClient({ apiKey: LOB_KEY, baseUrl: lob.url, timeoutMs: 2000 });
const deps = (mail: MailProvider = lobClient()) => testDispatchDeps({ db: t.db, mail, clock, log: t.app.log, email });
const paidMailOrder = async () => buyLetter(t.app, buyer.cookie, await createLetter(t.app, buyer.cookie), "mail");
/** Makes every order due and runs one worker pass; then the clock is the real one again, as Lob's signed events need. */
async function runNow(mail?: MailProvider) {
  now = new Date(now.getTime() + 60 * 60 * 1000);
  const handled = await runDispatchOnce(deps(mail), 50);
  now = new Date();
  return handled;
}
const lobLettersOf = (orderId: number) =>
  lob.letters().filter((entry) => entry.fields["metadata[job]"]?.startsWith(jobName(orderId)));
async function openAlerts(): Promise<OperatorAlerts> {
  const response = await t.app.inject({ url: "/api/admin/alerts", headers: { cookie: admin.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const alertsFor = async (orderId: number) => (await openAlerts()).alerts.filter((a) => a.orderId === orderId);
/** Emails arrive after the request that caused them (sent without waiting): give them a moment. */
async function emailsTo(to: string, about: RegExp) {
  for (let i = 0; i < 40 && !sent.some((m) => m.to === to && about.test(m.subject)); i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return sent.filter((m) => m.to === to && about.test(m.subject));
}

describe("failures reach a person", () => {
  it("a failed Lob letter: alert, admin email, buyer told in plain words; Retry makes exactly one new letter from the same PDF", async () => {
    const orderId = await paidMailOrder();
    await runNow();
    const [first] = lobLettersOf(orderId);
    expect(first).toBeDefined();

    const failed = await lob.sendWebhook(webhookUrl, "letter.failed", first.letter.id);
    expect(JSON.parse(failed.body)).toMatchObject({ outcome: "recorded" });
    expect(await orderById(t.db, orderId)).toMatchObject({ mailStatus: "failed", inQueue: false });

    const [alert] = await alertsFor(orderId);
    expect(alert).toMatchObject({ kind: "mail_failed", order: { mailStatus: "failed", refundRequested: false } });
    expect((await openAlerts()).open).toBeGreaterThanOrEqual(1);
    expect(await emailsTo(admin.email, /alert: Letter failed/)).toHaveLength(1);
    const [told] = await emailsTo(buyer.email, /has not been mailed yet/);
    expect(told.text).toMatch(/has not gone out yet/);
    expect(told.text).toMatch(/send it again within two business days or refund you in full/);

    const retry = await t.app.inject({
      method: "POST",
      url: "/api/admin/queue/retry",
      payload: { orderId },
      headers: { cookie: admin.cookie },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    const letters = lobLettersOf(orderId);
    expect(letters).toHaveLength(2);
    const second = letters[1];
    expect(second.fields["metadata[job]"]).toBe(`${jobName(orderId)}R1`);
    expect(createHash("sha256").update(second.pdf).digest("hex")).toBe(
      createHash("sha256").update(first.pdf).digest("hex"),
    );
    expect(await orderById(t.db, orderId)).toMatchObject({
      mailStatus: "submitted",
      mailProviderId: second.letter.id,
      mailRetries: 1,
      inQueue: true,
    });

    /* The worker's next passes and a repeated failed event for the old letter make no third letter. */
    await runNow();
    await lob.sendWebhook(webhookUrl, "letter.failed", first.letter.id);
    expect(lobLettersOf(orderId)).toHaveLength(2);
  });

  it("a failed mailing can be refunded from the Admin Center instead", async () => {
    const orderId = await paidMailOrder();
    await runNow();
    const [letter] = lobLettersOf(orderId);
    await lob.sendWebhook(webhookUrl, "letter.failed", letter.letter.id);
    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderId}/refund`,
      payload: { reason: "The mail service could not send it." },
      headers: { cookie: admin.cookie },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const [alert] = await alertsFor(orderId);
    expect(alert.order).toMatchObject({ refundRequested: true });
  });

  it("a letter returned to sender: alert and the buyer's email", async () => {
    const orderId = await paidMailOrder();
    await runNow();
    const [letter] = lobLettersOf(orderId);
    lob.advance(letter.letter.id, "Returned to Sender");
    const returned = await lob.sendWebhook(webhookUrl, "letter.certified.returned_to_sender", letter.letter.id);
    expect(JSON.parse(returned.body)).toMatchObject({ outcome: "recorded" });
    expect((await alertsFor(orderId)).map((a) => a.kind)).toEqual(["mail_returned"]);
    expect(await emailsTo(buyer.email, new RegExp(`was returned \\(Order #${orderId}\\)`))).toHaveLength(1);
    expect(await emailsTo(admin.email, /alert: Letter returned/)).not.toHaveLength(0);
  });

  it("a Lob issue event: one alert, even when Lob sends it again", async () => {
    const orderId = await paidMailOrder();
    await runNow();
    const [letter] = lobLettersOf(orderId);
    lob.advance(letter.letter.id, "Issue");
    const issue = await lob.sendWebhook(webhookUrl, "letter.certified.issue", letter.letter.id);
    const eventId = JSON.parse(issue.sent).id as string;
    await lob.sendWebhook(webhookUrl, "letter.certified.issue", letter.letter.id, { eventId });
    expect((await alertsFor(orderId)).map((a) => a.kind)).toEqual(["lob_issue"]);
    expect((await orderById(t.db, orderId)).mailStatus).toBe("submitted");
  });

  it("a paused order (Lob refuses a name over 40 characters): alert, and the buyer told it has not gone out", async () => {
    const orderId = await paidMailOrder();
    const [row] = await t.db.select({ letterId: orders.demandLetterId }).from(orders).where(eq(orders.id, orderId));
    /* Written straight to the row: the checkout now refuses such a name before payment (field limits). */
    await t.db
      .update(demandLetters)
      .set({ fullName: "Alexandria Konstantinopoulou-Vanderbilt Jr" })
      .where(eq(demandLetters.id, row.letterId as number));
    await runNow();
    const paused = await orderById(t.db, orderId);
    expect(paused).toMatchObject({ mailStatus: "not_submitted", dispatchNextAt: null, inQueue: true });
    const [alert] = await alertsFor(orderId);
    expect(alert.kind).toBe("order_paused");
    expect(alert.message).toMatch(/40 characters/);
    const [told] = await emailsTo(buyer.email, new RegExp(`has not been mailed yet \\(Order #${orderId}\\)`));
    expect(told.text).toMatch(/has not gone out yet/);
  });

  it("LetterStream out of funds (-911): one alert a day, and the buyer told once", async () => {
    const orderId = await paidMailOrder();
    const mail = createLetterStreamClient({ ...LS, baseUrl: letterstream.url, timeoutMs: 1500 });
    letterstream.failNext("no_funds", { operation: "preauth" });
    await runNow(mail);
    letterstream.failNext("no_funds", { operation: "preauth" });
    await runDispatchOnce(deps(mail), 50);
    expect((await alertsFor(orderId)).map((a) => a.kind)).toEqual(["mail_no_funds"]);
    expect(await emailsTo(buyer.email, new RegExp(`has not been mailed yet \\(Order #${orderId}\\)`))).toHaveLength(1);
  });

  it("a mailing with no provider change for 5 business days: one alert, and the buyer told", async () => {
    const orderId = await paidMailOrder();
    await runNow();
    /* An hour before the line, wherever weekends and holidays put it (Thanksgiving moves it back a day). */
    const quiet = new Date(stalledBefore(now).getTime() - 60 * 60 * 1000);
    await t.db.update(orders).set({ letterstreamUpdatedAt: quiet }).where(eq(orders.id, orderId));
    const alertDeps = { ...deps(), adminAlertEmail: "ops@example.com" };
    expect(await alertStalledMailings(alertDeps)).toBeGreaterThanOrEqual(1);
    await alertStalledMailings(alertDeps);
    expect((await alertsFor(orderId)).map((a) => a.kind)).toEqual(["mail_stalled"]);
    expect(await emailsTo("ops@example.com", new RegExp(`Order #${orderId}`))).toHaveLength(1);
    expect(await emailsTo(buyer.email, new RegExp(`has not been mailed yet \\(Order #${orderId}\\)`))).toHaveLength(1);
  });

  it("an admin resolves an alert: it leaves the count; only admins see or resolve alerts", async () => {
    const before = await openAlerts();
    const [first] = before.alerts;
    const resolve = (cookie: string) =>
      t.app.inject({ method: "POST", url: `/api/admin/alerts/${first.id}/resolve`, headers: { cookie } });
    expect((await resolve(buyer.cookie)).statusCode).toBe(403);
    expect((await resolve(admin.cookie)).statusCode).toBe(200);
    expect((await resolve(admin.cookie)).statusCode).toBe(404);
    expect((await openAlerts()).open).toBe(before.open - 1);
  });
});

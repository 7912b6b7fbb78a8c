import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { scaled } from "../timeouts.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, letterVersions, mailProofs } from "../../src/server/db/schema.ts";
import { jobName } from "../../src/server/features/dispatch/dispatch-deps.ts";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import { fetchDueProofs } from "../../src/server/features/dispatch/fetch-proofs.ts";
import { createLobClient } from "../../src/server/providers/mail/lob-client.ts";
import { createSimulatedMailer } from "../../src/server/providers/mail/simulated-mailer.ts";
import { mailProviders } from "../../src/server/providers/mail/mail-providers.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { createLetter, orderById } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { startLobStandIn } from "../stand-ins/lob-stand-in.ts";

const API_KEY = "test_0123456789abcdef0123456789abcdef";
const SECRET = "lob-webhook-secret-for-tests";

let t: TestApp;
let lob: Awaited<ReturnType<typeof startLobStandIn>>;
let user: Awaited<ReturnType<typeof signUp>>;
let webhookUrl: string;
let now = new Date();
const clock = () => now;

beforeAll(async () => {
  lob = await startLobStandIn({ apiKey: API_KEY, webhookSecret: SECRET });
  t = await createTestApp({
    clock,
    env: { MAIL_PROVIDER: "lob", LOB_API_KEY: API_KEY, LOB_API_BASE: lob.url, LOB_WEBHOOK_SECRET: SECRET },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/webhooks/lob`;
  user = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  await lob.close();
});

const lobClient = () => createLobClient({ apiKey: API_KEY, baseUrl: lob.url, timeoutMs: 2000 });
const deps = () => testDispatchDeps({ db: t.db, mail: lobClient(), clock, log: t.app.log });
const order = (id: number) => orderById(t.db, id);
const paidMailOrder = async () => buyLetter(t.app, user.cookie, await createLetter(t.app, user.cookie), "mail");
async function runNow() {
  now = new Date(now.getTime() + 60 * 60 * 1000);
  return runDispatchOnce(deps(), 50);
}
const lettersOf = (orderId: number) =>
  lob.letters().filter((entry) => entry.fields["metadata[job]"] === jobName(orderId));

describe("certified mail through Lob", () => {
  it(
    "creates one letter with the very PDF kept as the mailed copy, follows Lob's signed events to delivered, and keeps the printed piece",
    async () => {
      const orderId = await paidMailOrder();
      await runNow();
      const [created] = lettersOf(orderId);
      expect(lettersOf(orderId)).toHaveLength(1);
      expect(created.fields).toMatchObject({ extra_service: "certified_return_receipt" });
      const [mailedCopy] = await t.db
        .select()
        .from(letterVersions)
        .where(and(eq(letterVersions.orderId, orderId), eq(letterVersions.reason, "mailed")));
      expect(createHash("sha256").update(created.pdf).digest("hex")).toBe(mailedCopy.pdfSha256);
      // Lob's create reply carries the certified tracking number: kept and shown from creation, before any scan.
      expect(created.letter.tracking_number).toMatch(/^\d{22}$/);
      expect(await order(orderId)).toMatchObject({
        mailStatus: "submitted",
        mailProvider: "lob",
        mailProviderId: created.letter.id,
        mailTracking: created.letter.tracking_number,
      });
      const listed = await t.app.inject({ method: "GET", url: "/api/orders", headers: { cookie: user.cookie } });
      expect(listed.json().find((row: { id: number }) => row.id === orderId)).toMatchObject({
        mailStatus: "submitted",
        mailTracking: created.letter.tracking_number,
      });
      // Printed on one side, as LetterStream prints ours (decision 0038).
      expect(created.fields.double_sided).toBe("false");

      now = new Date();
      lob.advance(created.letter.id, "Mailed");
      const mailedEvent = await lob.sendWebhook(webhookUrl, "letter.certified.mailed", created.letter.id);
      expect(mailedEvent.status, mailedEvent.body).toBe(200);
      expect(JSON.parse(mailedEvent.body)).toEqual({ received: true, outcome: "recorded" });
      const mailed = await order(orderId);
      expect(mailed.mailStatus).toBe("mailed");
      expect(mailed.mailTracking).toBe(created.letter.tracking_number);
      expect(mailed.letterstreamStatus).toMatch(/^Mailed/);

      // The same event again is processed once.
      const eventId = JSON.parse(mailedEvent.sent).id as string;
      const replay = await lob.sendWebhook(webhookUrl, "letter.certified.mailed", created.letter.id, { eventId });
      expect(JSON.parse(replay.body)).toEqual({ received: true, outcome: "duplicate" });

      // A bad or stale signature gets 400 and changes nothing.
      lob.advance(created.letter.id, "Delivered");
      const forged = await lob.sendWebhook(webhookUrl, "letter.certified.delivered", created.letter.id, {
        secret: "not-the-secret",
      });
      expect(forged.status).toBe(400);
      const stale = await lob.sendWebhook(webhookUrl, "letter.certified.delivered", created.letter.id, {
        timestamp: String(Date.now() - 60 * 60 * 1000),
      });
      expect(stale.status).toBe(400);
      expect(JSON.parse(stale.body).message).toMatch(/signature is not valid/);
      expect((await order(orderId)).mailStatus).toBe("mailed");

      const delivered = await lob.sendWebhook(webhookUrl, "letter.certified.delivered", created.letter.id);
      expect(JSON.parse(delivered.body)).toEqual({ received: true, outcome: "recorded" });
      const done = await order(orderId);
      expect(done).toMatchObject({ mailStatus: "delivered", inQueue: false });
      expect(done.mailEvents.map((event) => event.status)).toEqual(["submitted", "mailed", "delivered"]);

      await fetchDueProofs(deps(), 50);
      const proofs = await t.db.select().from(mailProofs).where(eq(mailProofs.orderId, orderId));
      expect(proofs.map((proof) => [proof.kind, proof.simulated])).toEqual([["printed_piece", false]]);
      expect(proofs[0].pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect((await order(orderId)).proofNextAt).toBeNull();
    },
    scaled(60_000),
  ); // the first render and the first file-worker start happen here

  it("a create whose reply was lost is found by its job and mailed once", async () => {
    const orderId = await paidMailOrder();
    lob.failNext("drop_after_create");
    await runNow();
    expect(await order(orderId)).toMatchObject({ mailStatus: "not_submitted", dispatchAttempts: 1 });
    await runNow();
    expect(lettersOf(orderId)).toHaveLength(1);
    expect(await order(orderId)).toMatchObject({
      mailStatus: "submitted",
      mailProviderId: lettersOf(orderId)[0].letter.id,
    });
  });

  it("without webhooks, polling follows the letter", async () => {
    const orderId = await paidMailOrder();
    await runNow();
    const [created] = lettersOf(orderId);
    lob.advance(created.letter.id, "Mailed");
    lob.advance(created.letter.id, "In Transit");
    await runNow();
    expect(await order(orderId)).toMatchObject({ mailStatus: "in_transit", letterstreamStatus: "In Transit" });
  });

  it("an event for a letter that is no order of ours, or that cannot be read, changes nothing and is kept for an admin", async () => {
    now = new Date(); // signatures are checked against the app's clock
    const stray = await lobClient().hold({
      job: "XX00000001",
      docId: "X1",
      to: { name1: "Someone", address1: "1 Main St", city: "Austin", state: "TX", zip: "78701" },
      from: { name1: "Someone Else", address1: "2 Main St", city: "Austin", state: "TX", zip: "78701" },
      pdf: Buffer.from("%PDF-1.4\n%%EOF\n"),
      pages: 1,
    });
    const answer = await lob.sendWebhook(webhookUrl, "letter.certified.delivered", stray.authCode);
    expect(JSON.parse(answer.body)).toEqual({ received: true, outcome: "unknown_order" });
    const audited = await t.db.select().from(auditEvents).where(eq(auditEvents.targetId, stray.authCode));
    expect(audited.map((entry) => entry.action)).toEqual(["mail.event_unknown_order"]);

    const garbage = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/lob",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(garbage.statusCode).toBe(400);
  });

  it("an order handed to another provider stays with it: without its keys it waits for an admin, nothing is sent elsewhere", async () => {
    const orderId = await paidMailOrder();
    const simulated = createSimulatedMailer(t.db, { stepMs: 1000, clock });
    await runDispatchOnce({ ...deps(), mail: mailProviders(simulated) }, 50);
    expect(await order(orderId)).toMatchObject({ mailProvider: "simulated", mailStatus: "submitted" });
    const before = lob.letters().length;
    await runNow();
    const paused = await order(orderId);
    expect(paused.dispatchError).toMatch(/handed to the simulated mailer, whose keys are not set on this server/);
    expect(lob.letters().length).toBe(before);
  });
});

import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "../../src/server/db/client.ts";
import { emailOutbox, orders } from "../../src/server/db/schema.ts";
import { recordMailProgress } from "../../src/server/features/dispatch/record-progress.ts";
import { claimDueEmail } from "../../src/server/features/outbox/claim-email.ts";
import { startDispatchWorker } from "../../src/server/features/dispatch/dispatch-worker.ts";
import { OUTBOX_TIMINGS, type OutboxDeps } from "../../src/server/features/outbox/outbox-deps.ts";
import { KEEP_SENT_EMAILS_MS } from "../../src/server/features/outbox/prune-emails.ts";
import { sendDueEmails } from "../../src/server/features/outbox/send-emails.ts";
import { queueReceipt } from "../../src/server/features/payments/queue-receipt.ts";
import {
  createEmailSender,
  type EmailMessage,
  type EmailSender,
} from "../../src/server/providers/email/email-sender.ts";
import { createSimulatedMailer } from "../../src/server/providers/mail/simulated-mailer.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter, payLocal } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { startSmtpCatcher } from "../stand-ins/smtp-catcher.ts";
import { scaled } from "../timeouts.ts";

/**
 * The email outbox: receipts and mail-progress emails are queued in the transaction that changes
 * the order, then sent by whoever claims them, at least once and (barring a crash right after
 * SMTP took one) once. The app sends through real SMTP to a loopback catcher; `failNext` makes
 * the next sends fail the way an SMTP server refusing for a while would.
 */
let now = new Date();
const clock = () => now;
const advance = (ms: number) => (now = new Date(now.getTime() + ms));

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let smtpSender: EmailSender;
let user: Awaited<ReturnType<typeof signUp>>;
let failNext = 0;
const email: EmailSender = {
  async send(message) {
    if (failNext > 0) {
      failNext -= 1;
      throw new Error("451 4.3.0 try again later");
    }
    await smtpSender.send(message);
  },
};

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { APP_URL: "http://app.test" }, clock, email });
  smtpSender = createEmailSender({
    smtpUrl: smtp.url,
    from: "ReinstateLetter <no-reply@app.test>",
    dataDir: t.dataDir,
    log: t.app.log,
  });
  user = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const deps = (overrides: Partial<OutboxDeps> = {}): OutboxDeps => ({
  db: t.db,
  email,
  clock,
  log: t.app.log,
  ...overrides,
});

const newLetter = () => createLetter(t.app, user.cookie);
async function startCheckout(letterId: number, packageType: "digital" | "mail" = "digital") {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/create-checkout-session",
    payload: { letterId, packageType },
    headers: { cookie: user.cookie },
  });
  return response.json() as { checkoutUrl: string; orderId: number };
}
const confirm = (checkoutUrl: string) =>
  t.app.inject({
    url: `/api/checkout/confirm?session_id=${checkoutUrl.split("/").pop()}`,
    headers: { cookie: user.cookie },
  });

function outboxOf(orderId: number) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).orderBy(emailOutbox.id);
}
const receiptsFor = (orderId: number) => smtp.messages.filter((m) => m.text.includes(`receipt for Order #${orderId}`));
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Polls until the order's email row matches, since the first send runs after the request answered. */
async function rowWhen(orderId: number, ready: (row: typeof emailOutbox.$inferSelect) => boolean) {
  let found: typeof emailOutbox.$inferSelect | undefined;
  await expect
    .poll(async () => {
      found = (await outboxOf(orderId))[0];
      return found ? ready(found) : false;
    })
    .toBe(true);
  return found!;
}

/** Puts sent emails back as due, as if the process that sent them had died before saying so. */
function markUnsent(orderIds: number[]) {
  return t.db
    .update(emailOutbox)
    .set({ sentAt: null, nextAttemptAt: now, attempts: 0 })
    .where(inArray(emailOutbox.orderId, orderIds));
}

describe("receipts through the email outbox", () => {
  it("are queued once and sent once when fulfilment runs several times at once", async () => {
    const { checkoutUrl, orderId } = await startCheckout(await newLetter());
    const answers = await Promise.all([
      payLocal(t.app, user.cookie, checkoutUrl),
      confirm(checkoutUrl),
      confirm(checkoutUrl),
    ]);
    expect(answers[0].statusCode).toBe(200);
    expect((await confirm(checkoutUrl)).json()).toMatchObject({ id: orderId, status: "completed" });

    const receipt = await smtp.waitFor((m) => m.text.includes(`receipt for Order #${orderId}`));
    await settle();
    expect(await sendDueEmails(deps())).toBe(0);
    const rows = await outboxOf(orderId);
    expect(rows).toMatchObject([
      { kind: "receipt", recipient: user.email, attempts: 1, lastError: null, nextAttemptAt: null },
    ]);
    expect(rows[0].sentAt).toBeInstanceOf(Date);
    expect(rows[0].messageId).toMatch(new RegExp(`^<receipt\\.${orderId}\\.[0-9a-f]{12}@app\\.test>$`));
    expect(receipt.raw).toContain(`Message-ID: ${rows[0].messageId}`);
    expect(receipt.text).toContain("$5.00");
    expect(receiptsFor(orderId)).toHaveLength(1);
  });

  it("keeps one row per (kind, order): queueing the same receipt again adds nothing", async () => {
    const orderId = await buyLetter(t.app, user.cookie, await newLetter());
    await rowWhen(orderId, (row) => row.sentAt !== null);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const again = await t.db.transaction((tx) => queueReceipt(tx, "http://app.test", [order], now));
    expect(again).toBeUndefined();
    expect(await outboxOf(orderId)).toHaveLength(1);
  });

  it("retries a failed send later, backing off, and sends it once", async () => {
    failNext = 2;
    const orderId = await buyLetter(t.app, user.cookie, await newLetter());
    const failed = await rowWhen(orderId, (row) => row.lastError !== null);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: "451 4.3.0 try again later" });
    expect(failed.nextAttemptAt!.getTime() - now.getTime()).toBe(OUTBOX_TIMINGS.retryMs);

    expect(await sendDueEmails(deps())).toBe(0);
    advance(OUTBOX_TIMINGS.retryMs);
    expect(await sendDueEmails(deps())).toBe(0);
    const again = (await outboxOf(orderId))[0];
    expect(again).toMatchObject({ attempts: 2, sentAt: null });
    expect(again.nextAttemptAt!.getTime() - now.getTime()).toBe(2 * OUTBOX_TIMINGS.retryMs);
    expect(receiptsFor(orderId)).toHaveLength(0);

    advance(2 * OUTBOX_TIMINGS.retryMs);
    expect(await sendDueEmails(deps())).toBe(1);
    expect((await outboxOf(orderId))[0]).toMatchObject({ attempts: 3, lastError: null, nextAttemptAt: null });
    advance(OUTBOX_TIMINGS.maxRetryMs);
    expect(await sendDueEmails(deps())).toBe(0);
    expect(receiptsFor(orderId)).toHaveLength(1);
  });

  it("leaves an email claimed by a sender that died to another sender once the lease has passed", async () => {
    const orderId = await buyLetter(t.app, user.cookie, await newLetter());
    await rowWhen(orderId, (row) => row.sentAt !== null);
    await markUnsent([orderId]);
    const before = receiptsFor(orderId).length;

    expect(await claimDueEmail(deps())).toMatchObject({ orderId, kind: "receipt" }); // and then the process died
    expect(await sendDueEmails(deps())).toBe(0);
    advance(OUTBOX_TIMINGS.leaseMs - 1000);
    expect(await sendDueEmails(deps())).toBe(0);
    advance(1000);
    expect(await sendDueEmails(deps())).toBe(1);
    expect(receiptsFor(orderId)).toHaveLength(before + 1);
  });
});

describe("sent emails", () => {
  it("are deleted by the worker once sent more than 90 days ago; unsent and given-up ones stay", async () => {
    const [oldSent, recentSent, givenUp] = [
      await buyLetter(t.app, user.cookie, await newLetter()),
      await buyLetter(t.app, user.cookie, await newLetter()),
      await buyLetter(t.app, user.cookie, await newLetter()),
    ];
    for (const id of [oldSent, recentSent, givenUp]) await rowWhen(id, (row) => row.sentAt !== null);
    const longAgo = new Date(now.getTime() - KEEP_SENT_EMAILS_MS - 60_000);
    await t.db.update(emailOutbox).set({ sentAt: longAgo }).where(eq(emailOutbox.orderId, oldSent));
    await t.db
      .update(emailOutbox)
      .set({ sentAt: new Date(now.getTime() - KEEP_SENT_EMAILS_MS + 60_000) })
      .where(eq(emailOutbox.orderId, recentSent));
    await t.db
      .update(emailOutbox)
      .set({ sentAt: null, nextAttemptAt: null, createdAt: longAgo, attempts: 20 })
      .where(eq(emailOutbox.orderId, givenUp));

    const worker = startDispatchWorker(
      testDispatchDeps({
        db: t.db,
        mail: createSimulatedMailer(t.db, { stepMs: 60_000, clock }),
        clock,
        log: t.app.log,
      }),
      60_000,
    );
    try {
      await expect.poll(async () => (await outboxOf(oldSent)).length, { timeout: scaled(5000) }).toBe(0);
    } finally {
      await worker.stop();
    }
    expect(await outboxOf(recentSent)).toHaveLength(1);
    expect(await outboxOf(givenUp)).toHaveLength(1);
  });
});

describe("mail progress emails through the email outbox", () => {
  it("are queued once when the same progress is recorded twice at once", async () => {
    const orderId = await buyLetter(t.app, user.cookie, await newLetter(), "mail");
    await t.db.update(orders).set({ mailStatus: "submitted" }).where(eq(orders.id, orderId));
    const [submitted] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const sent: EmailMessage[] = [];
    const dispatch = testDispatchDeps({
      db: t.db,
      mail: createSimulatedMailer(t.db, { stepMs: 60_000, clock }),
      clock,
      log: t.app.log,
      sent,
    });
    const update = { status: "mailed" as const, rawStatus: "Mailed", trackingNumber: "9407111899560000000001" };
    const moved = await Promise.all([
      recordMailProgress(dispatch, submitted, update),
      recordMailProgress(dispatch, submitted, update),
    ]);
    expect(moved.filter(Boolean)).toHaveLength(1);

    await expect.poll(() => sent.length).toBe(1);
    const mailed = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.kind, "mailed")));
    expect(mailed).toHaveLength(1);
    await expect
      .poll(async () => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, mailed[0].id)))[0].sentAt)
      .toBeInstanceOf(Date);
    expect(sent[0]).toMatchObject({
      subject: `ReinstateLetter: Your letter has been mailed (Order #${orderId})`,
      messageId: mailed[0].messageId,
    });
    expect(sent[0].text).toContain("9407111899560000000001");
  });
});

describe("two senders on one database (two pools on PostgreSQL, as two server instances)", () => {
  let second: Database | undefined;
  beforeAll(async () => {
    if (t.databaseUrl) second = await openPostgres(t.databaseUrl, { migrate: false, max: 2 });
  });
  afterAll(() => second?.close());
  const otherDb = () => second?.db ?? t.db;

  /** An email sender that notes who sent what, then hands the message to SMTP. */
  function recordingSender(name: string, log: string[], beforeSend: () => Promise<void> = async () => {}): EmailSender {
    return {
      async send(message) {
        await beforeSend();
        log.push(`${name} ${message.messageId}`);
        await smtpSender.send(message);
      },
    };
  }

  async function paidOrdersWithReceiptsSent(count: number) {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push(await buyLetter(t.app, user.cookie, await newLetter()));
    for (const id of ids) await rowWhen(id, (row) => row.sentAt !== null);
    return ids;
  }

  async function drain(sender: OutboxDeps) {
    while ((await sendDueEmails(sender, 3)) > 0);
  }

  it("never send the email the other one is sending", async () => {
    const ids = await paidOrdersWithReceiptsSent(4);
    await markUnsent(ids);
    const log: string[] = [];
    let arrive = () => {};
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const slow = recordingSender("a", log, async () => {
      if (!first) return;
      first = false;
      arrive();
      await released;
    });

    const a = drain(deps({ email: slow }));
    await arrived;
    await drain(deps({ db: otherDb(), email: recordingSender("b", log) }));
    release();
    await a;

    expect(log.filter((line) => line.startsWith("a "))).toHaveLength(1);
    expect(log.filter((line) => line.startsWith("b "))).toHaveLength(3);
    await expectEachSentOnce(ids, log);
  });

  it("racing over a backlog, send each email once", async () => {
    const ids = await paidOrdersWithReceiptsSent(10);
    await markUnsent(ids);
    const log: string[] = [];
    const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
    await Promise.all([
      drain(deps({ email: recordingSender("a", log, pause) })),
      drain(deps({ db: otherDb(), email: recordingSender("b", log, pause) })),
    ]);
    expect(log.some((line) => line.startsWith("a "))).toBe(true);
    expect(log.some((line) => line.startsWith("b "))).toBe(true);
    await expectEachSentOnce(ids, log);
  });

  async function expectEachSentOnce(orderIds: number[], log: string[]) {
    const rows = await t.db.select().from(emailOutbox).where(inArray(emailOutbox.orderId, orderIds));
    expect(rows).toHaveLength(orderIds.length);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    const sentIds = log.map((line) => line.split(" ")[1]).sort();
    expect(sentIds).toEqual(rows.map((row) => row.messageId).sort());
    for (const row of rows) {
      expect(smtp.messages.filter((m) => m.raw.includes(`Message-ID: ${row.messageId}`))).toHaveLength(2); // the first send, and this one
    }
  }
});

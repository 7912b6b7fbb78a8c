import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, emailOutbox, supportMessages, supportReplies, users } from "../../src/server/db/schema.ts";
import { SUPPORT_LIMITS } from "../../src/server/features/support/routes.ts";
import { expectErrorShape } from "../helpers/error-shape.ts";
import { createLetter, insertOrder } from "../helpers/factories.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { startSmtpCatcher } from "../stand-ins/smtp-catcher.ts";

/**
 * The support channel: /support's form stores, audits and emails each message to SUPPORT_EMAIL
 * through the outbox; admins list them (mail buyers first, then newest), mark them read and
 * answer by email. Emails go over real SMTP to a loopback catcher.
 */
const SUPPORT = "help@app.test";
let now = new Date("2026-11-26T10:00:00Z");
const clock = () => now;
const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let digitalBuyer: Awaited<ReturnType<typeof signUp>>;
let mailBuyer: Awaited<ReturnType<typeof signUp>>;
let mailLetter: number;
let address = 0;
/** Each signed-out sender from an address of its own, so one test's sends do not use up another's limit. */
const nextAddress = () => `198.51.100.${++address}`;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    clock,
    env: { APP_URL: "http://app.test", SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT },
  });
  admin = await signUp(t.app, { firstName: "Grace" });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
  digitalBuyer = await signUp(t.app, { firstName: "Dina", lastName: "Digital" });
  mailBuyer = await signUp(t.app, { firstName: "Mo", lastName: "Mailer" });
  const digitalLetter = await createLetter(t.app, digitalBuyer.cookie);
  mailLetter = await createLetter(t.app, mailBuyer.cookie);
  await insertOrder(t.db, { userId: digitalBuyer.user.id, demandLetterId: digitalLetter, type: "digital" });
  await insertOrder(t.db, { userId: mailBuyer.user.id, demandLetterId: mailLetter, type: "mail" });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

function send(payload: Record<string, unknown>, options: { cookie?: string; ip?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/support/messages",
    payload,
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.ip ?? nextAddress(),
  });
}

const list = (cookie?: string) =>
  t.app.inject({ url: "/api/admin/support/messages", headers: cookie ? { cookie } : {} });

describe("sending a message", () => {
  it("signed out: stored with the typed address, audited, and emailed to the support address", async () => {
    const response = await send({
      name: "Sam Visitor",
      email: "Sam.Visitor@Example.com",
      subject: "Before I buy",
      message: "Does the mailed letter go to Meta's legal department?\nThanks.",
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: number };

    const [stored] = await t.db.select().from(supportMessages).where(eq(supportMessages.id, id));
    expect(stored).toMatchObject({
      userId: null,
      name: "Sam Visitor",
      email: "sam.visitor@example.com",
      subject: "Before I buy",
      priority: false,
      readAt: null,
    });
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, String(id)));
    expect(audit).toMatchObject({ action: "support.message", targetType: "support_message", actorUserId: null });

    const mail = await smtp.waitFor((m) => m.to.includes(SUPPORT) && m.text.includes(`support #${id}:`));
    expect(mail.text).toContain("Does the mailed letter go to Meta's legal department?");
    expect(mail.text).toContain("From: Sam Visitor <sam.visitor@example.com>");
    expect(mail.text).toContain("not signed in");
    expect(mail.text).toContain(`http://app.test/admin/messages/${id}`);
    // The footer every email ends with.
    expect(mail.text).toContain(`Questions? Email ${SUPPORT} or write to us at http://app.test/support`);
  });

  it("signed in: named by the account (typed name and email ignored), with a reference to one of their letters", async () => {
    const response = await send(
      {
        name: "Someone Else",
        email: "someone@else.example",
        message: "My letter was delivered last week; what should I do next?",
        letterId: mailLetter,
      },
      { cookie: mailBuyer.cookie },
    );
    expect(response.statusCode).toBe(201);
    const [stored] = await t.db.select().from(supportMessages).where(eq(supportMessages.id, response.json().id));
    expect(stored).toMatchObject({
      userId: mailBuyer.user.id,
      name: "Mo Mailer",
      email: mailBuyer.email,
      subject: null,
      letterId: mailLetter,
      priority: true,
    });
  });

  it("refuses another user's letter, and a letter reference from a signed-out sender", async () => {
    const theirs = await send(
      { message: "Question about this letter please.", letterId: mailLetter },
      { cookie: digitalBuyer.cookie },
    );
    expect(theirs.statusCode).toBe(400);
    expectErrorShape(theirs);
    expect(theirs.json().fields).toEqual({ letterId: "Choose one of your own letters." });

    const guest = await send({ email: "a@example.com", message: "Question about my letter.", letterId: mailLetter });
    expect(guest.statusCode).toBe(400);
    expect(guest.json().fields).toEqual({ letterId: "Sign in to refer to one of your letters." });
  });

  it.each([
    [
      "no email when signed out",
      { message: "Hello, I have a question." },
      { email: "Enter your email address, so we can answer you." },
    ],
    [
      "a bad email",
      { email: "not-an-email", message: "Hello, I have a question." },
      { email: "Invalid email address" },
    ],
    ["no message", { email: "a@example.com" }, { message: "Write your message." }],
    ["a blank message", { email: "a@example.com", message: "   \n  " }, { message: "Write your message." }],
    [
      "a message too short",
      { email: "a@example.com", message: "Help" },
      { message: "Write at least 10 characters, so we can help." },
    ],
    [
      "a message too long",
      { email: "a@example.com", message: "x".repeat(5001) },
      { message: "Keep it to 5,000 characters or fewer." },
    ],
    [
      "a control character in the message",
      { email: "a@example.com", message: "Hello there\u0007 friend" },
      { message: "It cannot contain control characters." },
    ],
    [
      "a line break in the subject",
      { email: "a@example.com", subject: "Hi\nBcc: x@y.z", message: "Hello, I have a question." },
      { subject: "Subject cannot contain control characters" },
    ],
    [
      "a subject too long",
      { email: "a@example.com", subject: "s".repeat(151), message: "Hello, I have a question." },
      { subject: "Subject must be at most 150 characters" },
    ],
    [
      "a right-to-left override in the name",
      { email: "a@example.com", name: "Sam\u202eevil", message: "Hello, I have a question." },
      { name: expect.stringContaining("cannot contain invisible or direction-changing characters") },
    ],
  ])("answers 400 with the field's message for %s, and stores nothing", async (_label, payload, fields) => {
    const before = await t.db.$count(supportMessages);
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expectErrorShape(response);
    expect(response.json().fields).toEqual(fields);
    expect(await t.db.$count(supportMessages)).toBe(before);
  });

  it("keeps line breaks and turns tabs and Windows line ends plain", async () => {
    const response = await send({ email: "tabs@example.com", message: "First line\r\nSecond\tline" });
    expect(response.statusCode).toBe(201);
    const [stored] = await t.db.select().from(supportMessages).where(eq(supportMessages.id, response.json().id));
    expect(stored.body).toBe("First line\nSecond line");
  });

  it("refuses a message from another site", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/support/messages",
      payload: { email: "a@example.com", message: "Hello, I have a question." },
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expectErrorShape(response);
  });

  it(`limits a signed-out address to ${SUPPORT_LIMITS.guestPerHour} messages an hour`, async () => {
    const ip = nextAddress();
    const message = { email: "busy@example.com", message: "One more question for you." };
    for (let i = 0; i < SUPPORT_LIMITS.guestPerHour; i++) expect((await send(message, { ip })).statusCode).toBe(201);
    const refused = await send(message, { ip });
    expect(refused.statusCode).toBe(429);
    expectErrorShape(refused);
    expect(refused.json().message).toMatch(/^Too many messages\. Please wait \d+ minutes? and try again\.$/);
    // Another address is not held up, and the window ends after an hour.
    expect((await send(message)).statusCode).toBe(201);
    later(61);
    expect((await send(message, { ip })).statusCode).toBe(201);
  });
});

describe("the Messages tab", () => {
  it("lists mail buyers' messages first, then the newest, with the unread count", async () => {
    later(1);
    const digital = (
      await send({ message: "Digital buyer asking a question." }, { cookie: digitalBuyer.cookie })
    ).json().id;
    later(1);
    const guest = (await send({ email: "late@example.com", message: "Newest message of all here." })).json().id;
    const priority = (await t.db.select().from(supportMessages).where(eq(supportMessages.priority, true))).map(
      (row) => row.id,
    );

    const response = await list(admin.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      messages: { id: number; priority: boolean; createdAt: string }[];
      unread: number;
    };
    const ids = body.messages.map((m) => m.id);
    // Every priority message comes before every other, and within each group the newest first.
    expect(ids.slice(0, priority.length).sort()).toEqual([...priority].sort());
    expect(body.messages.slice(priority.length).every((m) => !m.priority)).toBe(true);
    expect(ids.indexOf(guest)).toBe(priority.length);
    expect(ids.indexOf(guest)).toBeLessThan(ids.indexOf(digital));
    for (const group of [body.messages.filter((m) => m.priority), body.messages.filter((m) => !m.priority)]) {
      const times = group.map((m) => m.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    }
    expect(body.unread).toBe(await t.db.$count(supportMessages));
  });

  it("opens a message, marks it read and unread again, each audited", async () => {
    const id = (await send({ message: "Please mark me as read." }, { cookie: digitalBuyer.cookie })).json().id;
    const opened = await t.app.inject({ url: `/api/admin/support/messages/${id}`, headers: { cookie: admin.cookie } });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id, body: "Please mark me as read.", readAt: null, replies: [] });

    const mark = (read: boolean) =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/support/messages/${id}/read`,
        payload: { read },
        headers: { cookie: admin.cookie },
      });
    expect((await mark(true)).statusCode).toBe(200);
    const [read] = await t.db.select().from(supportMessages).where(eq(supportMessages.id, id));
    expect(read.readAt).toEqual(now);
    expect((await mark(false)).statusCode).toBe(200);
    const [unread] = await t.db.select().from(supportMessages).where(eq(supportMessages.id, id));
    expect(unread.readAt).toBeNull();
    const actions = (
      await t.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.targetId, String(id)))
    )
      .filter((row) => row.targetType === "support_message")
      .map((row) => [row.action, row.actorUserId]);
    expect(actions).toEqual([
      ["support.message", digitalBuyer.user.id],
      ["support.read", admin.user.id],
      ["support.unread", admin.user.id],
    ]);
  });

  it("answers by email: the reply is stored, audited, queued in the outbox and delivered to the sender", async () => {
    const id = (
      await send({ name: "Rita", email: "rita@example.com", subject: "Refund?", message: "Can I get a refund please?" })
    ).json().id;
    later(5);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/support/messages/${id}/reply`,
      payload: { message: "Yes: reply with your order number\nand we will look." },
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Your reply is on its way to rita@example.com.");

    const [message] = await t.db.select().from(supportMessages).where(eq(supportMessages.id, id));
    expect(message.repliedAt).toEqual(now);
    expect(message.readAt).toEqual(now);
    const replies = await t.db.select().from(supportReplies).where(eq(supportReplies.messageId, id));
    expect(replies).toMatchObject([
      { adminUserId: admin.user.id, body: "Yes: reply with your order number\nand we will look." },
    ]);
    const [audit] = (await t.db.select().from(auditEvents).where(eq(auditEvents.action, "support.reply"))).filter(
      (row) => row.targetId === String(id),
    );
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      details: { replyId: replies[0].id, to: "rita@example.com" },
    });
    const outbox = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.supportMessageId, id))
      .orderBy(emailOutbox.id);
    expect(outbox.map((row) => [row.kind, row.recipient])).toEqual([
      ["support_message", SUPPORT],
      ["support_reply", "rita@example.com"],
    ]);

    const mail = await smtp.waitFor((m) => m.to.includes("rita@example.com"));
    expect(mail.raw).toMatch(/^Subject: Re: Refund\? \(#\d+\)/m);
    expect(mail.text).toContain("Hello Rita,");
    expect(mail.text).toMatch(/Yes: reply with your order number\r?\nand we will look\./);
    expect(mail.text).toContain("> Can I get a refund please?");
    expect(mail.text).toContain(`Questions? Email ${SUPPORT}`);
    const opened = await t.app.inject({ url: `/api/admin/support/messages/${id}`, headers: { cookie: admin.cookie } });
    expect(opened.json().replies).toMatchObject([{ body: replies[0].body, admin: admin.email }]);
  });

  it("refuses an empty reply and a message that does not exist", async () => {
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/admin/support/messages/1/reply",
      payload: { message: "  " },
      headers: { cookie: admin.cookie },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ message: "Write your reply." });
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/admin/support/messages/999999/reply",
      payload: { message: "Hello" },
      headers: { cookie: admin.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expectErrorShape(missing);
  });

  it("is for admins only: 401 signed out, 403 for a customer, on every call", async () => {
    const id = (await send({ email: "private@example.com", message: "Something private here." })).json().id;
    const calls = [
      { method: "GET" as const, url: "/api/admin/support/messages" },
      { method: "GET" as const, url: `/api/admin/support/messages/${id}` },
      { method: "POST" as const, url: `/api/admin/support/messages/${id}/read`, payload: { read: true } },
      { method: "POST" as const, url: `/api/admin/support/messages/${id}/reply`, payload: { message: "Hi" } },
    ];
    for (const call of calls) {
      for (const [cookie, status] of [
        [undefined, 401],
        [mailBuyer.cookie, 403],
        [digitalBuyer.cookie, 403],
      ] as const) {
        const response = await t.app.inject({ ...call, headers: cookie ? { cookie } : {} });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(status);
        expectErrorShape(response);
      }
    }
    const [untouched] = await t.db.select().from(supportMessages).where(eq(supportMessages.id, id));
    expect(untouched).toMatchObject({ readAt: null, repliedAt: null });
    expect(await t.db.$count(supportReplies, eq(supportReplies.messageId, id))).toBe(0);
    expect((await list(admin.cookie)).json().messages.some((m: { id: number }) => m.id === id)).toBe(true);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmailSender } from "../../src/server/providers/email/email-sender.ts";
import { emailOutbox, supportMessages, users } from "../../src/server/db/schema.ts";
import { sendDueEmails } from "../../src/server/features/outbox/send-emails.ts";
import { emailUnseenChatReplies } from "../../src/server/features/support/chat-away-emails.ts";
import { expectErrorShape } from "../helpers/error-shape.ts";
import type { LightMyRequestResponse } from "fastify";
import { createLetter, insertOrder } from "../helpers/factories.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { startSmtpCatcher } from "../stand-ins/smtp-catcher.ts";

/**
 * The live chat (decision 0046): a signed-in user's one conversation, answered from the Messages
 * tab; waiting conversations listed mail buyers first, then the longest wait; a reply not seen in
 * the panel within 3 minutes is emailed once, over real SMTP to a loopback catcher.
 */
const SUPPORT = "help@chat.test";
let now = new Date("2026-11-28T10:00:00Z");
const clock = () => now;
const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ clock, env: { APP_URL: "http://chat.test", SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT } });
  admin = await signUp(t.app, { firstName: "Grace" });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const chat = (cookie?: string) => t.app.inject({ url: "/api/support/chat", headers: cookie ? { cookie } : {} });
const write = (cookie: string | undefined, message: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/support/chat",
    payload: { message },
    headers: cookie ? { cookie } : {},
  });
const seen = (cookie: string, through: number) =>
  t.app.inject({ method: "POST", url: "/api/support/chat/seen", payload: { through }, headers: { cookie } });
const inbox = (cookie: string) => t.app.inject({ url: "/api/admin/support/messages", headers: { cookie } });
const answer = (id: number, message: string, cookie = admin.cookie) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/support/messages/${id}/reply`,
    payload: { message },
    headers: { cookie },
  });
/** The one error shape, with the status expected. */
function fails(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode).toBe(status);
  expectErrorShape(response);
}
const outboxOf = (id: number) => t.db.select().from(emailOutbox).where(eq(emailOutbox.supportMessageId, id));
const sender = () =>
  createEmailSender({ smtpUrl: smtp.url, from: "app@chat.test", dataDir: t.dataDir, log: t.app.log });

describe("the user's side", () => {
  it("opens one conversation, keeps every line, and tells the support address once per wait", async () => {
    const user = await signUp(t.app, { firstName: "Lina", lastName: "Haddad" });
    expect((await chat(user.cookie)).json()).toEqual({ lines: [], waitingSince: null, unseen: 0 });

    const first = await write(user.cookie, "  My letter was returned.\r\nWhat now?  ");
    expect(first.statusCode).toBe(201);
    expect(first.json().lines).toEqual([
      { id: 0, from: "you", body: "My letter was returned.\nWhat now?", createdAt: now.toISOString() },
    ]);
    expect(first.json().waitingSince).toBe(now.toISOString());
    later(1);
    await write(user.cookie, "It says the address was refused.");
    const [row] = await t.db.select().from(supportMessages).where(eq(supportMessages.userId, user.user.id));
    expect(row).toMatchObject({ chat: true, subject: "Live chat", email: user.user.email, priority: false });
    expect(row.waitingSince?.toISOString()).toBe(new Date(now.getTime() - 60_000).toISOString());

    const notices = await outboxOf(row.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: "support_message", recipient: SUPPORT });
    expect(notices[0].subject).toContain("Lina Haddad is waiting");
    await smtp.waitFor((m) => m.to.includes(SUPPORT) && m.text.includes(`live chat #${row.id}`));

    const lines = (await chat(user.cookie)).json().lines;
    expect(lines.map((line: { body: string }) => line.body)).toEqual([
      "My letter was returned.\nWhat now?",
      "It says the address was refused.",
    ]);
  });

  it("is for signed-in users only, and each sees only their own conversation", async () => {
    fails(await chat(), 401);
    fails(await write(undefined, "Hello there"), 401);
    const one = await signUp(t.app);
    const two = await signUp(t.app);
    await write(one.cookie, "Only mine to read.");
    expect((await chat(two.cookie)).json().lines).toEqual([]);
    await write(two.cookie, "Mine alone.");
    expect((await chat(two.cookie)).json().lines.map((line: { body: string }) => line.body)).toEqual(["Mine alone."]);
    // A user cannot reach the admin routes to read or answer anyone's conversation.
    fails(await inbox(one.cookie), 403);
    const [mine] = await t.db.select().from(supportMessages).where(eq(supportMessages.userId, two.user.id));
    fails(await answer(mine.id, "Pretending to be support", one.cookie), 403);
  });

  it("refuses an empty line, control characters and a bad seen mark with a clear 400", async () => {
    const user = await signUp(t.app);
    const empty = await write(user.cookie, "   ");
    fails(empty, 400);
    expect(empty.json().message).toMatch(/Write a message/);
    fails(await write(user.cookie, "bell\u0007"), 400);
    fails(await write(user.cookie, 42), 400);
    fails(await seen(user.cookie, -1), 400);
    fails(
      await t.app.inject({
        method: "POST",
        url: "/api/support/chat/seen",
        payload: {},
        headers: { cookie: user.cookie },
      }),
      400,
    );
  });
});

describe("the admins' side", () => {
  it("lists who is waiting, mail buyers first then the longest wait, and a reply reaches the user's panel", async () => {
    const early = await signUp(t.app, { firstName: "Early" });
    const buyer = await signUp(t.app, { firstName: "Mail", lastName: "Buyer" });
    const letter = await createLetter(t.app, buyer.cookie);
    await insertOrder(t.db, { userId: buyer.user.id, demandLetterId: letter, type: "mail" });
    await write(early.cookie, "I wrote first.");
    later(2);
    await write(buyer.cookie, "I bought certified mail.");
    later(1);

    const list = (await inbox(admin.cookie)).json();
    const mine = list.waiting.filter((w: { email: string }) => [early.user.email, buyer.user.email].includes(w.email));
    expect(mine.map((w: { email: string; priority: boolean }) => [w.email, w.priority])).toEqual([
      [buyer.user.email, true],
      [early.user.email, false],
    ]);
    expect(list.waiting[0].priority).toBe(true);
    const buyerChat = mine[0];
    expect(buyerChat.lastLine).toBe("I bought certified mail.");
    expect(buyerChat.waitingSince).toBe(new Date(now.getTime() - 60_000).toISOString());

    const replied = await answer(buyerChat.id, "Hello, we are looking at it now.");
    expect(replied.statusCode).toBe(200);
    expect(replied.json().message).toContain("Sent in the chat");
    // No email at once: the user sees it in the panel.
    expect((await outboxOf(buyerChat.id)).filter((e) => e.recipient === buyer.user.email)).toEqual([]);

    const view = (await chat(buyer.cookie)).json();
    expect(view.lines.at(-1)).toMatchObject({ from: "support", body: "Hello, we are looking at it now." });
    expect(view.waitingSince).toBeNull();
    expect(view.unseen).toBe(1);
    const after = (await inbox(admin.cookie)).json();
    expect(after.waiting.map((w: { id: number }) => w.id)).not.toContain(buyerChat.id);

    const opened = (
      await t.app.inject({ url: `/api/admin/support/messages/${buyerChat.id}`, headers: { cookie: admin.cookie } })
    ).json();
    expect(opened).toMatchObject({ chat: true, body: "I bought certified mail." });
    expect(opened.replies.map((r: { fromUser: boolean; body: string }) => [r.fromUser, r.body])).toEqual([
      [false, "Hello, we are looking at it now."],
    ]);

    // Seen in the panel: never emailed, even long after.
    expect((await seen(buyer.cookie, view.lines.at(-1).id)).json().unseen).toBe(0);
    later(10);
    await emailUnseenChatReplies({ db: t.db, appUrl: "http://chat.test", now });
    expect((await outboxOf(buyerChat.id)).filter((e) => e.kind === "support_chat_away")).toEqual([]);
  });

  it("emails a reply the user has not seen within 3 minutes, once", async () => {
    const away = await signUp(t.app, { firstName: "Away" });
    await write(away.cookie, "Are you there?");
    const [row] = await t.db.select().from(supportMessages).where(eq(supportMessages.userId, away.user.id));
    await answer(row.id, "Yes: your letter goes out tomorrow.");
    later(2);
    await emailUnseenChatReplies({ db: t.db, appUrl: "http://chat.test", now });
    expect((await outboxOf(row.id)).filter((e) => e.kind === "support_chat_away")).toEqual([]);

    later(2);
    await emailUnseenChatReplies({ db: t.db, appUrl: "http://chat.test", now });
    later(5);
    await emailUnseenChatReplies({ db: t.db, appUrl: "http://chat.test", now });
    const emailed = (await outboxOf(row.id)).filter((e) => e.kind === "support_chat_away");
    expect(emailed).toHaveLength(1);
    expect(emailed[0].recipient).toBe(away.user.email);
    expect(emailed[0].body).toContain("Yes: your letter goes out tomorrow.");

    await sendDueEmails({ db: t.db, email: sender(), clock, log: t.app.log });
    const mail = await smtp.waitFor((m) => m.to.includes(away.user.email));
    expect(mail.text).toContain("support answered you in the chat");
    expect(mail.text).toContain("Yes: your letter goes out tomorrow.");

    // A later reply is emailed on its own, the first not again.
    await answer(row.id, "It went out.");
    later(4);
    await emailUnseenChatReplies({ db: t.db, appUrl: "http://chat.test", now });
    const second = (await outboxOf(row.id)).filter((e) => e.kind === "support_chat_away");
    expect(second).toHaveLength(2);
    expect(second[1].body).toContain("It went out.");
    expect(second[1].body).not.toContain("goes out tomorrow");
  });
});

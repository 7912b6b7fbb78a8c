import { and, asc, eq, sql } from "drizzle-orm";
import { BRAND } from "../../../domain/brand.ts";
import type { CurrentUser } from "../../../domain/accounts/auth.ts";
import type { ChatView } from "../../../domain/accounts/support-messages.ts";
import type { Db } from "../../db/client.ts";
import { supportMessages, supportReplies } from "../../db/schema.ts";
import { recordAudit } from "../admin/record-audit.ts";
import { queueEmail } from "../outbox/queue-email.ts";
import { boughtMail, type SupportDeps } from "./send-support-message.ts";

export const CHAT_SUBJECT = "Live chat";

async function findChat(db: Db, userId: number) {
  const [chat] = await db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.userId, userId), eq(supportMessages.chat, true)));
  return chat;
}

/** The signed-in user's own conversation, every line in order; nobody else's can be asked for. */
export async function getChat(db: Db, userId: number): Promise<ChatView> {
  const chat = await findChat(db, userId);
  if (!chat) return { lines: [], waitingSince: null, unseen: 0 };
  const replies = await db
    .select()
    .from(supportReplies)
    .where(eq(supportReplies.messageId, chat.id))
    .orderBy(asc(supportReplies.id));
  return {
    lines: [
      { id: 0, from: "you", body: chat.body, createdAt: chat.createdAt.toISOString() },
      ...replies.map((reply) => ({
        id: reply.id,
        from: reply.fromUser ? ("you" as const) : ("support" as const),
        body: reply.body,
        createdAt: reply.createdAt.toISOString(),
      })),
    ],
    waitingSince: chat.waitingSince?.toISOString() ?? null,
    unseen: replies.filter((reply) => !reply.fromUser && reply.id > chat.userSeenReplyId).length,
  };
}

/**
 * One line from the user: the first opens their conversation, later ones join it. Waiting starts
 * at the first unanswered line; the support address is emailed when a wait starts, so someone
 * looks even when no admin has the Messages tab open. Priority is their mail purchase as of now.
 */
export async function writeChatLine(deps: SupportDeps, user: CurrentUser, text: string): Promise<number[]> {
  const { now } = deps;
  return deps.db.transaction(async (tx) => {
    const priority = await boughtMail(tx, user.id);
    const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || null;
    const [opened] = await tx
      .insert(supportMessages)
      .values({
        userId: user.id,
        name,
        email: user.email,
        subject: CHAT_SUBJECT,
        body: text,
        priority,
        chat: true,
        waitingSince: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    let chat = opened;
    let waitStarts = Boolean(opened);
    if (opened) {
      await recordAudit(tx, {
        actorUserId: user.id,
        action: "support.chat",
        targetType: "support_message",
        targetId: opened.id,
        details: { priority },
        at: now,
      });
    } else {
      const [before] = await tx
        .select({ id: supportMessages.id, waitingSince: supportMessages.waitingSince })
        .from(supportMessages)
        .where(and(eq(supportMessages.userId, user.id), eq(supportMessages.chat, true)))
        .for("update");
      waitStarts = before.waitingSince === null;
      await tx.insert(supportReplies).values({ messageId: before.id, body: text, fromUser: true, createdAt: now });
      [chat] = await tx
        .update(supportMessages)
        .set({
          waitingSince: sql`coalesce(${supportMessages.waitingSince}, ${now.toISOString()}::timestamptz)`,
          readAt: null,
          priority,
          name,
        })
        .where(eq(supportMessages.id, before.id))
        .returning();
    }
    if (!waitStarts) return [];
    const emailId = await queueEmail(tx, {
      kind: "support_message",
      supportMessageId: chat.id,
      to: deps.supportEmail,
      subject: `${priority ? "[Priority] " : ""}${BRAND} live chat #${chat.id}: ${name ?? user.email} is waiting`,
      text: [
        `From: ${name ? `${name} <${user.email}>` : user.email} (signed in)`,
        `Priority: ${priority ? "yes (has paid for certified mail)" : "no"}`,
        "",
        text,
        "",
        `Answer in the Admin Center: ${deps.appUrl}/admin/messages/${chat.id}`,
      ].join("\n"),
      appUrl: deps.appUrl,
      now,
    });
    return emailId === undefined ? [] : [emailId];
  });
}

/** The user has seen support's replies up to `through` (never beyond the conversation's own replies). */
export async function markChatSeen(db: Db, userId: number, through: number): Promise<void> {
  await db.execute(sql`
    update support_messages m
    set user_seen_reply_id = greatest(m.user_seen_reply_id, coalesce(
      (select max(r.id) from support_replies r where r.message_id = m.id and r.id <= ${through}), 0))
    where m.user_id = ${userId} and m.chat`);
}

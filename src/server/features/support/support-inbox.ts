import { asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import type {
  SupportMessageList,
  SupportMessageSummary,
  SupportMessageView,
  WaitingChat,
} from "../../../domain/accounts/support-messages.ts";
import type { Db } from "../../db/client.ts";
import { supportMessages, supportReplies, users } from "../../db/schema.ts";
import { recordAudit } from "../admin/record-audit.ts";

/** The Messages tab shows this many, the first in its order (so the oldest non-priority ones fall off first). */
export const INBOX_SIZE = 200;
const PREVIEW_LENGTH = 140;

type MessageRow = typeof supportMessages.$inferSelect;

function summary(row: MessageRow): Omit<SupportMessageSummary, "preview"> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    priority: row.priority,
    signedIn: row.userId !== null,
    chat: row.chat,
    waitingSince: row.waitingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text);

/**
 * Live conversations waiting for an answer, in the order to take them: mail buyers first
 * (decision 0032's priority), then the longest wait.
 */
async function waitingChats(db: Db): Promise<WaitingChat[]> {
  const rows = await db
    .select({
      id: supportMessages.id,
      name: supportMessages.name,
      email: supportMessages.email,
      priority: supportMessages.priority,
      waitingSince: supportMessages.waitingSince,
      lastLine: sql<string>`coalesce((select r.body from support_replies r where r.message_id = support_messages.id
        and r.from_user order by r.id desc limit 1), support_messages.body)`,
    })
    .from(supportMessages)
    .where(isNotNull(supportMessages.waitingSince))
    .orderBy(desc(supportMessages.priority), asc(supportMessages.waitingSince), asc(supportMessages.id))
    .limit(INBOX_SIZE);
  return rows.map((row) => ({
    ...row,
    waitingSince: (row.waitingSince ?? new Date(0)).toISOString(),
    lastLine: preview(row.lastLine),
  }));
}

/** Priority first (mail buyers, decision 0032), then newest; with the count of unread messages. */
export async function listSupportMessages(db: Db): Promise<SupportMessageList> {
  const [waiting, rows, [unread]] = await Promise.all([
    waitingChats(db),
    db
      .select()
      .from(supportMessages)
      .orderBy(desc(supportMessages.priority), desc(supportMessages.createdAt), desc(supportMessages.id))
      .limit(INBOX_SIZE),
    db.select({ n: count() }).from(supportMessages).where(isNull(supportMessages.readAt)),
  ]);
  return {
    waiting,
    messages: rows.map((row) => ({ ...summary(row), preview: preview(row.body) })),
    unread: unread?.n ?? 0,
  };
}

export async function getSupportMessage(db: Db, id: number): Promise<SupportMessageView> {
  const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, id));
  if (!row) throw new AppError("not_found", "Message not found.");
  const replies = await db
    .select({
      id: supportReplies.id,
      body: supportReplies.body,
      admin: users.email,
      fromUser: supportReplies.fromUser,
      createdAt: supportReplies.createdAt,
    })
    .from(supportReplies)
    .leftJoin(users, eq(users.id, supportReplies.adminUserId))
    .where(eq(supportReplies.messageId, id))
    .orderBy(asc(supportReplies.id));
  return {
    ...summary(row),
    body: row.body,
    letterId: row.letterId,
    replies: replies.map((reply) => ({
      ...reply,
      admin: reply.fromUser ? null : reply.admin,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

/** Marks a message read (or unread again), audited with who did it. */
export async function markSupportMessage(
  db: Db,
  options: { id: number; read: boolean; adminId: number; now: Date },
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(supportMessages)
      .set({ readAt: options.read ? options.now : null })
      .where(eq(supportMessages.id, options.id))
      .returning({ id: supportMessages.id });
    if (!row) throw new AppError("not_found", "Message not found.");
    await recordAudit(tx, {
      actorUserId: options.adminId,
      action: options.read ? "support.read" : "support.unread",
      targetType: "support_message",
      targetId: options.id,
      at: options.now,
    });
    return { message: options.read ? "Marked as read." : "Marked as unread." };
  });
}

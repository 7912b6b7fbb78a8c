import { asc, count, desc, eq, isNull } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import type {
  SupportMessageList,
  SupportMessageSummary,
  SupportMessageView,
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
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

/** Priority first (mail buyers, decision 0032), then newest; with the count of unread messages. */
export async function listSupportMessages(db: Db): Promise<SupportMessageList> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(supportMessages)
      .orderBy(desc(supportMessages.priority), desc(supportMessages.createdAt), desc(supportMessages.id))
      .limit(INBOX_SIZE),
    db.select({ n: count() }).from(supportMessages).where(isNull(supportMessages.readAt)),
  ]);
  return {
    messages: rows.map((row) => ({
      ...summary(row),
      preview: row.body.length > PREVIEW_LENGTH ? `${row.body.slice(0, PREVIEW_LENGTH - 1)}…` : row.body,
    })),
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
    replies: replies.map((reply) => ({ ...reply, createdAt: reply.createdAt.toISOString() })),
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

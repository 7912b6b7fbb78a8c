import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { BRAND } from "../../../domain/brand.ts";
import { CHAT_AWAY_MINUTES } from "../../../domain/accounts/support-promises.ts";
import type { Db } from "../../db/client.ts";
import { supportMessages, supportReplies } from "../../db/schema.ts";
import { accountLanguage, emailWords } from "../../i18n/emails.ts";
import { queueEmail } from "../outbox/queue-email.ts";

/**
 * Support's chat replies the user has not seen in the panel within CHAT_AWAY_MINUTES are emailed
 * to them, each reply once: one email per conversation with every reply not yet seen or emailed.
 * Run by the worker; conversations are claimed with SKIP LOCKED, so instances never both send.
 * Returns the outbox ids queued.
 */
export async function emailUnseenChatReplies(deps: { db: Db; appUrl: string; now: Date }): Promise<number[]> {
  const cutoff = new Date(deps.now.getTime() - CHAT_AWAY_MINUTES * 60_000).toISOString();
  return deps.db.transaction(async (tx) => {
    const due = (await tx.execute(sql`
      select m.id from support_messages m
      where m.chat and exists (
        select 1 from support_replies r
        where r.message_id = m.id and not r.from_user
          and r.id > greatest(m.user_seen_reply_id, m.emailed_reply_id) and r.created_at <= ${cutoff}::timestamptz)
      order by m.id limit 20
      for update skip locked`)) as unknown as { rows: { id: number }[] };
    if (due.rows.length === 0) return [];
    const chats = await tx
      .select()
      .from(supportMessages)
      .where(
        inArray(
          supportMessages.id,
          due.rows.map((row) => row.id),
        ),
      );
    const queued: number[] = [];
    for (const chat of chats) {
      const replies = await tx
        .select()
        .from(supportReplies)
        .where(
          and(
            eq(supportReplies.messageId, chat.id),
            eq(supportReplies.fromUser, false),
            gt(supportReplies.id, Math.max(chat.userSeenReplyId, chat.emailedReplyId)),
          ),
        )
        .orderBy(asc(supportReplies.id));
      if (replies.length === 0) continue;
      const words = emailWords(await accountLanguage(tx, { email: chat.email }));
      const emailId = await queueEmail(tx, {
        kind: "support_chat_away",
        supportMessageId: chat.id,
        to: chat.email,
        subject: words.t("email.chatAway.subject", { brand: BRAND }),
        text: [
          words.greeting(chat.name),
          "",
          words.t("email.chatAway.intro", { brand: BRAND }),
          "",
          ...replies.flatMap((reply) => [`${words.utc(reply.createdAt)}:`, reply.body, ""]),
          words.t("email.chatAway.signIn", { url: `${deps.appUrl}/login` }),
        ].join("\n"),
        appUrl: deps.appUrl,
        now: deps.now,
      });
      await tx
        .update(supportMessages)
        .set({ emailedReplyId: replies[replies.length - 1].id })
        .where(eq(supportMessages.id, chat.id));
      if (emailId !== undefined) queued.push(emailId);
    }
    return queued;
  });
}

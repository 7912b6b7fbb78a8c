import { eq } from "drizzle-orm";
import { BRAND } from "../../../domain/brand.ts";
import { AppError } from "../../../domain/errors.ts";
import { CHAT_AWAY_MINUTES } from "../../../domain/accounts/support-promises.ts";
import { supportMessages, supportReplies } from "../../db/schema.ts";
import { recordAudit } from "../admin/record-audit.ts";
import { accountLanguage, emailWords } from "../../i18n/emails.ts";
import { queueEmail } from "../outbox/queue-email.ts";
import type { SupportDeps } from "./send-support-message.ts";

/**
 * An admin's answer: stored, audited and queued as an email to the sender, in one transaction;
 * the message counts as read and answered. In a live conversation the answer appears in the
 * user's chat panel instead, and is emailed only if they have not seen it within a few minutes
 * (chat-away-emails.ts). Returns the outbox email's id.
 */
export async function replyToSupportMessage(
  deps: Omit<SupportDeps, "supportEmail">,
  options: { id: number; adminId: number; text: string },
): Promise<{ message: string; emailId: number | undefined }> {
  const { now } = deps;
  return deps.db.transaction(async (tx) => {
    const [original] = await tx
      .update(supportMessages)
      .set({ repliedAt: now, readAt: now, waitingSince: null })
      .where(eq(supportMessages.id, options.id))
      .returning();
    if (!original) throw new AppError("not_found", "Message not found.");
    const [reply] = await tx
      .insert(supportReplies)
      .values({ messageId: original.id, adminUserId: options.adminId, body: options.text, createdAt: now })
      .returning({ id: supportReplies.id });
    await recordAudit(tx, {
      actorUserId: options.adminId,
      action: "support.reply",
      targetType: "support_message",
      targetId: original.id,
      details: { replyId: reply.id, to: original.email, chat: original.chat },
      at: now,
    });
    if (original.chat) {
      return {
        message: `Sent in the chat. If ${original.email} has not seen it within ${CHAT_AWAY_MINUTES} minutes, it is emailed to them.`,
        emailId: undefined,
      };
    }
    const quoted = original.body.split("\n").map((line) => `> ${line}`);
    const words = emailWords(await accountLanguage(tx, { email: original.email }));
    const emailId = await queueEmail(tx, {
      kind: "support_reply",
      supportMessageId: original.id,
      to: original.email,
      subject: words.t("email.support.subject", {
        subject: original.subject ?? words.t("email.support.defaultSubject", { brand: BRAND }),
        id: original.id,
      }),
      text: [
        words.greeting(original.name),
        "",
        options.text,
        "",
        words.t("email.support.signature", { brand: BRAND }),
        "",
        words.t("email.support.youWrote", { moment: words.utc(original.createdAt) }),
        ...quoted,
      ].join("\n"),
      appUrl: deps.appUrl,
      now,
    });
    return { message: `Your reply is on its way to ${original.email}.`, emailId };
  });
}

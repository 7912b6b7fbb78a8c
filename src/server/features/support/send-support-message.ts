import { and, eq, inArray } from "drizzle-orm";
import { BRAND } from "../../../domain/brand.ts";
import type { CurrentUser } from "../../../domain/accounts/auth.ts";
import { AppError } from "../../../domain/errors.ts";
import { MAILED_ORDER_TYPES } from "../../../domain/money/orders.ts";
import { EMAIL_NEEDED, type SupportMessageData } from "../../../domain/accounts/support-messages.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters, orders, supportMessages } from "../../db/schema.ts";
import { recordAudit } from "../admin/record-audit.ts";
import { queueEmail } from "../outbox/queue-email.ts";

export interface SupportDeps {
  db: Db;
  supportEmail: string;
  appUrl: string;
  now: Date;
}

/**
 * Stores a message from /support, audits it and queues its email to the support address, in one
 * transaction. A signed-in sender is named by their account; a signed-out one must give an email.
 * Returns the message's id and its outbox email's id.
 */
export async function sendSupportMessage(
  deps: SupportDeps,
  sender: CurrentUser | null,
  input: SupportMessageData,
): Promise<{ id: number; emailId: number | undefined }> {
  const email = sender?.email ?? input.email;
  if (!email) {
    throw new AppError("invalid_input", EMAIL_NEEDED, { email: EMAIL_NEEDED });
  }
  const letterId = input.letterId ?? null;
  if (letterId !== null && !sender) {
    throw new AppError("invalid_input", "Sign in to refer to one of your letters.", {
      letterId: "Sign in to refer to one of your letters.",
    });
  }
  const name = sender ? [sender.firstName, sender.lastName].filter(Boolean).join(" ") || null : input.name;
  return deps.db.transaction(async (tx) => {
    if (letterId !== null && !(await ownsLetter(tx, sender?.id ?? 0, letterId))) {
      throw new AppError("invalid_input", "Choose one of your own letters.", {
        letterId: "Choose one of your own letters.",
      });
    }
    const priority = sender ? await boughtMail(tx, sender.id) : false;
    const [message] = await tx
      .insert(supportMessages)
      .values({
        userId: sender?.id ?? null,
        name,
        email,
        subject: input.subject,
        body: input.message,
        letterId,
        priority,
        createdAt: deps.now,
      })
      .returning();
    await recordAudit(tx, {
      actorUserId: sender?.id ?? null,
      action: "support.message",
      targetType: "support_message",
      targetId: message.id,
      details: { email, subject: input.subject, priority, letterId },
      at: deps.now,
    });
    const emailId = await queueEmail(tx, {
      kind: "support_message",
      supportMessageId: message.id,
      to: deps.supportEmail,
      subject: `${priority ? "[Priority] " : ""}${BRAND} support #${message.id}: ${input.subject ?? "New message"}`,
      text: [
        `From: ${name ? `${name} <${email}>` : email}`,
        sender
          ? `Account: signed in as ${sender.email}`
          : "Account: not signed in (the address was typed, not checked)",
        ...(letterId !== null ? [`About: Letter #${letterId}`] : []),
        `Priority: ${priority ? "yes (has paid for certified mail)" : "no"}`,
        "",
        input.message,
        "",
        `Read and answer it in the Admin Center: ${deps.appUrl}/admin/messages/${message.id}`,
      ].join("\n"),
      appUrl: deps.appUrl,
      now: deps.now,
    });
    return { id: message.id, emailId };
  });
}

async function ownsLetter(tx: Db, userId: number, letterId: number): Promise<boolean> {
  const [letter] = await tx
    .select({ id: demandLetters.id })
    .from(demandLetters)
    .where(and(eq(demandLetters.id, letterId), eq(demandLetters.userId, userId)));
  return Boolean(letter);
}

/** Mail buyers get priority: a paid (not refunded) certified-mail order of the letter or its notice. */
export async function boughtMail(tx: Db, userId: number): Promise<boolean> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.status, "completed"), inArray(orders.type, [...MAILED_ORDER_TYPES])),
    )
    .limit(1);
  return Boolean(order);
}

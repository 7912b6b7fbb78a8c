import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema.ts";
import type { EmailKind } from "./outbox-deps.ts";

/** What an email is about: an order, or a support message. */
type About = { orderId: number; supportMessageId?: never } | { supportMessageId: number; orderId?: never };

/**
 * Queues one email about an order (or a support message), inside the caller's transaction: it
 * exists if and only if the change it tells about was saved. Returns the row's id, or undefined
 * when this (kind, order) was already queued; support emails are never deduplicated.
 */
export async function queueEmail(
  tx: Db,
  email: About & { kind: EmailKind; to: string; subject: string; text: string; appUrl: string; now: Date },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      orderId: email.orderId ?? null,
      supportMessageId: email.supportMessageId ?? null,
      recipient: email.to,
      subject: email.subject,
      body: email.text,
      messageId: messageIdFor(email.kind, email.orderId ?? email.supportMessageId, email.appUrl),
      createdAt: email.now,
      nextAttemptAt: email.now,
    })
    .onConflictDoNothing({ target: [emailOutbox.kind, emailOutbox.orderId] })
    .returning({ id: emailOutbox.id });
  return row?.id;
}

/** `<receipt.42.9f2c4e1a7b3d@app.example>`: kind and record for people, random so a reset database never reuses one. */
export function messageIdFor(kind: EmailKind, recordId: number, appUrl: string): string {
  const host = new URL(appUrl).hostname || "localhost";
  return `<${kind}.${recordId}.${randomBytes(6).toString("hex")}@${host}>`;
}

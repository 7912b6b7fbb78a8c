import { eq } from "drizzle-orm";
import { emailOutbox } from "../../db/schema.ts";
import { accountLanguage } from "../../i18n/emails.ts";
import { recordAudit } from "../admin/record-audit.ts";
import { claimDueEmail, type OutboxRow } from "./claim-email.ts";
import { MAX_EMAIL_ATTEMPTS, OUTBOX_TIMINGS, type OutboxDeps } from "./outbox-deps.ts";

/** Sends due emails one claim at a time, up to `limit`; returns how many were sent. The worker tick calls it. */
export async function sendDueEmails(deps: OutboxDeps, limit = 20): Promise<number> {
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    const row = await claimDueEmail(deps);
    if (!row) break;
    if (await sendClaimed(deps, row)) sent += 1;
  }
  return sent;
}

/**
 * Sends a just-queued email now, without holding up the caller (the webhook, the worker). If this
 * process dies first, or the send fails, the row stays unsent and a worker tick sends it later.
 */
export function sendSoon(deps: OutboxDeps, id: number): void {
  sendQueuedEmail(deps, id).catch((error: unknown) =>
    deps.log.error({ err: error, emailId: id }, "email outbox send failed"),
  );
}

/** Claims and sends one given email; false when it is not due or another sender has it. */
export async function sendQueuedEmail(deps: OutboxDeps, id: number): Promise<boolean> {
  const row = await claimDueEmail(deps, id);
  return row ? sendClaimed(deps, row) : false;
}

/** Emails to the operators stay English; every other email's footer follows its recipient's account. */
const OPERATOR_KINDS = new Set<string>(["support_message"]);

async function sendClaimed(deps: OutboxDeps, row: OutboxRow): Promise<boolean> {
  try {
    const language = OPERATOR_KINDS.has(row.kind) ? "en" : await accountLanguage(deps.db, { email: row.recipient });
    await deps.email.send({
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      messageId: row.messageId,
      language,
    });
  } catch (error) {
    await recordFailure(deps, row, error);
    return false;
  }
  await deps.db
    .update(emailOutbox)
    .set({ sentAt: deps.clock(), nextAttemptAt: null, lastError: null })
    .where(eq(emailOutbox.id, row.id));
  return true;
}

/** Backs off (doubling, capped), or gives up after MAX_EMAIL_ATTEMPTS and leaves an audit event. */
async function recordFailure(deps: OutboxDeps, row: OutboxRow, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  const giveUp = row.attempts >= MAX_EMAIL_ATTEMPTS;
  const wait = Math.min(OUTBOX_TIMINGS.retryMs * 2 ** (row.attempts - 1), OUTBOX_TIMINGS.maxRetryMs);
  deps.log.error(
    { err: error, emailId: row.id, kind: row.kind, orderId: row.orderId, attempts: row.attempts, giveUp },
    "email send failed",
  );
  await deps.db
    .update(emailOutbox)
    .set({ lastError: message, nextAttemptAt: giveUp ? null : new Date(deps.clock().getTime() + wait) })
    .where(eq(emailOutbox.id, row.id));
  if (giveUp) {
    await recordAudit(deps.db, {
      action: "email.given_up",
      ...(row.orderId === null
        ? { targetType: "support_message", targetId: row.supportMessageId ?? 0 }
        : { targetType: "order", targetId: row.orderId }),
      details: { kind: row.kind, attempts: row.attempts, error: message },
    });
  }
}

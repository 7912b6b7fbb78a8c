import { and, eq, sql } from "drizzle-orm";
import { FINAL_MAIL_STATUSES, isForwardMailStatus } from "../../../domain/case/mail-status.ts";
import { orders } from "../../db/schema.ts";
import type { MailStatus } from "../../providers/mail/mail-provider.ts";
import { type DispatchDeps, mailingJob } from "./dispatch-deps.ts";
import { sendSoon } from "../outbox/send-emails.ts";
import { queueMailProgressEmails } from "./queue-mail-progress-email.ts";
import { raiseAlert } from "../alerts/raise-alert.ts";

type OrderRow = typeof orders.$inferSelect;

/**
 * Moves the order's mail status forward (never back), keeps the provider's words and the
 * tracking number, appends to the timeline, and tells the user at the moments that matter: the
 * email is queued in the same transaction as the status, then sent without waiting for it.
 * Returns false when another worker got there first or the status is not forward.
 */
export async function recordMailProgress(
  deps: DispatchDeps,
  order: OrderRow,
  update: { status: MailStatus; rawStatus: string; trackingNumber?: string; at?: Date; providerId?: string },
): Promise<boolean> {
  if (!isForwardMailStatus(order.mailStatus, update.status)) return false;
  const now = deps.clock();
  const final = FINAL_MAIL_STATUSES.includes(update.status);
  const event = JSON.stringify([{ status: update.status, at: (update.at ?? now).toISOString() }]);
  const moved = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        mailStatus: update.status,
        letterstreamStatus: update.rawStatus,
        letterstreamUpdatedAt: now,
        ...(update.status === "submitted"
          ? { letterstreamSubmittedAt: now, letterstreamJobId: mailingJob(order) }
          : {}),
        mailTracking: update.trackingNumber ?? order.mailTracking,
        ...(update.providerId ? { mailProviderId: update.providerId } : {}),
        // Delivered: the proofs are fetched from now on (fetch-proofs.ts).
        ...(update.status === "delivered" ? { proofNextAt: now, proofAttempts: 0, proofError: null } : {}),
        mailEvents: sql`${orders.mailEvents} || ${event}::jsonb`,
        inQueue: !final,
        dispatchAttempts: 0,
        dispatchError: null,
        dispatchNextAt: final ? null : new Date(now.getTime() + deps.timings.pollMs),
        updatedAt: now,
      })
      .where(and(eq(orders.id, order.id), eq(orders.mailStatus, order.mailStatus)))
      .returning();
    return row && { emailIds: await queueMailProgressEmails(tx, deps.appUrl, row, now) };
  });
  if (!moved) return false;
  deps.log.info({ orderId: order.id, mailStatus: update.status }, "mail progress");
  for (const id of moved.emailIds) sendSoon(deps, id);
  if (update.status === "failed" || update.status === "returned") {
    const failed = update.status === "failed";
    await raiseAlert(deps, {
      kind: failed ? "mail_failed" : "mail_returned",
      orderId: order.id,
      key: `${update.status}:${order.id}:${order.mailRetries}`,
      message: failed
        ? `The mail service says the letter failed ("${update.rawStatus}"); it was not mailed. The customer was told it has not gone out yet. Retry it (a new letter at the mail service, from the same kept PDF) or refund it.`
        : `USPS returned the letter to the sender ("${update.rawStatus}"). The customer was told. Check the addresses with them, then refund or arrange a new mailing.`,
    });
  }
  return true;
}

import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { emailOutbox } from "../../db/schema.ts";
import { OUTBOX_TIMINGS, type OutboxDeps } from "./outbox-deps.ts";

export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Reserves one due email (or the given one, if due) for this sender: FOR UPDATE SKIP LOCKED
 * keeps two senders, even in two server instances, off the same row, and the lease pushes its
 * next attempt out so nobody else takes it while it is being sent. Counts the attempt.
 */
export async function claimDueEmail(
  deps: Pick<OutboxDeps, "db" | "clock">,
  onlyId?: number,
): Promise<OutboxRow | undefined> {
  const now = deps.clock();
  const due = deps.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        lte(emailOutbox.nextAttemptAt, now),
        onlyId === undefined ? undefined : eq(emailOutbox.id, onlyId),
      ),
    )
    .orderBy(emailOutbox.nextAttemptAt, emailOutbox.id)
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await deps.db
    .update(emailOutbox)
    .set({
      nextAttemptAt: new Date(now.getTime() + OUTBOX_TIMINGS.leaseMs),
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return claimed;
}

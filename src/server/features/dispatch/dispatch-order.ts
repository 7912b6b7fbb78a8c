import { and, eq, sql } from "drizzle-orm";
import { isMailedOrder } from "../../../domain/orders.ts";
import { orders } from "../../db/schema.ts";
import { MailProviderError, type JobState } from "../../providers/mail/mail-provider.ts";
import { type DispatchDeps, docId, jobName, MAX_UNCLEAR_ATTEMPTS } from "./dispatch-deps.ts";
import { recordAudit } from "../admin/record-audit.ts";
import { buildHoldRequest, TOO_MANY_PAGES } from "./hold-request.ts";
import { recordMailProgress } from "./record-progress.ts";

type OrderRow = typeof orders.$inferSelect;
export type DispatchOutcome = "submitted" | "progressed" | "unchanged" | "waiting" | "paused" | "skipped";

const HOUR = 60 * 60 * 1000;

/** Written before a hold is sent; still there on the next attempt, it means the hold's outcome is unknown. */
const HOLD_SENT = "Hold sent";

/**
 * One step for one claimed mail order. A first mailing uses only what LetterStream documents:
 * hold (preauth), then release (doauth). Only when an earlier step's outcome is unknown (a
 * timeout, a dropped reply, a crash between sending and saving, a job name already taken) do we
 * ask what it already has (jobstatus) before sending anything again, so a letter is held once
 * and released at most once.
 */
export async function dispatchOrder(deps: DispatchDeps, orderId: number): Promise<DispatchOutcome> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== "completed" || !isMailedOrder(order.type) || !order.inQueue) return "skipped";
  try {
    switch (order.mailStatus) {
      case "not_submitted":
        return await submit(deps, order);
      case "held":
        return await release(deps, order, await deps.mail.jobStatus(jobName(order.id)));
      case "submitted":
      case "mailed":
      case "in_transit":
        return await poll(deps, order);
      default:
        await deps.db.update(orders).set({ inQueue: false, dispatchNextAt: null }).where(eq(orders.id, order.id));
        return "skipped";
    }
  } catch (error) {
    return handleFailure(deps, order, error);
  }
}

async function submit(deps: DispatchDeps, order: OrderRow): Promise<DispatchOutcome> {
  if (order.letterstreamStatus === HOLD_SENT) return reconcile(deps, order);
  const [marked] = await deps.db
    .update(orders)
    .set({ letterstreamStatus: HOLD_SENT, letterstreamUpdatedAt: deps.clock() })
    .where(and(eq(orders.id, order.id), eq(orders.mailStatus, "not_submitted")))
    .returning();
  if (!marked) return "skipped";
  return hold(deps, marked);
}

/** An earlier hold's outcome is unknown: ask, then hold (absent), release (held) or record (released). */
async function reconcile(deps: DispatchDeps, order: OrderRow): Promise<DispatchOutcome> {
  const known = await deps.mail.jobStatus(jobName(order.id));
  if (known.state === "absent") return hold(deps, order, { reconciled: true });
  return release(deps, order, known);
}

async function hold(deps: DispatchDeps, order: OrderRow, { reconciled = false } = {}): Promise<DispatchOutcome> {
  const job = jobName(order.id);
  let held;
  try {
    held = await deps.mail.hold(await buildHoldRequest(deps.db, order, deps.clock()));
  } catch (error) {
    if (!(error instanceof MailProviderError && error.kind === "job_taken")) throw error;
    if (!reconciled) return reconcile(deps, order);
    return pause(
      deps,
      order,
      `The mail service says job ${job} is taken but reported no such job when asked. Check it before retrying.`,
    );
  }
  const [saved] = await deps.db
    .update(orders)
    .set({
      mailStatus: "held",
      letterstreamAuthCode: held.authCode,
      letterstreamJobId: job,
      letterstreamBatchId: held.batchId ?? null,
      letterstreamStatus: "Held",
      letterstreamUpdatedAt: deps.clock(),
      dispatchAttempts: 0,
      dispatchError: null,
    })
    .where(and(eq(orders.id, order.id), eq(orders.mailStatus, "not_submitted")))
    .returning();
  if (!saved) return "skipped";
  return release(deps, saved, { state: "held", authCode: held.authCode });
}

async function release(deps: DispatchDeps, order: OrderRow, known: JobState): Promise<DispatchOutcome> {
  if (known.state === "released") {
    await recordMailProgress(deps, order, { status: "submitted", rawStatus: known.rawStatus ?? "Released" });
    return "submitted";
  }
  if (known.state === "unknown") {
    return pause(
      deps,
      order,
      `The mail service answered in a way we cannot read, so nothing was sent again. Its reply: ${known.raw?.slice(0, 1000) ?? ""}`,
    );
  }
  const authCode = known.authCode ?? order.letterstreamAuthCode;
  if (known.state === "absent" || !authCode) {
    return pause(deps, order, "The mail service has no held job matching this order. Check it before retrying.");
  }
  const [fresh] = await deps.db
    .select({ status: orders.status, inQueue: orders.inQueue })
    .from(orders)
    .where(eq(orders.id, order.id));
  if (fresh?.status !== "completed" || !fresh.inQueue) return "skipped";
  await deps.mail.release(authCode);
  await recordMailProgress(deps, order, { status: "submitted", rawStatus: "Released" });
  return "submitted";
}

async function poll(deps: DispatchDeps, order: OrderRow): Promise<DispatchOutcome> {
  const info = await deps.mail.tracking(jobName(order.id), docId(order.id));
  if (info.status) {
    const at = providerDate(info.events, info.rawStatus);
    const moved = await recordMailProgress(deps, order, {
      status: info.status,
      rawStatus: info.rawStatus,
      trackingNumber: info.trackingNumber,
      at,
    });
    if (moved) return "progressed";
  }
  const polls = order.dispatchAttempts + 1;
  const wait = Math.min(deps.timings.pollMs * 2 ** (polls - 1), deps.timings.maxPollMs);
  // A status word we do not know is kept for the admin as it came; polling goes on.
  await deps.db
    .update(orders)
    .set({
      dispatchAttempts: polls,
      dispatchNextAt: new Date(deps.clock().getTime() + wait),
      letterstreamStatus: info.rawStatus || order.letterstreamStatus,
    })
    .where(stillQueued(order));
  return "unchanged";
}

async function handleFailure(deps: DispatchDeps, order: OrderRow, error: unknown): Promise<DispatchOutcome> {
  const kind = error instanceof MailProviderError ? error.kind : "unclear";
  const message = error instanceof Error ? error.message : String(error);
  deps.log.error({ orderId: order.id, kind, err: error }, "mail dispatch failed");
  if (kind !== "unclear") await forgetHoldSent(deps, order.id);
  if (kind === "insufficient_funds") {
    await deps.db
      .update(orders)
      .set({
        dispatchError:
          "The LetterStream account has no prepaid funds. Add funds; the letter waits and is tried again every hour.",
        dispatchNextAt: new Date(deps.clock().getTime() + HOUR),
      })
      .where(stillQueued(order));
    await audit(deps, order.id, "mail.insufficient_funds", { message });
    return "waiting";
  }
  if (error instanceof MailProviderError && error.code === TOO_MANY_PAGES) return pause(deps, order, message);
  if (kind === "rejected" || kind === "auth")
    return pause(deps, order, `The mail service refused the letter: ${message}`);
  const attempts = order.dispatchAttempts + 1;
  if (attempts >= MAX_UNCLEAR_ATTEMPTS)
    return pause(deps, order, `No clear answer from the mail service after ${attempts} tries: ${message}`);
  await deps.db
    .update(orders)
    .set({
      dispatchAttempts: sql`${orders.dispatchAttempts} + 1`,
      dispatchError: message,
      dispatchNextAt: new Date(deps.clock().getTime() + deps.timings.retryMs * 2 ** (attempts - 1)),
    })
    .where(stillQueued(order));
  return "waiting";
}

/** The provider's own date for the status it reports, when its events give one. */
function providerDate(events: { status: string; at: string }[], rawStatus: string): Date | undefined {
  const event = [...events]
    .reverse()
    .find((candidate) => candidate.status.trim().toLowerCase() === rawStatus.trim().toLowerCase());
  const at = event ? new Date(event.at) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at : undefined;
}

/** The worker's bookkeeping writes land only while the order is still in the queue (an admin may have taken it out). */
const stillQueued = (order: OrderRow) => and(eq(orders.id, order.id), eq(orders.inQueue, true));

/** A clear refusal (no funds, bad data, credentials) means no job was made: the next attempt holds afresh. */
async function forgetHoldSent(deps: DispatchDeps, orderId: number): Promise<void> {
  await deps.db
    .update(orders)
    .set({ letterstreamStatus: null })
    .where(
      and(eq(orders.id, orderId), eq(orders.mailStatus, "not_submitted"), eq(orders.letterstreamStatus, HOLD_SENT)),
    );
}

/** Stops the order until an admin looks at it and presses Retry. */
async function pause(deps: DispatchDeps, order: OrderRow, reason: string): Promise<DispatchOutcome> {
  await deps.db.update(orders).set({ dispatchError: reason, dispatchNextAt: null }).where(stillQueued(order));
  await audit(deps, order.id, "mail.paused", { reason });
  return "paused";
}

function audit(deps: DispatchDeps, orderId: number, action: string, details: Record<string, unknown>) {
  return recordAudit(deps.db, { action, targetType: "order", targetId: orderId, details });
}

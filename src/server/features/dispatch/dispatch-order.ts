import { and, eq, sql } from "drizzle-orm";
import { isMailedOrder } from "../../../domain/money/orders.ts";
import { orders } from "../../db/schema.ts";
import {
  type JobState,
  type MailingRef,
  type MailProvider,
  MailProviderError,
} from "../../providers/mail/mail-provider.ts";
import { PROVIDER_NAMES } from "../../providers/mail/mail-providers.ts";
import { type DispatchDeps, docId, MAX_UNCLEAR_ATTEMPTS, mailingJob } from "./dispatch-deps.ts";
import { recordAudit } from "../admin/record-audit.ts";
import { buildHoldRequest, TOO_MANY_PAGES } from "./hold-request.ts";
import { takeDailyPlace } from "./letterstream-daily-limit.ts";
import { recordMailProgress } from "./record-progress.ts";
import { raiseAlert } from "../alerts/raise-alert.ts";

type OrderRow = typeof orders.$inferSelect;
export type DispatchOutcome = "submitted" | "progressed" | "unchanged" | "waiting" | "paused" | "skipped";

const HOUR = 60 * 60 * 1000;

/** Written before a hold is sent; still there on the next attempt, it means the hold's outcome is unknown. */
const HOLD_SENT = "Hold sent";
/** The same for a release: a held order without it was never released, or was clearly refused. */
const RELEASE_SENT = "Release sent";
/** LetterStream's letters for today are all handed over: this one goes out the next day (decision 0038). */
const WAITING_DAILY_LIMIT = "Waiting: daily limit";

/**
 * One step for one claimed mail order, with the provider it was handed to (the current one for a
 * new order). A first mailing uses only what LetterStream documents: hold (preauth), then release
 * (doauth), again after a clear refusal (no funds, say); Lob creates the letter in one call, with
 * the job name as its idempotency key. Only when an earlier step's outcome is unknown (a timeout,
 * a dropped reply, a crash between sending and saving, a job name already taken) do we ask what
 * it already has (LetterStream's docstatus by our document id, or Lob's letters by metadata)
 * before sending anything again, so a letter is held once and released at most once.
 */
export async function dispatchOrder(deps: DispatchDeps, orderId: number): Promise<DispatchOutcome> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (order?.status !== "completed" || !isMailedOrder(order.type) || !order.inQueue) return "skipped";
  const mail = deps.mail.get(order.mailProvider);
  if (!mail) {
    const name = PROVIDER_NAMES[order.mailProvider as keyof typeof PROVIDER_NAMES] ?? order.mailProvider;
    return pause(
      deps,
      order,
      `This order was handed to ${name}, whose keys are not set on this server. It stays with ${name}: set its keys again and press Retry.`,
    );
  }
  const step = { ...deps, provider: mail };
  try {
    switch (order.mailStatus) {
      case "not_submitted":
        return await submit(step, order);
      case "held":
        if (order.letterstreamStatus !== RELEASE_SENT) return await release(step, order, { state: "held" });
        return await release(step, order, await mail.mailingStatus(mailingRef(order)));
      case "submitted":
      case "mailed":
      case "in_transit":
        return await poll(step, order);
      default:
        await deps.db.update(orders).set({ inQueue: false, dispatchNextAt: null }).where(eq(orders.id, order.id));
        return "skipped";
    }
  } catch (error) {
    return handleFailure(deps, order, error);
  }
}

/** The dispatch dependencies with the provider this order belongs to. */
type StepDeps = DispatchDeps & { provider: MailProvider };

async function submit(deps: StepDeps, order: OrderRow): Promise<DispatchOutcome> {
  if (order.letterstreamStatus === HOLD_SENT) return reconcile(deps, order);
  // The provider is written before the first request: from here the order stays with it.
  const [marked] = await deps.db
    .update(orders)
    .set({ letterstreamStatus: HOLD_SENT, letterstreamUpdatedAt: deps.clock(), mailProvider: deps.provider.kind })
    .where(and(eq(orders.id, order.id), eq(orders.mailStatus, "not_submitted")))
    .returning();
  if (!marked) return "skipped";
  return hold(deps, marked);
}

/** An earlier hold's outcome is unknown: ask, then hold (absent), release (held) or record (released). */
async function reconcile(deps: StepDeps, order: OrderRow): Promise<DispatchOutcome> {
  const known = await deps.provider.mailingStatus(mailingRef(order));
  if (known.state === "absent") return hold(deps, order, { reconciled: true });
  return release(deps, order, known);
}

async function hold(deps: StepDeps, order: OrderRow, { reconciled = false } = {}): Promise<DispatchOutcome> {
  const job = mailingJob(order);
  if (deps.provider.kind === "letterstream") {
    const place = await takeDailyPlace(deps.db, deps.clock(), deps.letterStreamDailyLimit);
    if ("waitUntil" in place) return waitForNextDay(deps, order, place.waitUntil);
  }
  let held: Awaited<ReturnType<MailProvider["hold"]>>;
  try {
    held = await deps.provider.hold(await buildHoldRequest(deps.db, order, deps.clock()));
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
      letterstreamJobNumbers: held.providerJobNumbers ?? [],
      letterstreamDocIds: held.providerDocIds ?? [],
      mailProviderId: held.providerId ?? null,
      mailTracking: held.trackingNumber ?? null,
      letterstreamStatus: "Held",
      letterstreamUpdatedAt: deps.clock(),
      dispatchAttempts: 0,
      dispatchError: null,
    })
    .where(and(eq(orders.id, order.id), eq(orders.mailStatus, "not_submitted")))
    .returning();
  if (!saved) return "skipped";
  const created = held.released
    ? { state: "released" as const, rawStatus: "Created", trackingNumber: held.trackingNumber }
    : undefined;
  return release(deps, saved, created ?? { state: "held", authCode: held.authCode });
}

async function release(deps: StepDeps, order: OrderRow, known: JobState): Promise<DispatchOutcome> {
  if (known.state === "released") {
    await recordMailProgress(deps, order, {
      status: "submitted",
      rawStatus: known.rawStatus ?? "Released",
      providerId: known.providerId,
      trackingNumber: known.trackingNumber,
    });
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
  // A held order is marked; one reconciled from "Hold sent" keeps that mark, which also means "ask first".
  const [marked] = await deps.db
    .update(orders)
    .set({
      letterstreamStatus: order.mailStatus === "held" ? RELEASE_SENT : order.letterstreamStatus,
      letterstreamUpdatedAt: deps.clock(),
    })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.mailStatus, order.mailStatus),
        eq(orders.status, "completed"),
        eq(orders.inQueue, true),
      ),
    )
    .returning({ id: orders.id });
  if (!marked) return "skipped";
  await deps.provider.release(authCode);
  await recordMailProgress(deps, order, { status: "submitted", rawStatus: "Released" });
  return "submitted";
}

async function poll(deps: StepDeps, order: OrderRow): Promise<DispatchOutcome> {
  const info = await deps.provider.tracking(mailingRef(order));
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
  if (kind !== "unclear") await forgetSent(deps, order.id);
  if (kind === "insufficient_funds") {
    await deps.db
      .update(orders)
      .set({
        dispatchError:
          "The mail service account has no prepaid funds. Add funds; the letter waits and is tried again every hour.",
        dispatchNextAt: new Date(deps.clock().getTime() + HOUR),
      })
      .where(stillQueued(order));
    await audit(deps, order.id, "mail.insufficient_funds", { message });
    await raiseAlert(deps, {
      kind: "mail_no_funds",
      orderId: order.id,
      key: `no_funds:${order.id}:${deps.clock().toISOString().slice(0, 10)}`,
      message: `The mail service refused the letter for lack of prepaid funds: ${message}. Add funds; the letter is tried again every hour.`,
    });
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

/** How the order's mailing is named at its provider. */
export function mailingRef(order: OrderRow): MailingRef {
  return {
    job: mailingJob(order),
    docId: docId(order.id),
    providerId: order.mailProviderId ?? undefined,
    providerJobNumbers: order.letterstreamJobNumbers,
    providerDocIds: order.letterstreamDocIds,
  };
}

/**
 * Today's LetterStream places are taken: the order waits in the queue, its status saying so, and
 * is handed over when the next day starts. Nothing was sent, so no "Hold sent" mark stays.
 */
async function waitForNextDay(deps: DispatchDeps, order: OrderRow, waitUntil: Date): Promise<DispatchOutcome> {
  await deps.db
    .update(orders)
    .set({ letterstreamStatus: WAITING_DAILY_LIMIT, letterstreamUpdatedAt: deps.clock(), dispatchNextAt: waitUntil })
    .where(and(stillQueued(order), eq(orders.mailStatus, "not_submitted")));
  deps.log.info({ orderId: order.id, waitUntil }, "mail waits for LetterStream's daily limit");
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

/**
 * A clear refusal (no funds, bad data, credentials) means nothing was done: the next attempt holds
 * afresh, or releases the held job again, without asking first.
 */
async function forgetSent(deps: DispatchDeps, orderId: number): Promise<void> {
  for (const [mailStatus, sent, before] of [
    ["not_submitted", HOLD_SENT, null],
    ["held", RELEASE_SENT, "Held"],
  ] as const) {
    await deps.db
      .update(orders)
      .set({ letterstreamStatus: before })
      .where(and(eq(orders.id, orderId), eq(orders.mailStatus, mailStatus), eq(orders.letterstreamStatus, sent)));
  }
}

/** Stops the order until an admin looks at it and presses Retry. */
async function pause(deps: DispatchDeps, order: OrderRow, reason: string): Promise<DispatchOutcome> {
  await deps.db.update(orders).set({ dispatchError: reason, dispatchNextAt: null }).where(stillQueued(order));
  await audit(deps, order.id, "mail.paused", { reason });
  await raiseAlert(deps, {
    kind: "order_paused",
    orderId: order.id,
    key: `paused:${order.id}:${deps.clock().toISOString()}`,
    message: `The order waits for an admin: ${reason}`,
  });
  return "paused";
}

function audit(deps: DispatchDeps, orderId: number, action: string, details: Record<string, unknown>) {
  return recordAudit(deps.db, { action, targetType: "order", targetId: orderId, details });
}

import { and, eq, or, sql } from "drizzle-orm";
import { orders, providerEvents } from "../../db/schema.ts";
import type { LobEvent } from "../../providers/mail/lob-webhook.ts";
import { recordAudit } from "../admin/record-audit.ts";
import type { DispatchDeps } from "./dispatch-deps.ts";
import { recordMailProgress } from "./record-progress.ts";
import { raiseAlert } from "../alerts/raise-alert.ts";

export type LobEventOutcome = "recorded" | "unchanged" | "duplicate" | "unknown_order";

/**
 * One verified Lob event, processed once (provider_events): a certified tracking event moves the
 * order it belongs to forward with Lob's word and USPS's time; a word we do not act on is kept
 * for the admin as it came. An event for no order of ours is logged and audited, never guessed at.
 * If processing fails the event is forgotten, so Lob's retry is processed.
 */
export async function processLobEvent(deps: DispatchDeps, event: LobEvent): Promise<LobEventOutcome> {
  const [fresh] = await deps.db
    .insert(providerEvents)
    .values({ provider: "lob", eventId: event.eventId, type: event.type })
    .onConflictDoNothing()
    .returning({ id: providerEvents.id });
  if (!fresh) return "duplicate";
  try {
    return await apply(deps, event);
  } catch (error) {
    await deps.db.delete(providerEvents).where(eq(providerEvents.id, fresh.id));
    throw error;
  }
}

async function apply(deps: DispatchDeps, event: LobEvent): Promise<LobEventOutcome> {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.mailProvider, "lob"),
        or(
          eq(orders.mailProviderId, event.letterId),
          event.job ? sql`${jobNameOf(orders.id, orders.mailRetries)} = ${event.job}` : sql`false`,
        ),
      ),
    );
  if (!order) {
    deps.log.warn(
      { eventId: event.eventId, type: event.type, letterId: event.letterId },
      "Lob event for no order of ours",
    );
    await recordAudit(deps.db, {
      action: "mail.event_unknown_order",
      targetType: "lob_letter",
      targetId: event.letterId,
      details: { eventId: event.eventId, type: event.type, job: event.job ?? null },
      at: deps.clock(),
    });
    return "unknown_order";
  }
  if (event.rawStatus.trim().toLowerCase() === "issue") {
    await raiseAlert(deps, {
      kind: "lob_issue",
      orderId: order.id,
      key: `lob_issue:${event.eventId}`,
      message: `Lob reports an issue with letter ${event.letterId}${event.details ? `: ${event.details}` : ""}. Check it in Lob's dashboard.`,
    });
  }
  const at = new Date(event.at);
  if (event.status) {
    const moved = await recordMailProgress(deps, order, {
      status: event.status,
      rawStatus: event.details ? `${event.rawStatus} (${event.details})` : event.rawStatus,
      trackingNumber: event.trackingNumber,
      at: Number.isNaN(at.getTime()) ? undefined : at,
      providerId: event.letterId,
    });
    if (moved) return "recorded";
  }
  // Not a step forward (late, repeated) or a word we do not act on: the admin sees Lob's word.
  if (!event.status) {
    await deps.db
      .update(orders)
      .set({ letterstreamStatus: event.rawStatus, letterstreamUpdatedAt: deps.clock() })
      .where(eq(orders.id, order.id));
  }
  return "unchanged";
}

/** Our job name (RL + 8 digits, R + the retry's number after a Retry; mailingJob) computed in SQL, to find an order from the metadata Lob echoes. */
function jobNameOf(id: typeof orders.id, retries: typeof orders.mailRetries) {
  return sql`'RL' || lpad(${id}::text, 8, '0') || (case when ${retries} > 0 then 'R' || ${retries}::text else '' end)`;
}

import type { Db } from "../../db/client.ts";
import { auditEvents } from "../../db/schema.ts";

/** Who did what, when, to which record. */
export async function recordAudit(
  db: Db,
  entry: { actorUserId?: number | null; action: string; targetType: string; targetId: number | string; details?: Record<string, unknown> },
) {
  await db.insert(auditEvents).values({
    actorUserId: entry.actorUserId ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    details: entry.details ?? {},
  });
}

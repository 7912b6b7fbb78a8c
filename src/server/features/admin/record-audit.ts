import { desc, eq } from "drizzle-orm";
import type { AuditEntry } from "../../../domain/accounts/admin.ts";
import type { Db } from "../../db/client.ts";
import { auditEvents, users } from "../../db/schema.ts";

/** Who did what, when, to which record. */
export async function recordAudit(
  db: Db,
  entry: {
    actorUserId?: number | null;
    action: string;
    targetType: string;
    targetId: number | string;
    details?: Record<string, unknown>;
    /** When it happened, from the app's clock; the database's time when left out. */
    at?: Date;
  },
) {
  await db.insert(auditEvents).values({
    actorUserId: entry.actorUserId ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    details: entry.details ?? {},
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

/** The newest entries of the audit log, with the acting user's email (null for the system). */
export async function recentAudit(db: Db, limit = 50): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditEvents.id,
      at: auditEvents.createdAt,
      actor: users.email,
      action: auditEvents.action,
      targetType: auditEvents.targetType,
      targetId: auditEvents.targetId,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: row.at.toISOString(), details: row.details as Record<string, unknown> }));
}

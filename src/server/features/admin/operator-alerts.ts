import { and, count, desc, eq, isNull } from "drizzle-orm";
import { ALERT_TITLES, type AlertKind, type OperatorAlerts } from "../../../domain/accounts/operator-alerts.ts";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { operatorAlerts, orders } from "../../db/schema.ts";
import { recordAudit } from "./record-audit.ts";

const LISTED = 100;

/** The open alerts, newest first, with how many there are (the Admin Center's count), and each order's state now. */
export async function listOpenAlerts(db: Db): Promise<OperatorAlerts> {
  const open = isNull(operatorAlerts.resolvedAt);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(operatorAlerts).where(open),
    db
      .select({
        id: operatorAlerts.id,
        kind: operatorAlerts.kind,
        orderId: operatorAlerts.orderId,
        message: operatorAlerts.message,
        createdAt: operatorAlerts.createdAt,
        status: orders.status,
        mailStatus: orders.mailStatus,
        amount: orders.amount,
        refundRequestedAt: orders.refundRequestedAt,
      })
      .from(operatorAlerts)
      .leftJoin(orders, eq(orders.id, operatorAlerts.orderId))
      .where(open)
      .orderBy(desc(operatorAlerts.createdAt), desc(operatorAlerts.id))
      .limit(LISTED),
  ]);
  return {
    open: total?.n ?? 0,
    alerts: rows.map((row) => ({
      id: row.id,
      kind: row.kind as AlertKind,
      title: ALERT_TITLES[row.kind as AlertKind] ?? row.kind,
      orderId: row.orderId,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      order:
        row.status === null || row.mailStatus === null || row.amount === null
          ? null
          : {
              status: row.status,
              mailStatus: row.mailStatus,
              amount: row.amount,
              refundRequested: row.refundRequestedAt !== null,
            },
    })),
  };
}

/** An admin has dealt with the alert: it leaves the count, and who did it is recorded. */
export async function resolveAlert(db: Db, adminId: number, alertId: number, now: Date) {
  const [resolved] = await db
    .update(operatorAlerts)
    .set({ resolvedAt: now, resolvedBy: adminId })
    .where(and(eq(operatorAlerts.id, alertId), isNull(operatorAlerts.resolvedAt)))
    .returning({ id: operatorAlerts.id, kind: operatorAlerts.kind, orderId: operatorAlerts.orderId });
  if (!resolved) throw new AppError("not_found", "This alert is not open.");
  await recordAudit(db, {
    actorUserId: adminId,
    action: "alert.resolve",
    targetType: "alert",
    targetId: alertId,
    details: { kind: resolved.kind, orderId: resolved.orderId },
    at: now,
  });
  return { message: "Alert resolved" };
}

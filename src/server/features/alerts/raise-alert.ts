import type { FastifyBaseLogger } from "fastify";
import { eq } from "drizzle-orm";
import { ALERT_TITLES, type AlertKind } from "../../../domain/accounts/operator-alerts.ts";
import { BRAND } from "../../../domain/brand.ts";
import type { Db } from "../../db/client.ts";
import { operatorAlerts, users } from "../../db/schema.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import { sendSoon } from "../outbox/send-emails.ts";
import { queueDelayEmail } from "./delay-email.ts";

/** What raising an alert needs: the database, email, and where alerts go (ADMIN_ALERT_EMAIL, else every admin). */
export interface AlertDeps {
  db: Db;
  email: EmailSender;
  clock: () => Date;
  log: FastifyBaseLogger;
  appUrl: string;
  adminAlertEmail?: string;
}

/** Alerts that hold up a mailing: the buyer is told it has not gone out yet (once per order). */
const DELAYS: readonly AlertKind[] = ["order_paused", "mail_no_funds", "mail_stalled"];

export interface NewAlert {
  kind: AlertKind;
  orderId: number | null;
  message: string;
  /** One alert per occurrence: the same key twice (a redelivered event, a second pass) raises nothing. */
  key: string;
}

/**
 * The one operator alert path (decision 0039): the alert is saved (the Admin Center counts and
 * lists it until an admin resolves it), the buyer is told when it holds up their mailing, then
 * it is emailed to ADMIN_ALERT_EMAIL or every admin. The row
 * is the durable part; a failed email is logged, and the alert still waits in the Admin Center.
 * Never throws: an alert must not undo or stop the work that found the failure.
 */
export async function raiseAlert(deps: AlertDeps, alert: NewAlert): Promise<boolean> {
  try {
    const [saved] = await deps.db
      .insert(operatorAlerts)
      .values({
        kind: alert.kind,
        orderId: alert.orderId,
        message: alert.message,
        dedupeKey: alert.key,
        createdAt: deps.clock(),
      })
      .onConflictDoNothing({ target: operatorAlerts.dedupeKey })
      .returning({ id: operatorAlerts.id });
    if (!saved) return false;
    deps.log.warn({ alertId: saved.id, kind: alert.kind, orderId: alert.orderId }, "operator alert");
    if (alert.orderId !== null && DELAYS.includes(alert.kind)) {
      const emailId = await queueDelayEmail(deps.db, deps.appUrl, alert.orderId, deps.clock());
      if (emailId !== undefined) sendSoon(deps, emailId);
    }
    const title = ALERT_TITLES[alert.kind];
    const text = [
      alert.orderId === null ? title : `${title}: order #${alert.orderId}`,
      "",
      alert.message,
      "",
      `Open the Admin Center to retry, refund or resolve it: ${deps.appUrl}/admin`,
    ].join("\n");
    for (const to of await alertRecipients(deps)) {
      await deps.email
        .send({
          to,
          subject: `${BRAND} alert: ${title}${alert.orderId === null ? "" : ` (Order #${alert.orderId})`}`,
          text,
        })
        .catch((error: unknown) => deps.log.error({ err: error, alertId: saved.id, to }, "alert email failed"));
    }
    return true;
  } catch (error) {
    deps.log.error({ err: error, alert }, "raising an operator alert failed");
    return false;
  }
}

async function alertRecipients(deps: AlertDeps): Promise<string[]> {
  if (deps.adminAlertEmail) return [deps.adminAlertEmail];
  const admins = await deps.db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
  return admins.map((admin) => admin.email);
}

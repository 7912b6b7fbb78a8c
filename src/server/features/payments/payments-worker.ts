import { queueArbitrationWindowReminders } from "../case/arbitration-window-reminders.ts";
import { queueClaimLimitReminders } from "../case/claim-limit-reminders.ts";
import { queueDueReminders } from "../case/reminders.ts";
import { closeDueCheckouts } from "./close-checkouts.ts";
import { expireStaleCheckouts } from "./expire-checkouts.ts";
import type { PaymentDeps } from "./payment-deps.ts";
import { reconcileWhenDue } from "./reconcile-checkouts.ts";
import { alertStalledMailings } from "../alerts/stalled-mailings.ts";
import { sendDueRefunds } from "./send-refund.ts";

/**
 * One pass: open or unsettled checkouts are read again from the provider once every
 * PAYMENT_RECONCILE_SECONDS (reconcile-checkouts.ts), refunds not yet taken by the provider are asked again, cancelled checkouts not yet
 * closed at the provider are closed, abandoned local checkouts expire, stalled mailings are
 * alerted (alerts/stalled-mailings.ts), and case reminders now due
 * are queued (the dispatch worker sends the outbox).
 */
export async function runPaymentsOnce(deps: PaymentDeps, reconcile = { lastRunAt: 0 }): Promise<void> {
  await reconcileWhenDue(deps, reconcile);
  await sendDueRefunds(deps);
  await closeDueCheckouts(deps);
  await expireStaleCheckouts(deps);
  await alertStalledMailings({ ...deps, appUrl: deps.config.appUrl, adminAlertEmail: deps.config.adminAlertEmail });
  const reminders = { ...deps, appUrl: deps.config.appUrl, sessionSecret: deps.config.sessionSecret };
  await queueDueReminders(reminders);
  await queueClaimLimitReminders(reminders);
  await queueArbitrationWindowReminders(reminders);
}

/** Runs runPaymentsOnce every intervalMs in this process until stopped; any number of instances may run. */
export function startPaymentsWorker(deps: PaymentDeps, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const reconcile = { lastRunAt: 0 };
  const tick = () => {
    running = runPaymentsOnce(deps, reconcile)
      .catch((error: unknown) => deps.log.error({ err: error }, "payments worker tick failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, Math.min(intervalMs, 1000));
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

import { queueDueReminders } from "../case/reminders.ts";
import { expireStaleCheckouts } from "./expire-checkouts.ts";
import type { PaymentDeps } from "./payment-deps.ts";
import { sendDueRefunds } from "./send-refund.ts";

/**
 * One pass: refunds not yet taken by the provider are asked again, abandoned local checkouts
 * expire, and case reminders now due are queued (the dispatch worker sends the outbox).
 */
export async function runPaymentsOnce(deps: PaymentDeps): Promise<void> {
  await sendDueRefunds(deps);
  await expireStaleCheckouts(deps);
  await queueDueReminders({ ...deps, appUrl: deps.config.appUrl, sessionSecret: deps.config.sessionSecret });
}

/** Runs runPaymentsOnce every intervalMs in this process until stopped; any number of instances may run. */
export function startPaymentsWorker(deps: PaymentDeps, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = runPaymentsOnce(deps)
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

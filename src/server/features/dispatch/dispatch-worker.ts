import { claimDueOrders, releaseLease } from "./claim-orders.ts";
import type { DispatchDeps } from "./dispatch-deps.ts";
import { dispatchOrder } from "./dispatch-order.ts";
import { fetchDueProofs } from "./fetch-proofs.ts";
import { pruneSentEmails } from "../outbox/prune-emails.ts";
import { sendDueEmails } from "../outbox/send-emails.ts";
import { emailUnseenChatReplies } from "../support/chat-away-emails.ts";

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Claims due mail orders and works on each; returns how many it handled. */
export async function runDispatchOnce(deps: DispatchDeps, batch = 5): Promise<number> {
  const { ids, leaseUntil } = await claimDueOrders(deps, batch);
  for (const orderId of ids) {
    try {
      await dispatchOrder(deps, orderId);
    } finally {
      await releaseLease(deps, orderId, leaseUntil);
    }
  }
  return ids.length;
}

/**
 * The in-process worker: every intervalMs until stopped, works on due mail orders, asks for the
 * proofs of delivered ones (fetch-proofs.ts), queues the chat replies their users have not seen
 * (chat-away-emails.ts), then sends due emails from the outbox (those whose first send failed or whose process died); once an hour
 * it also deletes long-sent emails. Any number of instances may run.
 */
export function startDispatchWorker(deps: DispatchDeps, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let lastPrune = 0;
  const pruneHourly = async () => {
    const now = deps.clock().getTime();
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    await pruneSentEmails(deps);
  };
  const tick = () => {
    running = runDispatchOnce(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, "dispatch worker tick failed"))
      .then(() => fetchDueProofs(deps))
      .catch((error: unknown) => deps.log.error({ err: error }, "proof of delivery tick failed"))
      .then(() => emailUnseenChatReplies({ db: deps.db, appUrl: deps.appUrl, now: deps.clock() }))
      .catch((error: unknown) => deps.log.error({ err: error }, "chat away emails tick failed"))
      .then(() => sendDueEmails(deps))
      .then(pruneHourly)
      .catch((error: unknown) => deps.log.error({ err: error }, "email outbox tick failed"))
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

import type { FastifyReply } from "fastify";

/**
 * A signal that fires when the client goes away before its answer is sent, so work done only for
 * that answer (a render on a worker) can stop instead of running on for no one.
 */
export function requestSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Work stopped because its client went away (the signal above fired): not a failure of the server. */
export class ClientGone extends Error {}

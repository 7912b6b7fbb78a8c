import { AppError } from "../../../domain/errors.ts";

export interface HashQueueLimits {
  /** Hashes run at once (one per core: each holds a core and 19 MiB). */
  slots: number;
  /** Waiting hashes from one client address; more are refused with 429. */
  perClient: number;
  /** Waiting hashes in all; more are refused with 503. */
  total: number;
}

/**
 * A bounded queue for password hashing with a fair order: waiting clients take turns, one hash
 * each, so a flood from a few addresses delays a real sign-in by one turn per flooding address,
 * not by the flood's length. Over its bounds it refuses at once instead of queueing for seconds.
 */
export function createHashQueue(limits: HashQueueLimits) {
  /* Insertion-ordered: the first client in the map is next; after its turn it goes to the back. */
  const waitingByClient = new Map<string, (() => void)[]>();
  let waiting = 0;
  let running = 0;

  function nextInTurn(): (() => void) | undefined {
    for (const [client, line] of waitingByClient) {
      const start = line.shift();
      waitingByClient.delete(client);
      if (line.length > 0) waitingByClient.set(client, line);
      waiting -= 1;
      return start;
    }
    return undefined;
  }

  function waitForTurn(client: string): Promise<void> {
    const line = waitingByClient.get(client) ?? [];
    if (line.length >= limits.perClient) {
      throw new AppError(
        "rate_limited",
        "Too many sign-ins at once from your network. Please wait a moment and try again.",
      );
    }
    if (waiting >= limits.total) {
      throw new AppError("busy", "We are very busy right now. Please try again in a few seconds.");
    }
    waiting += 1;
    return new Promise<void>((resolve) => {
      line.push(resolve);
      waitingByClient.set(client, line);
    });
  }

  return {
    async run<T>(client: string, work: () => Promise<T>): Promise<T> {
      if (running < limits.slots) running += 1;
      else await waitForTurn(client);
      try {
        return await work();
      } finally {
        // Hand the slot straight to the next in turn, or give it back.
        const next = nextInTurn();
        if (next) next();
        else running -= 1;
      }
    },
    /** For tests and the health of the process: how many hashes wait. */
    waiting: () => waiting,
  };
}

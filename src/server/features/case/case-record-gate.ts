import { AppError } from "../../../domain/errors.ts";
import { ClientGone } from "../../http/request-signal.ts";

/**
 * How many case records are made at once in this process, and how many may wait for a turn.
 * A record reads up to 16 MB of pictures and the letter's files and takes a render worker for
 * seconds; the render workers also render every paid correction and download, so records one at
 * a time leave them free for everyone else's letters (decision 0067).
 */
export const CASE_RECORDS_AT_ONCE = 1;
export const CASE_RECORDS_WAITING = 4;
/** Seconds a refused client is told to wait before asking again (Retry-After). */
export const CASE_RECORD_RETRY_SECONDS = 30;

export const CASE_RECORD_ALREADY_MAKING =
  "Your case record is still being made. Wait for it to download before asking for it again.";
export const CASE_RECORDS_BUSY = "We are making many case records right now. Please try again in a minute.";

const accountsMaking = new Set<number>();
/** Each waiting request's start. */
const waiting: (() => void)[] = [];
let running = 0;

/**
 * Runs `make` (gathering and laying out one account's case record) when its turn comes: one record
 * per account at a time (a second answers 429), CASE_RECORDS_AT_ONCE across accounts, and
 * CASE_RECORDS_WAITING waiting behind them (past that, 503). Both answers carry Retry-After. A
 * request whose client leaves while it waits gives up its place.
 */
export async function makeCaseRecordInTurn<T>(userId: number, signal: AbortSignal, make: () => Promise<T>): Promise<T> {
  if (accountsMaking.has(userId))
    throw new AppError("rate_limited", CASE_RECORD_ALREADY_MAKING, undefined, CASE_RECORD_RETRY_SECONDS);
  if (running >= CASE_RECORDS_AT_ONCE && waiting.length >= CASE_RECORDS_WAITING)
    throw new AppError("busy", CASE_RECORDS_BUSY, undefined, CASE_RECORD_RETRY_SECONDS);
  accountsMaking.add(userId);
  try {
    await turn(signal);
    try {
      return await make();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  } finally {
    accountsMaking.delete(userId);
  }
}

/** Resolves once a place among the records being made is this request's (counted as running). */
function turn(signal: AbortSignal): Promise<void> {
  if (running < CASE_RECORDS_AT_ONCE) {
    running += 1;
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      const index = waiting.indexOf(place);
      if (index !== -1) waiting.splice(index, 1);
      reject(new ClientGone("case record cancelled while waiting: the request went away"));
    };
    const place = () => {
      signal.removeEventListener("abort", onAbort);
      running += 1;
      resolve();
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    waiting.push(place);
  });
}

/** Case records being made and waiting now (tests). */
export function caseRecordsInFlight(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

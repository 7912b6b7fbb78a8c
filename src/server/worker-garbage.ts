/**
 * A full garbage collection, for a worker thread between jobs. A render or a file leaves tens of
 * megabytes of garbage that V8 would keep until its heap grew again; collecting as soon as the job
 * has answered gives those pages back to the system while the worker waits (decision 0066).
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/* `gc` exists only in contexts made after the flag is set: this module's own new context. */
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as (options?: { type: "minor" | "major" }) => void;

/** Collects everything unreachable now, on this thread only. */
export function collectGarbage(): void {
  gc();
}

/**
 * Collects the young generation only (a fraction of a millisecond with its 4 MB): buffers just
 * dropped give their memory back now, not whenever the heap next fills.
 */
export function collectYoungGarbage(): void {
  gc({ type: "minor" });
}

/** A render takes milliseconds: a busy worker collects once its burst of jobs ends, not after each one. */
const IDLE_BEFORE_COLLECTING_MS = 250;
let idleTimer: NodeJS.Timeout | undefined;

/** Collects once this thread has had no new job for a moment; `jobStarted` puts it off. */
export function collectWhenIdle(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(collectGarbage, IDLE_BEFORE_COLLECTING_MS);
  idleTimer.unref();
}

/** A job arrived: the collection waits until the thread is idle again. */
export function jobStarted(): void {
  clearTimeout(idleTimer);
}

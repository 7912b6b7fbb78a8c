import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { AppError } from "../../../domain/errors.ts";
import { ClientGone } from "../../http/request-signal.ts";
import { startWorker } from "../../start-worker.ts";
import type { RenderJobs } from "./render-letter.ts";

type Kind = keyof RenderJobs;
interface Task {
  id: number;
  kind: Kind;
  input: unknown;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  settled: boolean;
  deadline?: NodeJS.Timeout;
  signal?: AbortSignal;
  onAbort?: () => void;
}
interface Slot {
  worker: Worker;
  task?: Task;
  idleTimer?: NodeJS.Timeout;
}
interface Lane {
  size: number;
  /** Jobs that may wait for a worker; past that, the request is answered 503 (no bound when left out). */
  maxWaiting?: number;
  slots: Slot[];
  waiting: Task[];
}

/**
 * Workers: laying out a letter takes a core for 0.1-2 s, and each worker holds its own copy of the
 * fonts (about 60 MB). Paid letters are rendered once per version and then read back, so one
 * worker per two cores keeps the event loop free within the memory budget (decision 0012).
 */
const SIZE = Math.max(1, Math.floor(availableParallelism() / 2));

/**
 * Letters are laid out on worker threads, so a burst of saves or downloads never holds the event
 * loop that answers everyone else. The server's own thread never loads a font. Three lanes, each with
 * its own workers and queue: page counts (a few milliseconds, which a save waits on) never queue
 * behind renders. A job runs under a deadline and stops when its request goes away: either way its
 * worker is stopped, since a render cannot be interrupted otherwise, and replaced. A worker that
 * dies fails its job alone. Workers start on first use, keep the process alive only while they
 * have a job, and stop after a while without one, giving back their fonts and heap.
 */
const lanes = {
  quick: { size: 1, slots: [], waiting: [] } as Lane,
  preview: { size: 1, maxWaiting: 20, slots: [], waiting: [] } as Lane,
  render: { size: SIZE, slots: [], waiting: [] } as Lane,
};
/**
 * The preview's pages (`blocksPages`, asked for by any signed-in account as often as its rate
 * limit allows) have a lane of their own: a burst of previews never delays a save's page count.
 */
const laneOf = (kind: Kind): Lane =>
  kind === "letterPages" ? lanes.quick : kind === "blocksPages" ? lanes.preview : lanes.render;

/**
 * How long a job may run once its worker starts it: many times the slowest honest case measured
 * (a four-page Chinese letter, a case record with 20 exhibits), with the first job's font loading
 * on a busy machine, so only a runaway job is stopped.
 */
const DEADLINE_MS: Record<Kind, number> = {
  letterPages: 20_000,
  blocksPages: 20_000,
  letterPagesByRendering: 60_000,
  letterFiles: 60_000,
  followUpFile: 60_000,
  blocksPdf: 60_000,
  blocksDocx: 60_000,
  proofPacket: 120_000,
};
let deadlineScale = 1;

/** Shortens or lengthens every deadline (tests). */
export function scaleRenderDeadlines(scale: number): void {
  deadlineScale = scale;
}

let idleStopMs = 10_000;

/** How long a worker without a job lives on (tests shorten it). */
export function setRenderWorkerIdleStop(ms: number): void {
  idleStopMs = ms;
}

/** Workers running now, busy or idle, in every lane. */
export function renderWorkerCount(): number {
  return lanes.quick.slots.length + lanes.preview.slots.length + lanes.render.slots.length;
}

/**
 * A small young generation: a render makes many short-lived objects, and collecting them often
 * keeps the worker's resident memory near its fonts' size. Old space is capped well above what the
 * largest letter (four pages in Chinese) needs, so a runaway job fails alone.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 192 };
let nextId = 1;
const jobsAsked = new Map<Kind, number>();

/** How many jobs of `kind` this process has asked its workers for: a download served from files already rendered asks for none. */
export function renderJobsAsked(kind: Kind): number {
  return jobsAsked.get(kind) ?? 0;
}

/** The answer when too many previews already wait for their worker. */
export const RENDER_BUSY = "We are preparing many previews right now. Please try again in a moment.";

/** The answer when a job outlives its deadline. */
export const RENDER_TOO_SLOW = "This document took too long to prepare. Please try again in a minute.";

/**
 * Runs one render job on a worker; resolves with what the job answers. With `signal` (the request's
 * own), the job is dropped from the queue, or stopped on its worker, when the client goes away.
 */
export function runInWorker<K extends Kind>(
  kind: K,
  input: Parameters<RenderJobs[K]>[0],
  options: { signal?: AbortSignal } = {},
): Promise<Awaited<ReturnType<RenderJobs[K]>>> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new ClientGone(`render job ${kind} cancelled: the request went away`));
    jobsAsked.set(kind, renderJobsAsked(kind) + 1);
    const task: Task = {
      id: nextId++,
      kind,
      input,
      resolve: resolve as (result: unknown) => void,
      reject,
      settled: false,
      signal: options.signal,
    };
    const lane = laneOf(kind);
    if (lane.maxWaiting !== undefined && lane.waiting.length >= lane.maxWaiting)
      return reject(new AppError("busy", RENDER_BUSY));
    if (task.signal) {
      task.onAbort = () => cancel(lane, task);
      task.signal.addEventListener("abort", task.onAbort, { once: true });
    }
    lane.waiting.push(task);
    if (lane.slots.length < lane.size) lane.slots.push(startSlot(lane));
    drain(lane);
  });
}

/** Settles a task once: clears its deadline and its abort listener. */
function settle(task: Task, outcome: { result: unknown } | { error: Error }): void {
  if (task.settled) return;
  task.settled = true;
  clearTimeout(task.deadline);
  if (task.onAbort) task.signal?.removeEventListener("abort", task.onAbort);
  if ("error" in outcome) task.reject(outcome.error);
  else task.resolve(outcome.result);
}

function cancel(lane: Lane, task: Task): void {
  const queued = lane.waiting.indexOf(task);
  if (queued !== -1) lane.waiting.splice(queued, 1);
  settle(task, { error: new ClientGone(`render job ${task.kind} cancelled: the request went away`) });
  const slot = lane.slots.find((candidate) => candidate.task === task);
  if (slot) void slot.worker.terminate();
}

function drain(lane: Lane): void {
  for (const slot of lane.slots) {
    if (slot.task) continue;
    const task = lane.waiting.shift();
    if (!task) return;
    slot.task = task;
    clearTimeout(slot.idleTimer);
    slot.worker.ref();
    slot.worker.postMessage({ id: task.id, kind: task.kind, input: task.input });
  }
}

function stopWhenIdle(lane: Lane, slot: Slot): void {
  slot.idleTimer = setTimeout(() => {
    const index = lane.slots.indexOf(slot);
    if (slot.task || index === -1) return;
    lane.slots.splice(index, 1);
    void slot.worker.terminate();
  }, idleStopMs);
  slot.idleTimer.unref();
}

function startSlot(lane: Lane): Slot {
  const slot: Slot = { worker: startWorker(import.meta.url, "render-worker", WORKER_LIMITS) };
  slot.worker.unref();
  slot.worker.on("message", (message: { id: number; started?: boolean; result?: unknown; error?: string }) => {
    const task = slot.task;
    if (!task || task.id !== message.id) return;
    if (message.started) {
      task.deadline = setTimeout(() => {
        settle(task, { error: new AppError("busy", RENDER_TOO_SLOW) });
        void slot.worker.terminate();
      }, DEADLINE_MS[task.kind] * deadlineScale);
      return;
    }
    slot.task = undefined;
    slot.worker.unref();
    if (message.error === undefined) settle(task, { result: message.result });
    else settle(task, { error: new Error(`render job ${task.kind} failed: ${message.error}`) });
    drain(lane);
    if (!slot.task) stopWhenIdle(lane, slot);
  });
  const replace = (why: string) => {
    const index = lane.slots.indexOf(slot);
    if (index === -1) return;
    lane.slots.splice(index, 1);
    if (slot.task) settle(slot.task, { error: new Error(`the render worker stopped (${why})`) });
    slot.task = undefined;
    if (lane.waiting.length > 0) {
      lane.slots.push(startSlot(lane));
      drain(lane);
    }
  };
  slot.worker.on("error", (error) => replace(error.message));
  slot.worker.on("exit", (code) => replace(`exit code ${code}`));
  return slot;
}

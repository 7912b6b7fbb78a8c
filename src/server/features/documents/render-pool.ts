import { AppError } from "../../../domain/errors.ts";
import { ClientGone } from "../../http/request-signal.ts";
import { startWorker } from "../../start-worker.ts";
import {
  type Crew,
  crewOf,
  crews,
  DEADLINE_MS,
  type Kind,
  laneOf,
  nextTask,
  type Slot,
  type Task,
} from "./render-lanes.ts";
import type { RenderJobs } from "./render-letter.ts";

/**
 * Letters are laid out on worker threads, so a burst of saves or downloads never holds the event
 * loop that answers everyone else. The server's own thread never loads a font. Jobs wait in lanes
 * by urgency and are served by crews of workers (`render-lanes.ts`): page counts before renders
 * before previews, and case records on a worker of their own. A job runs under a deadline and stops
 * when its request goes away: either way its worker is stopped, since a render cannot be
 * interrupted otherwise, and replaced. A worker that dies fails its job alone. Workers start on
 * first use, keep the process alive only while they have a job, and stop after a while without
 * one, giving back their fonts and heap.
 */

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

/** Workers running now, busy or idle, in every crew. */
export function renderWorkerCount(): number {
  return crews.reduce((count, crew) => count + crew.slots.length, 0);
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
    const lane = laneOf(kind);
    if (lane.maxWaiting !== undefined && lane.waiting.length >= lane.maxWaiting)
      return reject(new AppError("busy", RENDER_BUSY));
    const task: Task = {
      id: nextId++,
      kind,
      input,
      lane,
      resolve: resolve as (result: unknown) => void,
      reject,
      settled: false,
      signal: options.signal,
    };
    if (task.signal) {
      task.onAbort = () => cancel(task);
      task.signal.addEventListener("abort", task.onAbort, { once: true });
    }
    lane.waiting.push(task);
    serve(crewOf(lane));
  });
}

/** Hands waiting jobs to idle workers, and starts a worker while jobs still wait and the crew has room. */
function serve(crew: Crew): void {
  drain(crew);
  if (crew.slots.length < crew.size && crew.lanes.some((lane) => lane.waiting.length > 0)) {
    crew.slots.push(startSlot(crew));
    drain(crew);
  }
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

function cancel(task: Task): void {
  const queued = task.lane.waiting.indexOf(task);
  if (queued !== -1) task.lane.waiting.splice(queued, 1);
  settle(task, { error: new ClientGone(`render job ${task.kind} cancelled: the request went away`) });
  const slot = crewOf(task.lane).slots.find((candidate) => candidate.task === task);
  if (slot) void slot.worker.terminate();
}

function drain(crew: Crew): void {
  for (const slot of crew.slots) {
    if (slot.task) continue;
    const task = nextTask(crew);
    if (!task) return;
    slot.task = task;
    clearTimeout(slot.idleTimer);
    slot.worker.ref();
    slot.worker.postMessage({ id: task.id, kind: task.kind, input: task.input });
  }
}

function stopWhenIdle(crew: Crew, slot: Slot): void {
  slot.idleTimer = setTimeout(() => {
    const index = crew.slots.indexOf(slot);
    if (slot.task || index === -1) return;
    crew.slots.splice(index, 1);
    void slot.worker.terminate();
  }, idleStopMs);
  slot.idleTimer.unref();
}

function startSlot(crew: Crew): Slot {
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
    drain(crew);
    if (!slot.task) stopWhenIdle(crew, slot);
  });
  const replace = (why: string) => {
    const index = crew.slots.indexOf(slot);
    if (index === -1) return;
    crew.slots.splice(index, 1);
    if (slot.task) settle(slot.task, { error: new Error(`the render worker stopped (${why})`) });
    slot.task = undefined;
    serve(crew);
  };
  slot.worker.on("error", (error) => replace(error.message));
  slot.worker.on("exit", (code) => replace(`exit code ${code}`));
  return slot;
}

import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { RenderJobs } from "./render-letter.ts";

type Kind = keyof RenderJobs;
interface Task {
  id: number;
  kind: Kind;
  input: unknown;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}
interface Slot {
  worker: Worker;
  task?: Task;
  idleTimer?: NodeJS.Timeout;
}

/**
 * Workers: laying out a letter takes a core for 0.1-2 s, and each worker holds its own copy of the
 * fonts (about 60 MB). Paid letters are rendered once per version and then read back, so one
 * worker per two cores keeps the event loop free within the memory budget (decision 0012).
 */
const SIZE = Math.max(1, Math.floor(availableParallelism() / 2));

/**
 * Letters are laid out on worker threads, so a burst of saves or downloads never holds the event
 * loop that answers everyone else. The server's own thread never loads a font. Jobs wait in order
 * for a free worker; a worker that dies fails its job and is replaced. Workers start on first use,
 * keep the process alive only while they have a job, and stop after a while without one, giving
 * back their fonts and heap (a burst of renders would otherwise hold that memory for good).
 */
const slots: Slot[] = [];
let idleStopMs = 30_000;

/** How long a worker without a job lives on (tests shorten it). */
export function setRenderWorkerIdleStop(ms: number): void {
  idleStopMs = ms;
}

/** Workers running now, busy or idle. */
export function renderWorkerCount(): number {
  return slots.length;
}

/**
 * A small young generation: a render makes many short-lived objects, and collecting them often
 * keeps the worker's resident memory near its fonts' size. Old space is capped well above what the
 * largest letter (four pages in Chinese) needs, so a runaway job fails alone.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 192 };
const waiting: Task[] = [];
let nextId = 1;

/** Runs one render job on a worker; resolves with what the job answers. */
export function runInWorker<K extends Kind>(
  kind: K,
  input: Parameters<RenderJobs[K]>[0],
): Promise<Awaited<ReturnType<RenderJobs[K]>>> {
  return new Promise((resolve, reject) => {
    waiting.push({ id: nextId++, kind, input, resolve: resolve as (result: unknown) => void, reject });
    if (slots.length < SIZE) slots.push(startSlot());
    drain();
  });
}

function drain(): void {
  for (const slot of slots) {
    if (slot.task) continue;
    const task = waiting.shift();
    if (!task) return;
    slot.task = task;
    clearTimeout(slot.idleTimer);
    slot.worker.ref();
    slot.worker.postMessage({ id: task.id, kind: task.kind, input: task.input });
  }
}

/**
 * The bundled worker file in production; in development and tests, the TypeScript source, loaded
 * through tsx's loader registered in the worker first.
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return new Worker(new URL("./render-worker.js", here), { resourceLimits: WORKER_LIMITS });
  const source = new URL("./render-worker.ts", here).href;
  const tsx = import.meta.resolve("tsx/esm/api");
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { eval: true, resourceLimits: WORKER_LIMITS },
  );
}

function stopWhenIdle(slot: Slot): void {
  slot.idleTimer = setTimeout(() => {
    const index = slots.indexOf(slot);
    if (slot.task || index === -1) return;
    slots.splice(index, 1);
    void slot.worker.terminate();
  }, idleStopMs);
  slot.idleTimer.unref();
}

function startSlot(): Slot {
  const slot: Slot = { worker: startWorker() };
  slot.worker.unref();
  slot.worker.on("message", (message: { id: number; result?: unknown; error?: string }) => {
    const task = slot.task;
    if (!task || task.id !== message.id) return;
    slot.task = undefined;
    slot.worker.unref();
    if (message.error === undefined) task.resolve(message.result);
    else task.reject(new Error(`render job ${task.kind} failed: ${message.error}`));
    drain();
    if (!slot.task) stopWhenIdle(slot);
  });
  const replace = (why: string) => {
    const index = slots.indexOf(slot);
    if (index === -1) return;
    slots.splice(index, 1);
    slot.task?.reject(new Error(`the render worker stopped (${why})`));
    slot.task = undefined;
    if (waiting.length > 0) {
      slots.push(startSlot());
      drain();
    }
  };
  slot.worker.on("error", (error) => replace(error.message));
  slot.worker.on("exit", (code) => replace(`exit code ${code}`));
  return slot;
}

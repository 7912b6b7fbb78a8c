import { readFileSync } from "node:fs";
import type { Worker } from "node:worker_threads";
import { EVIDENCE_MESSAGES } from "../../../domain/case/evidence.ts";
import { AppError } from "../../../domain/errors.ts";
import type { FileJobs } from "./file-jobs.ts";
import { nextTurn, takeTurn } from "./turns-by-account.ts";
import { startWorker } from "../../start-worker.ts";

type Kind = keyof FileJobs;
interface Task {
  id: number;
  kind: Kind;
  input: unknown;
  /** The account the file belongs to: jobs take turns by account (turns-by-account.ts). */
  owner: string;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  waitTimer?: NodeJS.Timeout;
}
interface Slot {
  worker: Worker;
  ready: boolean;
  /** Where Linux counts the worker thread's CPU time, when it does. */
  cpuStat?: string;
  task?: Task;
  deadline?: NodeJS.Timeout;
  /** Checks the job's CPU time every CPU_CHECK_MS. */
  limitWatch?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
}

/** A file job stopped at a limit: it used its CPU time or its memory. The file is refused. */
export class FileJobLimit extends Error {}

/**
 * One worker: reading a hostile file may take a core for the whole deadline, and the letter
 * render pool keeps the other (decision 0023). Its heap is capped, and the worker watches its own
 * job's memory, heap and buffers together (file-worker.ts, decision 0036): another request's
 * memory never makes a file "too complex".
 */
const SIZE = 1;
const WORKER_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 };
const CPU_CHECK_MS = 50;
/**
 * Jobs that may wait for the worker (each holds its upload, 10 MB at most): as many as one user
 * may send in the upload window. Past that, uploads are turned away for a minute (503).
 */
const MAX_WAITING = 30;
/**
 * How long a job may wait behind other files (then 503). With `wallMs`, an upload is answered
 * within 25 s: before the server drops a connection that has been idle for 30 s. The worker's own
 * start-up is not counted (on a busy machine it can take seconds), but it has its own limit.
 */
const MAX_WAIT_MS = 10_000;
const STARTUP_LIMIT_MS = 60_000;
const IDLE_STOP_MS = 10_000;

/**
 * A job is stopped when its worker thread has used `cpuMs` of CPU time: that file is too complex.
 * It is also stopped after `wallMs`, and then the machine was too busy to give it that time, so
 * the upload is turned away for a minute (503), never called too complex. Where the thread's CPU
 * time cannot be read (not Linux), `wallMs` alone stops a job, as too complex.
 */
let limits = { cpuMs: 12_000, wallMs: 15_000 };
const slots: Slot[] = [];
const waiting: Task[] = [];
/** Each account's last turn on the worker, counted in jobs started. */
const lastTurn = new Map<string, number>();
let turns = 0;
let nextId = 1;

/** Sets the limits of each file job (tests shorten them); answers the ones before. */
export function setFileJobLimits(next: typeof limits): typeof limits {
  const before = limits;
  limits = next;
  return before;
}

/** The CPU time, in ms, the thread has used so far; undefined when it cannot be read. */
function threadCpuMs(statPath: string | undefined): number | undefined {
  if (!statPath) return undefined;
  try {
    /* After the command name in parentheses: state is the first field, utime the 12th, stime the 13th, in 1/100 s. */
    const stat = readFileSync(statPath, "latin1");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/** Whose job it is when no account is: the server's own work (a proof of delivery, say). */
const SERVER_OWNER = "server";

/**
 * Runs one file job on the file worker, in turn with other accounts' jobs. Rejects with
 * FileJobLimit when the job uses its CPU time or its memory (the worker is then stopped and a new
 * one started for the next job), and with a 503 AppError when too many files already wait, this
 * one waited too long, or the machine was too busy to give it its CPU time before the wall-clock
 * limit.
 */
export function runFileJob<K extends Kind>(
  kind: K,
  input: Parameters<FileJobs[K]>[0],
  owner = SERVER_OWNER,
): Promise<Awaited<ReturnType<FileJobs[K]>>> {
  if (waiting.length >= MAX_WAITING) return Promise.reject(new AppError("busy", EVIDENCE_MESSAGES.busy));
  return new Promise((resolve, reject) => {
    const task: Task = { id: nextId++, kind, input, owner, resolve: resolve as (result: unknown) => void, reject };
    waiting.push(task);
    if (slots.length < SIZE) slots.push(startSlot());
    if (slots.some((slot) => slot.ready)) armWaitTimer(task);
    drain();
  });
}

/** From now on the task may wait MAX_WAIT_MS for its turn, then it is turned away (503). */
function armWaitTimer(task: Task): void {
  if (task.waitTimer) return;
  task.waitTimer = setTimeout(() => {
    const index = waiting.indexOf(task);
    if (index === -1) return;
    waiting.splice(index, 1);
    task.reject(new AppError("busy", EVIDENCE_MESSAGES.busy));
  }, MAX_WAIT_MS);
}

function drain(): void {
  for (const slot of slots) {
    if (slot.task || !slot.ready) continue;
    const index = nextTurn(waiting, lastTurn);
    if (index === -1) return;
    const [task] = waiting.splice(index, 1) as [Task];
    takeTurn(lastTurn, task.owner, waiting, ++turns);
    clearTimeout(task.waitTimer);
    slot.task = task;
    clearTimeout(slot.idleTimer);
    slot.worker.ref();
    const cpuStart = threadCpuMs(slot.cpuStat);
    /* With the CPU time readable, a job the clock stops first was starved by the machine, not made hard by its file. */
    slot.deadline = setTimeout(() => {
      const reason =
        cpuStart === undefined
          ? new FileJobLimit("the file job ran past its deadline")
          : new AppError("busy", EVIDENCE_MESSAGES.busy);
      stop(slot, reason);
    }, limits.wallMs);
    slot.limitWatch = setInterval(() => {
      if (cpuStart !== undefined && (threadCpuMs(slot.cpuStat) ?? cpuStart) - cpuStart >= limits.cpuMs)
        stop(slot, new FileJobLimit("the file job used its CPU time"));
    }, CPU_CHECK_MS);
    slot.worker.postMessage({ id: task.id, kind: task.kind, input: task.input });
  }
}

/** Ends the slot's job (answered, or stopped at a limit): timers cleared, the job settled once. */
function finish(slot: Slot): Task | undefined {
  const task = slot.task;
  clearTimeout(slot.deadline);
  clearInterval(slot.limitWatch);
  slot.task = undefined;
  return task;
}

/**
 * Stops a worker and fails its job with `reason`; the next waiting job gets a new worker. A worker
 * that failed before it was ready fails every waiting job instead of being started again and again.
 */
function stop(slot: Slot, reason: Error): void {
  const index = slots.indexOf(slot);
  if (index === -1) return;
  slots.splice(index, 1);
  finish(slot)?.reject(reason);
  void slot.worker.terminate();
  if (!slot.ready)
    for (const task of waiting.splice(0)) {
      clearTimeout(task.waitTimer);
      task.reject(reason);
    }
  else if (waiting.length > 0) slots.push(startSlot());
}

function startSlot(): Slot {
  const slot: Slot = { worker: startWorker(import.meta.url, "file-worker", WORKER_LIMITS), ready: false };
  slot.worker.unref();
  const startup = setTimeout(() => stop(slot, new AppError("busy", EVIDENCE_MESSAGES.busy)), STARTUP_LIMIT_MS);
  startup.unref();
  slot.worker.on(
    "message",
    (message: { ready?: true; overBudget?: true; cpuStat?: string; id?: number; result?: unknown; error?: string }) => {
      if (message.overBudget) {
        if (slot.task) stop(slot, new FileJobLimit("the file job used too much memory"));
        return;
      }
      if (message.ready) {
        slot.ready = true;
        slot.cpuStat = message.cpuStat;
        clearTimeout(startup);
        for (const task of waiting) armWaitTimer(task);
      } else if (slot.task?.id === message.id) {
        const task = finish(slot);
        slot.worker.unref();
        if (message.error === undefined) task?.resolve(message.result);
        else task?.reject(new Error(`file job ${task.kind} failed: ${message.error}`));
      }
      drain();
      if (!slot.task) stopWhenIdle(slot);
    },
  );
  slot.worker.on("error", (error) => {
    const outOfMemory = (error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY";
    stop(slot, outOfMemory ? new FileJobLimit("the file job used too much memory") : error);
  });
  slot.worker.on("exit", (code) => stop(slot, new Error(`the file worker stopped (exit code ${code})`)));
  return slot;
}

function stopWhenIdle(slot: Slot): void {
  clearTimeout(slot.idleTimer);
  slot.idleTimer = setTimeout(() => {
    const index = slots.indexOf(slot);
    if (slot.task || index === -1) return;
    slots.splice(index, 1);
    void slot.worker.terminate();
  }, IDLE_STOP_MS);
  slot.idleTimer.unref();
}

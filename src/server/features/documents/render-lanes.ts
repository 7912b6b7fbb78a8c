import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import type { RenderJobs } from "./render-letter.ts";

export type Kind = keyof RenderJobs;

export interface Task {
  id: number;
  kind: Kind;
  input: unknown;
  lane: Lane;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  settled: boolean;
  deadline?: NodeJS.Timeout;
  signal?: AbortSignal;
  onAbort?: () => void;
}

/** Jobs of one urgency, first come first served. */
export interface Lane {
  /** Jobs that may wait; past that, the request is answered 503 (no bound when left out). */
  maxWaiting?: number;
  waiting: Task[];
}

export interface Slot {
  worker: Worker;
  task?: Task;
  idleTimer?: NodeJS.Timeout;
}

/** Workers that each take the next job from their lanes, the first lane's before the second's. */
export interface Crew {
  size: number;
  lanes: Lane[];
  slots: Slot[];
}

/**
 * Each worker holds its own copy of the fonts and the layout code (35-40 MB of heap, about 60 MB
 * resident), so one worker per two cores keeps the event loop free within the memory budget
 * (decisions 0012, 0081).
 */
const SIZE = Math.max(1, Math.floor(availableParallelism() / 2));

/**
 * Five lanes (decisions 0081, 0083). A save's page count (`quick`), a just-paid letter's PDF
 * (`paid`), the letter's files, Word files, notices and guides (`render`) and the preview's pages
 * (`preview`, asked for by any signed-in account as often as its rate limit allows, so at most 20
 * wait) take a few to a few tens of milliseconds each: the same workers serve all four in that
 * order, so a page count waits at most for the one job in progress, never behind a burst of
 * renders or previews, and a buyer's first download waits only for the PDFs paid before it, not for
 * their Word files. A case record (`records`) takes a worker for hundreds of milliseconds to
 * seconds: it has a worker of its own, started only when one is asked for (the case records' turns
 * let one be made at a time, decision 0067).
 */
export const lanes = {
  quick: { waiting: [] } as Lane,
  paid: { waiting: [] } as Lane,
  render: { waiting: [] } as Lane,
  preview: { maxWaiting: 20, waiting: [] } as Lane,
  records: { waiting: [] } as Lane,
};

export const crews: Crew[] = [
  { size: SIZE, lanes: [lanes.quick, lanes.paid, lanes.render, lanes.preview], slots: [] },
  { size: 1, lanes: [lanes.records], slots: [] },
];

export function laneOf(kind: Kind): Lane {
  if (kind === "letterPages") return lanes.quick;
  if (kind === "letterPdf") return lanes.paid;
  if (kind === "blocksPages") return lanes.preview;
  if (kind === "proofPacket") return lanes.records;
  return lanes.render;
}

export function crewOf(lane: Lane): Crew {
  const crew = crews.find((candidate) => candidate.lanes.includes(lane));
  if (!crew) throw new Error("a render lane without workers");
  return crew;
}

/** The crew's next job: the first waiting in its most urgent lane that has one. */
export function nextTask(crew: Crew): Task | undefined {
  return crew.lanes.find((lane) => lane.waiting.length > 0)?.waiting.shift();
}

/**
 * How long a job may run once its worker starts it: many times the slowest honest case measured
 * (a four-page Chinese letter, a case record with 20 exhibits), with the first job's font loading
 * on a busy machine, so only a runaway job is stopped.
 */
export const DEADLINE_MS: Record<Kind, number> = {
  letterPages: 20_000,
  blocksPages: 20_000,
  letterPagesByRendering: 60_000,
  letterFiles: 60_000,
  letterPdf: 60_000,
  letterWord: 60_000,
  followUpFile: 60_000,
  blocksPdf: 60_000,
  blocksDocx: 60_000,
  proofPacket: 120_000,
};

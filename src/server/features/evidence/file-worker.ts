/** A file worker thread: reads one uploaded file at a time, within the limits its pool sets. */
import { readlinkSync } from "node:fs";
import { parentPort } from "node:worker_threads";
import { collectWhenIdle, jobStarted } from "../../worker-garbage.ts";
import { type FileJobs, fileJobs } from "./file-jobs.ts";

/** What this thread held when the current job started; undefined between jobs. */
let heldAtStart: number | undefined;

parentPort?.on("message", async ({ id, kind, input }: { id: number; kind: keyof FileJobs; input: never }) => {
  jobStarted();
  heldAtStart = heldBytes();
  try {
    parentPort?.postMessage({ id, result: await fileJobs[kind](input) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  } finally {
    heldAtStart = undefined;
  }
  /* After the answer is sent: the file's bytes and pictures go back once no other file follows. */
  collectWhenIdle();
});

/** Where Linux counts this thread's CPU time (undefined elsewhere): the pool reads it during a job. */
function cpuStatPath(): string | undefined {
  try {
    return `/proc/${readlinkSync("/proc/thread-self")}/stat`;
  } catch {
    return undefined;
  }
}

/**
 * Memory one job may add on this thread: its heap and the buffers outside it (unpacked streams,
 * page pictures), as V8 counts them for this thread alone, from what the thread held when the job
 * started. What the rest of the server holds meanwhile, or an earlier job's garbage, never counts
 * against a file (decision 0036). Checked between pieces of work; the pool stops the job when told.
 */
const JOB_MEMORY_BUDGET = 160 * 1024 * 1024;
const MEMORY_CHECK_MS = 50;
setInterval(() => {
  if (heldAtStart !== undefined && heldBytes() - heldAtStart > JOB_MEMORY_BUDGET)
    parentPort?.postMessage({ overBudget: true });
}, MEMORY_CHECK_MS).unref();

/** This thread's heap and the buffers outside it, garbage not yet collected included. */
function heldBytes(): number {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

/* Its libraries are loaded: the pool's limits count from the first job, not from start-up. */
parentPort?.postMessage({ ready: true, cpuStat: cpuStatPath() });

/** A file worker thread: reads one uploaded file at a time, within the limits its pool sets. */
import { readlinkSync } from "node:fs";
import { parentPort } from "node:worker_threads";
import { type FileJobs, fileJobs } from "./file-jobs.ts";

parentPort?.on("message", async ({ id, kind, input }: { id: number; kind: keyof FileJobs; input: never }) => {
  try {
    parentPort?.postMessage({ id, result: await fileJobs[kind](input) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

/** Where Linux counts this thread's CPU time (undefined elsewhere): the pool reads it during a job. */
function cpuStatPath(): string | undefined {
  try {
    return `/proc/${readlinkSync("/proc/thread-self")}/stat`;
  } catch {
    return undefined;
  }
}

/* Its libraries are loaded: the pool's limits count from the first job, not from start-up. */
parentPort?.postMessage({ ready: true, cpuStat: cpuStatPath() });

/** A file worker thread: reads one uploaded file at a time, within the limits its pool sets. */
import { parentPort } from "node:worker_threads";
import { type FileJobs, fileJobs } from "./file-jobs.ts";

parentPort?.on("message", async ({ id, kind, input }: { id: number; kind: keyof FileJobs; input: never }) => {
  try {
    parentPort?.postMessage({ id, result: await fileJobs[kind](input) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

/* Its libraries are loaded: the pool's deadline counts from the first job, not from start-up. */
parentPort?.postMessage({ ready: true });

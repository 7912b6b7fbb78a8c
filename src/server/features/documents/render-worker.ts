/** A render worker thread: runs one named render job at a time and answers its result. */
import { parentPort } from "node:worker_threads";
import { collectWhenIdle, jobStarted } from "../../worker-garbage.ts";
import { type RenderJobs, renderJobs } from "./render-letter.ts";

parentPort?.on("message", async ({ id, kind, input }: { id: number; kind: keyof RenderJobs; input: never }) => {
  jobStarted();
  /* The job's deadline runs from here: a worker still loading its code is not the job's time. */
  parentPort?.postMessage({ id, started: true });
  try {
    parentPort?.postMessage({ id, result: await renderJobs[kind](input) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
  /* After the answer is sent: the job's garbage goes back once no other job follows it (decision 0066). */
  collectWhenIdle();
});

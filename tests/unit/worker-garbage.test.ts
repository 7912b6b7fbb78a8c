import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { collectGarbage, collectWhenIdle, jobStarted } from "../../src/server/worker-garbage.ts";

/** Heap in use after the thread made `megabytes` of garbage, then after `collectGarbage`. */
function heapBeforeAndAfterCollecting(megabytes: number): { before: number; after: number } {
  let garbage: number[][] | undefined = Array.from({ length: megabytes * 16 }, () =>
    Array.from({ length: 8_000 }, (_, index) => index + 0.5),
  );
  const before = process.memoryUsage().heapUsed;
  expect(garbage.length).toBe(megabytes * 16);
  garbage = undefined;
  collectGarbage();
  return { before, after: process.memoryUsage().heapUsed };
}

describe("collectGarbage", () => {
  it("gives back the garbage a job left on this thread", () => {
    const { before, after } = heapBeforeAndAfterCollecting(64);
    expect(before - after).toBeGreaterThan(48 * 1024 * 1024);
  });

  it("works on a worker thread, where the file and render jobs run", async () => {
    const source = new URL("../../src/server/worker-garbage.ts", import.meta.url).href;
    const tsx = import.meta.resolve("tsx/esm/api");
    const worker = new Worker(
      `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); }).then(({ collectGarbage }) => {
        let garbage = Array.from({ length: 512 }, () => Array.from({ length: 8000 }, (_, i) => i + 0.5));
        const before = process.memoryUsage().heapUsed;
        garbage = garbage.length;
        collectGarbage();
        require("node:worker_threads").parentPort.postMessage({ before, after: process.memoryUsage().heapUsed, garbage });
      });`,
      { eval: true },
    );
    const { before, after } = await new Promise<{ before: number; after: number }>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    await worker.terminate();
    expect(before - after).toBeGreaterThan(16 * 1024 * 1024);
  });
});

describe("collectWhenIdle", () => {
  it("collects once no job has started for a moment, and a job started meanwhile puts it off", async () => {
    let garbage: number[][] | undefined = Array.from({ length: 64 * 16 }, () =>
      Array.from({ length: 8_000 }, (_, index) => index + 0.5),
    );
    expect(garbage.length).toBe(1024);
    garbage = undefined;
    const before = process.memoryUsage().heapUsed;
    collectWhenIdle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    jobStarted();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const stillHeld = process.memoryUsage().heapUsed;
    collectWhenIdle();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const after = process.memoryUsage().heapUsed;
    expect(before - stillHeld).toBeLessThan(16 * 1024 * 1024);
    expect(stillHeld - after).toBeGreaterThan(48 * 1024 * 1024);
  });
});

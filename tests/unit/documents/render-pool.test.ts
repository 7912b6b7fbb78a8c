import { describe, expect, it } from "vitest";
import { countLongestLetterPages } from "../../../src/server/features/documents/render-letter.ts";
import {
  RENDER_TOO_SLOW,
  renderWorkerCount,
  runInWorker,
  scaleRenderDeadlines,
  setRenderWorkerIdleStop,
} from "../../../src/server/features/documents/render-pool.ts";
import { letterData } from "../letter/letter-data.ts";

const short = letterData();
const long = letterData({ consequences: "My shop lost its customers when the page went dark. ".repeat(60) });

describe("the render worker pool", () => {
  it("answers what the same job answers on this thread", async () => {
    expect(await runInWorker("letterPages", short)).toBe(await countLongestLetterPages(short));
    expect(await runInWorker("letterPages", long)).toBe(await countLongestLetterPages(long));
  });

  it("answers many jobs at once, each with its own result", async () => {
    const [shortPages, longPages] = [await countLongestLetterPages(short), await countLongestLetterPages(long)];
    expect(longPages).toBeGreaterThan(shortPages);
    const pages = await Promise.all([short, long, short, long].map((data) => runInWorker("letterPages", data)));
    expect(pages).toEqual([shortPages, longPages, shortPages, longPages]);
  });

  it("stops a job past its deadline, answers that it took too long, and goes on with a new worker", async () => {
    scaleRenderDeadlines(0.0001);
    try {
      await expect(runInWorker("letterPagesByRendering", long)).rejects.toThrow(RENDER_TOO_SLOW);
    } finally {
      scaleRenderDeadlines(1);
    }
    expect(await runInWorker("letterPagesByRendering", short)).toBe(await countLongestLetterPages(short));
  });

  it("drops a waiting job, and stops a running one, when its request goes away", async () => {
    const running = new AbortController();
    const queued = new AbortController();
    const first = runInWorker("letterPagesByRendering", long, { signal: running.signal });
    const second = runInWorker("letterPagesByRendering", long, { signal: queued.signal });
    const third = runInWorker("letterPagesByRendering", short);
    queued.abort();
    await expect(second).rejects.toThrow(/cancelled: the request went away/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    running.abort();
    await expect(first).rejects.toThrow(/cancelled: the request went away/);
    expect(await third).toBe(await countLongestLetterPages(short));
    const gone = new AbortController();
    gone.abort();
    await expect(runInWorker("letterPages", short, { signal: gone.signal })).rejects.toThrow(/cancelled/);
  });

  it("runs a page count before the renders already waiting", async () => {
    // The page-count worker is started first: on a busy machine starting a worker can take longer
    // than six renders, which would time the start-up, not the queue.
    await runInWorker("letterPages", short);
    const finished: string[] = [];
    const render = (index: number) =>
      runInWorker("letterPagesByRendering", long).then(() => finished.push(`render ${index}`));
    const renders = [1, 2, 3, 4, 5, 6].map(render);
    const count = runInWorker("letterPages", long).then(() => finished.push("count"));
    await Promise.all([...renders, count]);
    expect(finished.indexOf("count")).toBeLessThan(finished.indexOf("render 6"));
  });

  it("fails a job that throws with its reason and goes on with the next", async () => {
    await expect(runInWorker("letterPages", { ...short, platforms: null } as never)).rejects.toThrow(
      /render job letterPages failed/,
    );
    expect(await runInWorker("letterPages", short)).toBe(await countLongestLetterPages(short));
  });

  it("stops a worker that has had no job for a while, and starts one again for the next job", async () => {
    setRenderWorkerIdleStop(200);
    try {
      const pages = await runInWorker("letterPages", short);
      await runInWorker("letterPagesByRendering", short);
      expect(renderWorkerCount()).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(renderWorkerCount()).toBe(0);
      expect(await runInWorker("letterPages", short)).toBe(pages);
      expect(renderWorkerCount()).toBeGreaterThan(0);
    } finally {
      setRenderWorkerIdleStop(10_000);
    }
  });
});

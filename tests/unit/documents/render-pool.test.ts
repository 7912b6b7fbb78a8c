import { describe, expect, it } from "vitest";
import { countLongestLetterPages } from "../../../src/server/features/documents/render-letter.ts";
import {
  renderWorkerCount,
  runInWorker,
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
      expect(renderWorkerCount()).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(renderWorkerCount()).toBe(0);
      expect(await runInWorker("letterPages", short)).toBe(pages);
      expect(renderWorkerCount()).toBeGreaterThan(0);
    } finally {
      setRenderWorkerIdleStop(30_000);
    }
  });
});

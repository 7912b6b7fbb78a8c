import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { buildLetter } from "../../../src/domain/letter/template.ts";
import {
  countLongestLetterPages,
  type LetterRow,
  type RenderJob,
} from "../../../src/server/features/documents/render-letter.ts";
import {
  RENDER_BUSY,
  RENDER_TOO_SLOW,
  renderWorkerCount,
  runInWorker,
  scaleRenderDeadlines,
  setRenderWorkerIdleStop,
} from "../../../src/server/features/documents/render-pool.ts";
import { caseRecordJob } from "../../helpers/case-record-job.ts";
import { zipEntry } from "./document-tools.ts";
import { letterData } from "../letter/letter-data.ts";

const short = letterData();
const long = letterData({ consequences: "My shop lost its customers when the page went dark. ".repeat(60) });
/** The workers that serve page counts, renders and previews: one per two cores. */
const LETTER_WORKERS = Math.max(1, Math.floor(availableParallelism() / 2));
/** A paid letter's render job: the stored row is the letter's facts with its ids. */
const paidLetter: RenderJob = {
  letter: { ...short, id: 7, userId: 3, paid: true } as unknown as LetterRow,
  day: "2026-11-02",
  inputs: {},
};
const preview = () => ({ blocks: buildLetter(long, { date: new Date() }), author: long.fullName });

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

  /** Queues `burst` jobs, then a page count; answers the order in which they finished. */
  async function pageCountAfter(burst: (index: number) => Promise<unknown>): Promise<string[]> {
    // The workers are started first: on a busy machine starting a worker can take longer
    // than six renders, which would time the start-up, not the queue.
    await Promise.all(Array.from({ length: LETTER_WORKERS }, () => runInWorker("letterPages", short)));
    const finished: string[] = [];
    const jobs = [1, 2, 3, 4, 5, 6].map((index) => burst(index).then(() => finished.push(`job ${index}`)));
    const count = runInWorker("letterPages", long).then(() => finished.push("count"));
    await Promise.all([...jobs, count]);
    return finished;
  }

  it("runs a page count before the renders already waiting: it waits at most for the jobs in progress", async () => {
    const finished = await pageCountAfter(() => runInWorker("letterPagesByRendering", long));
    expect(finished.indexOf("count")).toBeLessThanOrEqual(LETTER_WORKERS);
  });

  it("runs a page count before the previews already waiting", async () => {
    const finished = await pageCountAfter(() => runInWorker("blocksPages", preview()));
    expect(finished.indexOf("count")).toBeLessThanOrEqual(LETTER_WORKERS);
  });

  it("runs a letter's files before the previews already waiting", async () => {
    await Promise.all(Array.from({ length: LETTER_WORKERS }, () => runInWorker("letterPages", short)));
    const finished: string[] = [];
    const previews = [1, 2, 3, 4, 5, 6].map((index) =>
      runInWorker("blocksPages", preview()).then(() => finished.push(`preview ${index}`)),
    );
    const render = runInWorker("letterPagesByRendering", long).then(() => finished.push("render"));
    await Promise.all([...previews, render]);
    expect(finished.indexOf("render")).toBeLessThanOrEqual(LETTER_WORKERS);
  });

  it("renders a letter's PDF and Word file apart as they are rendered together", async () => {
    const together = await runInWorker("letterFiles", paidLetter);
    const [pdf, docx] = await Promise.all([
      runInWorker("letterPdf", paidLetter),
      runInWorker("letterWord", paidLetter),
    ]);
    expect(Buffer.from(pdf).equals(Buffer.from(together.pdf))).toBe(true);
    /* A Word file's zip carries the time it was packed: its document is what must match. */
    const documentOf = (file: Uint8Array) => zipEntry(Buffer.from(file), "word/document.xml");
    expect(documentOf(docx)).toBe(documentOf(together.docx));
  });

  it("runs a just-paid letter's PDF before the Word files and renders already waiting", async () => {
    await Promise.all(Array.from({ length: LETTER_WORKERS }, () => runInWorker("letterPages", short)));
    const finished: string[] = [];
    const waiting = [1, 2, 3, 4, 5, 6].map((index) =>
      runInWorker(index % 2 ? "letterWord" : "letterFiles", paidLetter).then(() => finished.push(`render ${index}`)),
    );
    const pdf = runInWorker("letterPdf", paidLetter).then(() => finished.push("pdf"));
    await Promise.all([...waiting, pdf]);
    expect(finished.indexOf("pdf")).toBeLessThanOrEqual(LETTER_WORKERS);
  });

  it("answers busy past 20 waiting previews, and still answers the previews it took", async () => {
    const asked = Array.from({ length: 24 + LETTER_WORKERS }, () =>
      runInWorker("blocksPages", preview()).then(
        () => "laid out",
        (error: Error) => error.message,
      ),
    );
    const answers = await Promise.all(asked);
    expect(answers.filter((answer) => answer === RENDER_BUSY).length).toBeGreaterThanOrEqual(4);
    expect(answers.filter((answer) => answer === "laid out").length).toBeGreaterThanOrEqual(20);
  });

  it("makes a case record on a worker of its own: a page count asked meanwhile does not wait for it", async () => {
    const record = await caseRecordJob([]);
    await runInWorker("letterPages", short);
    const finished: string[] = [];
    const packet = runInWorker("proofPacket", record.job).then((pdf) => {
      finished.push("record");
      return pdf;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await runInWorker("letterPages", long).then(() => finished.push("count"));
    expect((await packet).length).toBeGreaterThan(record.pictureBytes);
    expect(finished).toEqual(["count", "record"]);
  });

  it("fails a job that throws with its reason and goes on with the next", async () => {
    await expect(runInWorker("letterPages", { ...short, platforms: null } as never)).rejects.toThrow(
      /render job letterPages failed/,
    );
    expect(await runInWorker("letterPages", short)).toBe(await countLongestLetterPages(short));
  });

  it("stops workers that have had no job for a while (the case records' too), and starts one again for the next job", async () => {
    setRenderWorkerIdleStop(200);
    try {
      const record = await caseRecordJob([], 1);
      const pages = await runInWorker("letterPages", short);
      await Promise.all([runInWorker("letterPagesByRendering", short), runInWorker("proofPacket", record.job)]);
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

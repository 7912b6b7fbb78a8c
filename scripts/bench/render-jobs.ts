/**
 * How long each render job takes on a worker, from the moment it is asked to its answer (median of
 * a few after a warm-up), and the resident memory one render worker adds: the figures the render
 * pool's lanes are sized from (decision 0081). `npx tsx scripts/bench/render-jobs.ts`.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { demandLetterInputSchema } from "../../src/domain/letter/schema.ts";
import { buildLetter } from "../../src/domain/letter/template.ts";
import { renderWorkerCount, runInWorker } from "../../src/server/features/documents/render-pool.ts";
import type { LetterRow } from "../../src/server/features/documents/render-letter.ts";
import { caseRecordJob } from "../../tests/helpers/case-record-job.ts";
import { letterInput } from "../../tests/helpers/factories.ts";
import { median } from "./load.ts";
import { runScript } from "./server-process.ts";

const TIMED = 15;
const WARM_UP = 5;

function letter(index: number): LetterRow {
  const story = "I lost access to 8 years of photos and to the page I use for my bakery. ".repeat(6);
  const data = demandLetterInputSchema.parse(letterInput({ consequences: `Order ${index}: ${story}` }));
  return { ...data, id: index } as unknown as LetterRow;
}

/** A case record with 20 evidence files of two pictured pages each and the letter's two versions. */
async function proofJob() {
  const versions = await Promise.all([1, 2].map((index) => runInWorker("letterFiles", job(index))));
  return caseRecordJob(versions.map(({ pdf }) => new Uint8Array(pdf)));
}

const job = (index: number) => ({ letter: letter(index), day: "2026-11-29", inputs: {} });

function rssMb(): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))?.[1]) / 1024;
}

async function time(ask: (index: number) => Promise<unknown>): Promise<number> {
  for (let index = 0; index < WARM_UP; index++) await ask(1000 + index);
  const times: number[] = [];
  for (let index = 0; index < TIMED; index++) {
    const start = performance.now();
    await ask(index);
    times.push(performance.now() - start);
  }
  return median(times);
}

runScript(async () => {
  const before = rssMb();
  const start = performance.now();
  await runInWorker("letterPages", letter(0));
  const firstJob = performance.now() - start;
  const withWorker = rssMb();
  const record = await proofJob();
  const first = { date: "2026-10-01", deadline: "2026-10-31", sent: null };
  const notice = (index: number, format: "pdf" | "docx") =>
    ({ letter: letter(index), first, day: "2026-11-29", outcome: null, format }) as const;
  const rows: [string, number][] = [
    ["letterPages (a save's page count)", await time((index) => runInWorker("letterPages", letter(index)))],
    [
      "blocksPages (the preview's pages)",
      await time((index) =>
        runInWorker("blocksPages", { blocks: buildLetter(letter(index), { date: new Date() }), author: "Alex" }),
      ),
    ],
    ["letterFiles (PDF and Word of a version)", await time((index) => runInWorker("letterFiles", job(index)))],
    ["followUpFile, PDF (final notice)", await time((index) => runInWorker("followUpFile", notice(index, "pdf")))],
    ["followUpFile, Word", await time((index) => runInWorker("followUpFile", notice(index, "docx")))],
    [
      `proofPacket (20 exhibits, ${record.pictures} pictures, ${(record.pictureBytes / 2 ** 20).toFixed(1)} MB)`,
      await time(() => runInWorker("proofPacket", record.job)),
    ],
  ];
  console.log(`load average ${loadavg()[0].toFixed(1)}; workers alive ${renderWorkerCount()}`);
  console.log(
    `RSS ${before.toFixed(0)} MB before any worker, ${withWorker.toFixed(0)} MB with one (its first job answered in ${firstJob.toFixed(0)} ms, start-up included; this process loads workers through tsx)`,
  );
  console.log("| job | median ms |\n|---|---|");
  for (const [name, ms] of rows) console.log(`| ${name} | ${ms.toFixed(1)} |`);
});

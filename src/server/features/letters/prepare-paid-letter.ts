import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { demandLetters } from "../../db/schema.ts";
import type { RenderJob } from "../documents/render-letter.ts";
import { runInWorker } from "../documents/render-pool.ts";
import { hasPrepared, keepPrepared, keepWordFile } from "./prepared-files.ts";
import { inputHash, latestVersion, letterDay, renderLetterWord } from "./letter-versions.ts";

interface PrepareDeps {
  db: Db;
  clock: () => Date;
  log: { warn: (details: object, message: string) => void };
}

/** A letter's render after payment: its PDF is ready first, its Word file after (decision 0083). */
interface Preparing {
  pdf: Promise<void>;
  word: Promise<void>;
}

/* Renders running in this process, per database and letter: a download waits on one, never starts a second. */
const preparing = new WeakMap<Db, Map<number, Preparing>>();

function runningFor(db: Db): Map<number, Preparing> {
  const running = preparing.get(db) ?? new Map<number, Preparing>();
  preparing.set(db, running);
  return running;
}

/**
 * Renders a just-paid letter's documents off the request path, so the buyer's first download is a
 * read (decision 0040). The PDF comes first, ahead of other letters' Word files in the render
 * queue, and is kept at once; the Word file follows (decision 0083). One render per letter at a
 * time; the render pool bounds how many run at once. A failure only means the first download
 * renders what is missing, as it did before.
 */
export function prepareLetterSoon(deps: PrepareDeps, letterId: number): void {
  const running = runningFor(deps.db);
  if (running.has(letterId)) return;
  const pdf = preparePdf(deps.db, letterId, deps.clock());
  const word = pdf
    .then((prepared) => prepared && prepareWord(deps.db, prepared))
    .catch((error: unknown) => deps.log.warn({ err: error, letterId }, "letter not prepared after payment"))
    .finally(() => running.delete(letterId));
  running.set(letterId, { pdf: pdf.then(ignore, ignore), word });
}

function ignore(): void {}

/** Waits for this letter's PDF (or, with "word", its Word file too) when its render after payment runs here. */
export async function letterPrepared(db: Db, letterId: number, part: keyof Preparing = "pdf"): Promise<void> {
  await preparing.get(db)?.get(letterId)?.[part];
}

/** Waits for every render after payment running here, so none is cut off when the database closes. */
export async function lettersPrepared(db: Db): Promise<void> {
  await Promise.all([...(preparing.get(db)?.values() ?? [])].map((running) => running.word));
}

interface PreparedPdf {
  job: RenderJob;
  inputHash: string;
}

/** Only for a paid letter with no version yet: its first download is the one this serves. */
async function preparePdf(db: Db, letterId: number, paidAt: Date): Promise<PreparedPdf | undefined> {
  const [letter] = await db.select().from(demandLetters).where(eq(demandLetters.id, letterId));
  if (!letter?.paid || (await latestVersion(db, letterId))) return undefined;
  const hash = inputHash(letter, {});
  if (await hasPrepared(db, letterId, hash)) return undefined;
  const job: RenderJob = { letter, day: letterDay(paidAt, letter), inputs: {} };
  const pdf = Buffer.from(await runInWorker("letterPdf", job));
  await keepPrepared(db, letterId, { inputHash: hash, letterDate: job.day, pdf, docx: null });
  return { job, inputHash: hash };
}

/** The Word file from the very facts and day the PDF was rendered from. */
async function prepareWord(db: Db, { job, inputHash }: PreparedPdf): Promise<void> {
  const docx = await renderLetterWord(job);
  await keepWordFile(db, job.letter.id, { inputHash, letterDate: job.day }, docx);
}

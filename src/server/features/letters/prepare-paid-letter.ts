import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { demandLetters } from "../../db/schema.ts";
import { hasPrepared, keepPrepared } from "./prepared-files.ts";
import { inputHash, latestVersion, letterDay, renderLetterDocuments } from "./letter-versions.ts";

interface PrepareDeps {
  db: Db;
  clock: () => Date;
  log: { warn: (details: object, message: string) => void };
}

/* Renders running in this process, per database and letter: a download waits on one, never starts a second. */
const preparing = new WeakMap<Db, Map<number, Promise<void>>>();

function runningFor(db: Db): Map<number, Promise<void>> {
  const running = preparing.get(db) ?? new Map<number, Promise<void>>();
  preparing.set(db, running);
  return running;
}

/**
 * Renders a just-paid letter's documents off the request path, so the buyer's first download is a
 * read (decision 0040). One render per letter at a time; the render pool bounds how many run at
 * once. A failure only means the first download renders, as it did before.
 */
export function prepareLetterSoon(deps: PrepareDeps, letterId: number): void {
  const running = runningFor(deps.db);
  if (running.has(letterId)) return;
  const paidAt = deps.clock();
  const render = prepareLetter(deps.db, letterId, paidAt)
    .catch((error: unknown) => deps.log.warn({ err: error, letterId }, "letter not prepared after payment"))
    .finally(() => running.delete(letterId));
  running.set(letterId, render);
}

/** Waits for this letter's render after payment when one is running here. */
export async function letterPrepared(db: Db, letterId: number): Promise<void> {
  await preparing.get(db)?.get(letterId);
}

/** Waits for every render after payment running here, so none is cut off when the database closes. */
export async function lettersPrepared(db: Db): Promise<void> {
  await Promise.all(preparing.get(db)?.values() ?? []);
}

/** Only for a paid letter with no version yet: its first download is the one this serves. */
async function prepareLetter(db: Db, letterId: number, paidAt: Date): Promise<void> {
  const [letter] = await db.select().from(demandLetters).where(eq(demandLetters.id, letterId));
  if (!letter?.paid || (await latestVersion(db, letterId))) return;
  const hash = inputHash(letter, {});
  if (await hasPrepared(db, letterId, hash)) return;
  const letterDate = letterDay(paidAt, letter);
  const { pdf, docx } = await renderLetterDocuments(letter, letterDate, {});
  await keepPrepared(db, letterId, { inputHash: hash, letterDate, pdf, docx });
}

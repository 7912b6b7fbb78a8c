import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { demandLetters } from "../../db/schema.ts";
import { hasPrepared, keepPrepared, type PreparedFiles } from "./prepared-files.ts";
import {
  ensureVersion,
  inputHash,
  latestVersion,
  letterDay,
  type LetterRow,
  renderLetterDocument,
} from "./letter-versions.ts";

interface PrepareDeps {
  db: Db;
  clock: () => Date;
  log: { warn: (details: object, message: string) => void };
}

type PreparedPdf = Omit<PreparedFiles, "docx">;

/** One just-paid letter's render running in this process. */
interface Preparation {
  /** Settles once the files are kept (or saved as the first version), or the render failed. */
  done: Promise<void>;
  /** The PDF as soon as it is rendered, before the Word file; undefined when there is none to give. */
  pdf: Promise<PreparedPdf | undefined>;
  /** True until the preparation decides where its files go: only then may a download take the PDF. */
  open: boolean;
  /** A download was answered with the PDF: the files are then saved as the letter's first version. */
  served: boolean;
}

/* Renders running in this process, per database and letter: a download waits on one, never starts a second. */
const preparing = new WeakMap<Db, Map<number, Preparation>>();

function runningFor(db: Db): Map<number, Preparation> {
  const running = preparing.get(db) ?? new Map<number, Preparation>();
  preparing.set(db, running);
  return running;
}

/**
 * Renders a just-paid letter's documents off the request path, so the buyer's first download is a
 * read (decisions 0040 and 0082): the PDF first, as a job of its own, then the Word file. One
 * render per letter at a time; the render pool bounds how many run at once. A failure only means
 * the first download renders, as it did before.
 */
export function prepareLetterSoon(deps: PrepareDeps, letterId: number): void {
  const running = runningFor(deps.db);
  if (running.has(letterId)) return;
  const paidAt = deps.clock();
  let givePdf: (pdf: PreparedPdf | undefined) => void = () => {};
  const preparation: Preparation = {
    done: Promise.resolve(),
    pdf: new Promise((resolve) => {
      givePdf = resolve;
    }),
    open: true,
    served: false,
  };
  preparation.done = prepareLetter(deps.db, letterId, paidAt, preparation, givePdf)
    .catch((error: unknown) => deps.log.warn({ err: error, letterId }, "letter not prepared after payment"))
    .finally(() => {
      preparation.open = false;
      givePdf(undefined);
      running.delete(letterId);
    });
  running.set(letterId, preparation);
}

/** Waits for this letter's render after payment when one is running here, its Word file and its saving included. */
export async function letterPrepared(db: Db, letterId: number): Promise<void> {
  await preparing.get(db)?.get(letterId)?.done;
}

/**
 * The PDF a download gives while the letter's render after payment still runs here: it waits for
 * the PDF alone, never for the Word file. Given only when it was rendered from the letter as it
 * is now, for the sender's today; the preparation then saves it, with its Word file, as the
 * letter's first version, so what the buyer got is kept byte for byte (decision 0082).
 */
export async function preparedPdfFor(db: Db, letter: LetterRow, now: Date): Promise<Buffer | undefined> {
  const preparation = preparing.get(db)?.get(letter.id);
  if (!preparation) return undefined;
  const rendered = await preparation.pdf;
  if (!rendered || !preparation.open) return undefined;
  if (rendered.inputHash !== inputHash(letter, {}) || rendered.letterDate !== letterDay(now, letter)) return undefined;
  preparation.served = true;
  return rendered.pdf;
}

/** Only for a paid letter with no version yet: its first download is the one this serves. */
async function prepareLetter(
  db: Db,
  letterId: number,
  paidAt: Date,
  preparation: Preparation,
  givePdf: (pdf: PreparedPdf) => void,
): Promise<void> {
  const [letter] = await db.select().from(demandLetters).where(eq(demandLetters.id, letterId));
  if (!letter?.paid || (await latestVersion(db, letterId))) return;
  const hash = inputHash(letter, {});
  if (await hasPrepared(db, letterId, hash)) return;
  const letterDate = letterDay(paidAt, letter);
  const pdf = await renderLetterDocument(letter, letterDate, "pdf");
  givePdf({ inputHash: hash, letterDate, pdf });
  const docx = await renderLetterDocument(letter, letterDate, "docx").catch((error: unknown) => {
    if (!preparation.served) throw error;
    return undefined;
  });
  /* Decided here, with nothing awaited between the check and the closing: no download takes the PDF after. */
  preparation.open = false;
  const day = () => letterDate;
  if (preparation.served) {
    /* Without its Word file (its render failed), both are rendered again: the same bytes, same facts and day. */
    const rendered = docx ? { inputHash: hash, letterDate, pdf, docx } : undefined;
    await ensureVersion(db, letterId, { reason: "download", day, inputs: {}, rendered });
  } else if (docx) {
    await keepPrepared(db, letterId, { inputHash: hash, letterDate, pdf, docx });
  }
}

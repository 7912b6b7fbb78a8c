import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { demandLetters, letterVersions, preparedLetterFiles } from "../../db/schema.ts";

export interface PreparedFiles {
  inputHash: string;
  letterDate: string;
  pdf: Buffer;
  /** Null until the Word file, rendered after the PDF, is kept (`keepWordFile`). */
  docx: Buffer | null;
}

/** Keeps a just-paid letter's files for its first download (decision 0040), replacing older ones. */
export async function keepPrepared(db: Db, letterId: number, files: PreparedFiles): Promise<void> {
  await db
    .insert(preparedLetterFiles)
    .values({ letterId, ...files })
    .onConflictDoUpdate({ target: preparedLetterFiles.letterId, set: { ...files, createdAt: new Date() } });
}

/**
 * The letter's prepared files when they were rendered from exactly these facts for this day. They
 * are read, not taken: downloads asked at once (the PDF and the Word file) all read them, and the
 * one that saves the first version drops them (`dropPrepared`). Files for another day or older
 * facts are dropped here, so they are never used later.
 */
export async function preparedFiles(
  db: Db,
  letterId: number,
  want: { inputHash: string; letterDate: string },
): Promise<{ pdf: Buffer; docx: Buffer | null } | undefined> {
  const [kept] = await db
    .select({
      inputHash: preparedLetterFiles.inputHash,
      letterDate: preparedLetterFiles.letterDate,
      pdf: preparedLetterFiles.pdf,
      docx: preparedLetterFiles.docx,
    })
    .from(preparedLetterFiles)
    .where(eq(preparedLetterFiles.letterId, letterId));
  if (!kept) return undefined;
  if (kept.inputHash !== want.inputHash || kept.letterDate !== want.letterDate) {
    await dropPrepared(db, letterId);
    return undefined;
  }
  return { pdf: Buffer.from(kept.pdf), docx: kept.docx && Buffer.from(kept.docx) };
}

/** Drops the letter's prepared files: it has a version now, which every later download reads. */
export async function dropPrepared(db: Db, letterId: number): Promise<void> {
  await db.delete(preparedLetterFiles).where(eq(preparedLetterFiles.letterId, letterId));
}

/** Whether files are already prepared from these facts (a second payment of one letter prepares nothing). */
export async function hasPrepared(db: Db, letterId: number, inputHash: string): Promise<boolean> {
  const [row] = await db
    .select({ letterId: preparedLetterFiles.letterId })
    .from(preparedLetterFiles)
    .where(and(eq(preparedLetterFiles.letterId, letterId), eq(preparedLetterFiles.inputHash, inputHash)));
  return row !== undefined;
}

/** The Word file kept with the letter's prepared files, once it was rendered after their PDF. */
export async function preparedWordFile(db: Db, letterId: number, inputHash: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ docx: preparedLetterFiles.docx })
    .from(preparedLetterFiles)
    .where(and(eq(preparedLetterFiles.letterId, letterId), eq(preparedLetterFiles.inputHash, inputHash)));
  return row?.docx ? Buffer.from(row.docx) : null;
}

/**
 * Keeps a Word file rendered after its PDF (decision 0083) where that PDF is now: on the prepared
 * files, or on the version the first download saved them as. Under the letter's lock, which the
 * download also takes to save that version, so the Word file is never written to a row about to go.
 */
export async function keepWordFile(
  db: Db,
  letterId: number,
  madeFrom: { inputHash: string; letterDate: string },
  docx: Buffer,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: demandLetters.id }).from(demandLetters).where(eq(demandLetters.id, letterId)).for("update");
    await tx
      .update(preparedLetterFiles)
      .set({ docx })
      .where(
        and(
          eq(preparedLetterFiles.letterId, letterId),
          eq(preparedLetterFiles.inputHash, madeFrom.inputHash),
          eq(preparedLetterFiles.letterDate, madeFrom.letterDate),
          isNull(preparedLetterFiles.docx),
        ),
      );
    await tx
      .update(letterVersions)
      .set({ docx })
      .where(
        and(
          eq(letterVersions.letterId, letterId),
          eq(letterVersions.inputHash, madeFrom.inputHash),
          eq(letterVersions.letterDate, madeFrom.letterDate),
          isNull(letterVersions.docx),
        ),
      );
  });
}

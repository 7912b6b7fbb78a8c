import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedLetterFiles } from "../../db/schema.ts";

export interface PreparedFiles {
  inputHash: string;
  letterDate: string;
  pdf: Buffer;
  docx: Buffer;
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
): Promise<{ pdf: Buffer; docx: Buffer } | undefined> {
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
  return { pdf: Buffer.from(kept.pdf), docx: Buffer.from(kept.docx) };
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

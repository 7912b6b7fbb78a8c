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
 * The letter's prepared files when they were rendered from exactly these facts for this day; the
 * row goes either way, so files for another day or older facts are never used later.
 */
export async function takePrepared(
  db: Db,
  letterId: number,
  want: { inputHash: string; letterDate: string },
): Promise<{ pdf: Buffer; docx: Buffer } | undefined> {
  const [taken] = await db.delete(preparedLetterFiles).where(eq(preparedLetterFiles.letterId, letterId)).returning({
    inputHash: preparedLetterFiles.inputHash,
    letterDate: preparedLetterFiles.letterDate,
    pdf: preparedLetterFiles.pdf,
    docx: preparedLetterFiles.docx,
  });
  if (!taken || taken.inputHash !== want.inputHash || taken.letterDate !== want.letterDate) return undefined;
  return { pdf: Buffer.from(taken.pdf), docx: Buffer.from(taken.docx) };
}

/** Whether files are already prepared from these facts (a second payment of one letter prepares nothing). */
export async function hasPrepared(db: Db, letterId: number, inputHash: string): Promise<boolean> {
  const [row] = await db
    .select({ letterId: preparedLetterFiles.letterId })
    .from(preparedLetterFiles)
    .where(and(eq(preparedLetterFiles.letterId, letterId), eq(preparedLetterFiles.inputHash, inputHash)));
  return row !== undefined;
}

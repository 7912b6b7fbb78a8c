import { and, eq, isNull, sql } from "drizzle-orm";
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
 * Makes the letter's prepared files its first version (decision 0040), inside the database: one
 * statement moves the files from their row to the version's and computes the PDF's SHA-256 there.
 * Only files rendered from exactly these facts for this day move, and only while the letter has no
 * version. It needs no lock of its own: a second move at once waits on the prepared row and then
 * finds it gone, and a version 1 saved meanwhile by another path (under the letter's lock) wins
 * the version number, so this one saves nothing. Returns the new version's id, or undefined.
 */
export async function movePreparedToFirstVersion(
  db: Db,
  letterId: number,
  made: { inputHash: string; letterDate: string },
): Promise<number | undefined> {
  const result = (await db.execute(sql`
    with moved as (
      delete from prepared_letter_files p
      where p.letter_id = ${letterId} and p.input_hash = ${made.inputHash} and p.letter_date = ${made.letterDate}
        and not exists (select 1 from letter_versions v where v.letter_id = ${letterId})
      returning p.pdf, p.docx
    )
    insert into letter_versions (letter_id, version, reason, letter_date, input_hash, pdf_sha256, pdf, docx)
    select ${letterId}::integer, 1, 'download', ${made.letterDate}::date, ${made.inputHash}::text, encode(sha256(pdf), 'hex'), pdf, docx
    from moved
    on conflict (letter_id, version) do nothing
    returning id`)) as unknown as { rows: { id: number }[] };
  return result.rows[0]?.id;
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

import { and, asc, eq, gt, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { evidenceFiles, evidencePages } from "../../db/schema.ts";
import type { FileStore } from "../../providers/files/file-store.ts";
import { sha256Of } from "./kept-files.ts";

/**
 * Moves files kept in the database before decision 0036 to the file store, at start-up: one row
 * at a time (one file in memory at once), each put in the store under its SHA-256 before its
 * bytes are set to null. Idempotent: a move stopped half-way, or made by two instances at once,
 * puts the same bytes under the same key and clears the same column. Answers how many it moved.
 */
export async function moveStoredBytes(db: Db, store: FileStore, log: FastifyBaseLogger): Promise<number> {
  const moved = await moveRows(db, store);
  if (moved > 0) log.info({ moved, store: store.kind }, "evidence files moved from the database to the file store");
  return moved;
}

/**
 * The same move for one letter's files, before they are read: a server of the version before may
 * still be running beside this one during a deploy, and keep a new file's bytes in its row.
 */
export async function moveBytesOfLetter(db: Db, store: FileStore, letterId: number): Promise<void> {
  await moveRows(db, store, letterId);
}

async function moveRows(db: Db, store: FileStore, letterId?: number): Promise<number> {
  const ofLetter: SQL | undefined = letterId === undefined ? undefined : eq(evidenceFiles.letterId, letterId);
  const filesOfLetter =
    letterId === undefined
      ? undefined
      : inArray(
          evidencePages.evidenceId,
          db.select({ id: evidenceFiles.id }).from(evidenceFiles).where(eq(evidenceFiles.letterId, letterId)),
        );
  let moved = 0;
  let after = 0;
  for (;;) {
    const [file] = await db
      .select({ id: evidenceFiles.id, bytes: evidenceFiles.bytes })
      .from(evidenceFiles)
      .where(and(isNotNull(evidenceFiles.bytes), gt(evidenceFiles.id, after), ofLetter))
      .orderBy(asc(evidenceFiles.id))
      .limit(1);
    if (!file?.bytes) break;
    after = file.id;
    /* Kept under the SHA-256 of its bytes, which is the one the row already names. */
    const sha256 = sha256Of(file.bytes);
    await store.putBytes(sha256, file.bytes);
    await db
      .update(evidenceFiles)
      .set({ bytes: null, sha256 })
      .where(and(eq(evidenceFiles.id, file.id), isNotNull(evidenceFiles.bytes)));
    moved += 1;
  }
  for (;;) {
    const [page] = await db
      .select({ evidenceId: evidencePages.evidenceId, page: evidencePages.page, jpeg: evidencePages.jpeg })
      .from(evidencePages)
      .where(and(isNotNull(evidencePages.jpeg), filesOfLetter))
      .orderBy(asc(evidencePages.evidenceId), asc(evidencePages.page))
      .limit(1);
    if (!page?.jpeg) break;
    const sha256 = sha256Of(page.jpeg);
    await store.putBytes(sha256, page.jpeg);
    await db
      .update(evidencePages)
      .set({ jpeg: null, sha256, size: page.jpeg.byteLength })
      .where(and(eq(evidencePages.evidenceId, page.evidenceId), eq(evidencePages.page, page.page)));
    moved += 1;
  }
  return moved;
}

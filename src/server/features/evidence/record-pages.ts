import { and, asc, eq, isNull } from "drizzle-orm";
import type { EvidenceKind } from "../../../domain/case/evidence.ts";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { evidenceFiles, evidencePages } from "../../db/schema.ts";
import { type FileStore, readWhole } from "../../providers/files/file-store.ts";
import { type KeptPage, keepPages } from "./kept-files.ts";
import { moveBytesOfLetter } from "./move-to-store.ts";
import { RECORD_PICTURES_BUDGET, type RecordPages } from "./page-image.ts";
import { readPdf } from "./prepare-file.ts";
import { recordPageFor } from "./prepare-image.ts";
import { accountTurns } from "./turns-by-account.ts";

/** Names an evidence file's pictures, already in the file store, for the case record (in the upload's transaction). */
export async function storePages(db: Db, evidenceId: number, pages: KeptPage[]): Promise<void> {
  if (pages.length === 0) return;
  await db
    .insert(evidencePages)
    .values(
      pages.map((page, index) => ({
        evidenceId,
        page: index + 1,
        sha256: page.sha256,
        size: page.size,
        width: page.width,
        height: page.height,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The pictures of every evidence file of a letter, in upload order, read from the file store.
 * Past RECORD_PICTURES_BUDGET bytes in all, later pages are left out (the record says which), so
 * no case record grows past that however its files were made. Files kept before pictures were
 * made at upload are drawn now, once, through the same bounded reading, and kept; one that cannot
 * be drawn is marked so and never retried.
 */
export async function recordPagesOf(
  db: Db,
  store: FileStore,
  letter: { id: number; userId: number },
): Promise<RecordPages[]> {
  const letterId = letter.id;
  await moveBytesOfLetter(db, store, letterId);
  const older = await db
    .select({ id: evidenceFiles.id, kind: evidenceFiles.kind, sha256: evidenceFiles.sha256 })
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.letterId, letterId), isNull(evidenceFiles.pageCount)))
    .orderBy(asc(evidenceFiles.id));
  for (const file of older) await drawOlderFile(db, store, file, accountTurns(letter.userId));

  const [files, pages] = await Promise.all([
    db
      .select({ id: evidenceFiles.id, pageCount: evidenceFiles.pageCount })
      .from(evidenceFiles)
      .where(eq(evidenceFiles.letterId, letterId))
      .orderBy(asc(evidenceFiles.id)),
    db
      .select({
        evidenceId: evidencePages.evidenceId,
        sha256: evidencePages.sha256,
        size: evidencePages.size,
        width: evidencePages.width,
        height: evidencePages.height,
      })
      .from(evidencePages)
      .innerJoin(evidenceFiles, eq(evidenceFiles.id, evidencePages.evidenceId))
      .where(eq(evidenceFiles.letterId, letterId))
      .orderBy(asc(evidencePages.evidenceId), asc(evidencePages.page)),
  ]);
  let spent = 0;
  const drawn: RecordPages[] = [];
  for (const file of files) {
    const shown: RecordPages["pages"] = [];
    for (const page of pages.filter((row) => row.evidenceId === file.id)) {
      if (!page.sha256 || spent + (page.size ?? 0) > RECORD_PICTURES_BUDGET) break;
      spent += page.size ?? 0;
      shown.push({ jpeg: await readWhole(store, page.sha256), width: page.width, height: page.height });
    }
    drawn.push({ pageCount: file.pageCount ?? 0, pages: shown });
  }
  return drawn;
}

async function drawOlderFile(
  db: Db,
  store: FileStore,
  file: { id: number; kind: string; sha256: string },
  owner: string,
) {
  const kind = file.kind as EvidenceKind;
  const bytes = await readWhole(store, file.sha256);
  let drawn: RecordPages = { pageCount: 0, pages: [] };
  if (kind === "pdf") {
    const reading = await readPdf(bytes, false, owner);
    if (reading.drawn) drawn = reading.drawn;
  } else {
    const page = await recordPageFor(bytes, kind).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "busy") throw error;
      return null;
    });
    if (page) drawn = { pageCount: 1, pages: [page] };
  }
  const kept = await keepPages(store, drawn.pages);
  /* Marked first, which locks the row: a file deleted meanwhile, or drawn by another request, gets no pages. */
  await db.transaction(async (tx) => {
    const marked = await tx
      .update(evidenceFiles)
      .set({ pageCount: drawn.pageCount })
      .where(and(eq(evidenceFiles.id, file.id), isNull(evidenceFiles.pageCount)))
      .returning({ id: evidenceFiles.id });
    if (marked.length > 0) await storePages(tx as unknown as Db, file.id, kept);
  });
}

import { and, asc, eq, isNull } from "drizzle-orm";
import type { EvidenceKind } from "../../../domain/case/evidence.ts";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { evidenceFiles, evidencePages } from "../../db/schema.ts";
import type { PageImage, RecordPages } from "./page-image.ts";
import { readPdf } from "./prepare-file.ts";
import { recordPageFor } from "./prepare-image.ts";

/** Keeps an evidence file's pictures for the case record (in the upload's transaction). */
export async function storePages(db: Db, evidenceId: number, pages: PageImage[]): Promise<void> {
  if (pages.length === 0) return;
  await db
    .insert(evidencePages)
    .values(
      pages.map((page, index) => ({
        evidenceId,
        page: index + 1,
        jpeg: Buffer.from(page.jpeg.buffer, page.jpeg.byteOffset, page.jpeg.byteLength),
        width: page.width,
        height: page.height,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The pictures of every evidence file of a letter, in upload order. Files kept before pictures
 * were made at upload are drawn now, once, through the same bounded reading (sharp for images,
 * the file worker for PDFs), and kept; one that cannot be drawn is marked so and never retried.
 */
export async function recordPagesOf(db: Db, letterId: number): Promise<RecordPages[]> {
  const older = await db
    .select({ id: evidenceFiles.id, kind: evidenceFiles.kind, bytes: evidenceFiles.bytes })
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.letterId, letterId), isNull(evidenceFiles.pageCount)))
    .orderBy(asc(evidenceFiles.id));
  for (const file of older) await drawOlderFile(db, file);

  const [files, pages] = await Promise.all([
    db
      .select({ id: evidenceFiles.id, pageCount: evidenceFiles.pageCount })
      .from(evidenceFiles)
      .where(eq(evidenceFiles.letterId, letterId))
      .orderBy(asc(evidenceFiles.id)),
    db
      .select({
        evidenceId: evidencePages.evidenceId,
        jpeg: evidencePages.jpeg,
        width: evidencePages.width,
        height: evidencePages.height,
      })
      .from(evidencePages)
      .innerJoin(evidenceFiles, eq(evidenceFiles.id, evidencePages.evidenceId))
      .where(eq(evidenceFiles.letterId, letterId))
      .orderBy(asc(evidencePages.evidenceId), asc(evidencePages.page)),
  ]);
  return files.map((file) => ({
    pageCount: file.pageCount ?? 0,
    pages: pages
      .filter((page) => page.evidenceId === file.id)
      .map(({ jpeg, width, height }) => ({ jpeg, width, height })),
  }));
}

async function drawOlderFile(db: Db, file: { id: number; kind: string; bytes: Buffer }): Promise<void> {
  const kind = file.kind as EvidenceKind;
  let drawn: RecordPages = { pageCount: 0, pages: [] };
  if (kind === "pdf") {
    const reading = await readPdf(file.bytes, false);
    if (reading.drawn) drawn = reading.drawn;
  } else {
    const page = await recordPageFor(file.bytes, kind).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "busy") throw error;
      return null;
    });
    if (page) drawn = { pageCount: 1, pages: [page] };
  }
  /* Marked first, which locks the row: a file deleted meanwhile, or drawn by another request, gets no pages. */
  await db.transaction(async (tx) => {
    const marked = await tx
      .update(evidenceFiles)
      .set({ pageCount: drawn.pageCount })
      .where(and(eq(evidenceFiles.id, file.id), isNull(evidenceFiles.pageCount)))
      .returning({ id: evidenceFiles.id });
    if (marked.length > 0) await storePages(tx as unknown as Db, file.id, drawn.pages);
  });
}

import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { evidenceFiles, evidencePages } from "../../db/schema.ts";
import type { FileStore } from "../../providers/files/file-store.ts";
import type { PageImage } from "./page-image.ts";

/** What the audit's before/after snapshot of an evidence file reads (evidenceSnapshot). */
export const EVIDENCE_SNAPSHOT_COLUMNS = {
  id: evidenceFiles.id,
  caption: evidenceFiles.caption,
  kind: evidenceFiles.kind,
  size: evidenceFiles.size,
  sha256: evidenceFiles.sha256,
  evidenceDate: evidenceFiles.evidenceDate,
  originalName: evidenceFiles.originalName,
};

/** A page picture kept in the file store: its SHA-256 and size, and the size it is drawn at. */
export interface KeptPage {
  sha256: string;
  size: number;
  width: number;
  height: number;
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Puts a file's page pictures in the store, before the rows that name them are written. */
export async function keepPages(store: FileStore, pages: PageImage[]): Promise<KeptPage[]> {
  const kept: KeptPage[] = [];
  for (const page of pages) {
    const sha256 = sha256Of(page.jpeg);
    await store.putBytes(sha256, page.jpeg);
    kept.push({ sha256, size: page.jpeg.byteLength, width: page.width, height: page.height });
  }
  return kept;
}

/**
 * Takes out of the store each file no row names any more (an evidence file or a page picture: the
 * same bytes may be kept for two letters, and are then kept once). Called after the rows are gone.
 */
export async function forgetUnreferenced(db: Db, store: FileStore, sha256s: string[]): Promise<void> {
  for (const sha256 of new Set(sha256s)) {
    const [file] = await db
      .select({ id: evidenceFiles.id })
      .from(evidenceFiles)
      .where(eq(evidenceFiles.sha256, sha256))
      .limit(1);
    const [page] = await db
      .select({ id: evidencePages.evidenceId })
      .from(evidencePages)
      .where(eq(evidencePages.sha256, sha256))
      .limit(1);
    if (!file && !page) await store.remove(sha256);
  }
}

/** The SHA-256s a file and its pictures are kept under, read before its rows are deleted. */
export async function keptShasOf(db: Db, evidenceId: number): Promise<string[]> {
  const [file] = await db
    .select({ sha256: evidenceFiles.sha256 })
    .from(evidenceFiles)
    .where(eq(evidenceFiles.id, evidenceId));
  const pages = await db
    .select({ sha256: evidencePages.sha256 })
    .from(evidencePages)
    .where(eq(evidencePages.evidenceId, evidenceId));
  return [file?.sha256, ...pages.map((page) => page.sha256)].filter((sha): sha is string => Boolean(sha));
}

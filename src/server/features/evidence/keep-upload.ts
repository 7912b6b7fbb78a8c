import { and, count, eq, sql } from "drizzle-orm";
import { evidenceSnapshot } from "../../../domain/accounts/admin-changes.ts";
import { EVIDENCE_MAX_FILES, EVIDENCE_MESSAGES } from "../../../domain/case/evidence.ts";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters, evidenceFiles } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import type { FileStore } from "../../providers/files/file-store.ts";
import { actsForCustomer, recordSupportChange } from "../admin/support-changes.ts";
import type { CurrentUser } from "../../../domain/accounts/auth.ts";
import { EVIDENCE_SNAPSHOT_COLUMNS, forgetUnreferenced, keepPages } from "./kept-files.ts";
import { type PreparedFile, prepareEvidenceFile } from "./prepare-file.ts";
import type { ReceivedUpload } from "./read-upload.ts";
import { storePages } from "./record-pages.ts";
import { accountTurns } from "./turns-by-account.ts";

/** 201 with a new file's id; 200 with the id of the one already kept from the same bytes. */
export interface UploadAnswer {
  status: 200 | 201;
  id: number | undefined;
}

/**
 * Checks an upload, puts it and its page pictures in the file store, then writes its rows under
 * the letter's lock (where the 20-file cap is checked again). Whatever fails after the store took
 * the bytes takes them out again, unless another row names them.
 */
export async function keepUpload(
  deps: Pick<AppDeps, "db" | "files" | "clock">,
  options: {
    user: CurrentUser;
    letter: { id: number; userId: number };
    upload: ReceivedUpload;
    fields: { caption?: string; date?: string | null };
  },
): Promise<UploadAnswer> {
  const { db, files, clock } = deps;
  const { user, letter, upload, fields } = options;
  const file = await prepareEvidenceFile(upload, accountTurns(user.id));
  const stored = await keepInStore(files, file, upload);
  const inserted = await db
    .transaction(async (tx) => {
      await tx.execute(sql`select id from ${demandLetters} where id = ${letter.id} for update`);
      if ((await countFor(tx as unknown as Db, letter.id)) >= EVIDENCE_MAX_FILES) throw tooMany();
      const [row] = await tx
        .insert(evidenceFiles)
        .values({
          letterId: letter.id,
          kind: file.kind,
          caption: fields.caption || upload.fileName,
          evidenceDate: fields.date ?? null,
          originalName: upload.fileName,
          size: file.size,
          sha256: file.sha256,
          uploadSha256: upload.sha256,
          pageCount: file.pageCount,
          uploadedAt: clock(),
        })
        .onConflictDoNothing({ target: [evidenceFiles.letterId, evidenceFiles.uploadSha256] })
        .returning(EVIDENCE_SNAPSHOT_COLUMNS);
      if (!row) return undefined;
      await storePages(tx as unknown as Db, row.id, stored.pages);
      if (actsForCustomer(user, letter)) {
        await recordSupportChange(tx, {
          actorUserId: user.id,
          action: "evidence.upload",
          letterId: letter.id,
          before: null,
          after: evidenceSnapshot(row),
          at: clock(),
        });
      }
      return row.id;
    })
    .catch(async (error: unknown) => {
      await forgetUnreferenced(db, files, stored.sha256s);
      throw error;
    });
  /* The same file, sent twice at once: the other request kept it first. */
  if (inserted === undefined) return { status: 200, id: await keptUpload(db, letter.id, upload.sha256) };
  return { status: 201, id: inserted };
}

/** The file already kept for this letter from an upload with these bytes, if any. */
export async function keptUpload(db: Db, letterId: number, uploadSha256: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: evidenceFiles.id })
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.letterId, letterId), eq(evidenceFiles.uploadSha256, uploadSha256)));
  return row?.id;
}

export async function countFor(db: Db, letterId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(evidenceFiles).where(eq(evidenceFiles.letterId, letterId));
  return row?.n ?? 0;
}

export function tooMany(): AppError {
  return new AppError("conflict", EVIDENCE_MESSAGES.tooMany);
}

/**
 * Puts a checked file and its page pictures in the store, before the rows that name them: a PDF
 * is kept as uploaded (its temporary file moves in), an image as encoded again.
 */
async function keepInStore(store: FileStore, file: PreparedFile, upload: ReceivedUpload) {
  if (file.bytes) await store.putBytes(file.sha256, file.bytes);
  else await store.putFile(file.sha256, upload.path, upload.size);
  const pages = await keepPages(store, file.pages);
  return { pages, sha256s: [file.sha256, ...pages.map((page) => page.sha256)] };
}

import { and, eq } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import { evidenceSnapshot } from "../../../domain/accounts/admin-changes.ts";
import type { Db } from "../../db/client.ts";
import type { FileStore } from "../../providers/files/file-store.ts";
import { EVIDENCE_SNAPSHOT_COLUMNS, forgetUnreferenced, keptShasOf } from "./kept-files.ts";
import { evidenceFiles } from "../../db/schema.ts";
import { recordSupportChange } from "../admin/support-changes.ts";

/**
 * POST /api/admin/letters/{id}/evidence/{evidenceId}/remove: support takes a file off a
 * customer's case (content Meta flagged, say) with the reason the customer reads on their
 * timeline. The file's row and its audit entry (what it was, its SHA-256, who, why) go in one
 * transaction; its bytes leave the file store after.
 */
export async function removeEvidence(
  db: Db,
  files: FileStore,
  options: { letterId: number; evidenceId: number; actorUserId: number; reason: string; now: Date },
) {
  const { letterId, evidenceId, actorUserId, reason, now } = options;
  const kept = await keptShasOf(db, evidenceId);
  await db.transaction(async (tx) => {
    const [file] = await tx
      .delete(evidenceFiles)
      .where(and(eq(evidenceFiles.id, evidenceId), eq(evidenceFiles.letterId, letterId)))
      .returning(EVIDENCE_SNAPSHOT_COLUMNS);
    if (!file) throw new AppError("not_found", "File not found.");
    await recordSupportChange(tx, {
      actorUserId,
      action: "evidence.remove",
      letterId,
      before: evidenceSnapshot(file),
      after: null,
      reason,
      at: now,
    });
  });
  /* The bytes go too, unless another letter keeps the same file. */
  await forgetUnreferenced(db, files, kept);
  return { message: "File removed. The customer sees the reason on their case page." };
}

import fastifyMultipart from "@fastify/multipart";
import { and, asc, eq } from "drizzle-orm";
import { rm } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  EVIDENCE_MEDIA_TYPES,
  EVIDENCE_UPLOAD_WINDOW_MINUTES,
  EVIDENCE_UPLOADS_PER_WINDOW,
  type EvidenceItem,
  type EvidenceKind,
  evidenceFieldsSchema,
} from "../../../domain/case/evidence.ts";
import { AppError } from "../../../domain/errors.ts";
import { idParams, recordId } from "../../../domain/ids.ts";
import type { AppDeps } from "../../deps.ts";
import type { Db } from "../../db/client.ts";
import { evidenceFiles } from "../../db/schema.ts";
import { recordAudit } from "../admin/record-audit.ts";
import { actsForCustomer } from "../admin/support-changes.ts";
import { requireUser } from "../auth/current-user.ts";
import { getLetterFor, getOwnLetter } from "../letters/get-own-letter.ts";
import { letterDay } from "../letters/letter-versions.ts";
import { enforceRateLimits, MINUTE } from "../../http/rate-limit.ts";
import { MissingFile } from "../../providers/files/file-store.ts";
import { forgetUnreferenced, keptShasOf } from "./kept-files.ts";
import { countFor, keptUpload, keepUpload, tooMany, type UploadAnswer } from "./keep-upload.ts";
import { moveBytesOfLetter } from "./move-to-store.ts";
import { readUpload } from "./read-upload.ts";

const evidenceParams = z.object({ id: recordId, evidenceId: recordId });
const EXTENSIONS: Record<EvidenceKind, string> = { png: "png", jpeg: "jpg", pdf: "pdf" };
const NOT_PAID = "You can add evidence once your letter is paid for.";
const MISSING_BYTES = "This file's contents could not be found. Delete it and upload it again.";
const UPLOAD_WINDOW_MS = EVIDENCE_UPLOAD_WINDOW_MINUTES * MINUTE;

/**
 * Evidence kept with a letter's case: owner and admins only; anyone else gets 404. An admin's
 * upload to a customer's case is audited; an admin removes a customer's file only with a reason,
 * through the Admin Center's route (decision 0022).
 */
export async function evidenceRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock, files } = deps;
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: EVIDENCE_MAX_BYTES, files: 1, fields: 4, fieldSize: 2000, parts: 6 },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post("/api/demand-letters/:id/evidence", { schema: { params: idParams } }, async (request, reply) => {
      const user = await requireUser(request, db);
      /* Every attempt counts, refused ones too: reading a file costs the server whatever becomes of it. */
      await enforceRateLimits(
        db,
        [{ key: `evidence:${user.id}`, max: EVIDENCE_UPLOADS_PER_WINDOW, windowMs: UPLOAD_WINDOW_MS, what: "uploads" }],
        clock(),
        deps.config.authRateLimitScale,
      );
      const letter = await getLetterFor(db, user, request.params.id);
      if (!letter.paid) throw new AppError("conflict", NOT_PAID);
      /* Checked before the file is read, and again under the letter's lock when it is stored. */
      if ((await countFor(db, letter.id)) >= EVIDENCE_MAX_FILES) throw tooMany();
      const upload = await readUpload(request, files.incomingDir);
      let answer: UploadAnswer;
      try {
        const fields = evidenceFieldsSchema.safeParse(upload.fields);
        if (!fields.success) {
          const issue = fields.error.issues[0];
          throw new AppError("invalid_input", issue?.message ?? "Check the caption and date.", {
            [String(issue?.path[0] ?? "caption")]: issue?.message ?? "",
          });
        }
        /* The sender's today (decision 0025): the case and its record count days where they live. */
        if (fields.data.date && fields.data.date > letterDay(clock(), letter)) {
          throw new AppError("invalid_input", "The date cannot be in the future.", {
            date: "The date cannot be in the future.",
          });
        }
        /* A retry of the same file (its connection closed before the answer came) gets the one already kept. */
        const kept = await keptUpload(db, letter.id, upload.sha256);
        answer = kept
          ? { status: 200, id: kept }
          : await keepUpload(deps, { user, letter, upload, fields: fields.data });
      } finally {
        await rm(upload.path, { force: true });
      }
      /* Answered once the upload's temporary file is gone. */
      return reply.status(answer.status).send({ id: answer.id });
    });
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/demand-letters/:id/evidence",
    { schema: { params: idParams } },
    async (request): Promise<EvidenceItem[]> => {
      const user = await requireUser(request, db);
      const letter = await getLetterFor(db, user, request.params.id);
      return listEvidence(db, letter.id);
    },
  );

  api.get(
    "/api/demand-letters/:id/evidence/:evidenceId",
    { schema: { params: evidenceParams } },
    async (request, reply) => {
      const user = await requireUser(request, db);
      const letter = await getLetterFor(db, user, request.params.id);
      const [file] = await db
        .select({
          id: evidenceFiles.id,
          kind: evidenceFiles.kind,
          size: evidenceFiles.size,
          sha256: evidenceFiles.sha256,
        })
        .from(evidenceFiles)
        .where(and(eq(evidenceFiles.id, request.params.evidenceId), eq(evidenceFiles.letterId, letter.id)));
      if (!file) throw new AppError("not_found", "File not found.");
      if (actsForCustomer(user, letter)) {
        await recordAudit(db, {
          actorUserId: user.id,
          action: "evidence.view",
          targetType: "letter",
          targetId: letter.id,
          details: { evidenceId: file.id },
        });
      }
      const kind = file.kind as EvidenceKind;
      await moveBytesOfLetter(db, files, letter.id);
      const body = await files.read(file.sha256).catch((error: unknown) => {
        if (error instanceof MissingFile) throw new AppError("not_found", MISSING_BYTES);
        throw error;
      });
      /* Images show in the page; a PDF is saved, never opened in our origin. Either way, nothing in it runs. */
      const disposition = kind === "pdf" ? "attachment" : "inline";
      return reply
        .type(EVIDENCE_MEDIA_TYPES[kind])
        .header(
          "content-disposition",
          `${disposition}; filename="evidence-${letter.id}-${file.id}.${EXTENSIONS[kind]}"`,
        )
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("cache-control", "private, no-store")
        .header("content-length", file.size)
        .send(body);
    },
  );

  /* The owner's own delete. An admin removes a customer's file with a reason, in the Admin Center's route. */
  api.delete(
    "/api/demand-letters/:id/evidence/:evidenceId",
    { schema: { params: evidenceParams } },
    async (request, reply) => {
      const user = await requireUser(request, db);
      const letter = await getOwnLetter(db, user.id, request.params.id);
      const kept = await keptShasOf(db, request.params.evidenceId);
      const removed = await db
        .delete(evidenceFiles)
        .where(and(eq(evidenceFiles.id, request.params.evidenceId), eq(evidenceFiles.letterId, letter.id)))
        .returning({ id: evidenceFiles.id });
      if (removed.length === 0) throw new AppError("not_found", "File not found.");
      await forgetUnreferenced(db, files, kept);
      return reply.status(204).send();
    },
  );
}

export async function listEvidence(db: Db, letterId: number): Promise<EvidenceItem[]> {
  const rows = await db
    .select({
      id: evidenceFiles.id,
      kind: evidenceFiles.kind,
      caption: evidenceFiles.caption,
      date: evidenceFiles.evidenceDate,
      originalName: evidenceFiles.originalName,
      size: evidenceFiles.size,
      sha256: evidenceFiles.sha256,
      uploadedAt: evidenceFiles.uploadedAt,
    })
    .from(evidenceFiles)
    .where(eq(evidenceFiles.letterId, letterId))
    .orderBy(asc(evidenceFiles.id));
  return rows.map((row) => ({ ...row, kind: row.kind as EvidenceKind, uploadedAt: row.uploadedAt.toISOString() }));
}

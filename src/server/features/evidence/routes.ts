import fastifyMultipart from "@fastify/multipart";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  EVIDENCE_MEDIA_TYPES,
  EVIDENCE_MESSAGES,
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
import { demandLetters, evidenceFiles } from "../../db/schema.ts";
import { evidenceSnapshot } from "../../../domain/accounts/admin-changes.ts";
import { recordAudit } from "../admin/record-audit.ts";
import { actsForCustomer, recordSupportChange } from "../admin/support-changes.ts";
import { requireUser } from "../auth/current-user.ts";
import { getLetterFor, getOwnLetter } from "../letters/get-own-letter.ts";
import { letterDay } from "../letters/letter-versions.ts";
import { enforceRateLimits, MINUTE } from "../../http/rate-limit.ts";
import { prepareEvidenceFile } from "./prepare-file.ts";
import { storePages } from "./record-pages.ts";
import {
  CONTROL_CHARACTER,
  DISGUISING_CHARACTER,
  disguisingMessage,
  withoutMatches,
} from "../../../domain/control-characters.ts";

const evidenceParams = z.object({ id: recordId, evidenceId: recordId });
const EXTENSIONS: Record<EvidenceKind, string> = { png: "png", jpeg: "jpg", pdf: "pdf" };
const NOT_PAID = "You can add evidence once your letter is paid for.";
const UPLOAD_WINDOW_MS = EVIDENCE_UPLOAD_WINDOW_MINUTES * MINUTE;

/**
 * Evidence kept with a letter's case: owner and admins only; anyone else gets 404. An admin's
 * upload to a customer's case is audited; an admin removes a customer's file only with a reason,
 * through the Admin Center's route (decision 0022).
 */
export async function evidenceRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
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
      const upload = await readUpload(request);
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
      const file = await prepareEvidenceFile(upload.bytes);
      const now = clock();
      const id = await db.transaction(async (tx) => {
        await tx.execute(sql`select id from ${demandLetters} where id = ${letter.id} for update`);
        if ((await countFor(tx as unknown as Db, letter.id)) >= EVIDENCE_MAX_FILES) throw tooMany();
        const [row] = await tx
          .insert(evidenceFiles)
          .values({
            letterId: letter.id,
            kind: file.kind,
            caption: fields.data.caption || upload.fileName,
            evidenceDate: fields.data.date ?? null,
            originalName: upload.fileName,
            size: file.bytes.length,
            sha256: file.sha256,
            bytes: file.bytes,
            pageCount: file.pageCount,
            uploadedAt: now,
          })
          .returning({
            id: evidenceFiles.id,
            caption: evidenceFiles.caption,
            kind: evidenceFiles.kind,
            size: evidenceFiles.size,
            sha256: evidenceFiles.sha256,
            evidenceDate: evidenceFiles.evidenceDate,
            originalName: evidenceFiles.originalName,
          });
        if (row) await storePages(tx as unknown as Db, row.id, file.pages);
        if (row && actsForCustomer(user, letter)) {
          await recordSupportChange(tx, {
            actorUserId: user.id,
            action: "evidence.upload",
            letterId: letter.id,
            before: null,
            after: evidenceSnapshot(row),
            at: now,
          });
        }
        return row?.id;
      });
      return reply.status(201).send({ id });
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
        .select()
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
        .send(file.bytes);
    },
  );

  /* The owner's own delete. An admin removes a customer's file with a reason, in the Admin Center's route. */
  api.delete(
    "/api/demand-letters/:id/evidence/:evidenceId",
    { schema: { params: evidenceParams } },
    async (request, reply) => {
      const user = await requireUser(request, db);
      const letter = await getOwnLetter(db, user.id, request.params.id);
      const removed = await db
        .delete(evidenceFiles)
        .where(and(eq(evidenceFiles.id, request.params.evidenceId), eq(evidenceFiles.letterId, letter.id)))
        .returning({ id: evidenceFiles.id });
      if (removed.length === 0) throw new AppError("not_found", "File not found.");
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

async function countFor(db: Db, letterId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(evidenceFiles).where(eq(evidenceFiles.letterId, letterId));
  return row?.n ?? 0;
}

function tooMany(): AppError {
  return new AppError("conflict", EVIDENCE_MESSAGES.tooMany);
}

/** The one file (field `file`) and the text fields of a multipart upload, with each limit's own message. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; fileName: string; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw new AppError("unsupported_media_type", "Send the file as multipart/form-data, in a field named file.");
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || file) {
          await part.toBuffer();
          continue;
        }
        file = { bytes: await part.toBuffer(), fileName: cleanFileName(part.filename) };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("payload_too_large", EVIDENCE_MESSAGES.tooLarge, { file: EVIDENCE_MESSAGES.tooLarge });
    if (code === "FST_FILES_LIMIT") throw new AppError("invalid_input", "Upload one file at a time.");
    if (code?.startsWith("FST_"))
      throw new AppError("invalid_input", "The upload could not be read. Choose the file and try again.");
    throw error;
  }
  if (!file || file.bytes.length === 0)
    throw new AppError("invalid_input", EVIDENCE_MESSAGES.noFile, { file: EVIDENCE_MESSAGES.noFile });
  return { ...file, fields: { caption: fields.caption ?? "", date: fields.date ?? "" } };
}

/**
 * The device's file name, shown back as plain text: no folders, no control characters, 120
 * characters at most. A name that would display as another ("\u202egnp.exe") is refused.
 */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  if (DISGUISING_CHARACTER.test(base)) {
    const message = disguisingMessage("The file name");
    throw new AppError("invalid_input", `${message} Rename the file, then upload it.`, { file: message });
  }
  const clean = withoutMatches(base, CONTROL_CHARACTER).trim().slice(0, 120);
  return clean || "Untitled file";
}

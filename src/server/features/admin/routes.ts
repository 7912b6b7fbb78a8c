import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminLettersQuerySchema,
  evidenceRemovalSchema,
  queueActionSchema,
  refundRequestSchema,
  removeFromQueueSchema,
  trackingSchema,
} from "../../../domain/accounts/admin.ts";
import { idParams, recordId } from "../../../domain/ids.ts";
import { AppError } from "../../../domain/errors.ts";
import { type AppDeps, dispatchDeps, paymentDeps } from "../../deps.ts";
import { demandLetters, orders } from "../../db/schema.ts";
import { requireAdmin } from "../auth/current-user.ts";
import { fileFormatFromParam } from "../documents/file-names.ts";
import { hasPaidOrder, renderLetterFile } from "../letters/letter-files.ts";
import { downloadParams, sendFile } from "../letters/downloads.ts";
import { adminSummary } from "./admin-summary.ts";
import { lettersCsv } from "./letters-csv.ts";
import { prepareAdminLetters } from "./list-admin-letters.ts";
import { listQueue, listRemovedFromQueue, removeFromQueue, retryQueuedOrder, withLease } from "./queue-actions.ts";
import { recentAudit, recordAudit } from "./record-audit.ts";
import { setTracking } from "./set-tracking.ts";
import { listOpenAlerts, resolveAlert } from "./operator-alerts.ts";
import { refundOrder } from "../payments/refund-order.ts";
import { removeEvidence } from "../evidence/remove-evidence.ts";
import { requestSignal } from "../../http/request-signal.ts";

const evidenceParams = z.object({ id: recordId, evidenceId: recordId });

/** Every /api/admin call: 401 signed out, 403 for non-admins, whatever the client does. */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const { listAdminLetters, eachLetter } = prepareAdminLetters(db);

  api.get("/api/admin/letters", { schema: { querystring: adminLettersQuerySchema } }, async (request) => {
    await requireAdmin(request, db);
    return listAdminLetters(request.query);
  });

  /* The filtered list as CSV, streamed a batch at a time. */
  api.get("/api/admin/letters/export", { schema: { querystring: adminLettersQuerySchema } }, async (request, reply) => {
    const admin = await requireAdmin(request, db);
    const { status, q } = request.query;
    await recordAudit(db, {
      actorUserId: admin.id,
      action: "letters.export",
      targetType: "letters",
      targetId: status,
      details: { status, q: q ?? null },
    });
    const day = deps.clock().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="letters-${status}-${day}.csv"`)
      .send(lettersCsv(eachLetter({ status, q })));
  });

  api.get("/api/admin/summary", async (request) => {
    await requireAdmin(request, db);
    return adminSummary(db, deps.clock());
  });

  /* The last 50 entries of the audit log, newest first, with who acted. */
  api.get("/api/admin/audit", async (request) => {
    await requireAdmin(request, db);
    return recentAudit(db);
  });

  api.get("/api/admin/queue", async (request) => {
    await requireAdmin(request, db);
    return listQueue(db);
  });

  api.get("/api/admin/queue/removed", async (request) => {
    await requireAdmin(request, db);
    return listRemovedFromQueue(db);
  });

  api.post("/api/admin/queue/remove", { schema: { body: removeFromQueueSchema } }, async (request) => {
    const admin = await requireAdmin(request, db);
    return removeFromQueue(dispatchDeps(app, deps), admin.id, request.body.orderId, request.body.reason);
  });

  /* Decision 0039: what only a person can settle, with the count the Admin Center shows. */
  api.get("/api/admin/alerts", async (request) => {
    await requireAdmin(request, db);
    return listOpenAlerts(db);
  });

  api.post("/api/admin/alerts/:id/resolve", { schema: { params: idParams } }, async (request) => {
    const admin = await requireAdmin(request, db);
    return resolveAlert(db, admin.id, request.params.id, deps.clock());
  });

  api.post("/api/admin/queue/retry", { schema: { body: queueActionSchema } }, async (request) => {
    const admin = await requireAdmin(request, db);
    return retryQueuedOrder(dispatchDeps(app, deps), admin.id, request.body.orderId);
  });

  api.post(
    "/api/admin/orders/:id/refund",
    { schema: { params: idParams, body: refundRequestSchema } },
    async (request) => {
      const admin = await requireAdmin(request, db);
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, request.params.id));
      if (!order) throw new AppError("not_found", "Order not found.");
      /* Under the order's lease, like Retry and Remove: never while the mail worker is sending it. */
      return withLease(dispatchDeps(app, deps), request.params.id, () =>
        refundOrder(paymentDeps(app, deps), {
          orderId: request.params.id,
          reason: request.body.reason,
          actorUserId: admin.id,
        }),
      );
    },
  );

  /* A customer's evidence file off their case, with the reason they read there; audited. */
  api.post(
    "/api/admin/letters/:id/evidence/:evidenceId/remove",
    { schema: { params: evidenceParams, body: evidenceRemovalSchema } },
    async (request) => {
      const admin = await requireAdmin(request, db);
      return removeEvidence(db, deps.files, {
        letterId: request.params.id,
        evidenceId: request.params.evidenceId,
        actorUserId: admin.id,
        reason: request.body.reason,
        now: deps.clock(),
      });
    },
  );

  api.post("/api/admin/tracking", { schema: { body: trackingSchema } }, async (request) => {
    const admin = await requireAdmin(request, db);
    return setTracking(db, admin.id, request.body, deps.clock());
  });

  api.get("/api/admin/letters/:id/download/:format", { schema: { params: downloadParams } }, async (request, reply) => {
    const admin = await requireAdmin(request, db);
    const [letter] = await db.select().from(demandLetters).where(eq(demandLetters.id, request.params.id));
    if (!letter) throw new AppError("not_found", "Letter not found.");
    const format = fileFormatFromParam(request.params.format);
    await recordAudit(db, {
      actorUserId: admin.id,
      action: "letter.download",
      targetType: "letter",
      targetId: letter.id,
      details: { format },
    });
    return sendFile(
      reply,
      await renderLetterFile(db, letter, format, {
        now: deps.clock(),
        paid: await hasPaidOrder(db, letter.id),
        fileNamePrefix: "admin-letter",
        signal: requestSignal(reply),
      }),
    );
  });
}

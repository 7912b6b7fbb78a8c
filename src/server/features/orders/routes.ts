import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../domain/errors.ts";
import { idParams, recordId } from "../../../domain/ids.ts";
import { isMailedOrder } from "../../../domain/money/orders.ts";
import { type AppDeps, paymentDeps } from "../../deps.ts";
import { requireUser } from "../auth/current-user.ts";
import { proofPdf } from "../dispatch/mail-proofs.ts";
import { sendFile } from "../letters/downloads.ts";
import { orderOwner } from "./order-owner.ts";
import { prepareListOrders } from "./list-orders.ts";
import { removeUnpaidOrder } from "./remove-unpaid-order.ts";
import { checkUpgrade, upgradeOrder } from "./upgrade-order.ts";

export async function orderRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const listOrders = prepareListOrders(db, deps.readCache);

  api.get("/api/orders", async (request) => {
    const user = await requireUser(request, db);
    /* An order not yet handed to a mail service goes to the current one, and says so from the start. */
    const current = deps.mail.current.kind;
    return (await listOrders(user.id)).map((order) => ({
      ...order,
      mailProvider: order.mailProvider ?? (isMailedOrder(order.type) ? current : null),
    }));
  });

  /** A checkout the user did not pay, removed by them: it is closed and leaves their orders. */
  api.delete("/api/orders/:id", { schema: { params: idParams } }, async (request) => {
    const user = await requireUser(request, db);
    return removeUnpaidOrder(paymentDeps(app, deps), user.id, request.params.id);
  });

  api.get("/api/orders/:id/upgrade/check", { schema: { params: idParams } }, async (request) => {
    const user = await requireUser(request, db);
    const { canUpgrade, refusal } = await checkUpgrade(db, user.id, request.params.id);
    return refusal ? { canUpgrade, reason: refusal } : { canUpgrade };
  });

  /** A mailing's proof of delivery as the mail service gave it (the owner's, or any for an admin). */
  api.get("/api/orders/:id/proofs/:kind", { schema: { params: proofParams } }, async (request, reply) => {
    const user = await requireUser(request, db);
    const { id, kind } = request.params;
    const owner = await orderOwner(db, id);
    const proof = owner !== undefined && (owner === user.id || user.isAdmin) ? await proofPdf(db, id, kind) : undefined;
    if (!proof) throw new AppError("not_found", "No such proof of delivery.");
    const name = `${proof.simulated ? "simulated-" : ""}${kind === "return_receipt" ? "return-receipt" : "printed-piece"}-order-${id}.pdf`;
    return sendFile(reply, { contentType: "application/pdf", fileName: name, body: proof.pdf });
  });

  api.post("/api/orders/:id/upgrade", { schema: { params: idParams } }, async (request) => {
    const user = await requireUser(request, db);
    const { url, orderId } = await upgradeOrder(paymentDeps(app, deps), user, request.params.id);
    return { sessionUrl: url, orderId };
  });
}

const proofParams = z.object({
  id: recordId,
  kind: z.enum(["return_receipt", "printed_piece"], { error: "The proof must be return_receipt or printed_piece" }),
});

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParams } from "../../../domain/ids.ts";
import type { AppDeps } from "../../app.ts";
import { requireUser } from "../auth/current-user.ts";
import { paymentDeps } from "../payments/routes.ts";
import { prepareListOrders } from "./list-orders.ts";
import { checkUpgrade, upgradeOrder } from "./upgrade-order.ts";

export async function orderRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const listOrders = prepareListOrders(db, deps.readCache);

  api.get("/api/orders", async (request) => {
    const user = await requireUser(request, db);
    return listOrders(user.id);
  });

  api.get("/api/orders/:id/upgrade/check", { schema: { params: idParams } }, async (request) => {
    const user = await requireUser(request, db);
    const { canUpgrade } = await checkUpgrade(db, user.id, request.params.id);
    return { canUpgrade };
  });

  api.post("/api/orders/:id/upgrade", { schema: { params: idParams } }, async (request) => {
    const user = await requireUser(request, db);
    const { url, orderId } = await upgradeOrder(paymentDeps(app, deps), user, request.params.id);
    return { sessionUrl: url, orderId };
  });
}

import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app.ts";
import { requireUser } from "../auth/current-user.ts";
import { listOrders } from "./list-orders.ts";

export async function orderRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get("/api/orders", async (request) => {
    const user = await requireUser(request, db);
    return listOrders(db, user.id);
  });
}

import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../domain/errors.ts";
import { type AppDeps, paymentDeps } from "../../deps.ts";
import { localCheckoutSessions, orders } from "../../db/schema.ts";
import { findLocalSession } from "../../providers/payments/local-payments.ts";
import { requireUser } from "../auth/current-user.ts";
import { fulfilCheckout } from "./fulfil-checkout.ts";

const SUCCESS_CARD = "4242424242424242";

/** Why a checkout whose order is no longer pending cannot be paid, in words for the customer. */
function closedMessage(order: { status: string; demandLetterId: number | null }): string | null {
  switch (order.status) {
    case "pending":
      return null;
    case "completed":
    case "refunded":
      return "This checkout is already paid. Find your order under My Orders.";
    case "cancelled":
      return order.demandLetterId === null
        ? "This checkout was closed because its letter was deleted. It can no longer be paid, and nothing was charged."
        : "This checkout was closed because a newer checkout was opened for the same letter, or the letter was paid for another way. It can no longer be paid, and nothing was charged.";
    case "expired":
      return "This checkout expired and can no longer be paid. Nothing was charged: start the payment again from your letter.";
    default:
      return "This checkout is closed and can no longer be paid. Nothing was charged.";
  }
}
const DECLINED_CARD = "4000000000000002";
const params = z.object({ id: z.string().regex(/^cs_local_[0-9a-f]{24}$/, "Unknown checkout session") });
const payBody = z.object({
  cardNumber: z
    .string({ error: "Enter a card number" })
    .max(40)
    .transform((value) => value.replace(/[\s-]/g, "")),
});

/** The built-in test checkout (no Stripe key): pay with 4242 4242 4242 4242, decline with 4000 0000 0000 0002. */
export async function localCheckoutRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const payment = paymentDeps(app, deps);

  async function ownSession(sessionId: string, userId: number) {
    const session = await findLocalSession(deps.db, sessionId);
    if (!session) throw new AppError("not_found", "This checkout session does not exist.");
    const [order] = await deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, session.orderId), eq(orders.userId, userId)));
    if (!order) throw new AppError("not_found", "This checkout session does not exist.");
    /* A split pays several orders: the page is closed when any of them can no longer be paid. */
    const paid = await deps.db.select().from(orders).where(eq(orders.stripeSessionId, session.id));
    const closed = paid.find((row) => row.status !== "pending") ?? order;
    return { session, order, closed };
  }

  api.get("/api/test-checkout/:id", { schema: { params } }, async (request) => {
    const user = await requireUser(request, deps.db);
    const { session, order, closed } = await ownSession(request.params.id, user.id);
    return {
      id: session.id,
      description: session.description,
      amountCents: session.amountCents,
      currency: session.currency,
      status: session.status,
      paymentStatus: session.paymentStatus,
      orderId: order.id,
      customerEmail: user.email,
      cancelUrl: session.cancelUrl,
      /* Set when the order can no longer be paid, even if the session's own close has not landed yet. */
      closedMessage: session.status === "complete" ? null : closedMessage(closed),
    };
  });

  api.post("/api/test-checkout/:id/pay", { schema: { params, body: payBody } }, async (request) => {
    const user = await requireUser(request, deps.db);
    const { session, closed: closedOrder } = await ownSession(request.params.id, user.id);
    const closed = closedMessage(closedOrder);
    if (closed) throw new AppError("conflict", closed);
    if (session.status !== "open") throw new AppError("conflict", "This checkout session is no longer open.");
    const card = request.body.cardNumber;
    if (card === DECLINED_CARD) throw new AppError("payment_required", "Your card was declined. Try another card.");
    if (card !== SUCCESS_CARD) {
      throw new AppError(
        "invalid_input",
        "This is a test checkout: pay with 4242 4242 4242 4242, or use 4000 0000 0000 0002 to see a decline.",
        {
          cardNumber: "Use a test card number",
        },
      );
    }
    await deps.db
      .update(localCheckoutSessions)
      .set({ status: "complete", paymentStatus: "paid", paymentIntentId: `pi_local_${session.id.slice(9)}` })
      .where(and(eq(localCheckoutSessions.id, session.id), eq(localCheckoutSessions.status, "open")));
    await fulfilCheckout(payment, session.id);
    return { redirectUrl: session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id) };
  });
}

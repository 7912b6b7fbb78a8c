import { and, asc, eq } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import { orders } from "../../db/schema.ts";
import { fulfilCheckout } from "./fulfil-checkout.ts";
import type { PaymentDeps } from "./payment-deps.ts";

/** The success page asks the server, which asks the provider: it never assumes the payment went through. */
export async function confirmCheckout(deps: PaymentDeps, userId: number, sessionId: string) {
  const [mine] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.stripeSessionId, sessionId), eq(orders.userId, userId)));
  if (!mine) throw new AppError("not_found", "We could not find this payment.");
  await fulfilCheckout(deps, sessionId);
  const paid = await deps.db
    .select({
      id: orders.id,
      status: orders.status,
      type: orders.type,
      amount: orders.amount,
      demandLetterId: orders.demandLetterId,
      isUpgrade: orders.isUpgrade,
      refundAmount: orders.refundAmount,
      refundReason: orders.refundReason,
      refundNote: orders.refundNote,
      refundedAt: orders.refundedAt,
    })
    .from(orders)
    .where(and(eq(orders.stripeSessionId, sessionId), eq(orders.userId, userId)))
    .orderBy(asc(orders.id));
  /* The first order's fields, as before; a split's every order (one per letter) under `orders`. */
  return { ...paid[0], orders: paid };
}

import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { localCheckoutSessions } from "../../db/schema.ts";
import { CURRENCY, type CheckoutSession, type PaymentProvider } from "./payment-provider.ts";

type LocalRow = typeof localCheckoutSessions.$inferSelect;

/**
 * The built-in test checkout: sessions live in our database and are paid on our own
 * /test-checkout page with Stripe's test card numbers. Refused in production.
 */
export function createLocalPayments(db: Db, appUrl: string): PaymentProvider {
  return {
    kind: "local",
    async createCheckout(input) {
      const id = `cs_local_${randomBytes(12).toString("hex")}`;
      await db
        .insert(localCheckoutSessions)
        .values({
          id,
          orderId: input.orderId,
          amountCents: input.amountCents,
          currency: CURRENCY,
          /* A split's lines, one per letter, on one page. */
          description: input.lines ? input.lines.map((line) => line.description).join("\n") : input.description,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
        })
        .onConflictDoNothing({ target: localCheckoutSessions.orderId });
      const [row] = await db
        .select()
        .from(localCheckoutSessions)
        .where(eq(localCheckoutSessions.orderId, input.orderId));
      return toCheckoutSession(row, appUrl);
    },
    async retrieveCheckout(sessionId) {
      const row = await findLocalSession(db, sessionId);
      if (!row) throw new Error(`No such checkout session: ${sessionId}`);
      return toCheckoutSession(row, appUrl);
    },
    /* Like Stripe, only an open session can be expired: a paid one is refused, so the caller reads it again. */
    async expireCheckout(sessionId) {
      const expired = await db
        .update(localCheckoutSessions)
        .set({ status: "expired" })
        .where(and(eq(localCheckoutSessions.id, sessionId), eq(localCheckoutSessions.status, "open")))
        .returning({ id: localCheckoutSessions.id });
      if (expired.length === 0) throw new Error(`Checkout session ${sessionId} is not open, so it cannot be expired`);
    },
    /* No money moved, so nothing to send back: the order records the refund and its id. */
    async refund(input) {
      return { id: `re_local_${input.orderId}` };
    },
  };
}

export async function findLocalSession(db: Db, sessionId: string): Promise<LocalRow | undefined> {
  const [row] = await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, sessionId));
  return row;
}

function toCheckoutSession(row: LocalRow, appUrl: string): CheckoutSession {
  return {
    id: row.id,
    url: row.status === "open" ? `${appUrl}/test-checkout/${row.id}` : null,
    status: row.status as CheckoutSession["status"],
    paymentStatus: row.paymentStatus as CheckoutSession["paymentStatus"],
    amountTotal: row.amountCents,
    currency: row.currency,
    orderId: row.orderId,
    paymentIntentId: row.paymentIntentId,
  };
}

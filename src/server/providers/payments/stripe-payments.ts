import Stripe from "stripe";
import { CURRENCY, type CheckoutSession, linesOf, type NewCheckout, type PaymentProvider } from "./payment-provider.ts";

export const STRIPE_API_VERSION = "2026-10-28.endive";

export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION as Stripe.StripeConfig["apiVersion"],
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}

/** Stripe Checkout through the official SDK. */
export function createStripePayments(stripe: Stripe): PaymentProvider {
  return {
    kind: "stripe",
    async createCheckout(input: NewCheckout) {
      /* A split names every order it pays; the first stays the session's reference. */
      const metadata: Record<string, string> = { order_id: String(input.orderId) };
      if (input.lines) metadata.order_ids = input.lines.map((line) => line.orderId).join(",");
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: String(input.orderId),
          customer_email: input.customerEmail,
          /* Stripe's own page in the account's language; English accounts keep Stripe's choice. */
          ...(input.language === "es" ? { locale: "es" as const } : {}),
          metadata,
          payment_intent_data: { metadata },
          line_items: linesOf(input).map((line) => ({
            quantity: 1,
            price_data: {
              currency: CURRENCY,
              unit_amount: line.amountCents,
              product_data: { name: line.description },
            },
          })),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        {
          idempotencyKey: `checkout:${linesOf(input)
            .map((line) => line.orderId)
            .join("-")}`,
        },
      );
      return toCheckoutSession(session);
    },
    async retrieveCheckout(sessionId) {
      return toCheckoutSession(await stripe.checkout.sessions.retrieve(sessionId));
    },
    async expireCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
    async refund(input) {
      if (!input.paymentIntentId) throw new Error(`order ${input.orderId} has no payment to refund`);
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: input.amountCents,
          metadata: { order_id: String(input.orderId) },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id };
    },
  };
}

function toCheckoutSession(session: Stripe.Checkout.Session): CheckoutSession {
  const orderId = Number(session.client_reference_id ?? session.metadata?.order_id);
  const paymentIntent = session.payment_intent;
  return {
    id: session.id,
    url: session.url,
    status: (session.status ?? "open") as CheckoutSession["status"],
    paymentStatus: session.payment_status as CheckoutSession["paymentStatus"],
    amountTotal: session.amount_total,
    currency: session.currency,
    orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
    paymentIntentId: typeof paymentIntent === "string" ? paymentIntent : (paymentIntent?.id ?? null),
  };
}

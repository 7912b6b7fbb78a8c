import { startLetterStreamStandIn } from "../stand-ins/letterstream-stand-in.ts";
import { startSmtpCatcher } from "../stand-ins/smtp-catcher.ts";
import { startStripeStandIn } from "../stand-ins/stripe-stand-in.ts";

const STRIPE = { apiKey: "sk_test_process_stand_in", webhookSecret: "whsec_process_stand_in" };
const LETTERSTREAM = { apiId: "process-api-id", apiKey: "process-api-key" };

export type Providers = Awaited<ReturnType<typeof startProviders>>;

/** Stripe, LetterStream and SMTP stand-ins on loopback, and the env that points a server at them. */
export async function startProviders() {
  const [stripe, letterstream, smtp] = await Promise.all([
    startStripeStandIn(STRIPE),
    startLetterStreamStandIn(LETTERSTREAM),
    startSmtpCatcher(),
  ]);
  return {
    stripe,
    letterstream,
    smtp,
    env: {
      STRIPE_SECRET_KEY: STRIPE.apiKey,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      LETTERSTREAM_API_ID: LETTERSTREAM.apiId,
      LETTERSTREAM_API_KEY: LETTERSTREAM.apiKey,
      LETTERSTREAM_API_BASE: letterstream.url,
      SMTP_URL: smtp.url,
    },
    receiptsFor(orderId: number) {
      return smtp.messages.filter((message) => message.text.includes(`receipt for Order #${orderId}`));
    },
    mailedNoticesFor(orderId: number) {
      return smtp.messages.filter((message) =>
        message.text.includes(`Your letter has been mailed (Order #${orderId})`),
      );
    },
    /** The paid event Stripe sends, with a fixed id so a redelivery is the same event. */
    paidEvent(sessionId: string) {
      return stripe.event("checkout.session.completed", stripe.sessions.get(sessionId)!, {
        id: `evt_paid_${sessionId}`,
      });
    },
    close: () => Promise.all([stripe.close(), letterstream.close(), smtp.close()]),
  };
}

import { startLetterStreamStandIn } from "../stand-ins/letterstream-stand-in.ts";
import { startLobStandIn } from "../stand-ins/lob-stand-in.ts";
import { startSmtpCatcher } from "../stand-ins/smtp-catcher.ts";
import { startStripeStandIn } from "../stand-ins/stripe-stand-in.ts";

const STRIPE = { apiKey: "sk_test_process_stand_in", webhookSecret: "whsec_process_stand_in" };
const LETTERSTREAM = { apiId: "process-api-id", apiKey: "process-api-key" };
const LOB = { apiKey: "test_process_stand_in_0123456789", webhookSecret: "lob_process_webhook_secret" };

export type Providers = Awaited<ReturnType<typeof startProviders>>;

/**
 * Stripe, LetterStream and SMTP stand-ins on loopback, and the env that points a server at them.
 * With `lob`, a Lob stand-in too, and new mail goes to Lob (LetterStream's keys stay set).
 */
export async function startProviders(options: { lob?: boolean } = {}) {
  const [stripe, letterstream, smtp, lob] = await Promise.all([
    startStripeStandIn(STRIPE),
    startLetterStreamStandIn(LETTERSTREAM),
    startSmtpCatcher(),
    options.lob ? startLobStandIn(LOB) : undefined,
  ]);
  const lobEnv: Record<string, string> = lob
    ? { MAIL_PROVIDER: "lob", LOB_API_KEY: LOB.apiKey, LOB_API_BASE: lob.url, LOB_WEBHOOK_SECRET: LOB.webhookSecret }
    : {};
  return {
    stripe,
    letterstream,
    smtp,
    lob,
    env: {
      ...lobEnv,
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
    close: () => Promise.all([stripe.close(), letterstream.close(), smtp.close(), lob?.close()]),
  };
}

import type { Config } from "../env.ts";

const STRIPE_TEST_KEY = /^(sk|rk)_test_/;

/**
 * One line said at start-up: which payment, mail and email services this process uses, led by a
 * plain warning when a built-in stand-in or a test key means nothing is really charged or mailed.
 */
export function providersInUse(config: Config): { line: string; standIns: boolean } {
  const stripeKey = config.stripe.secretKey;
  const lobTestKey = config.mailProvider === "lob" && Boolean(config.lob.apiKey?.startsWith("test_"));
  const realPayments = Boolean(stripeKey) && !STRIPE_TEST_KEY.test(stripeKey ?? "");
  const realMail = config.mailProvider !== "simulated" && !lobTestKey;
  const payments = !stripeKey
    ? "the built-in test checkout (no STRIPE_SECRET_KEY: nothing is charged)"
    : realPayments
      ? "Stripe"
      : "Stripe with a test key (nothing is charged)";
  const mail =
    config.mailProvider === "simulated"
      ? "the simulated mailer (no LetterStream or Lob key: nothing is mailed)"
      : lobTestKey
        ? "Lob with a test key (nothing is mailed)"
        : config.mailProvider === "lob"
          ? "Lob"
          : "LetterStream";
  const email = config.smtpUrl ? "SMTP" : "files in DATA_DIR/outbox (no SMTP_URL: nothing is emailed)";
  const standIns = !realPayments || !realMail;
  const lead = standIns ? "TEST MODE: payments or mail are not real. " : "";
  return { line: `${lead}Payments: ${payments}. Mail: ${mail}. Email: ${email}.`, standIns };
}

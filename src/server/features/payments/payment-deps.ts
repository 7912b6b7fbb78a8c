import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Config } from "../../env.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";

/** What the payment use cases need. */
export interface PaymentDeps {
  db: Db;
  payments: PaymentProvider;
  email: EmailSender;
  config: Config;
  clock: () => Date;
  log: FastifyBaseLogger;
}

import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../src/server/db/client.ts";
import { loadConfig } from "../../src/server/env.ts";
import type { PaymentDeps } from "../../src/server/features/payments/payment-deps.ts";
import type { EmailSender } from "../../src/server/providers/email/email-sender.ts";
import type { PaymentProvider } from "../../src/server/providers/payments/payment-provider.ts";

/** Payment dependencies for tests that run a worker pass directly: the given provider, clock and email. */
export function testPaymentDeps(options: {
  db: Db;
  payments: PaymentProvider;
  clock: () => Date;
  log: FastifyBaseLogger;
  dataDir: string;
  env?: Record<string, string>;
  email?: EmailSender;
}): PaymentDeps {
  return {
    db: options.db,
    payments: options.payments,
    clock: options.clock,
    log: options.log,
    email: options.email ?? { send: async () => undefined },
    config: loadConfig({
      NODE_ENV: "test",
      DATA_DIR: options.dataDir,
      SESSION_SECRET: "test-secret-that-is-long-enough-for-sessions",
      APP_URL: "http://app.test",
      ...options.env,
    }),
  };
}

import type { FastifyInstance } from "fastify";
import type { Db } from "./db/client.ts";
import type { ReadCache } from "./db/read-cache.ts";
import type { Config } from "./env.ts";
import type { DispatchDeps, DispatchTimings } from "./features/dispatch/dispatch-deps.ts";
import type { PaymentDeps } from "./features/payments/payment-deps.ts";
import type { EmailSender } from "./providers/email/email-sender.ts";
import type { FileStore } from "./providers/files/file-store.ts";
import type { MailProviders } from "./providers/mail/mail-providers.ts";
import type { PaymentProvider } from "./providers/payments/payment-provider.ts";

/** Everything the routes are given; app.ts builds it once, routes and workers take what they need from it. */
export interface AppDeps {
  db: Db;
  readCache: ReadCache;
  config: Config;
  clock: () => Date;
  email: EmailSender;
  payments: PaymentProvider;
  mail: MailProviders;
  dispatchTimings: DispatchTimings;
  /** Where evidence files and their page pictures are kept (decision 0036). */
  files: FileStore;
}

export function dispatchDeps(app: FastifyInstance, deps: AppDeps): DispatchDeps {
  return {
    db: deps.db,
    mail: deps.mail,
    email: deps.email,
    appUrl: deps.config.appUrl,
    clock: deps.clock,
    log: app.log,
    timings: deps.dispatchTimings,
    letterStreamDailyLimit: deps.config.letterstream.dailyLimit,
    adminAlertEmail: deps.config.adminAlertEmail,
  };
}

export function paymentDeps(app: FastifyInstance, deps: AppDeps): PaymentDeps {
  return {
    db: deps.db,
    payments: deps.payments,
    email: deps.email,
    config: deps.config,
    clock: deps.clock,
    log: app.log,
  };
}

import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../src/server/db/client.ts";
import type { DispatchDeps } from "../../src/server/features/dispatch/dispatch-deps.ts";
import type { EmailSender } from "../../src/server/providers/email/email-sender.ts";
import type { MailProvider } from "../../src/server/providers/mail/mail-provider.ts";
import { mailProviders } from "../../src/server/providers/mail/mail-providers.ts";

/** Dispatch dependencies for tests: the given mail provider and clock, short timings. */
export function testDispatchDeps(options: {
  db: Db;
  mail: MailProvider;
  clock: () => Date;
  log: FastifyBaseLogger;
  email?: EmailSender;
  sent?: { to: string; subject: string; text: string }[];
  letterStreamDailyLimit?: number;
}): DispatchDeps {
  const sent = options.sent ?? [];
  return {
    db: options.db,
    mail: mailProviders(options.mail),
    clock: options.clock,
    appUrl: "http://app.test",
    log: options.log,
    email: options.email ?? { send: async (message) => void sent.push(message) },
    timings: { pollMs: 1000, maxPollMs: 8000, retryMs: 1000, leaseMs: 60_000 },
    letterStreamDailyLimit: options.letterStreamDailyLimit ?? 50,
  };
}

import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import type { MailProviders } from "../../providers/mail/mail-providers.ts";

export interface DispatchTimings {
  /** First wait between status polls; doubles while nothing changes, up to maxPollMs. */
  pollMs: number;
  maxPollMs: number;
  /** First wait after an unclear failure; doubles per attempt. */
  retryMs: number;
  /** How long a claimed order is reserved for the worker that claimed it. */
  leaseMs: number;
}

export interface DispatchDeps {
  db: Db;
  mail: MailProviders;
  email: EmailSender;
  appUrl: string;
  clock: () => Date;
  log: FastifyBaseLogger;
  timings: DispatchTimings;
  /** Letters handed to LetterStream per Arizona day before the rest wait for the next (LETTERSTREAM_DAILY_LIMIT). */
  letterStreamDailyLimit: number;
  /** Where operator alerts go (ADMIN_ALERT_EMAIL); every admin when unset. */
  adminAlertEmail?: string;
}

/** Unclear failures in a row before the order stops and waits for an admin. */
export const MAX_UNCLEAR_ATTEMPTS = 5;

export function jobName(orderId: number): string {
  return `RL${String(orderId).padStart(8, "0")}`;
}

/**
 * The job name of the order's current mailing: the order's job name, and after an admin's Retry
 * of a failed mailing an `R` and the retry's number, so the provider makes a new letter (Lob's
 * idempotency key and LetterStream's job are this name) and a status question never finds the
 * failed one. Within 8-20 characters either way.
 */
export function mailingJob(order: { id: number; mailRetries: number }): string {
  return order.mailRetries > 0 ? `${jobName(order.id)}R${order.mailRetries}` : jobName(order.id);
}

export function docId(orderId: number): string {
  return `D${orderId}`;
}

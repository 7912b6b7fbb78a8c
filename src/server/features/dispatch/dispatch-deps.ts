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
}

/** Unclear failures in a row before the order stops and waits for an admin. */
export const MAX_UNCLEAR_ATTEMPTS = 5;

export function jobName(orderId: number): string {
  return `RL${String(orderId).padStart(8, "0")}`;
}

export function docId(orderId: number): string {
  return `D${orderId}`;
}

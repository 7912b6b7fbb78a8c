import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";

/** What sending queued emails needs; PaymentDeps and DispatchDeps both provide it. */
export interface OutboxDeps {
  db: Db;
  email: EmailSender;
  clock: () => Date;
  log: FastifyBaseLogger;
}

export const OUTBOX_TIMINGS = {
  /** How long a claimed email is reserved for the sender that claimed it (SMTP timeouts are shorter). */
  leaseMs: 60_000,
  /** Wait after the first failed send; doubles per attempt, up to maxRetryMs. */
  retryMs: 30_000,
  maxRetryMs: 60 * 60_000,
};

/** Failed sends before an email is given up (about 14 hours of tries) and an audit event written. */
export const MAX_EMAIL_ATTEMPTS = 20;

/** The emails the outbox carries; one of each per order at most (support emails are not about an order). */
export type EmailKind =
  | "receipt"
  | "mailed"
  | "delivered"
  | "returned"
  | "failed"
  | "mail_delayed"
  | "refund"
  | "mail_cancelled"
  | "case_clock"
  | "case_deadline_soon"
  | "case_deadline"
  | "case_claim_limit"
  | "case_arbitration_window"
  /* About a support message: one to the support address when it arrives, one per reply to its sender. */
  | "support_message"
  | "support_reply"
  /* Support's chat replies the user had not seen in the panel within a few minutes (decision 0046). */
  | "support_chat_away";

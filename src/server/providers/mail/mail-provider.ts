/**
 * What the dispatch worker needs from a certified-mail service: LetterStream, or the local
 * simulated mailer. Every call either returns a clear answer or throws MailProviderError.
 */
export interface Address {
  name1: string;
  name2?: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
}

export interface HoldRequest {
  /** Unique forever, 8-20 of [A-Za-z0-9_-]; derived from the order id. */
  job: string;
  docId: string;
  to: Address;
  from: Address;
  pdf: Buffer;
  pages: number;
}

export interface HeldJob {
  authCode: string;
  /** Price quoted by the provider, in cents, when it says. */
  priceCents?: number;
  batchId?: string;
}

/** Our own mail status, moving only forward. */
export type MailStatus =
  | "not_submitted"
  | "held"
  | "submitted"
  | "mailed"
  | "in_transit"
  | "delivered"
  | "returned"
  | "failed"
  | "cancelled";

export interface JobState {
  /**
   * absent = the provider has no job by that name (safe to submit); unknown = a reply we could
   * not read as any of these (`raw` holds it, for an admin to judge).
   */
  state: "absent" | "held" | "released" | "unknown";
  raw?: string;
  authCode?: string;
  status?: MailStatus;
  /** The provider's own words, kept beside ours. */
  rawStatus?: string;
  trackingNumber?: string;
}

export interface TrackingInfo {
  /** Undefined when the provider's status word is one we do not know: shown to admins as it came, polling goes on. */
  status: MailStatus | undefined;
  rawStatus: string;
  trackingNumber?: string;
  events: { status: string; at: string }[];
}

export type MailErrorKind =
  | "insufficient_funds" // -911: account lacks prepaid funds; wait and alert, never recharge
  | "rejected" // the provider refused the request (bad data); needs a person
  | "unclear" // timeout, 5xx, malformed answer: the outcome is unknown
  | "auth" // IDOK / BAD / DUP
  | "job_taken"; // a hold refused because the job name is already used: ask what the provider has

export class MailProviderError extends Error {
  constructor(
    readonly kind: MailErrorKind,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface MailProvider {
  kind: "letterstream" | "simulated";
  /** Submits the letter held (preauth=1): nothing is mailed until release. */
  hold(request: HoldRequest): Promise<HeldJob>;
  /** Releases a held job (doauth): from here the letter will be printed and mailed. */
  release(authCode: string): Promise<void>;
  /** What the provider knows about a job by name (reconcile before any resubmission). */
  jobStatus(job: string): Promise<JobState>;
  /** Status and tracking of a released letter. */
  tracking(job: string, docId: string): Promise<TrackingInfo>;
}

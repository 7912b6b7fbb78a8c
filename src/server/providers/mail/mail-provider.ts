/**
 * What the dispatch worker needs from a certified-mail service: LetterStream, Lob, or the local
 * simulated mailer. Every call either returns a clear answer or throws MailProviderError.
 */
export type MailProviderKind = "letterstream" | "lob" | "simulated";

/**
 * How an order's mailing is named at the provider: our job and document names, the provider's own
 * id when it gives one (a Lob letter id), and the job numbers and document ids LetterStream's hold
 * reply gave (its own numbering, which need not be ours).
 */
export interface MailingRef {
  job: string;
  docId: string;
  providerId?: string;
  providerJobNumbers?: string[];
  providerDocIds?: string[];
}

/** A proof the provider holds for a mailing, as a PDF. */
export interface ProofFile {
  /** return_receipt: the USPS electronic return receipt (signature); printed_piece: the provider's image of what it printed. */
  kind: "return_receipt" | "printed_piece";
  pdf: Buffer;
  /** Made by the simulated mailer: never USPS's. */
  simulated: boolean;
  /** Where it came from, in the provider's terms (e.g. "LetterStream getinfo=sig"). */
  source: string;
}
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
  /** What releases the job (LetterStream's authcode); for a provider that mails on create, its letter id. */
  authCode: string;
  /** The provider mails on create (Lob): there is no release step. */
  released?: boolean;
  /** The provider's own id for the mailing (a Lob letter id). */
  providerId?: string;
  /** Price quoted by the provider, in cents, when it says. */
  priceCents?: number;
  batchId?: string;
  /** The job numbers and document ids the provider gave (LetterStream's `<doc><job/>` and `<doc><id/>`), kept on the order. */
  providerJobNumbers?: string[];
  providerDocIds?: string[];
  /** A tracking number given at creation (Lob's certified letters carry one from the start). */
  trackingNumber?: string;
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
  providerId?: string;
}

export interface TrackingInfo {
  /** Undefined when the provider's status word is one we do not know: shown to admins as it came, polling goes on. */
  status: MailStatus | undefined;
  rawStatus: string;
  trackingNumber?: string;
  /** The provider's events, its own words and dates (details: Lob's event details, when given). */
  events: { status: string; at: string; details?: string }[];
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
  kind: MailProviderKind;
  /** Submits the letter held (preauth=1): nothing is mailed until release. */
  hold(request: HoldRequest): Promise<HeldJob>;
  /** Releases a held job (doauth): from here the letter will be printed and mailed. */
  release(authCode: string): Promise<void>;
  /**
   * What the provider knows about a mailing whose last step's outcome is unknown (reconcile before
   * any resubmission): LetterStream by our document id (docstatus), Lob by our job name.
   */
  mailingStatus(ref: MailingRef): Promise<JobState>;
  /** Status and tracking of a released letter. */
  tracking(ref: MailingRef): Promise<TrackingInfo>;
  /**
   * The proofs available now for a delivered mailing (none yet: an empty list). A proof that is
   * not a PDF is refused by the caller, not here.
   */
  proofs(ref: MailingRef): Promise<ProofFile[]>;
}

/** A PDF starts with "%PDF-". */
export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
}

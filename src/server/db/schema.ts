import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  customType,
  date,
} from "drizzle-orm/pg-core";
import type { Language } from "../../domain/i18n/languages.ts";
import type { LetterSignature } from "../../domain/letter/case-facts.ts";
import type { LetterIdentity } from "../../domain/letter/paid-corrections.ts";
import type { StoryLanguage } from "../../domain/letter/story-language.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  email: varchar("email", { length: 254 }).notNull().unique(),
  password: text("password").notNull(),
  firstName: varchar("first_name", { length: 100 }),
  lastName: varchar("last_name", { length: 100 }),
  stripeCustomerId: varchar("stripe_customer_id", { length: 255 }),
  isAdmin: boolean("is_admin").notNull().default(false),
  /** Set by the one-click opt-out in a case reminder: no more reminders about deadlines. */
  remindersOff: boolean("reminders_off").notNull().default(false),
  /** The account's language (en, es): the site's and, later, its emails'. */
  language: varchar("language", { length: 8 }).$type<Language>().notNull().default("en"),
  ...timestamps,
});

export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6, withTimezone: true }).notNull(),
  },
  (table) => [index("IDX_session_expire").on(table.expire)],
);

export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** SHA-256 of the token sent by email; the token itself is never stored. */
  token: varchar("token", { length: 64 }).notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type LetterAdminStatus = "paid" | "refunded" | "pending" | "cancelled";

export const demandLetters = pgTable(
  "demand_letters",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    /** The postal code, by the rule of `country`. */
    zipCode: text("zip_code").notNull(),
    /** Where the sender lives, ISO 3166-1 alpha-2 (migration 0042); earlier letters are US letters. */
    country: text("country").notNull().default("US"),
    platforms: text("platforms").array().notNull(),
    username: text("username").notNull(),
    banDate: timestamp("ban_date", { withTimezone: true }).notNull(),
    consequences: text("consequences").notNull(),
    /** The language the sender wrote `consequences` in, "en" or "es" (migration 0045); the letter says when it is Spanish. */
    storyLanguage: varchar("story_language", { length: 8 }).$type<StoryLanguage>().notNull().default("en"),
    letterContent: text("letter_content").notNull(),
    recipientBusinessId: text("recipient_business_id").notNull().default("meta-main"),
    /** A handle per platform ({ WhatsApp: "+1 555 …" }); a platform missing here uses `username`. */
    platformUsernames: jsonb("platform_usernames").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    accountLogin: text("account_login"),
    banReason: text("ban_reason"),
    /** Earlier appeals, dates as "YYYY-MM-DD". */
    appeals: jsonb("appeals").$type<StoredAppeal[]>().notNull().default(sql`'[]'::jsonb`),
    amountClaimed: numeric("amount_claimed", { precision: 10, scale: 2 }),
    amountBasis: text("amount_basis"),
    /** Paid to Meta in the 12 months before the ban (Meta Verified, ads, boosts); apart from other losses. */
    amountPaidToMeta: numeric("amount_paid_to_meta", { precision: 10, scale: 2 }),
    amountPaidBasis: text("amount_paid_basis"),
    /** The sender's answers for a claim (migration 0037); null: not answered, the drafts print a blank. */
    ruleNamed: text("rule_named"),
    brokeRule: text("broke_rule"),
    postNamed: text("post_named"),
    appealed: text("appealed"),
    appealResult: text("appeal_result"),
    overLimitChoice: text("over_limit_choice"),
    arbitrateExcludedLosses: boolean("arbitrate_excluded_losses").notNull().default(false),
    enclosures: jsonb("enclosures").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    signature: jsonb("signature").$type<LetterSignature>(),
    /** One of its orders is completed; kept by the same triggers as letterTotals (migration 0006). */
    paid: boolean("paid").notNull().default(false),
    /** The admin table's status: paid, refunded, pending or cancelled, kept from its orders by triggers (migration 0036). */
    adminStatus: text("admin_status").$type<LetterAdminStatus>().notNull().default("pending"),
    /**
     * The name and accounts the letter was paid for, kept at its first correction after payment:
     * every later correction is measured against it (decision 0021). Cleared while it is unpaid.
     */
    paidIdentity: jsonb("paid_identity").$type<LetterIdentity>(),
    ...timestamps,
  },
  (table) => [
    index("demand_letters_user_idx").on(table.userId, table.createdAt),
    index("demand_letters_paid_idx").on(table.paid, table.id),
    index("demand_letters_admin_status_idx").on(table.adminStatus, table.id),
  ],
);

export interface StoredAppeal {
  date: string;
  method: string;
  reference?: string;
}

/**
 * Every dated version of a letter's files: produced on the first download after payment, on each
 * correction, and when a mail order hands the letter to the mail service. Downloads serve the
 * latest; `inputHash` says what it was rendered from, so an unchanged letter is never re-rendered.
 */
export const letterVersions = pgTable(
  "letter_versions",
  {
    id: serial("id").primaryKey(),
    letterId: integer("letter_id")
      .notNull()
      .references(() => demandLetters.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** "download" | "correction" | "mailed" */
    reason: text("reason").notNull(),
    /** The date printed on the letter (a calendar day). */
    letterDate: date("letter_date", { mode: "string" }).notNull(),
    /** The mail order this version was handed over with. */
    orderId: integer("order_id"),
    inputHash: text("input_hash").notNull(),
    pdfSha256: text("pdf_sha256").notNull(),
    pdf: bytea("pdf").notNull(),
    /** Null for the moment a first download's version waits for its Word file, rendered after its PDF (decision 0083). */
    docx: bytea("docx"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("letter_versions_letter_version_idx").on(table.letterId, table.version),
    /* The reminders' pass starts from the recent versions, not from every paid letter (reminders.ts). */
    index("letter_versions_letter_date_idx").on(table.letterDate, table.letterId),
  ],
);

/**
 * A paid letter's files rendered as its payment settled, waiting for its first download (decision
 * 0040). They become the letter's first version only if that download is the same day and the
 * letter is unchanged; otherwise the download renders as before. One row per letter, removed once used.
 */
export const preparedLetterFiles = pgTable("prepared_letter_files", {
  letterId: integer("letter_id")
    .primaryKey()
    .references(() => demandLetters.id, { onDelete: "cascade" }),
  inputHash: text("input_hash").notNull(),
  letterDate: date("letter_date", { mode: "string" }).notNull(),
  pdf: bytea("pdf").notNull(),
  /** Null until the Word file, rendered after the PDF, is kept (decision 0083). */
  docx: bytea("docx"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    demandLetterId: integer("demand_letter_id").references(() => demandLetters.id, { onDelete: "set null" }),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    type: text("type").notNull(),
    /** One session may pay several letters' orders (a split, decision 0034). */
    stripeSessionId: text("stripe_session_id"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    status: text("status").notNull().default("pending"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    mailTracking: text("mail_tracking"),
    mailStatus: text("mail_status").notNull().default("not_submitted"),
    /** The statuses seen, with when: [{ status, at }]. */
    mailEvents: jsonb("mail_events").$type<{ status: string; at: string }[]>().notNull().default(sql`'[]'::jsonb`),
    letterstreamAuthCode: text("letterstream_auth_code"),
    letterstreamJobId: text("letterstream_job_id"),
    letterstreamBatchId: text("letterstream_batch_id"),
    letterstreamStatus: text("letterstream_status"),
    letterstreamSubmittedAt: timestamp("letterstream_submitted_at", { withTimezone: true }),
    letterstreamUpdatedAt: timestamp("letterstream_updated_at", { withTimezone: true }),
    /** LetterStream's own job numbers and document ids from its hold reply (`<doc><job/><id/></doc>`). */
    letterstreamJobNumbers: text("letterstream_job_numbers").array().notNull().default(sql`'{}'::text[]`),
    letterstreamDocIds: text("letterstream_doc_ids").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The mail service the order was handed to ("letterstream" | "lob" | "simulated"), set before
     * the first request: the order stays with it whatever the configuration says later.
     */
    mailProvider: text("mail_provider"),
    /** The provider's own id for the mailing (a Lob letter id); LetterStream is asked by our job name. */
    mailProviderId: text("mail_provider_id"),
    /** When to ask again for the proofs of a delivered mailing (null: all kept, or given up after 30 days). */
    proofNextAt: timestamp("proof_next_at", { withTimezone: true }),
    proofAttempts: integer("proof_attempts").notNull().default(0),
    /** Why the last attempt to fetch a proof failed, for an admin. */
    proofError: text("proof_error"),
    inQueue: boolean("in_queue").notNull().default(false),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    dispatchAttempts: integer("dispatch_attempts").notNull().default(0),
    dispatchNextAt: timestamp("dispatch_next_at", { withTimezone: true }),
    dispatchError: text("dispatch_error"),
    /** Set while a worker or an admin action works on the order; nobody else touches it until then. */
    dispatchLeaseUntil: timestamp("dispatch_lease_until", { withTimezone: true }),
    /** Support took the order out of the mail queue before it was handed over, and why (shown to the customer). */
    mailCancelledAt: timestamp("mail_cancelled_at", { withTimezone: true }),
    mailCancelReason: text("mail_cancel_reason"),
    upgradedFromOrderId: integer("upgraded_from_order_id"),
    originalAmount: numeric("original_amount", { precision: 10, scale: 2 }),
    upgradeAmount: numeric("upgrade_amount", { precision: 10, scale: 2 }),
    isUpgrade: boolean("is_upgrade").notNull().default(false),
    /** Money sent back: how much, why (a RefundReason or an admin's words), when it was asked and when the provider took it. */
    refundAmount: numeric("refund_amount", { precision: 10, scale: 2 }),
    refundReason: text("refund_reason"),
    refundNote: text("refund_note"),
    refundRequestedAt: timestamp("refund_requested_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refundId: text("refund_id"),
    /** A cancelled order's checkout session was closed at the provider (expired, or found paid or expired). */
    checkoutClosedAt: timestamp("checkout_closed_at", { withTimezone: true }),
    /** When the reconciliation pass last read this order's checkout from the provider (reconcile-checkouts.ts). */
    checkoutCheckedAt: timestamp("checkout_checked_at", { withTimezone: true }),
    /** Failed attempts to send the refund; at three the worker stops and an admin is alerted. */
    refundAttempts: integer("refund_attempts").notNull().default(0),
    /** Mailings an admin started again after the provider failed one; each is a new provider letter (job name suffix). */
    mailRetries: integer("mail_retries").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    /* Cancelled checkouts still to be closed at the provider (close-checkouts.ts). */
    index("orders_checkout_close_due_idx")
      .on(table.updatedAt)
      .where(sql`status = 'cancelled' AND stripe_session_id IS NOT NULL AND checkout_closed_at IS NULL`),
    index("orders_refund_due_idx")
      .on(table.refundRequestedAt)
      .where(sql`refund_requested_at IS NOT NULL AND refunded_at IS NULL`),
    index("orders_user_idx").on(table.userId, table.createdAt),
    index("orders_stripe_session_idx").on(table.stripeSessionId),
    index("orders_letter_status_idx").on(table.demandLetterId, table.status),
    index("orders_queue_idx").on(table.inQueue, table.dispatchNextAt),
    index("orders_proof_due_idx").on(table.proofNextAt).where(sql`proof_next_at IS NOT NULL`),
    index("orders_payment_intent_idx").on(table.stripePaymentIntentId),
    /* Checkouts the reconciliation pass may still have to settle. */
    index("orders_checkout_reconcile_idx")
      .on(table.createdAt)
      .where(
        sql`status IN ('pending', 'cancelled') AND stripe_session_id IS NOT NULL AND stripe_payment_intent_id IS NULL`,
      ),
    /* The Admin Center's summary: paid orders and mailings by day. */
    index("orders_paid_at_idx").on(table.paidAt),
    index("orders_submitted_at_idx").on(table.letterstreamSubmittedAt),
    /* One open checkout per letter and package: a double click reuses it. */
    uniqueIndex("orders_one_pending_idx")
      .on(table.demandLetterId, table.type, table.isUpgrade)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * A final notice kept byte for byte (with its SHA-256) for the case record: as handed to the mail
 * service (one per mail order, reused if the hand-over is tried again), or, with no order, as the
 * sender first downloaded it to mail themselves (one per letter; later downloads are this copy).
 */
export const finalNotices = pgTable(
  "final_notices",
  {
    id: serial("id").primaryKey(),
    letterId: integer("letter_id")
      .notNull()
      .references(() => demandLetters.id, { onDelete: "cascade" }),
    /** The mail order that mailed it; null for the copy the sender downloaded to mail themselves. */
    orderId: integer("order_id").unique(),
    /** The date printed on the notice (a calendar day). */
    letterDate: date("letter_date", { mode: "string" }).notNull(),
    pdfSha256: text("pdf_sha256").notNull(),
    pdf: bytea("pdf").notNull(),
    /** The Word copy made with the mailed PDF, saying it is a copy (decision 0026); none for older notices. */
    docx: bytea("docx"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When and how the sender sent the copy they downloaded, as they recorded it (decision 0044). */
    sentOn: date("sent_on", { mode: "string" }),
    sendMethod: text("send_method"),
    trackingNumber: text("tracking_number"),
    deliveredOn: date("delivered_on", { mode: "string" }),
    sentRecordedAt: timestamp("sent_recorded_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("final_notices_downloaded_unique").on(table.letterId).where(sql`order_id is null`)],
);

/**
 * A data-access request as it was handed to the mail service for Meta's privacy address, kept byte
 * for byte with its Word copy: one per mail order, reused if the hand-over is tried again, and the
 * customer's download from then on.
 */
export const mailedDataRequests = pgTable("mailed_data_requests", {
  id: serial("id").primaryKey(),
  letterId: integer("letter_id")
    .notNull()
    .references(() => demandLetters.id, { onDelete: "cascade" }),
  orderId: integer("order_id").notNull().unique(),
  /** The date printed on the request (a calendar day). */
  letterDate: date("letter_date", { mode: "string" }).notNull(),
  pdfSha256: text("pdf_sha256").notNull(),
  pdf: bytea("pdf").notNull(),
  docx: bytea("docx").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The proofs of a delivered mailing, byte for byte with their SHA-256: the USPS electronic return
 * receipt and the provider's image of the printed piece, one of each kind per order. A simulated
 * one is marked so and never shown as USPS's.
 */
export const mailProofs = pgTable(
  "mail_proofs",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** "return_receipt" | "printed_piece" */
    kind: text("kind").notNull(),
    simulated: boolean("simulated").notNull(),
    /** Where it came from, in the provider's terms (e.g. "LetterStream getinfo=sig"). */
    source: text("source").notNull(),
    pdf: bytea("pdf").notNull(),
    pdfSha256: text("pdf_sha256").notNull(),
    /** Pages the PDF has; its first 20 are pictured in mail_proof_pages. */
    pageCount: integer("page_count").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("mail_proofs_order_kind_idx").on(table.orderId, table.kind)],
);

/** The pictures the case record draws for a proof of delivery, as for evidence (decision 0023): its pages as JPEG at RECORD_DPI. */
export const mailProofPages = pgTable(
  "mail_proof_pages",
  {
    proofId: integer("proof_id")
      .notNull()
      .references(() => mailProofs.id, { onDelete: "cascade" }),
    page: integer("page").notNull(),
    jpeg: bytea("jpeg").notNull(),
    width: real("width").notNull(),
    height: real("height").notNull(),
  },
  (table) => [primaryKey({ columns: [table.proofId, table.page] })],
);

/** Each provider event (Stripe webhook, mail status) is processed once. */
export const providerEvents = pgTable(
  "provider_events",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("provider_events_unique").on(table.provider, table.eventId)],
);

/**
 * When and how the sender sent a letter they mailed themselves, as they recorded it (one per
 * letter; recording again replaces it). Until it exists, documents say the letter was "addressed
 * to" Meta, never that it was sent (issue 27, decision 0030).
 */
export const letterSendings = pgTable("letter_sendings", {
  letterId: integer("letter_id")
    .primaryKey()
    .references(() => demandLetters.id, { onDelete: "cascade" }),
  sentOn: date("sent_on", { mode: "string" }).notNull(),
  method: text("method").notNull(),
  trackingNumber: text("tracking_number"),
  /** The day it was delivered, as the sender read it off the tracking page or receipt; optional. */
  deliveredOn: date("delivered_on", { mode: "string" }),
  recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The last day to appeal inside Meta as the user read it on Meta's notice (one per letter; none: 180 days from the ban date). */
export const metaAppealWindows = pgTable("meta_appeal_windows", {
  letterId: integer("letter_id")
    .primaryKey()
    .references(() => demandLetters.id, { onDelete: "cascade" }),
  lastDay: date("last_day", { mode: "string" }).notNull(),
  recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The county the sender chose on their case page (migration 0046), in a state where each county
 * sets the small-claims fee: the guide links that county's court (decision 0070). One per letter.
 */
export const senderCounties = pgTable("sender_counties", {
  letterId: integer("letter_id")
    .primaryKey()
    .references(() => demandLetters.id, { onDelete: "cascade" }),
  county: text("county").notNull(),
  recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What the user recorded after sending a letter (restored, refused...), newest last. */
export const caseOutcomes = pgTable(
  "case_outcomes",
  {
    id: serial("id").primaryKey(),
    letterId: integer("letter_id")
      .notNull()
      .references(() => demandLetters.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    note: text("note"),
    /**
     * Recorded by an admin for the customer (who did it is in the audit log). Shown on the
     * timeline as support's, never the case's outcome: the final notice, its offer, the reminders
     * and the counts follow only what the customer recorded (decision 0022).
     */
    bySupport: boolean("by_support").notNull().default(false),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("case_outcomes_letter_idx").on(table.letterId, table.recordedAt)],
);

/**
 * Files a user keeps with a letter's case (screenshots of the ban notice, appeal answers, receipts):
 * PNG, JPEG (decoded and encoded again, no metadata) or PDF, in the database so every instance
 * serves them.
 */
export const evidenceFiles = pgTable(
  "evidence_files",
  {
    id: serial("id").primaryKey(),
    letterId: integer("letter_id")
      .notNull()
      .references(() => demandLetters.id, { onDelete: "cascade" }),
    /** "png" | "jpeg" | "pdf", recognised from the bytes. */
    kind: text("kind").notNull(),
    caption: text("caption").notNull(),
    /** The day the evidence is from, as the user gave it (a calendar day). */
    evidenceDate: date("evidence_date", { mode: "string" }),
    /** The name the file had on the user's device, shown back to them. */
    originalName: text("original_name").notNull(),
    size: integer("size").notNull(),
    /** The SHA-256 of the file as kept; the file store keeps its bytes under it (decision 0036). */
    sha256: text("sha256").notNull(),
    /** The SHA-256 of the bytes as received: a retry of the same upload finds the file already kept. */
    uploadSha256: text("upload_sha256"),
    /** Only in rows kept before decision 0036, until the server moves them to the file store at start-up. */
    bytes: bytea("bytes"),
    /**
     * Pages the file has (1 for an image), once its pictures for the case record are in
     * evidence_pages; 0 when it could not be drawn; null for a file kept before decision 0023,
     * drawn on the first case record that needs it.
     */
    pageCount: integer("page_count"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("evidence_files_letter_idx").on(table.letterId, table.id),
    uniqueIndex("evidence_files_letter_upload_unique").on(table.letterId, table.uploadSha256),
    index("evidence_files_sha256_idx").on(table.sha256),
  ],
);

/**
 * The pictures the case record draws for an evidence file (decision 0023): its first 20 pages,
 * or the image scaled to the page, as JPEG at RECORD_DPI (decision 0036), and the size each is drawn at in points.
 * The record never carries the uploaded file's own objects.
 */
export const evidencePages = pgTable(
  "evidence_pages",
  {
    evidenceId: integer("evidence_id")
      .notNull()
      .references(() => evidenceFiles.id, { onDelete: "cascade" }),
    page: integer("page").notNull(),
    /** Only in rows kept before decision 0036, until moved to the file store at start-up. */
    jpeg: bytea("jpeg"),
    /** The picture's SHA-256, under which the file store keeps it, and its size in bytes. */
    sha256: text("sha256"),
    size: integer("size"),
    width: real("width").notNull(),
    height: real("height").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.evidenceId, table.page] }),
    index("evidence_pages_sha256_idx").on(table.sha256),
  ],
);

/** Who did what, when: admin actions and other changes worth keeping. */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: serial("id").primaryKey(),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    details: jsonb("details").notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_events_target_idx").on(table.targetType, table.targetId)],
);

/**
 * Messages written on /support, signed in or not. `priority` is fixed when the message arrives:
 * the signed-in sender had a paid certified-mail order (decision 0032); the Messages tab sorts on it.
 */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: varchar("name", { length: 100 }),
    email: varchar("email", { length: 254 }).notNull(),
    subject: varchar("subject", { length: 150 }),
    body: text("body").notNull(),
    letterId: integer("letter_id").references(() => demandLetters.id, { onDelete: "set null" }),
    priority: boolean("priority").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A signed-in user's live conversation (one per user, decision 0046): its first line is `body`,
     * the later lines are replies from either side. Waiting since the first unanswered line.
     */
    chat: boolean("chat").notNull().default(false),
    waitingSince: timestamp("waiting_since", { withTimezone: true }),
    /** The last reply the user has seen in the chat panel, and the last one emailed because they had not. */
    userSeenReplyId: integer("user_seen_reply_id").notNull().default(0),
    emailedReplyId: integer("emailed_reply_id").notNull().default(0),
  },
  (table) => [
    index("support_messages_queue_idx").on(table.priority.desc(), table.createdAt.desc(), table.id.desc()),
    uniqueIndex("support_messages_one_chat_idx").on(table.userId).where(sql`"chat"`),
    index("support_messages_waiting_idx")
      .on(table.priority.desc(), table.waitingSince)
      .where(sql`"waiting_since" IS NOT NULL`),
  ],
);

/** An admin's answer to a support message, as emailed to its sender; in a chat, also the user's later lines. */
export const supportReplies = pgTable(
  "support_replies",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => supportMessages.id, { onDelete: "cascade" }),
    adminUserId: integer("admin_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** A chat line written by the conversation's user, not an admin. */
    fromUser: boolean("from_user").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("support_replies_message_idx").on(table.messageId)],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/** Checkout sessions of the built-in test checkout (used when no Stripe key is set). */
export const localCheckoutSessions = pgTable("local_checkout_sessions", {
  id: text("id").primaryKey(),
  orderId: integer("order_id").notNull().unique(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  description: text("description").notNull(),
  status: text("status").notNull().default("open"),
  paymentStatus: text("payment_status").notNull().default("unpaid"),
  paymentIntentId: text("payment_intent_id"),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Jobs of the simulated mailer (used when no LetterStream key is set). */
export const simulatedMailJobs = pgTable("simulated_mail_jobs", {
  job: text("job").primaryKey(),
  docId: text("doc_id").notNull(),
  authCode: text("auth_code").notNull(),
  trackingNumber: text("tracking_number").notNull(),
  heldAt: timestamp("held_at", { withTimezone: true }).notNull(),
  releasedAt: timestamp("released_at", { withTimezone: true }),
});

/**
 * Letters handed to LetterStream per day (its HTTP POST method takes 50 a day; decision 0038). The
 * day is Arizona's, where LetterStream is. One row per day, counted up under its own row lock.
 */
export const letterstreamDailySubmissions = pgTable("letterstream_daily_submissions", {
  day: date("day", { mode: "string" }).primaryKey(),
  submissions: integer("submissions").notNull(),
});

/**
 * The admin letters table's totals in one row (id 1), kept exact by triggers written in migration
 * 0004, so no page has to count every letter. A letter is paid when one of its orders is completed.
 */
export const letterTotals = pgTable("letter_totals", {
  id: integer("id").primaryKey(),
  letters: integer("letters").notNull(),
  paid: integer("paid").notNull(),
  /** Unpaid letters whose money went back, and those whose every checkout closed unpaid (migration 0036). */
  refunded: integer("refunded").notNull().default(0),
  cancelled: integer("cancelled").notNull().default(0),
});

/**
 * Emails owed to users, written in the same transaction as the change they tell about (an order
 * paid, a letter mailed), then sent by whichever server instance claims them: at least once,
 * even when the process dies between the change and the send. One row per (kind, order), so a
 * change recorded twice queues one email. `next_attempt_at` is both when the row is due and,
 * while a sender holds it, the end of that sender's lease; it is null once sent or given up.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    /** The record the email is about: an order, or a support message (exactly one of the two). */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    supportMessageId: integer("support_message_id").references(() => supportMessages.id, { onDelete: "cascade" }),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** Fixed when queued, so every attempt sends the same Message-ID and a duplicate is recognisable. */
    messageId: text("message_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (table) => [
    uniqueIndex("email_outbox_kind_order_idx").on(table.kind, table.orderId),
    index("email_outbox_due_idx").on(table.nextAttemptAt).where(sql`sent_at is null`),
  ],
);

/**
 * Something only a person can settle (decision 0039): a failed or returned letter, a Lob issue, a
 * paused order, the mail account out of funds, a refund that failed three times, a stalled
 * mailing. One row per occurrence (`dedupe_key`); open until an admin marks it resolved.
 */
export const operatorAlerts = pgTable(
  "operator_alerts",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    dedupeKey: text("dedupe_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [index("operator_alerts_open_idx").on(table.createdAt).where(sql`resolved_at IS NULL`)],
);

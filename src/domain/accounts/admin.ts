import { z } from "zod";
import { recordId } from "../ids.ts";
import {
  CONTROL_CHARACTER,
  CONTROL_CHARACTER_BUT_NEWLINE,
  DISGUISING_CHARACTER,
  disguisingMessage,
} from "../control-characters.ts";

export const ADMIN_LETTER_FILTERS = ["all", "pending", "paid", "refunded", "cancelled"] as const;
export type AdminLetterFilter = (typeof ADMIN_LETTER_FILTERS)[number];

/**
 * Where a letter's payment stands, from all its orders (decision 0029): Paid (an order is paid and
 * kept), else Refunded (money came and was sent back), else Pending (a checkout is open, or none
 * was started), else Cancelled (every checkout closed unpaid: cancelled, expired or failed).
 */
export type AdminLetterStatus = "Paid" | "Pending" | "Refunded" | "Cancelled";

/**
 * A page of letters, newest first. `before` (the last id of the page above) and `after` (the
 * first id of the page below) page by the index at any depth; `page` alone (an old link) skips
 * that many pages, which grows slower with depth. `page` is also the number the Admin Center shows.
 */
export const adminLettersQuerySchema = z
  .object({
    status: z
      .enum(ADMIN_LETTER_FILTERS, { error: "Filter by all, pending, paid, refunded or cancelled" })
      .default("all"),
    page: z.coerce.number().int().min(1, "Pages start at 1").max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100, "At most 100 letters a page").default(25),
    before: recordId.optional(),
    after: recordId.optional(),
    /** A letter or order number, or part of a name or an email. */
    q: z
      .string()
      .trim()
      .max(100, "Search for at most 100 characters")
      .refine((q) => !CONTROL_CHARACTER.test(q), "A search cannot contain control characters")
      .optional(),
  })
  .refine((query) => query.before === undefined || query.after === undefined, {
    message: "Page by before or by after, not both",
    path: ["after"],
  });

export const queueActionSchema = z.object({ orderId: recordId });

/** A reason an admin gives that the customer will read: plain text on one line or a few. */
const customerReason = (what: string) =>
  z
    .string({ error: `Please give a reason for the ${what}.` })
    .trim()
    .min(3, `Please give a reason for the ${what}.`)
    .max(500, "A reason has at most 500 characters.")
    .refine((reason) => !CONTROL_CHARACTER_BUT_NEWLINE.test(reason), "A reason cannot contain control characters.")
    .refine((reason) => !DISGUISING_CHARACTER.test(reason), disguisingMessage("A reason"));

export const refundRequestSchema = z.object({ reason: customerReason("refund") });

/** Support removing a customer's evidence file: the reason shows on the customer's case page. */
export const evidenceRemovalSchema = z.object({ reason: customerReason("removal") });

/** Remove: the spec's call is `{orderId}`; the Admin Center always sends the reason the customer is shown. */
export const removeFromQueueSchema = queueActionSchema.extend({ reason: customerReason("cancellation").optional() });

export const DEFAULT_REMOVE_REASON = "Our support team stopped the mailing.";

export const trackingSchema = z.object({
  letterId: recordId,
  tracking: z
    .string({ error: "Please enter a tracking number." })
    .trim()
    .min(1, "Please enter a tracking number.")
    .max(64, "A tracking number has at most 64 characters.")
    .regex(/^[A-Za-z0-9 -]+$/, "A tracking number has only letters, digits, spaces and dashes.")
    /* Kept as USPS prints it in its links: "9407 1112 ..." and "94071112..." are one number. */
    .transform((value) => value.replace(/\s+/g, "")),
  /** A delivered letter's number is the customer's proof: changing it needs both of these. */
  confirmDelivered: z.boolean().optional(),
  reason: z.string().trim().max(500, "A reason has at most 500 characters.").optional(),
});

/** The shortest reason an admin gives for changing a delivered letter's tracking number. */
export const TRACKING_REASON_MIN = 5;

export interface AdminLetterRow {
  id: number;
  orderId: number | null;
  userEmail: string;
  fullName: string;
  platforms: string[];
  status: AdminLetterStatus;
  orderType: string | null;
  amount: string | null;
  /** What the letter's paid orders add up to ("25.00" for $5 upgraded for $20). */
  paidTotal: string;
  /** What was refunded of it. */
  refundedTotal: string;
  createdAt: string;
  mailTracking: string | null;
  /** The mail service the letter's mailing went to, its status there and its job name (null before the hand-over). */
  mailProvider: string | null;
  mailStatus: string | null;
  mailJob: string | null;
}

export interface AdminLettersPage {
  items: AdminLetterRow[];
  total: number;
  /** A search stopped counting at `total`: there are more. */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: number | null;
  /** Pass as `after` for the previous (newer) page; null on the first page. */
  prevAfter: number | null;
}

/** One day of the summary chart: a calendar day where letters are dated. */
export interface SummaryDay {
  day: string;
  orders: number;
  revenue: string;
}

/** The Admin Center's summary strip: money, refunds and the mail queue, with 30 days of paid orders. */
export interface AdminSummary {
  /** Paid orders and what they brought in, for today and the last 7 and 30 days (today included). */
  periods: { label: "Today" | "7 days" | "30 days"; orders: number; revenue: string }[];
  refunds: { count: number; amount: string };
  queue: { waiting: number; paused: number; sentThisWeek: number };
  days: SummaryDay[];
}

export interface AuditEntry {
  id: number;
  at: string;
  /** The acting user's email; null when the system acted. */
  actor: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
}

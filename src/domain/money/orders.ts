import { z } from "zod";
import { recordId } from "../ids.ts";

export const ORDER_STATUSES = ["pending", "completed", "failed", "expired", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderType = "digital" | "mail" | "follow-up-mail" | "data-request-mail";

/** Orders the mail queue prints and sends by USPS Certified Mail: the letter, its final notice, or the data request. */
export const MAILED_ORDER_TYPES: readonly string[] = ["mail", "follow-up-mail", "data-request-mail"];
export const isMailedOrder = (type: string) => MAILED_ORDER_TYPES.includes(type);

/** Orders that mail a document of their own beside the letter, bought once per letter. */
export const DOCUMENT_MAIL_TYPES: readonly string[] = ["follow-up-mail", "data-request-mail"];

const MAILED_DOCUMENTS: Record<string, string> = {
  "follow-up-mail": "final notice",
  "data-request-mail": "data request",
};

/** What a mail order sends, in words for the customer: "letter", "final notice" or "data request". */
export const mailedDocument = (type: string) => MAILED_DOCUMENTS[type] ?? "letter";

/** Checkouts that ended unpaid: kept for admins, never shown to the user. */
export const HIDDEN_ORDER_STATUSES: OrderStatus[] = ["expired", "cancelled"];

/** States only move forward: pending -> completed | failed | expired | cancelled; completed -> refunded. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["completed", "failed", "expired", "cancelled"],
  cancelled: [],
  completed: ["refunded"],
  failed: [],
  expired: [],
  refunded: [],
};

export function canMoveOrder(from: string, to: OrderStatus): boolean {
  return (NEXT[from as OrderStatus] ?? []).includes(to);
}

export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  digital: "Digital Letter",
  mail: "Letter + Certified Mail",
  "follow-up-mail": "Final Notice + Certified Mail",
  "data-request-mail": "Data Request + Certified Mail",
};

/** 'Digital Letter' or 'Letter + Certified Mail'; an unknown type is shown as it is. */
export function orderTypeLabel(type: string): string {
  return ORDER_TYPE_LABELS[type as OrderType] ?? type;
}

/** The most letters one checkout pays: a split makes one letter per address, and there are few addresses. */
export const MAX_LETTERS_PER_CHECKOUT = 4;

export const checkoutRequestSchema = z.object({
  letterId: recordId,
  packageType: z.enum(["digital", "mail", "follow-up-mail", "data-request-mail"], {
    error: "Choose the digital or the mail package",
  }),
  /** A split paid in one checkout: every letter's id, `letterId` among them; one order per letter. */
  letterIds: z
    .array(recordId)
    .min(1)
    .max(MAX_LETTERS_PER_CHECKOUT, `One checkout pays at most ${MAX_LETTERS_PER_CHECKOUT} letters`)
    .optional(),
});

export interface UpgradeFacts {
  ownerMatches: boolean;
  status: string;
  type: string;
  isUpgrade: boolean;
  /** The order's letter already has a paid mail order (an upgrade, or mail bought outright). */
  letterHasPaidMail: boolean;
}

/** Only the owner's paid, non-upgrade digital order, for a letter with no paid mail yet, can be upgraded. */
export function canUpgrade(order: UpgradeFacts): boolean {
  return (
    order.ownerMatches &&
    order.status === "completed" &&
    order.type === "digital" &&
    !order.isUpgrade &&
    !order.letterHasPaidMail
  );
}

/**
 * When a letter gets a paid order, its pending orders for the same or a lesser service are
 * cancelled: a paid mail order covers digital too; a paid digital order covers digital only; the
 * final notice's mailing is a service of its own.
 */
export function supersededTypes(paidType: string): OrderType[] {
  if (DOCUMENT_MAIL_TYPES.includes(paidType)) return [paidType as OrderType];
  return paidType === "mail" ? ["digital", "mail"] : ["digital"];
}

/**
 * A new checkout for a letter replaces its older open checkouts that buy the same thing: the
 * letter itself (digital, mail, or the upgrade), or the final notice's mailing. Only the newest
 * can then be paid.
 */
export function replacedCheckoutTypes(type: string): OrderType[] {
  return DOCUMENT_MAIL_TYPES.includes(type) ? [type as OrderType] : ["digital", "mail"];
}

import { PRICES } from "./prices.ts";

/** What a letter's paid orders already give it: mail covers digital too. */
export type LetterHolding = "none" | "digital" | "mail";

/** What a payment buys: a package bought outright, the upgrade of a paid digital letter, or the final notice or data request by mail. */
export type Purchase = "digital" | "mail" | "upgrade" | "follow-up-mail" | "data-request-mail";

/**
 * What happens to a payment that lands for a letter:
 * - keep: the order is paid;
 * - keep_as_upgrade: mail paid for a letter that has digital counts as its upgrade; the amount
 *   above the upgrade price goes back;
 * - refund: the letter already has what this buys (or it buys nothing), so all of it goes back.
 */
export type PaymentRule = "keep" | "keep_as_upgrade" | "refund";

/** The one table: what a letter has (row) decides what a new payment (column) may buy. */
export const PAYMENT_RULES: Record<LetterHolding, Record<Purchase, PaymentRule>> = {
  none: { digital: "keep", mail: "keep", upgrade: "refund", "follow-up-mail": "refund", "data-request-mail": "refund" },
  digital: {
    digital: "refund",
    mail: "keep_as_upgrade",
    upgrade: "keep",
    "follow-up-mail": "keep",
    "data-request-mail": "keep",
  },
  mail: { digital: "refund", mail: "refund", upgrade: "refund", "follow-up-mail": "keep", "data-request-mail": "keep" },
};

/** Why money went back, as stored on the order; an admin's refund stores "admin" and their note. */
export const REFUND_REASONS = {
  already_paid: "This letter already had this service paid for, so this payment was refunded in full.",
  no_digital_to_upgrade: "This letter had no paid digital order to upgrade, so this payment was refunded in full.",
  no_letter_for_notice:
    "This letter had no paid order, so its final notice could not be mailed and this payment was refunded in full.",
  no_letter_for_request:
    "This letter had no paid order, so its data request could not be mailed and this payment was refunded in full.",
  notice_not_offered:
    "When this payment arrived, the outcome you had recorded since no longer called for a final notice (for example, your account was restored), so it was not mailed and this payment was refunded in full.",
  checkout_closed:
    "This checkout had already been closed (the letter was paid by another checkout, or deleted), so this payment was refunded in full.",
  letter_deleted: "The letter was deleted before the payment arrived, so this payment was refunded in full.",
  amount_mismatch:
    "The amount paid did not match the price, so this payment was refunded in full. Please start the checkout again.",
  upgrade_difference:
    "Your letter already had the digital package, so this payment counts as the upgrade and the difference was refunded.",
  admin: "Refunded by support.",
} as const;
export type RefundReason = keyof typeof REFUND_REASONS;

/** The user-facing sentence for a stored reason; an unknown one is shown as support's. */
export function refundReasonText(reason: string | null, note?: string | null): string {
  const text = REFUND_REASONS[reason as RefundReason] ?? REFUND_REASONS.admin;
  return note ? `${text} ${note}` : text;
}

export function letterHolding(paidTypes: readonly string[]): LetterHolding {
  if (paidTypes.includes("mail")) return "mail";
  return paidTypes.includes("digital") ? "digital" : "none";
}

export function purchaseOf(order: { type: string; isUpgrade: boolean }): Purchase {
  if (order.isUpgrade) return "upgrade";
  if (order.type === "follow-up-mail" || order.type === "data-request-mail") return order.type;
  return order.type === "mail" ? "mail" : "digital";
}

/**
 * What to do with `paidCents` for this purchase, and how much of it goes back. The final notice and
 * the data request are each mailed once per letter: a second payment for one (`alreadyBought`) goes
 * back whatever the letter has.
 */
export function decidePayment(holding: LetterHolding, purchase: Purchase, paidCents: number, alreadyBought = false) {
  const once = purchase === "follow-up-mail" || purchase === "data-request-mail";
  const rule = once && alreadyBought ? "refund" : PAYMENT_RULES[holding][purchase];
  if (rule === "keep") return { rule, refundCents: 0 } as const;
  if (rule === "keep_as_upgrade") return { rule, refundCents: Math.max(0, paidCents - PRICES.upgrade) } as const;
  return { rule, refundCents: paidCents, reason: refundReasonFor(holding, purchase) } as const;
}

function refundReasonFor(holding: LetterHolding, purchase: Purchase): RefundReason {
  if (holding !== "none") return "already_paid";
  if (purchase === "upgrade") return "no_digital_to_upgrade";
  if (purchase === "data-request-mail") return "no_letter_for_request";
  return purchase === "follow-up-mail" ? "no_letter_for_notice" : "already_paid";
}

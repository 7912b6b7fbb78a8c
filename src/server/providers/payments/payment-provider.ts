import type { Language } from "../../../domain/i18n/languages.ts";

/** What the app needs from a card-payment provider: Stripe Checkout, or the built-in test checkout. */
export interface CheckoutSession {
  id: string;
  url: string | null;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  amountTotal: number | null;
  currency: string | null;
  orderId: number | null;
  paymentIntentId: string | null;
}

export interface NewCheckout {
  /** The first order the session pays (its reference); a split pays several, one line each. */
  orderId: number;
  /** The whole session's total. */
  amountCents: number;
  description: string;
  /** One line per order when the session pays several letters' orders (a split); absent for one. */
  lines?: CheckoutLine[];
  customerEmail: string;
  /** The account's language: the provider's checkout page speaks it (Stripe's `locale`). */
  language?: Language;
  /** Contains {CHECKOUT_SESSION_ID}, replaced by the provider. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutLine {
  orderId: number;
  amountCents: number;
  description: string;
}

/** The session's lines: the given ones, or the one order it pays. */
export const linesOf = (input: NewCheckout): CheckoutLine[] =>
  input.lines ?? [{ orderId: input.orderId, amountCents: input.amountCents, description: input.description }];

export interface PaymentProvider {
  kind: "stripe" | "local";
  /** Idempotent per order: asking twice for the same order returns the same session. */
  createCheckout(input: NewCheckout): Promise<CheckoutSession>;
  retrieveCheckout(sessionId: string): Promise<CheckoutSession>;
  expireCheckout(sessionId: string): Promise<void>;
  /** Sends money back; the same idempotency key never refunds twice. */
  refund(input: RefundRequest): Promise<{ id: string }>;
}

export interface RefundRequest {
  orderId: number;
  paymentIntentId: string | null;
  amountCents: number;
  idempotencyKey: string;
}

export const CURRENCY = "usd";

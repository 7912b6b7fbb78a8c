/** Prices in cents. The server alone decides what an order costs. */
export const PRICES = {
  digital: 500,
  mail: 2500,
  upgrade: 2000,
  /** The final notice printed and sent by USPS Certified Mail (issue: the case after the letter). */
  "follow-up-mail": 2000,
  /** The request for a copy of the sender's data, printed and sent by USPS Certified Mail to Meta's privacy address. */
  "data-request-mail": 2000,
} as const;

/** What the checkout page sells for a letter. */
export type LetterPackage = "digital" | "mail";
/** Everything the checkout call takes: a letter package, or the final notice or the data request by certified mail. */
export type PackageType = LetterPackage | "follow-up-mail" | "data-request-mail";

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** numeric(10,2) text from the database, e.g. "25.00", to cents. */
export function amountToCents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * What several letters cost at one price, said out loud: "2 letters × $5.00 = $10.00"; one letter is
 * its price. A split's letters are each paid, so step 4 and checkout show this total.
 */
export function totalText(letterCount: number, cents: number): string {
  if (letterCount <= 1) return formatCents(cents);
  return `${letterCount} letters × ${formatCents(cents)} = ${formatCents(letterCount * cents)}`;
}

/** Prices in cents. The server alone decides what an order costs. */
export const PRICES = {
  digital: 500,
  mail: 2500,
  upgrade: 2000,
} as const;

export type PackageType = "digital" | "mail";

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

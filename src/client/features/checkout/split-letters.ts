import { MAX_LETTERS_PER_CHECKOUT } from "../../../domain/money/orders.ts";
import type { LetterPackage } from "../../../domain/money/prices.ts";
import { letterIdFromParam } from "./packages.ts";

/**
 * Checkout for the letters of a split, paid together (decision 0034): `letters` lists them all,
 * `letterId` is the first. One letter is the ordinary checkout.
 */
export function splitCheckoutHref(letterIds: number[], packageType?: LetterPackage): string {
  const pkg = packageType ? `&package=${packageType}` : "";
  if (letterIds.length < 2) return `/checkout?letterId=${letterIds[0]}${pkg}`;
  return `/checkout?letterId=${letterIds[0]}&letters=${letterIds.join(",")}${pkg}`;
}

/** The page's `letters` parameter: the split's distinct letter ids, `letterId` first; just `letterId` otherwise. */
export function lettersFromParam(value: string | null, letterId: number | null): number[] {
  if (letterId === null) return [];
  const ids = (value ?? "").split(",").map(letterIdFromParam);
  const others = ids.filter((id): id is number => id !== null && id !== letterId);
  return [letterId, ...new Set(others)].slice(0, MAX_LETTERS_PER_CHECKOUT);
}

/**
 * The letters paid together on this checkout: all of the split's, while none of them is paid.
 * Null for one letter, or once any is paid: the page is then the first letter's own checkout,
 * and the others keep their Pay buttons on the dashboard and /letters.
 */
export function unpaidSplit(
  letterIds: number[],
  orders: { demandLetterId: number | null; status: string }[],
): number[] | null {
  if (letterIds.length < 2) return null;
  const paid = orders.some((order) => order.status === "completed" && letterIds.includes(order.demandLetterId ?? 0));
  return paid ? null : letterIds;
}

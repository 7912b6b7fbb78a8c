import { PRICES, type LetterPackage } from "../../../domain/money/prices.ts";
import type { MessageId } from "@/i18n/message-ids.ts";

/** A package's name is its order type's (`useCheckoutText().orderType`). */
export interface PackageInfo {
  type: LetterPackage;
  priceCents: number;
  includes: MessageId[];
}

/** What each package is and costs, as the checkout page sells it. Prices come from the one prices file. */
export const PACKAGES: Record<LetterPackage, PackageInfo> = {
  digital: {
    type: "digital",
    priceCents: PRICES.digital,
    includes: ["checkout.package.digital.pdf", "checkout.package.digital.word", "checkout.package.digital.download"],
  },
  mail: {
    type: "mail",
    priceCents: PRICES.mail,
    includes: [
      "checkout.package.mail.everything",
      "checkout.package.mail.print",
      "checkout.package.mail.tracking",
      "checkout.package.mail.proof",
    ],
  },
};

/** The page's `package` parameter: mail when it says so, digital otherwise (spec: the default). */
export function packageFromParam(value: string | null): LetterPackage {
  return value === "mail" ? "mail" : "digital";
}

/** A positive whole-number letter id from the query string, or null. */
export function letterIdFromParam(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function checkoutHref(letterId: number, packageType: LetterPackage): string {
  return `/checkout?letterId=${letterId}&package=${packageType}`;
}

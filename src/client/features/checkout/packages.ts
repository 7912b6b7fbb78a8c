import { ORDER_TYPE_LABELS } from "../../../domain/money/orders.ts";
import { PRICES, type LetterPackage } from "../../../domain/money/prices.ts";

export interface PackageInfo {
  type: LetterPackage;
  name: string;
  priceCents: number;
  includes: string[];
}

/** What each package is and costs, as the checkout page sells it. Prices come from the one prices file. */
export const PACKAGES: Record<LetterPackage, PackageInfo> = {
  digital: {
    type: "digital",
    name: ORDER_TYPE_LABELS.digital,
    priceCents: PRICES.digital,
    includes: [
      "Your letter as a PDF, ready to print, sign and send",
      "An editable Word (.docx) file",
      "Download both as soon as you have paid",
    ],
  },
  mail: {
    type: "mail",
    name: ORDER_TYPE_LABELS.mail,
    priceCents: PRICES.mail,
    includes: [
      "Everything in the Digital Letter: PDF and Word files to download",
      "We print your letter and send it by USPS Certified Mail to the address on your letter",
      "A USPS tracking number, emailed to you when it is mailed",
      "Proof of mailing and proof of delivery",
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

/** The letter recipients' ids and what each entry holds (the entries: recipients.ts). */
export const RECIPIENT_IDS = [
  "meta-main",
  "meta-instagram-disputes",
  "meta-whatsapp-disputes",
  "meta-privacy",
  "meta-ireland",
  "whatsapp-ireland",
  "whatsapp-llc",
] as const;

export type RecipientId = (typeof RECIPIENT_IDS)[number];

export const DEFAULT_RECIPIENT_ID: RecipientId = "meta-main";

export interface Recipient {
  id: RecipientId | "whatsapp-privacy";
  /** The addressee, as printed on the envelope ("WhatsApp LLC, c/o Meta Platforms, Inc."). */
  name: string;
  /** The company the letter speaks to: the terms' contract party ("WhatsApp LLC"). */
  party: string;
  /** The company whose address receives the party's mail, when it is not the party's own ("Meta Platforms, Inc."). */
  careOf?: string;
  /** The department, printed after "Attn:"; "" where the terms name none (the EU and UK entries). */
  attention: string;
  address1: string;
  city: string;
  /** Two-letter USPS state code; "" outside the US. */
  state: string;
  /** The ZIP or postal code. */
  zip: string;
  /** ISO 3166-1 alpha-2. Certified mail is US-only: an address outside "US" is never mailed by us. */
  country: "US" | "IE";
  /** The postal lines after the addressee and the department, as printed on the envelope. */
  addressLines: readonly string[];
  /** What the Send To dropdown shows. */
  displayName: string;
  /** One line, for the dropdown and summaries. */
  fullAddress: string;
  /** Where the address was published. */
  source: string;
  /** When the address was last checked against its source (YYYY-MM-DD). */
  checkedOn: string;
}

import { EU_UK_PARTIES, type ContractParty } from "./eu-uk-parties.ts";
import { US_RECIPIENTS } from "./us-recipients.ts";

/**
 * Where letters go. Addresses go stale (Meta moved from "1 Hacker Way" to "1 Meta Way"),
 * so this file is the one place they live. The list and its sources come from LETTER.md; the
 * entries for senders in the EU and the UK come from the terms in eu-uk-parties.ts.
 */
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

function partyNamed(legalName: string, region: ContractParty["region"]): ContractParty {
  const found = EU_UK_PARTIES.find((party) => party.legalName === legalName && party.region === region);
  if (!found) throw new Error(`No ${region} party named ${legalName}`);
  return found;
}

/**
 * A contract party of the EU or UK terms as a letter's addressee: no department (the terms name
 * none), the address the terms give, the archived terms as the source.
 */
function partyRecipient(id: RecipientId, party: ContractParty): Recipient {
  const ireland = party.address.at(-1) === "Ireland";
  const lines = party.address.slice(1);
  return {
    id,
    name: party.legalName,
    party: party.legalName,
    attention: "",
    address1: lines[0],
    city: ireland ? lines[1] : "Menlo Park",
    state: ireland ? "" : "CA",
    zip: ireland ? lines[2] : "94025",
    country: ireland ? "IE" : "US",
    addressLines: lines,
    displayName: party.legalName,
    fullAddress: lines.join(", "),
    source: `${party.terms.repository}, ${party.terms.path} (version of ${party.terms.recorded}, commit ${party.terms.commit})`,
    checkedOn: party.checkedOn,
  };
}

export const RECIPIENTS: readonly Recipient[] = Object.freeze([
  ...US_RECIPIENTS,
  /* EU Facebook, Instagram and Threads: Meta Platforms Ireland Limited, Merrion Road, Dublin 4, D04 X2K5. */
  partyRecipient("meta-ireland", partyNamed("Meta Platforms Ireland Limited", "eu")),
  /* EU WhatsApp: WhatsApp Ireland Limited, the same street address. */
  partyRecipient("whatsapp-ireland", partyNamed("WhatsApp Ireland Limited", "eu")),
  /* UK WhatsApp: WhatsApp LLC, as the UK terms name it (UK Facebook and Instagram: Meta Platforms, Inc., meta-main). */
  partyRecipient("whatsapp-llc", partyNamed("WhatsApp LLC", "uk")),
]);

export { WHATSAPP_PRIVACY } from "./us-recipients.ts";

export function findRecipient(id: string): Recipient | undefined {
  return RECIPIENTS.find((entry) => entry.id === id);
}

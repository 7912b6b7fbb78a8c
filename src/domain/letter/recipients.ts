import { EU_UK_PARTIES, type ContractParty } from "./eu-uk-parties.ts";

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

const META = "Meta Platforms, Inc.";
/** WhatsApp's terms are an agreement with WhatsApp LLC; its notices go to Meta's address (LETTER.md). */
const WHATSAPP = { name: `WhatsApp LLC, c/o ${META}`, party: "WhatsApp LLC", careOf: META } as const;
const META_WAY = { address1: "1 Meta Way", city: "Menlo Park", state: "CA", zip: "94025" } as const;
const SOURCE = "Meta Terms of Service, Commercial Terms and Privacy Policy (2026 versions)";
const CHECKED_ON = "2026-11-22";

function recipient(
  id: RecipientId,
  attention: string,
  place: { address1: string; city: string; state: string; zip: string },
  addressee: { name: string; party: string; careOf?: string } = { name: META, party: META },
): Recipient {
  return {
    id,
    ...addressee,
    attention,
    ...place,
    country: "US",
    addressLines: [place.address1, `${place.city}, ${place.state} ${place.zip}`],
    displayName: `${addressee.name} (${attention})`,
    fullAddress: `${place.address1}, ${place.city}, ${place.state} ${place.zip}`,
    source: SOURCE,
    checkedOn: CHECKED_ON,
  };
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
  recipient("meta-main", "Legal Department", META_WAY),
  recipient("meta-instagram-disputes", "Instagram Arbitration Filing", {
    address1: "1601 Willow Rd.",
    city: "Menlo Park",
    state: "CA",
    zip: "94025",
  }),
  recipient("meta-whatsapp-disputes", "WhatsApp Arbitration Filing", META_WAY, WHATSAPP),
  recipient("meta-privacy", "Privacy Operations", META_WAY),
  /* EU Facebook, Instagram and Threads: Meta Platforms Ireland Limited, Merrion Road, Dublin 4, D04 X2K5. */
  partyRecipient("meta-ireland", partyNamed("Meta Platforms Ireland Limited", "eu")),
  /* EU WhatsApp: WhatsApp Ireland Limited, the same street address. */
  partyRecipient("whatsapp-ireland", partyNamed("WhatsApp Ireland Limited", "eu")),
  /* UK WhatsApp: WhatsApp LLC, as the UK terms name it (UK Facebook and Instagram: Meta Platforms, Inc., meta-main). */
  partyRecipient("whatsapp-llc", partyNamed("WhatsApp LLC", "uk")),
]);

/**
 * WhatsApp's own privacy contact. WhatsApp's US Privacy Policy names WhatsApp LLC as the company
 * that provides the service, and under "Contact Us" prints "WhatsApp LLC, Privacy Policy, 1 Meta Way,
 * Menlo Park, CA 94025" (Open Terms Archive, vlopses-us-versions, WhatsApp/Privacy Policy.md, version
 * of 2026-07-11, commit b50e998441fdb902eba5d7f91ed2f605b60fd746, read 2026-11-28). A request for
 * WhatsApp data goes there; one for Facebook, Instagram or Threads data to Meta Platforms, Inc.
 * It is not a letter recipient: only the data request addresses it.
 */
export const WHATSAPP_PRIVACY: Recipient = Object.freeze({
  ...recipient("meta-privacy", "Privacy Policy", META_WAY, { name: "WhatsApp LLC", party: "WhatsApp LLC" }),
  id: "whatsapp-privacy" as const,
  displayName: "WhatsApp LLC (Privacy Policy)",
  source:
    "WhatsApp Privacy Policy, Contact Us (github.com/OpenTermsArchive/vlopses-us-versions/blob/b50e998441fdb902eba5d7f91ed2f605b60fd746/WhatsApp/Privacy%20Policy.md)",
  checkedOn: "2026-11-28",
});

export function findRecipient(id: string): Recipient | undefined {
  return RECIPIENTS.find((entry) => entry.id === id);
}

import { EU_UK_PARTIES, type ContractParty } from "./eu-uk-parties.ts";
import type { Recipient, RecipientId } from "./recipient-ids.ts";
import { US_RECIPIENTS } from "./us-recipients.ts";

/**
 * Where letters go. Addresses go stale (Meta moved from "1 Hacker Way" to "1 Meta Way"), so
 * they live in two files only: the US addresses from LETTER.md in us-recipients.ts, and here the
 * entries for senders in the EU and the UK, from the terms in eu-uk-parties.ts.
 */
export { DEFAULT_RECIPIENT_ID, RECIPIENT_IDS, type Recipient, type RecipientId } from "./recipient-ids.ts";

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

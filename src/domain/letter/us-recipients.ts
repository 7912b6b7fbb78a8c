import type { Recipient, RecipientId } from "./recipient-ids.ts";

/**
 * The US addresses of Meta's companies (LETTER.md). Apart from the EU and UK parties so that a
 * page showing a sample letter does not carry the parties' sourced terms.
 */
const META = "Meta Platforms, Inc.";
/** WhatsApp's terms are an agreement with WhatsApp LLC; its notices go to Meta's address (LETTER.md). */
const WHATSAPP = { name: `WhatsApp LLC, c/o ${META}`, party: "WhatsApp LLC", careOf: META } as const;
const META_WAY = { address1: "1 Meta Way", city: "Menlo Park", state: "CA", zip: "94025" } as const;
const SOURCE = "Meta Terms of Service, Commercial Terms and Privacy Policy (2026 versions)";
const CHECKED_ON = "2026-11-22";

function usRecipient(
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

export const US_RECIPIENTS: readonly Recipient[] = Object.freeze([
  usRecipient("meta-main", "Legal Department", META_WAY),
  usRecipient("meta-instagram-disputes", "Instagram Arbitration Filing", {
    address1: "1601 Willow Rd.",
    city: "Menlo Park",
    state: "CA",
    zip: "94025",
  }),
  usRecipient("meta-whatsapp-disputes", "WhatsApp Arbitration Filing", META_WAY, WHATSAPP),
  usRecipient("meta-privacy", "Privacy Operations", META_WAY),
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
  ...usRecipient("meta-privacy", "Privacy Policy", META_WAY, { name: "WhatsApp LLC", party: "WhatsApp LLC" }),
  id: "whatsapp-privacy" as const,
  displayName: "WhatsApp LLC (Privacy Policy)",
  source:
    "WhatsApp Privacy Policy, Contact Us (github.com/OpenTermsArchive/vlopses-us-versions/blob/b50e998441fdb902eba5d7f91ed2f605b60fd746/WhatsApp/Privacy%20Policy.md)",
  checkedOn: "2026-11-28",
});

import type { SenderRegion } from "./countries.ts";
import type { Platform } from "./platforms.ts";

/**
 * Who a sender in the European Union or the United Kingdom deals with (decision 0048): the
 * company their terms are an agreement with, which is also the company that answers for their
 * personal data, with its postal address and its online privacy contact. Read in Meta's terms and
 * privacy policies as Open Terms Archive stored them: the EU crawl (OpenTermsArchive/pga-versions)
 * and the UK crawl (OpenTermsArchive/vlopses-gb-versions), at the commit and version date named.
 * US senders are served by src/domain/letter/recipients.ts.
 */

export const PARTIES_CHECKED_ON = "2026-11-28";

export interface ArchivedDocument {
  /** "OpenTermsArchive/pga-versions" */
  repository: string;
  path: string;
  commit: string;
  /** The day the stored version was recorded, YYYY-MM-DD. */
  recorded: string;
  /** What it says that this entry rests on, in our words. */
  says: string;
}

export interface ContractParty {
  region: Exclude<SenderRegion, "us">;
  platforms: readonly Platform[];
  /** The exact legal name. */
  legalName: string;
  /** The postal address for letters and data requests, one line each. */
  address: readonly string[];
  /** Whether the documents read name this company as data controller in so many words. */
  controllerNamed: boolean;
  /** Meta's online form for privacy and data requests. */
  privacyForm: string;
  /** The form for the data protection officer, where the policy names one. */
  dpoForm?: string;
  /** Said beside the privacy contact when it could not be checked in the policy that applies. */
  privacyContactNote?: string;
  /** The address the privacy policy gives for data requests by post, one line each. */
  privacyPost: readonly string[];
  terms: ArchivedDocument;
  privacy: ArchivedDocument;
  checkedOn: string;
  note?: string;
}

/** A pairing no stored document settles: the product says so instead of naming a company. */
export interface UnsettledParty {
  region: Exclude<SenderRegion, "us">;
  platform: Platform;
  legalName: null;
  reason: string;
}

const EU = "OpenTermsArchive/pga-versions";
const UK = "OpenTermsArchive/vlopses-gb-versions";

const DUBLIN = ["Merrion Road", "Dublin 4", "D04 X2K5", "Ireland"] as const;
const META_IRELAND = "Meta Platforms Ireland Limited";
const WHATSAPP_IRELAND = "WhatsApp Ireland Limited";
const META_INC = "Meta Platforms, Inc.";
const META_PRIVACY_FORM = "https://help.meta.com/support/privacy/";

const EU_META_PRIVACY: ArchivedDocument = {
  repository: EU,
  path: "Instagram/Privacy Policy.md",
  commit: "e7c36559d750b00bab5614455576d132f4f9c0a9",
  recorded: "2026-08-22",
  says: "The data controller responsible for your information is Meta Platforms Ireland Limited, contactable online (help.meta.com/support/privacy) or by mail at Merrion Road, Dublin 4, D04 X2K5, Ireland; complaints may go to the Irish Data Protection Commission or the local supervisory authority.",
};

const UK_META_PRIVACY: ArchivedDocument = {
  repository: UK,
  path: "Facebook/Privacy Policy.md",
  commit: "1d44e351b862dfe2d3ad9d0f93dd895efdd33add",
  recorded: "2026-07-24",
  says: "Questions, complaints or requests about your information go to Meta online (help.meta.com/support/privacy) or by post to Meta Platforms, Inc., FAO: Privacy Operations, 1 Meta Way, Menlo Park, CA 94025, US.",
};

export const EU_UK_PARTIES: readonly ContractParty[] = Object.freeze([
  {
    region: "eu",
    platforms: ["Facebook"],
    legalName: META_IRELAND,
    address: [META_IRELAND, ...DUBLIN],
    controllerNamed: true,
    privacyForm: META_PRIVACY_FORM,
    dpoForm: META_PRIVACY_FORM,
    privacyPost: [META_IRELAND, ...DUBLIN],
    terms: {
      repository: EU,
      path: "Facebook/Terms of Service.md",
      commit: "7bbe3fc94235551ccba74344a47a147cfccfc145",
      recorded: "2026-06-16",
      says: "The Products are provided by Meta Platforms Ireland Limited, so the Terms are an agreement with it; the websites are offered by Meta Platforms Ireland Limited, Merrion Road, Dublin 4, D04 X2K5, Ireland.",
    },
    privacy: {
      repository: EU,
      path: "Facebook/Privacy Policy.md",
      commit: "e4da78fa541e189d6c4a45f47e70d0abbb55a4bf",
      recorded: "2026-08-22",
      says: "The data controller responsible for your information is Meta Platforms Ireland Limited, contactable online or by mail; the Data Protection Officer is reached through the same page.",
    },
    checkedOn: PARTIES_CHECKED_ON,
  },
  {
    region: "eu",
    platforms: ["Instagram"],
    legalName: META_IRELAND,
    address: [META_IRELAND, ...DUBLIN],
    controllerNamed: true,
    privacyForm: META_PRIVACY_FORM,
    dpoForm: META_PRIVACY_FORM,
    privacyPost: [META_IRELAND, ...DUBLIN],
    terms: {
      repository: EU,
      path: "Instagram/Terms of Service.md",
      commit: "681902838cbb5801308875288c05b3ff454e250e",
      recorded: "2026-07-28",
      says: "The Instagram Service is provided by Meta Platforms Ireland Limited and the Terms of Use are an agreement with it, Merrion Road, Dublin 4, D04 X2K5, Ireland.",
    },
    privacy: EU_META_PRIVACY,
    checkedOn: PARTIES_CHECKED_ON,
  },
  {
    region: "eu",
    platforms: ["Threads"],
    legalName: META_IRELAND,
    address: [META_IRELAND, ...DUBLIN],
    controllerNamed: true,
    privacyForm: META_PRIVACY_FORM,
    dpoForm: META_PRIVACY_FORM,
    privacyPost: [META_IRELAND, ...DUBLIN],
    terms: {
      repository: EU,
      path: "Threads/Terms of Service.md",
      commit: "534e7e7ab32b6c8c70060deb9f9fbcd595ae7676",
      recorded: "2026-06-29",
      says: "The Threads Service is provided by Meta Platforms Ireland Limited, Merrion Road, Dublin 4, D04 X2K5, Ireland, a company registered in Ireland.",
    },
    privacy: EU_META_PRIVACY,
    checkedOn: PARTIES_CHECKED_ON,
    note: "Threads is built by Instagram; its privacy questions go to the same controller as Instagram's.",
  },
  {
    region: "eu",
    platforms: ["WhatsApp"],
    legalName: WHATSAPP_IRELAND,
    address: [WHATSAPP_IRELAND, ...DUBLIN],
    controllerNamed: false,
    privacyForm: "https://www.whatsapp.com/contact/forms/4363383090404717/",
    dpoForm: "https://www.whatsapp.com/contact/forms/3022366361353546/",
    privacyPost: [WHATSAPP_IRELAND, "Attn: Privacy Policy", ...DUBLIN],
    terms: {
      repository: EU,
      path: "WhatsApp/Terms of Service.md",
      commit: "60fa5930dd27a479c8c142fccd1a241a0a56e24c",
      recorded: "2026-07-03",
      says: "WhatsApp Ireland Limited provides the Services to people who live in the European Region (which includes the European Union); a consumer there may bring a claim in a competent court of their own country, under its laws.",
    },
    privacy: {
      repository: EU,
      path: "WhatsApp/Privacy Policy.md",
      commit: "9a9aa998a72768dc540a03e582a6de5be0dad2aa",
      recorded: "2026-07-03",
      says: "WhatsApp Ireland Limited provides the Services under the Terms and this Privacy Policy; its Data Protection Officer has an online form; questions go to another form or by post to WhatsApp Ireland Limited, Attn: Privacy Policy, Merrion Road, Dublin 4, D04 X2K5, Ireland.",
    },
    checkedOn: PARTIES_CHECKED_ON,
    note: "Same street address as Meta Platforms Ireland Limited (verified in both policies). The consumer privacy policy read does not use the words 'data controller'; it names WhatsApp Ireland Limited as the provider under it.",
  },
  {
    region: "uk",
    platforms: ["Facebook"],
    legalName: META_INC,
    address: [META_INC, "1 Meta Way", "Menlo Park, CA 94025", "United States"],
    controllerNamed: false,
    privacyForm: META_PRIVACY_FORM,
    privacyPost: [META_INC, "FAO: Privacy Operations", "1 Meta Way", "Menlo Park, CA 94025", "United States"],
    terms: {
      repository: UK,
      path: "Facebook/Terms of Service.md",
      commit: "a680d9aaa6bd3353a7611e07a00fec54a15ba6d7",
      recorded: "2026-06-25",
      says: "The Products are provided by Meta Platforms, Inc. and the Terms are an agreement with it; a consumer may bring a claim in any competent court of the country where they live, under its laws.",
    },
    privacy: UK_META_PRIVACY,
    checkedOn: PARTIES_CHECKED_ON,
    note: "The UK policy read gives the contact for requests about your information; it does not use the words 'data controller'.",
  },
  {
    region: "uk",
    platforms: ["Instagram"],
    legalName: META_INC,
    address: [META_INC, "1 Meta Way", "Menlo Park, CA 94025", "United States"],
    controllerNamed: false,
    privacyForm: META_PRIVACY_FORM,
    privacyPost: [META_INC, "FAO: Privacy Operations", "1 Meta Way", "Menlo Park, CA 94025", "United States"],
    terms: {
      repository: UK,
      path: "Instagram/Terms of Service.md",
      commit: "415a28d666a704b7deca09fd14eecc474f390d5b",
      recorded: "2026-08-22",
      says: "The Instagram Service is provided by Meta Platforms, Inc. and the Terms of Use are an agreement with it; a consumer may bring a claim in any competent court of the country where they live, under its laws.",
    },
    privacy: {
      repository: UK,
      path: "Instagram/Privacy Policy.md",
      commit: "52ee3f4f85731f5666bc7838c75ab290ea230a0a",
      recorded: "2026-08-05",
      says: "Questions, complaints or requests about your information go to Meta online (help.meta.com/support/privacy) or by post to Meta Platforms, Inc., FAO: Privacy Operations, 1 Meta Way, Menlo Park, CA 94025, US.",
    },
    checkedOn: PARTIES_CHECKED_ON,
    note: "The UK policy read gives the contact for requests about your information; it does not use the words 'data controller'.",
  },
  {
    region: "uk",
    platforms: ["WhatsApp"],
    legalName: "WhatsApp LLC",
    address: ["WhatsApp LLC", "1 Meta Way", "Menlo Park, CA 94025", "United States"],
    controllerNamed: false,
    privacyForm: "https://www.whatsapp.com/contact/forms/915483389072145",
    privacyContactNote: "from WhatsApp's general privacy policy; the UK policy's own contact could not be checked",
    privacyPost: ["WhatsApp LLC", "Privacy Policy", "1 Meta Way", "Menlo Park, CA 94025", "United States"],
    terms: {
      repository: UK,
      path: "WhatsApp/Terms of Service.md",
      commit: "f26cbbb5651f3929b2c0b9bb133ee7bb046a53d5",
      recorded: "2026-07-23",
      says: "WhatsApp LLC provides the Services to people who live in the UK under the UK Terms of Service and Privacy Policy; a consumer may resolve a claim in any competent court of the country of their main residence, under its laws.",
    },
    privacy: {
      repository: UK,
      path: "WhatsApp/Privacy Policy.md",
      commit: "ef739180c2ea5538b024f185b2309c5b1e5f498b",
      recorded: "2026-08-21",
      says: "In the UK, WhatsApp LLC provides the Services under the UK Privacy Policy. The contact form and postal address here are those of the policy stored in the UK crawl, which is the policy for users outside the European Region and the UK.",
    },
    checkedOn: PARTIES_CHECKED_ON,
    note: "The UK privacy policy itself (whatsapp.com/legal/privacy-policy-uk) is not in the stored crawl: its own contact details could not be checked. Its business policy names WhatsApp LLC as data controller for UK users of the Business App.",
  },
]);

/** Pairings the stored documents do not settle. */
export const UNSETTLED_PARTIES: readonly UnsettledParty[] = Object.freeze([
  {
    region: "uk",
    platform: "Threads",
    legalName: null,
    reason:
      "The UK crawl holds no Threads terms, so the company Threads contracts with in the UK could not be checked.",
  },
]);

/** The party for a platform in the EU or the UK; an UnsettledParty where no document settles it. */
export function partyFor(region: Exclude<SenderRegion, "us">, platform: Platform): ContractParty | UnsettledParty {
  const found = EU_UK_PARTIES.find((party) => party.region === region && party.platforms.includes(platform));
  if (found) return found;
  const unsettled = UNSETTLED_PARTIES.find((party) => party.region === region && party.platform === platform);
  return (
    unsettled ?? {
      region,
      platform,
      legalName: null,
      reason: `No stored terms name the company ${platform} contracts with for this region.`,
    }
  );
}

export function isSettledParty(party: ContractParty | UnsettledParty): party is ContractParty {
  return party.legalName !== null;
}

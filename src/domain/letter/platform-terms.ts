import type { RecipientId } from "./recipients.ts";

/**
 * What each platform's US terms say about disputes, as data the letter template can use.
 *
 * Every fact was read in Open Terms Archive's US crawl of Meta's terms
 * (github.com/OpenTermsArchive/vlopses-us-versions), except Threads, which that crawl does not
 * hold (see its entry). `sourceVersionDate` is the commit date of the archived version read;
 * `checkedOn` is the day it was read. Re-check when `checkedOn` is older than six months.
 *
 * The crawl alternates between two texts for Instagram and for Facebook (it seems to reach
 * differently localised copies of the same page). Both are recorded under `variants`; the
 * top-level fields follow the text that is stricter on the sender (for Instagram, the one with
 * a notice-of-dispute step; for Facebook, the latest version).
 */

const ARCHIVE = "OpenTermsArchive/vlopses-us-versions";
const CHECKED_ON = "2026-11-23";

/** What a notice of dispute must contain, in the order both the Instagram and WhatsApp terms list it. */
export const NOTICE_CONTENTS = [
  "name",
  "residence address",
  "username",
  "email address or phone number used for the account",
  "a detailed description of the dispute",
  "the relief sought",
] as const;

export interface NoticeOfDispute {
  /** The recipient (src/domain/letter/recipients.ts) whose attention line and address the terms name. */
  recipientId: Extract<RecipientId, "meta-instagram-disputes" | "meta-whatsapp-disputes">;
  /** The address as the terms print it. */
  addressAsPrinted: string;
  /** Days the terms give to resolve the dispute after the notice is received, before arbitration. */
  resolutionWindowDays: number;
  /**
   * What the window counts from. Both terms say "after the notice is received", so the case
   * counts it from the delivery day the mail service reported, never from the letter's date.
   */
  windowRunsFrom: "receipt";
  contents: readonly string[];
}

export interface TermsVariant {
  /** Short label for the variant. */
  label: string;
  arbitration: boolean;
  /** The forum clause in plain words (not a quotation). */
  forum: string;
  sourceCommit: string;
  /** Commit date (YYYY-MM-DD) of the version read. */
  sourceVersionDate: string;
  /** How often the variant appears in the archive, and when it was last recorded. */
  seen: string;
}

export interface PlatformTerms {
  termsName: string;
  /** The company the terms are an agreement with. */
  contractParty: string;
  /** Whose terms actually govern (Threads: Instagram's). */
  governedBy: "Instagram" | "WhatsApp" | "Facebook";
  noticeOfDispute: NoticeOfDispute | null;
  /** Same as noticeOfDispute?.recipientId, flat for the template. */
  noticeRecipientId: "meta-instagram-disputes" | "meta-whatsapp-disputes" | null;
  /** Same as noticeOfDispute?.resolutionWindowDays, flat for the template. */
  resolutionWindowDays: number | null;
  /** Whether the terms let either side use small claims court instead of arbitration. */
  smallClaimsException: boolean;
  /** A contractual time limit for bringing claims, if the terms set one. */
  claimDeadline?: string;
  /** The same limit as a number of years from the day the dispute first arose (the case prints its last day). */
  claimLimitYears?: number;
  /** Courts for claims that are not arbitrated, as a phrase the letter can print after "in". */
  courts: string;
  /** Other facts about the dispute clause worth knowing when wording the letter. */
  notes: readonly string[];
  variants?: readonly TermsVariant[];
  /** Document name. */
  source: string;
  /** Where the text was read: archive repository and file path. */
  archive: string;
  sourcePath: string;
  sourceCommit: string;
  /** Commit date (YYYY-MM-DD) of the archived version read. */
  sourceVersionDate: string;
  /** Set when a fact could not be checked against an archived US text. */
  verified: boolean;
  checkedOn: string;
}

const NDCAL_OR_SAN_MATEO =
  "the U.S. District Court for the Northern District of California or a state court located in San Mateo County";

const INSTAGRAM: PlatformTerms = {
  termsName: "the Instagram Terms of Use",
  contractParty: "Meta Platforms, Inc.",
  governedBy: "Instagram",
  noticeOfDispute: {
    recipientId: "meta-instagram-disputes",
    addressAsPrinted: "Meta Platforms, Inc., ATTN: Instagram Arbitration Filing, 1601 Willow Rd. Menlo Park, CA 94025",
    resolutionWindowDays: 30,
    windowRunsFrom: "receipt",
    contents: NOTICE_CONTENTS,
  },
  noticeRecipientId: "meta-instagram-disputes",
  resolutionWindowDays: 30,
  smallClaimsException: true,
  courts: NDCAL_OR_SAN_MATEO,
  notes: [
    "Section 7.4: claims go to individual arbitration run by the American Arbitration Association under its Consumer Arbitration Rules; no class actions; jury trial waived.",
    "Either side may instead use the user's local small claims court if that court's rules allow it.",
    "A written Notice of Dispute must come before arbitration; if the dispute is not resolved within thirty days after the notice is received, either side may start arbitration.",
    "Meta pays the arbitration filing, administration, hearing and arbitrator fees when the claim seeks less than $75,000 and the user gave a timely Notice of Dispute.",
    "Claims not arbitrated or brought in small claims court go exclusively to the U.S. District Court for the Northern District of California or a state court in San Mateo County.",
    "Users may opt out of arbitration within 30 days of agreeing to the terms (ATTN: Instagram Arbitration Opt-out, same address).",
    "No contractual time limit for bringing claims was found in either variant.",
  ],
  variants: [
    {
      label: "with arbitration",
      arbitration: true,
      forum:
        "Individual arbitration (AAA Consumer Rules) after a Notice of Dispute and a 30-day window; small claims court allowed; other claims exclusively in the Northern District of California or a San Mateo County state court.",
      sourceCommit: "98021cf130a6fd2c1ad1fca824466af280cd24e3",
      sourceVersionDate: "2026-07-04",
      seen: "31 of 105 archived versions, between 2026-04-30 and 2026-07-04 (latest of this variant read)",
    },
    {
      label: "without arbitration",
      arbitration: false,
      forum:
        "A consumer's claim is governed by the law of the country where the consumer lives and may be brought in any competent court in that country; other claims exclusively in the Northern District of California or a San Mateo County state court.",
      sourceCommit: "aced40931cd8224c642849b594a47ca90bd14ab7",
      sourceVersionDate: "2026-08-20",
      seen: "74 of 105 archived versions, from 2025-09-18 to 2026-08-20 (the archive's latest version)",
    },
  ],
  source: 'Instagram Terms of Use, section 7.4 "How We Will Handle Disputes"',
  archive: ARCHIVE,
  sourcePath: "Instagram/Terms of Service.md",
  sourceCommit: "98021cf130a6fd2c1ad1fca824466af280cd24e3",
  sourceVersionDate: "2026-07-04",
  verified: true,
  checkedOn: CHECKED_ON,
};

/**
 * Threads: the archived Threads Terms of Use say the Instagram Terms of Use also apply, and that
 * disputes are handled under the Instagram Terms' section "Our Agreement and What Happens if We
 * Disagree". The only archived copy (OpenTermsArchive/pga-versions) is the version provided by
 * Meta Platforms Ireland Limited; no US copy (help.instagram.com/769983657850450, the "Threads
 * Supplemental Terms") is archived, so the US wording is unverified.
 */
const THREADS: PlatformTerms = {
  ...INSTAGRAM,
  termsName: "the Instagram Terms of Use, which also govern Threads",
  notes: [
    "The archived Threads Terms of Use apply the Instagram Terms of Use to Threads and send disputes to the Instagram Terms' dispute section; if the two conflict, the Threads terms prevail for Threads.",
    "Only a Meta Platforms Ireland Limited (EU) copy of the Threads terms is archived; the US Threads Supplemental Terms (help.instagram.com/769983657850450) were not available to check.",
    ...INSTAGRAM.notes,
  ],
  source:
    'Threads Terms of Use (Meta Platforms Ireland Limited copy, "Last Updated: 21 January 2026"), read with the Instagram Terms of Use',
  archive: "OpenTermsArchive/pga-versions",
  sourcePath: "Threads/Terms of Service.md",
  sourceCommit: "534e7e7ab32b6c8c70060deb9f9fbcd595ae7676",
  sourceVersionDate: "2026-06-29",
  verified: false,
};

const WHATSAPP: PlatformTerms = {
  termsName: "the WhatsApp Terms of Service",
  contractParty: "WhatsApp LLC",
  governedBy: "WhatsApp",
  noticeOfDispute: {
    recipientId: "meta-whatsapp-disputes",
    addressAsPrinted: "Meta Platforms, Inc., ATTN: WhatsApp Arbitration Filing, 1 Meta Way, Menlo Park, CA 94025",
    resolutionWindowDays: 60,
    windowRunsFrom: "receipt",
    contents: NOTICE_CONTENTS,
  },
  noticeRecipientId: "meta-whatsapp-disputes",
  resolutionWindowDays: 60,
  smallClaimsException: true,
  claimDeadline: "within one year after the dispute first arose",
  claimLimitYears: 1,
  courts: `${NDCAL_OR_SAN_MATEO} in California`,
  notes: [
    'The "Special Arbitration Provision For United States Or Canada Users" sends all disputes except intellectual-property and service-interference disputes to individual arbitration (AAA Commercial Rules with its consumer supplementary procedures).',
    "A written Notice of Dispute must come before arbitration; if the dispute is not resolved within sixty days after the notice is received, either side may start arbitration.",
    "As an alternative to arbitration, the user may bring the dispute in local small claims court, on an individual basis, if that court's rules allow it.",
    "Claims, including starting an arbitration, must be brought within one year after the dispute first arose, or they are barred (to the extent the law allows).",
    "Disputes outside arbitration (opt-outs, excluded disputes) go exclusively to the Northern District of California or a San Mateo County state court.",
    "Opt-out of arbitration: in writing, postmarked within 30 days, to WhatsApp LLC, Arbitration Opt-Out, 1 Meta Way, Menlo Park, CA 94025.",
    "The terms are an agreement with WhatsApp LLC, although the notice address is printed as Meta Platforms, Inc.",
  ],
  source:
    'WhatsApp Terms of Service, "Dispute Resolution" and "Special Arbitration Provision For United States Or Canada Users"',
  archive: ARCHIVE,
  sourcePath: "WhatsApp/Terms of Service.md",
  sourceCommit: "c3d96a683d9c34318c80b090c70da161c5df9c95",
  sourceVersionDate: "2026-07-23",
  verified: true,
  checkedOn: CHECKED_ON,
};

const FACEBOOK: PlatformTerms = {
  termsName: "the Meta Terms of Service",
  contractParty: "Meta Platforms, Inc.",
  governedBy: "Facebook",
  noticeOfDispute: null,
  noticeRecipientId: null,
  resolutionWindowDays: null,
  smallClaimsException: false,
  courts: `a competent court in the country where I live, or ${NDCAL_OR_SAN_MATEO}`,
  notes: [
    "Section 4.4 has no notice-of-dispute or arbitration step, so no small-claims exception either (small claims court is simply one of the competent courts).",
    "Latest wording: a consumer's claim is governed by the law of the country where the consumer lives and may be brought in any competent court in that country that has jurisdiction; all other claims, and Meta's claims against the user, go exclusively to the Northern District of California or a San Mateo County state court.",
    'The terms say "any competent court in that country" (the country of residence), not a court in the consumer\'s own town or county.',
    "A second archived variant has no consumer clause: every claim goes exclusively to the Northern District of California or a San Mateo County state court (see variants).",
  ],
  variants: [
    {
      label: "consumer may sue at home",
      arbitration: false,
      forum:
        "A consumer (or where the law requires) may bring a claim in any competent court in the country where they live; otherwise exclusively the Northern District of California or a San Mateo County state court.",
      sourceCommit: "dee20c4fc42c1d8422b00d06e16dad794293eb05",
      sourceVersionDate: "2026-07-28",
      seen: "22 of 35 archived versions, from 2025-09-28 to 2026-07-28 (the archive's latest version)",
    },
    {
      label: "California courts only",
      arbitration: false,
      forum:
        "All claims between the user and Meta exclusively in the U.S. District Court for the Northern District of California or a state court in San Mateo County.",
      sourceCommit: "e0682c479cfea5a7466a7e2f56c9bac27e0193d1",
      sourceVersionDate: "2026-06-29",
      seen: "13 of 35 archived versions, between 2026-04-30 and 2026-06-29 (latest of this variant read)",
    },
  ],
  source: 'Meta Terms of Service (Facebook), section 4.4 "Disputes"',
  archive: ARCHIVE,
  sourcePath: "Facebook/Terms of Service.md",
  sourceCommit: "dee20c4fc42c1d8422b00d06e16dad794293eb05",
  sourceVersionDate: "2026-07-28",
  verified: true,
  checkedOn: CHECKED_ON,
};

export const PLATFORM_TERMS = {
  Instagram: INSTAGRAM,
  Threads: THREADS,
  WhatsApp: WHATSAPP,
  Facebook: FACEBOOK,
} as const satisfies Record<"Instagram" | "Threads" | "WhatsApp" | "Facebook", PlatformTerms>;

export type TermsPlatform = keyof typeof PLATFORM_TERMS;

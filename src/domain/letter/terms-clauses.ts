/**
 * Short quotations from Meta's archived US terms, for a statement of claim and a letter.
 *
 * Every quote was read in Open Terms Archive's US crawl (github.com/OpenTermsArchive/vlopses-us-versions),
 * with the same conventions as platform-terms.ts: `sourceVersionDate` is the commit date of the archived
 * version read, `checkedOn` the day it was read. `text` is the exact wording as the page reads: only
 * Markdown link targets, bold markers and escapes of the archived file are left out, so `[Help Center](…)`
 * is quoted as "Help Center", and runs of whitespace (including no-break spaces) are one space. " … " marks
 * words left out. Apostrophes and quotation marks are kept as archived (straight or curly).
 *
 * The crawl alternates between two texts for Instagram and for Facebook. Where a quote is in only one of
 * them, `variant` says which, and `seen` says how many archived versions hold it. A clause not found in
 * any archived US text is `quotes: null` with a `reason`; nothing here is a paraphrase.
 */

const ARCHIVE = "OpenTermsArchive/vlopses-us-versions";
const CHECKED_ON = "2026-11-26";

export type TermsDocument =
  | "Instagram Terms of Use"
  | "Meta Terms of Service"
  | "Meta Privacy Policy"
  | "WhatsApp Terms of Service"
  | "WhatsApp Privacy Policy";

/** Where a quote was read. */
export interface ArchivedText {
  document: TermsDocument;
  archive: string;
  sourcePath: string;
  /** 40-hex commit of the archived version read. */
  sourceCommit: string;
  /** Commit date (YYYY-MM-DD) of that version. */
  sourceVersionDate: string;
  /** Day the quote was read (YYYY-MM-DD). */
  checkedOn: string;
}

export interface TermsQuote extends ArchivedText {
  /** The exact words, one or two sentences. */
  text: string;
  /** Section number and heading as printed. */
  section: string;
  /** How many archived versions of the file hold the quote, and when it was last seen. */
  seen: string;
  /** Set when the archive alternates between texts and only one of them holds the quote. */
  variant?: string;
}

export interface LiabilityQuote extends TermsQuote {
  /** Set only when the quote caps liability at a dollar figure. */
  capDollars?: number;
  /** Set only when the quote names "the amount you have paid us in the past twelve months". */
  includesAmountPaidLast12Months?: true;
  /** Set only when the quote excludes liability for lost profits. */
  excludesLostProfits?: true;
}

export interface DeletionQuote extends TermsQuote {
  /** Days within which a requested deletion begins, when the quote says so. */
  deletionBeginsWithinDays?: number;
  /** "It may take up to N days to delete content". */
  deletionTakesUpToDays?: number;
  /** "up to another N days to remove it from backups". */
  backupRemovalUpToDays?: number;
}

export interface ActsOnStatedGrounds {
  quotes: readonly TermsQuote[];
  /** Whether the terms promise to tell the user and explain how to request a review. */
  promisesNoticeAndReview: boolean;
  note: string;
}

export interface LiabilityCap {
  quotes: readonly LiabilityQuote[];
  note: string;
}

export interface DeletionTimeline {
  quotes: readonly DeletionQuote[];
  note: string;
}

/** A clause that no archived US text holds. */
export interface ClauseNotFound {
  quotes: null;
  reason: string;
  /** The archived texts that were read for it. */
  searched: readonly ArchivedText[];
}

export type Sourced<T> = T | ClauseNotFound;

export type ClausePlatform = "Instagram" | "Facebook" | "WhatsApp";

export interface TermsClauses {
  /** Whose terms these are (Threads: Instagram's). */
  governedBy: ClausePlatform;
  termsName: string;
  actsOnStatedGrounds: Sourced<ActsOnStatedGrounds>;
  liabilityCap: Sourced<LiabilityCap>;
  deletionTimeline: Sourced<DeletionTimeline>;
}

const DOCUMENTS = {
  "Instagram/Terms of Service.md": "Instagram Terms of Use",
  "Facebook/Terms of Service.md": "Meta Terms of Service",
  "Facebook/Privacy Policy.md": "Meta Privacy Policy",
  "WhatsApp/Terms of Service.md": "WhatsApp Terms of Service",
  "WhatsApp/Privacy Policy.md": "WhatsApp Privacy Policy",
} as const satisfies Record<string, TermsDocument>;

const text = (sourcePath: keyof typeof DOCUMENTS, sourceCommit: string, sourceVersionDate: string): ArchivedText => ({
  document: DOCUMENTS[sourcePath],
  archive: ARCHIVE,
  sourcePath,
  sourceCommit,
  sourceVersionDate,
  checkedOn: CHECKED_ON,
});

// Instagram: the archive's latest version (no arbitration) and the latest of the arbitration variant.
const IG_LATEST = text("Instagram/Terms of Service.md", "aced40931cd8224c642849b594a47ca90bd14ab7", "2026-08-20");
const IG_ARBITRATION = text("Instagram/Terms of Service.md", "98021cf130a6fd2c1ad1fca824466af280cd24e3", "2026-07-04");
const IG_SECTION_6 = "6. Content Removal and Disabling or Terminating Your Account";
const IG_SECTION_73 = "7.3 Who Is Responsible if Something Happens";

// The Meta Privacy Policy covers Facebook and Instagram; only the copy archived under Facebook prints this
// note. The archive's latest version of that file (2026-07-24) leaves the notes out, so the latest holding it is read.
const META_PRIVACY_DELETION: DeletionQuote = {
  ...text("Facebook/Privacy Policy.md", "676bf09541868004c379b5bffece142ff2f68552", "2026-07-11"),
  section:
    "How can you manage or delete your information and exercise your rights?, Delete your information or account: How long does it take to delete your information?",
  text: "If you request that we delete your account or content, it may take up to 90 days to delete your information after we begin the account deletion process or receive a content deletion request. After the information is deleted, it may take us up to another 90 days to remove it from backups and disaster recovery.",
  deletionTakesUpToDays: 90,
  backupRemovalUpToDays: 90,
  seen: "44 of 45 archived versions (2025-09-28 to 2026-07-11); the latest (2026-07-24) leaves the note out",
};

const INSTAGRAM: TermsClauses = {
  governedBy: "Instagram",
  termsName: "the Instagram Terms of Use",
  actsOnStatedGrounds: {
    quotes: [
      {
        ...IG_LATEST,
        section: IG_SECTION_6,
        text: "We can refuse to provide or stop providing all or part of the Service to you … immediately to protect our community or services, or if you create risk or legal exposure for us, violate these Terms of Use or our policies (including our Community Standards), if you repeatedly infringe other people's intellectual property rights, or where we are permitted or required to do so by law.",
        seen: "all 105 archived versions (2025-09-18 to 2026-08-20)",
      },
      {
        ...IG_LATEST,
        section: IG_SECTION_6,
        text: "If you believe your account has been terminated in error, or you want to disable or permanently delete your account, consult our Help Center.",
        seen: "all 105 archived versions (2025-09-18 to 2026-08-20)",
      },
    ],
    promisesNoticeAndReview: false,
    note: "No archived US version of the Instagram Terms of Use promises to notify the user or explain how to request a review; for an account terminated in error they point to the Help Center.",
  },
  liabilityCap: {
    quotes: [
      {
        ...IG_LATEST,
        section: IG_SECTION_73,
        text: 'You agree that we won\'t be responsible ("liable") for any lost profits, revenues, information, or data, or consequential, special, indirect, exemplary, punitive, or incidental damages arising out of or related to these Terms, even if we know they are possible. This includes when we delete your content, information, or account.',
        excludesLostProfits: true,
        seen: "all 105 archived versions (2025-09-18 to 2026-08-20)",
      },
      {
        ...IG_ARBITRATION,
        section: IG_SECTION_73,
        text: "Our aggregate liability arising out of or relating to these Terms will not exceed the greater of $100 or the amount you have paid us in the past twelve months.",
        capDollars: 100,
        includesAmountPaidLast12Months: true,
        variant: "with arbitration",
        seen: "31 of 105 archived versions (2026-04-30 to 2026-07-04); not in the other 74, including the latest (2026-08-20)",
      },
    ],
    note: "Both variants exclude lost profits; only the arbitration variant caps liability at the greater of $100 or the past twelve months' payments. The archive's latest version (2026-08-20) has no cap.",
  },
  deletionTimeline: {
    quotes: [
      {
        ...IG_LATEST,
        section: IG_SECTION_6,
        text: "When you request to delete content or your account, the deletion process will automatically begin no more than 30 days after your request. It may take up to 90 days to delete content after the deletion process begins.",
        deletionBeginsWithinDays: 30,
        deletionTakesUpToDays: 90,
        seen: "all 105 archived versions (2025-09-18 to 2026-08-20)",
      },
      {
        ...IG_LATEST,
        section: IG_SECTION_6,
        text: "After the content is deleted, it may take us up to another 90 days to remove it from backups and disaster recovery systems.",
        backupRemovalUpToDays: 90,
        seen: "all 105 archived versions (2025-09-18 to 2026-08-20)",
      },
      META_PRIVACY_DELETION,
    ],
    note: "The first two quotes are from the Terms of Use, the third from the Meta Privacy Policy (the Instagram copy of that policy gives no number of days). All describe deletion the user requests; the terms list exceptions, such as investigating violations of the terms, and none gives a timeline for an account Meta disabled.",
  },
};

const FB_LATEST = text("Facebook/Terms of Service.md", "dee20c4fc42c1d8422b00d06e16dad794293eb05", "2026-07-28");
const FB_WITH_CAP = text("Facebook/Terms of Service.md", "80727fe1953f1e87237d59ac84b669cc024261c2", "2026-06-28");
const FB_SECTION_42 = "4.2 Account suspension or termination";
const FB_SECTION_43 = "4.3 Limits on liability";
const FB_SECTION_333 = "3.3 The permissions you give us, 3. Deleting Your Content";

const FACEBOOK: TermsClauses = {
  governedBy: "Facebook",
  termsName: "the Meta Terms of Service",
  actsOnStatedGrounds: {
    quotes: [
      {
        ...FB_LATEST,
        section: FB_SECTION_42,
        text: "If we determine, in our discretion, that you have clearly, seriously or repeatedly breached our Terms or Policies, including in particular the Community Standards, we may suspend or permanently disable your access to Meta Company Products, and we may permanently disable or delete your account.",
        seen: "this wording in 14 of 35 archived versions (2025-09-28 to 2026-07-28); the other 21 differ only in punctuation",
      },
      {
        ...FB_LATEST,
        section: FB_SECTION_42,
        text: "Where we take such action we’ll let you know and explain any options you have to request a review, unless doing so may expose us or others to legal liability; harm our community of users; compromise or interfere with the integrity or operation of any of our services, systems or Products; where we are restricted due to technical limitations; or where we are prohibited from doing so for legal reasons.",
        seen: "this wording in 14 of 35 archived versions (2025-09-28 to 2026-07-28); the other 21 differ only in punctuation",
      },
      {
        ...FB_LATEST,
        section: FB_SECTION_42,
        text: "We may disable or delete your account if after registration your account is not confirmed, your account is unused and remains inactive for an extended period of time, or if we detect someone may have used it without your permission and we are unable to confirm your ownership of the account.",
        seen: "14 of 35 archived versions (2025-09-28 to 2026-07-28); the other 21 (British English) word it slightly differently",
      },
    ],
    promisesNoticeAndReview: true,
    note: "The promise to let the user know and explain review options comes with the listed exceptions; quote it whole. The other archived versions differ only in punctuation (a comma after “action”, a straight apostrophe).",
  },
  liabilityCap: {
    quotes: [
      {
        ...FB_LATEST,
        section: FB_SECTION_43,
        text: "To the fullest extent permitted by applicable law under no circumstance will we be liable to you for any lost profits, revenues, information, or data, or consequential, special, indirect, exemplary, punitive, or incidental damages arising out of or related to these Terms or the Meta Products (however caused and on any theory of liability, including negligence), even if we have been advised of the possibility of such damages.",
        excludesLostProfits: true,
        seen: 'this wording in 9 of 35 archived versions (2025-09-28 to 2026-07-28); 13 differ only in punctuation and 13 begin the sentence "Accordingly, our liability shall be limited"',
      },
      {
        ...FB_WITH_CAP,
        section: FB_SECTION_43,
        text: "Our aggregate liability arising out of or relating to these Terms or the Meta Products will not exceed the greater of $100 or the amount you have paid us in the past twelve months.",
        capDollars: 100,
        includesAmountPaidLast12Months: true,
        variant: "with a cap",
        seen: '5 of 35 archived versions (2026-06-04 to 2026-06-28); 8 more print "USD 100" (latest 2026-06-29); the other 22, including the latest (2026-07-28), have no cap',
      },
    ],
    note: "Every archived version excludes lost profits. Only some cap liability at the greater of $100 (or \"USD 100\") or the past twelve months' payments; the archive's latest version (2026-07-28) has no cap.",
  },
  deletionTimeline: {
    quotes: [
      {
        ...FB_LATEST,
        section: FB_SECTION_333,
        text: "It may take up to 90 days to delete content after we begin the account deletion process or receive a content deletion request.",
        deletionTakesUpToDays: 90,
        seen: "14 of 35 archived versions (2025-09-28 to 2026-07-28); the other 21 (British English) word it slightly differently",
      },
      {
        ...FB_LATEST,
        section: FB_SECTION_333,
        text: "After the content is deleted, it may take us up to another 90 days to remove it from backups and disaster recovery systems.",
        backupRemovalUpToDays: 90,
        seen: "14 of 35 archived versions (2025-09-28 to 2026-07-28); the other 21 (British English) word it slightly differently",
      },
      META_PRIVACY_DELETION,
    ],
    note: "The first two quotes are from the Terms of Service, the third from the Meta Privacy Policy. All describe deletion the user requests; the terms list exceptions, such as investigating violations of the terms, and none gives a timeline for an account Meta disabled.",
  },
};

const WA_TERMS = text("WhatsApp/Terms of Service.md", "c3d96a683d9c34318c80b090c70da161c5df9c95", "2026-07-23");
const WA_PRIVACY = text("WhatsApp/Privacy Policy.md", "b50e998441fdb902eba5d7f91ed2f605b60fd746", "2026-07-11");
const WA_LIABILITY = "Limitation Of Liability";

const WHATSAPP: TermsClauses = {
  governedBy: "WhatsApp",
  termsName: "the WhatsApp Terms of Service",
  actsOnStatedGrounds: {
    quotes: [
      {
        ...WA_TERMS,
        section: "Acceptable Use Of Our Services, Our Terms And Policies",
        text: 'If you violate our Terms or policies, we may take action with respect to your account, including disabling or suspending your account and, if we do, you agree not to create another account without our permission. Disabling or suspending your account will be in accordance with the "Termination" section below.',
        seen: "all 10 archived versions (2026-02-12 to 2026-07-23)",
      },
      {
        ...WA_TERMS,
        section: "Availability And Termination Of Our Services",
        text: "We may modify, suspend, or terminate your access to or use of our Services anytime for any reason, such as if you violate the letter or spirit of our Terms or create harm, risk, or possible legal exposure for us, our users, or others.",
        seen: "all 10 archived versions (2026-02-12 to 2026-07-23)",
      },
    ],
    promisesNoticeAndReview: false,
    note: "The WhatsApp terms make no promise to notify the user or explain how to request a review, and reserve termination “for any reason”.",
  },
  liabilityCap: {
    quotes: [
      {
        ...WA_TERMS,
        section: WA_LIABILITY,
        text: "THE WHATSAPP PARTIES WILL NOT BE LIABLE TO YOU FOR ANY LOST PROFITS OR CONSEQUENTIAL, SPECIAL, PUNITIVE, INDIRECT, OR INCIDENTAL DAMAGES RELATING TO, ARISING OUT OF, OR IN ANY WAY IN CONNECTION WITH OUR TERMS, US, OR OUR SERVICES (HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, INCLUDING NEGLIGENCE), EVEN IF THE WHATSAPP PARTIES HAVE BEEN ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.",
        excludesLostProfits: true,
        seen: "all 10 archived versions (2026-02-12 to 2026-07-23)",
      },
      {
        ...WA_TERMS,
        section: WA_LIABILITY,
        text: "OUR AGGREGATE LIABILITY RELATING TO, ARISING OUT OF, OR IN ANY WAY IN CONNECTION WITH OUR TERMS, US, OR OUR SERVICES WILL NOT EXCEED THE GREATER OF ONE HUNDRED DOLLARS ($100) OR THE AMOUNT YOU HAVE PAID US IN THE PAST TWELVE MONTHS.",
        capDollars: 100,
        includesAmountPaidLast12Months: true,
        seen: "all 10 archived versions (2026-02-12 to 2026-07-23)",
      },
    ],
    note: "The terms print this section in capitals; quote it as printed.",
  },
  deletionTimeline: {
    quotes: null,
    reason:
      "Neither the archived US WhatsApp Terms of Service nor the WhatsApp Privacy Policy says how long deleting an account takes: the Privacy Policy's “Deleting Your WhatsApp Account” lists what is deleted, not when (its “up to 90 days” is for a deleted Channel's information, and its 30 days for undelivered messages).",
    searched: [WA_TERMS, WA_PRIVACY],
  },
};

export const TERMS_CLAUSES = {
  Instagram: INSTAGRAM,
  Facebook: FACEBOOK,
  WhatsApp: WHATSAPP,
} as const satisfies Record<ClausePlatform, TermsClauses>;

export interface PlatformTermsClauses extends TermsClauses {
  platform: ClausePlatform | "Threads";
  /** Set for Threads, which follows the Instagram Terms of Use. */
  note?: string;
}

const THREADS_NOTE =
  "Threads follows the Instagram Terms of Use (the archived Threads Terms of Use apply them); these are Instagram's clauses. No US copy of the Threads terms is archived (see platform-terms.ts).";

export function termsClausesFor(platform: ClausePlatform | "Threads"): PlatformTermsClauses {
  if (platform === "Threads") return { ...TERMS_CLAUSES.Instagram, platform, note: THREADS_NOTE };
  return { ...TERMS_CLAUSES[platform], platform };
}

/** Who pays the arbitration fees, as each arbitration clause words it (Facebook's terms have no arbitration). */
export interface ArbitrationFeeQuote extends TermsQuote {
  /** Set when the terms promise Meta pays the fees for claims seeking less than this many dollars. */
  metaPaysBelowDollars?: number;
  /** The terms' own condition on that promise: a timely Notice of Dispute. */
  requiresNotice?: true;
}

export const ARBITRATION_FEE_QUOTES: Readonly<Record<"Instagram" | "WhatsApp", ArbitrationFeeQuote>> = {
  Instagram: {
    ...IG_ARBITRATION,
    checkedOn: "2026-11-28",
    section: "7.4 How We Will Handle Disputes",
    text: "We will pay all arbitration filing fees, administration and hearing costs, and arbitrator fees for any arbitration we bring or if your claims seek less than $75,000 and you timely provided us with a Notice of Dispute. For all other claims, the costs and fees of arbitration shall be allocated in accordance with the arbitration provider's rules, including rules regarding frivolous or improper claims.",
    metaPaysBelowDollars: 75_000,
    requiresNotice: true,
    seen: "the arbitration variant (31 of 105 archived versions, 2026-04-30 to 2026-07-04); the variant without arbitration has no fee clause",
    variant: "with arbitration",
  },
  WhatsApp: {
    ...WA_TERMS,
    checkedOn: "2026-11-28",
    section: "Special Arbitration Provision For United States Or Canada Users",
    text: "The location of the arbitration and the allocation of fees and costs for such arbitration shall be determined in accordance with the AAA Rules.",
    seen: "the archive's latest version (2026-07-23)",
  },
};

/** The fee clause of the terms a platform falls under (Threads: Instagram's), or undefined where there is no arbitration. */
export function arbitrationFeeQuote(platform: string): ArbitrationFeeQuote | undefined {
  if (platform === "Instagram" || platform === "Threads") return ARBITRATION_FEE_QUOTES.Instagram;
  if (platform === "WhatsApp") return ARBITRATION_FEE_QUOTES.WhatsApp;
  return undefined;
}

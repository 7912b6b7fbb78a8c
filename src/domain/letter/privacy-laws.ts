/**
 * State consumer privacy acts that give a right to see one's personal data. The letter names the
 * sender's state law, the right in that law's own terms, and the time it gives a business to
 * answer; states that are absent (or whose law is not yet in effect) get a general request.
 *
 * Each entry carries:
 *  - `source`: the official legislature or attorney-general page for the law where one was
 *    found; for the laws that take effect in 2027 no official text could be opened here, so it
 *    is the summary the entry rests on (their `verification` is "secondary");
 *  - `checkedVia`: the page where the response period was actually read on `checkedOn`
 *    (often a copy of the statute text, because the official pages could not be opened here);
 *  - `verification`: "statute-text" (read in the statute's wording, official or a copy),
 *    "official-page" (stated on a state government page) or "secondary" (only in summaries);
 *  - `verified`: true when the figure was read in statute text or on a state page.
 *  - `accessRight`: what the law lets the consumer ask for, in its own terms. California's CCPA
 *    speaks of a "right to know"; the other acts of a right to confirm whether a controller is
 *    processing one's personal data, to access it and to obtain a copy. Where
 *    `accessRightCitation` is absent the wording rests on the research behind this table
 *    (2026-11-23), not on a provision read again.
 * A law applies only from its `effectiveDate` (`privacyLawFor`).
 * Re-check when `checkedOn` is older than six months: several of these acts were amended in 2025.
 */

export type Verification = "statute-text" | "official-page" | "secondary";

/** The right to see one's data, as each act words it. */
export type AccessRight =
  /** CCPA: the right to know the personal information collected, including the specific pieces. */
  | "know"
  | "confirm and access"
  | "confirm, access and obtain a copy"
  /** Minnesota: access reaches the categories of personal data processed. */
  | "confirm, access the categories and obtain a copy"
  /** Indiana: the controller may send a copy or a representative summary. */
  | "confirm, access and obtain a copy or summary"
  /** Florida: a copy of the consumer's personal data, not only of the data the consumer provided. */
  | "confirm, access and obtain a copy of all";

const RIGHT_WORDS: Readonly<Record<AccessRight, string>> = {
  know: "to know the personal information you have collected about me, including the specific pieces of personal information",
  "confirm and access": "to confirm whether you are processing my personal data and to access that data",
  "confirm, access and obtain a copy":
    "to confirm whether you are processing my personal data, to access that data, and to obtain a copy of the personal data I provided to you",
  "confirm, access the categories and obtain a copy":
    "to confirm whether you are processing my personal data, to access the categories of personal data you are processing, and to obtain a copy of the personal data I provided to you",
  "confirm, access and obtain a copy or summary":
    "to confirm whether you are processing my personal data, to access that data, and to obtain a copy or a representative summary of the personal data I provided to you",
  "confirm, access and obtain a copy of all":
    "to confirm whether you are processing my personal data, to access that data, and to obtain a copy of my personal data",
};

/** The right as a letter states it, ready to follow "I have the right ". */
export function accessRightWords(right: AccessRight): string {
  return RIGHT_WORDS[right];
}

export interface PrivacyLaw {
  /** Two-letter USPS code (src/domain/letter/us-states.ts). */
  state: string;
  /** How the letter names the law, ready to follow "Under". */
  printName: string;
  shortName: string;
  accessRight: AccessRight;
  /** The provision that grants the right, where it was read. */
  accessRightCitation?: string;
  /** Days the law gives a business to respond to a request to access / obtain a copy; null when no source gave it. */
  responseDays: number | null;
  /** Extra days the business may take once, after telling the consumer; null when no source gave it. */
  extensionDays: number | null;
  citation: string;
  /** The provision that sets the response period. */
  responseCitation: string;
  /** When the consumer rights take (or took) effect (YYYY-MM-DD). */
  effectiveDate: string;
  source: string;
  checkedVia: string;
  verification: Verification;
  verified: boolean;
  note?: string;
  checkedOn: string;
}

const CHECKED_ON = "2026-11-23";
const CHECKED_TODAY = "2026-11-26";

const LAWS: readonly PrivacyLaw[] = [
  {
    state: "CA",
    printName: "the California Consumer Privacy Act, as amended by the California Privacy Rights Act (CCPA/CPRA)",
    shortName: "CCPA/CPRA",
    accessRight: "know",
    accessRightCitation: "Cal. Civ. Code §§ 1798.100, 1798.110(a)",
    responseDays: 45,
    extensionDays: 45,
    citation: "Cal. Civ. Code § 1798.100 et seq.",
    responseCitation: "Cal. Civ. Code § 1798.130(a)(2)(A); Cal. Code Regs. tit. 11, § 7021(b)",
    effectiveDate: "2020-01-01",
    source: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1798.130",
    checkedVia: "https://proteuscyber.com/privacy-database/tag/cpra/days",
    verification: "statute-text",
    verified: true,
    note: "CPRA amendments operative 2023-01-01. The regulation (§ 7021) counts 45 calendar days from receipt.",
    checkedOn: CHECKED_ON,
  },
  {
    state: "VA",
    printName: "the Virginia Consumer Data Protection Act",
    shortName: "VCDPA",
    accessRight: "confirm, access and obtain a copy",
    accessRightCitation: "Va. Code Ann. § 59.1-577(A)(1), (4)",
    responseDays: 45,
    extensionDays: 45,
    citation: "Va. Code Ann. § 59.1-575 et seq.",
    responseCitation: "Va. Code Ann. § 59.1-577(B)(1)",
    effectiveDate: "2023-01-01",
    source: "https://law.lis.virginia.gov/vacode/title59.1/chapter53/section59.1-577/",
    checkedVia: "https://aicompliancedocuments.com/products/va-consumer-rights-kit",
    verification: "secondary",
    verified: false,
    note: "The right of access is in § 59.1-577(A)(1) (read in a statute copy); the 45-day figure was only seen in a summary, subsection B was cut off in the copies found.",
    checkedOn: CHECKED_ON,
  },
  {
    state: "CO",
    printName: "the Colorado Privacy Act",
    shortName: "CPA",
    accessRight: "confirm, access and obtain a copy",
    responseDays: 45,
    extensionDays: 45,
    citation: "Colo. Rev. Stat. § 6-1-1301 et seq.",
    responseCitation: "Colo. Rev. Stat. § 6-1-1306(2)",
    effectiveDate: "2023-07-01",
    source: "https://coag.gov/resources/colorado-privacy-act/",
    checkedVia:
      "https://reggi.ai/posts/can-i/privacy/can-i-ignore-consumer-requests-for-information-or-deletion-in-colorado-what-are-the-requirements-ec54",
    verification: "secondary",
    verified: false,
    note: "Summary paraphrases § 6-1-1306 (forty-five days, extendable by forty-five); the statute text of subsection (2) was not read.",
    checkedOn: CHECKED_ON,
  },
  {
    state: "CT",
    printName: "the Connecticut Data Privacy Act",
    shortName: "CTDPA",
    accessRight: "confirm, access and obtain a copy",
    responseDays: 45,
    extensionDays: 45,
    citation: "Conn. Gen. Stat. § 42-515 et seq.",
    responseCitation: "Conn. Gen. Stat. § 42-518(c)(1)",
    effectiveDate: "2023-07-01",
    source: "https://www.cga.ct.gov/current/pub/chap_743jj.htm",
    checkedVia: "https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page166.html",
    verification: "statute-text",
    verified: true,
    note: "Statute text read in a published deskbook copy. Amendments effective 2026-07-01 were not re-read.",
    checkedOn: CHECKED_ON,
  },
  {
    state: "UT",
    printName: "the Utah Consumer Privacy Act",
    shortName: "UCPA",
    accessRight: "confirm, access and obtain a copy",
    accessRightCitation: "Utah Code Ann. § 13-61-201(1), (3)",
    responseDays: 45,
    extensionDays: 45,
    citation: "Utah Code Ann. § 13-61-101 et seq.",
    responseCitation: "Utah Code Ann. § 13-61-203(2)",
    effectiveDate: "2023-12-31",
    source: "https://le.utah.gov/xcode/Title13/Chapter61/13-61-S203.html",
    checkedVia: "https://codes.findlaw.com/ut/title-13-commerce-and-trade/ut-code-sect-13-61-203/",
    verification: "statute-text",
    verified: true,
    checkedOn: CHECKED_ON,
  },
  {
    state: "TX",
    printName: "the Texas Data Privacy and Security Act",
    shortName: "TDPSA",
    accessRight: "confirm, access and obtain a copy",
    accessRightCitation: "Tex. Bus. & Com. Code § 541.051(b)(1), (4)",
    responseDays: 45,
    extensionDays: 45,
    citation: "Tex. Bus. & Com. Code ch. 541",
    responseCitation: "Tex. Bus. & Com. Code § 541.052(b)",
    effectiveDate: "2024-07-01",
    source: "https://statutes.capitol.texas.gov/Docs/BC/htm/BC.541.htm",
    checkedVia: "https://codes.findlaw.com/tx/business-and-commerce-code/bus-com-sect-541-052/",
    verification: "statute-text",
    verified: true,
    note: "The TDPSA has no \"right to know\" (that is the CCPA's term): § 541.051(b)(1) gives the right to confirm whether a controller is processing the consumer's personal data and to access it, and (b)(4) the right to obtain a copy of data the consumer provided, if available in digital form. Read on 2026-11-26 in a copy of § 541.051 (codes.findlaw.com/tx/business-and-commerce-code/bus-com-sect-541-051/).",
    checkedOn: CHECKED_ON,
  },
  {
    state: "OR",
    printName: "the Oregon Consumer Privacy Act",
    shortName: "OCPA",
    accessRight: "confirm, access and obtain a copy",
    responseDays: 45,
    extensionDays: 45,
    citation: "Or. Rev. Stat. §§ 646A.570–646A.589",
    responseCitation: "Or. Rev. Stat. § 646A.576(5)(a)",
    effectiveDate: "2024-07-01",
    source: "https://doj.state.or.us/media-home/news-media-releases/faq_category/business-privacy-faqs/page/2",
    checkedVia: "https://www.myctrl.tools/frameworks/or-cpa/section-4-5-a",
    verification: "official-page",
    verified: true,
    note: "The Oregon DOJ FAQ states 45 days plus a possible 45-day extension; the enacted text (SB 619 § 4(5)(a)) says the same.",
    checkedOn: CHECKED_ON,
  },
  {
    state: "MT",
    printName: "the Montana Consumer Data Privacy Act",
    shortName: "MCDPA",
    accessRight: "confirm, access and obtain a copy",
    responseDays: 45,
    extensionDays: 45,
    citation: "Mont. Code Ann. § 30-14-2801 et seq.",
    responseCitation: "Mont. Code Ann. § 30-14-2808",
    effectiveDate: "2024-10-01",
    source:
      "https://archive.legmt.gov/bills/MCA/title_0300/chapter_0140/part_0280/section_0080/0300-0140-0280-0080.html",
    checkedVia: "https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page258.html",
    verification: "statute-text",
    verified: true,
    note: "Read in the enacted bill text (SB 384, section 5(4)(a)); 2025 amendments were not re-read.",
    checkedOn: CHECKED_ON,
  },
  {
    state: "IA",
    printName: "the Iowa Consumer Data Protection Act (Iowa Code chapter 715D)",
    shortName: "ICDPA",
    accessRight: "confirm, access and obtain a copy",
    accessRightCitation: "Iowa Code § 715D.3(1)(a), (c)",
    responseDays: 90,
    extensionDays: 45,
    citation: "Iowa Code ch. 715D",
    responseCitation: "Iowa Code § 715D.3(2)",
    effectiveDate: "2025-01-01",
    source: "https://www.legis.iowa.gov/docs/code/715D.3.pdf",
    checkedVia: "https://www.datanuance.co/checklists/iowa",
    verification: "secondary",
    verified: false,
    note: "Ninety days (extendable by forty-five) is stated by several summaries citing § 715D.3(2); the statute text of that subsection was not read. The access right itself (§ 715D.3(1)(a), (c)) was read in a statute copy.",
    checkedOn: CHECKED_ON,
  },
  {
    state: "DE",
    printName: "the Delaware Personal Data Privacy Act",
    shortName: "DPDPA",
    accessRight: "confirm, access and obtain a copy",
    responseDays: 45,
    extensionDays: 45,
    citation: "Del. Code Ann. tit. 6, § 12D-101 et seq.",
    responseCitation: "Del. Code Ann. tit. 6, § 12D-104(c)(1)",
    effectiveDate: "2025-01-01",
    source: "https://delcode.delaware.gov/title6/c012d/index.html",
    checkedVia: "https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page183.html",
    verification: "statute-text",
    verified: true,
    checkedOn: CHECKED_ON,
  },
  {
    state: "NH",
    printName: "the New Hampshire Data Privacy Act (RSA chapter 507-H)",
    shortName: "NHDPA",
    accessRight: "confirm, access and obtain a copy",
    responseDays: 45,
    extensionDays: 45,
    citation: "N.H. Rev. Stat. Ann. ch. 507-H",
    responseCitation: "N.H. Rev. Stat. Ann. § 507-H:4",
    effectiveDate: "2025-01-01",
    source: "https://www.doj.nh.gov/data-privacy-enforcement",
    checkedVia: "https://iubenda.com/en/help/167775-new-hampshire-data-protection-act-overview",
    verification: "secondary",
    verified: false,
    note: "The NH DOJ page confirms the law and the access/copy rights from 2025-01-01; the 45-day figure was only seen in summaries.",
    checkedOn: CHECKED_ON,
  },
  {
    state: "NJ",
    printName: "the New Jersey Data Privacy Act",
    shortName: "NJDPA",
    accessRight: "confirm, access and obtain a copy",
    responseDays: 45,
    extensionDays: 45,
    citation: "N.J. Stat. Ann. § 56:8-166.4 et seq.",
    responseCitation: "N.J. Stat. Ann. § 56:8-166.7(a)",
    effectiveDate: "2025-01-15",
    source: "https://www.njleg.state.nj.us/bill-search/2022/S332",
    checkedVia:
      "https://casetext.com/statute/new-jersey-statutes/title-56-trade-names-trade-marks-and-unfair-trade-practices/chapter-568/section-568-1667-effective-1152025-personal-data-controller-verified-request-consumer-response-period",
    verification: "statute-text",
    verified: true,
    checkedOn: CHECKED_ON,
  },
  {
    state: "NE",
    printName: "the Nebraska Data Privacy Act",
    shortName: "NDPA",
    accessRight: "confirm, access and obtain a copy",
    responseDays: 45,
    extensionDays: 45,
    citation: "Neb. Rev. Stat. § 87-1101 et seq.",
    responseCitation: "Neb. Rev. Stat. § 87-1108(2)",
    effectiveDate: "2025-01-01",
    source: "https://nebraskalegislature.gov/laws/statutes.php?statute=87-1108",
    checkedVia: "https://codes.findlaw.com/ne/chapter-87-trade-practices/ne-rev-st-sect-87-1108/",
    verification: "statute-text",
    verified: true,
    checkedOn: CHECKED_ON,
  },
  {
    state: "TN",
    printName: "the Tennessee Information Protection Act",
    shortName: "TIPA",
    accessRight: "confirm, access and obtain a copy",
    responseDays: 45,
    extensionDays: 45,
    citation: "Tenn. Code Ann. § 47-18-3301 et seq.",
    responseCitation: "Tenn. Code Ann. § 47-18-3304(b)(1)",
    effectiveDate: "2025-07-01",
    source: "https://wapp.capitol.tn.gov/apps/BillInfo/Default.aspx?BillNumber=HB1181&GA=113",
    checkedVia: "https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page342.html",
    verification: "statute-text",
    verified: true,
    note: "Applies only to businesses with over $25 million revenue that also meet a consumer-count test.",
    checkedOn: CHECKED_ON,
  },
  {
    state: "MN",
    printName: "the Minnesota Consumer Data Privacy Act",
    shortName: "MCDPA",
    accessRight: "confirm, access the categories and obtain a copy",
    accessRightCitation: "Minn. Stat. § 325M.14",
    responseDays: 45,
    extensionDays: 45,
    citation: "Minn. Stat. §§ 325M.10–325M.21",
    responseCitation: "Minn. Stat. § 325M.14",
    effectiveDate: "2025-07-31",
    source: "https://www.ag.state.mn.us/Data-Privacy/Business/Controller/Structural-Obligations.asp",
    checkedVia: "https://www.ag.state.mn.us/Data-Privacy/Business/Controller/Structural-Obligations.asp",
    verification: "official-page",
    verified: true,
    note: "Rights read at revisor.mn.gov/statutes/cite/325M.14: access covers the categories of data processed, and a copy covers data the consumer provided.",
    checkedOn: CHECKED_ON,
  },
  {
    state: "MD",
    printName: "the Maryland Online Data Privacy Act",
    shortName: "MODPA",
    accessRight: "confirm, access and obtain a copy",
    accessRightCitation: "Md. Code Ann., Com. Law § 14-4705(b)",
    responseDays: 45,
    extensionDays: 45,
    citation: "Md. Code Ann., Com. Law § 14-4701 et seq.",
    responseCitation: "Md. Code Ann., Com. Law § 14-4705",
    effectiveDate: "2025-10-01",
    source: "https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gcl&section=14-4705",
    checkedVia: "https://magnifyi.com/governor-signs-new-maryland-online-data-protection-act-of-2024",
    verification: "secondary",
    verified: false,
    note: "Access/copy rights read in a copy of § 14-4705(b) (enacted as § 14-4605); the 45-day figure only in summaries. The Act does not apply to processing before 2026-04-01.",
    checkedOn: CHECKED_ON,
  },
  {
    state: "IN",
    printName: "the Indiana Consumer Data Protection Act",
    shortName: "INCDPA",
    accessRight: "confirm, access and obtain a copy or summary",
    responseDays: 45,
    extensionDays: 45,
    citation: "Ind. Code art. 24-15",
    responseCitation: "Ind. Code § 24-15-3-1(c)(1)",
    effectiveDate: "2026-01-01",
    source: "https://iga.in.gov/laws/2025/ic/titles/24",
    checkedVia: "https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page199.html",
    verification: "statute-text",
    verified: true,
    note: "The controller may send a copy or a representative summary of the data the consumer provided.",
    checkedOn: CHECKED_ON,
  },
  {
    state: "KY",
    printName: "the Kentucky Consumer Data Protection Act",
    shortName: "KCDPA",
    accessRight: "confirm, access and obtain a copy",
    accessRightCitation: "Ky. Rev. Stat. § 367.3615(2)",
    responseDays: 45,
    extensionDays: 45,
    citation: "Ky. Rev. Stat. §§ 367.3611–367.3629",
    responseCitation: "Ky. Rev. Stat. § 367.3615",
    effectiveDate: "2026-01-01",
    source: "https://apps.legislature.ky.gov/record/24rs/hb15.html",
    checkedVia:
      "https://www.recordinglaw.com/us-laws/data-privacy-laws/kentucky-data-privacy-laws/kcdpa-consumer-rights/",
    verification: "secondary",
    verified: false,
    note: "Access/copy rights read in a copy of § 367.3615(2); the 45-day figure only in a summary.",
    checkedOn: CHECKED_ON,
  },
  {
    state: "RI",
    printName: "the Rhode Island Data Transparency and Privacy Protection Act",
    shortName: "RIDTPPA",
    accessRight: "confirm, access and obtain a copy",
    responseDays: 45,
    extensionDays: 45,
    citation: "R.I. Gen. Laws § 6-48.1-1 et seq.",
    responseCitation: "R.I. Gen. Laws § 6-48.1-6(b)(1)",
    effectiveDate: "2026-01-01",
    source: "http://webserver.rilin.state.ri.us/Statutes/TITLE6/6-48.1/6-48.1-6.htm",
    checkedVia: "http://webserver.rilin.state.ri.us/Statutes/TITLE6/6-48.1/6-48.1-6.htm",
    verification: "official-page",
    verified: true,
    note: 'The Act calls the individual a "customer", not a "consumer".',
    checkedOn: CHECKED_ON,
  },
  {
    state: "FL",
    printName: "the Florida Digital Bill of Rights",
    shortName: "FDBR",
    accessRight: "confirm, access and obtain a copy of all",
    accessRightCitation: "Fla. Stat. § 501.705(2)(a), (d)",
    responseDays: 45,
    extensionDays: 15,
    citation: "Fla. Stat. §§ 501.701–501.722",
    responseCitation: "Fla. Stat. § 501.706(2)",
    effectiveDate: "2024-07-01",
    source: "https://www.flsenate.gov/Session/Bill/2023/262/BillText/er/HTML",
    checkedVia: "https://lawserver.com/law/state/florida/statutes/florida_statutes_501-706",
    verification: "statute-text",
    verified: true,
    note: "Applies only to very large controllers: over $1 billion in global gross annual revenue plus one of: at least 50% of revenue from online advertising, a consumer smart speaker and voice command service, or an app store offering at least 250,000 apps (Fla. Stat. § 501.702; the official page was opened but the definition was cut off, so the thresholds were read in summaries). § 501.706(2): 45 days, extendable once by 15 days, read in two copies of the statute text (also online.flipbuilder.com/bzaa/mvgs/files/basic-html/page244.html). § 501.705(2)(a) gives the right “to confirm whether a controller is processing the consumer's personal data and to access the personal data” and (2)(d) the right “to obtain a copy of the consumer's personal data in a portable and, to the extent technically feasible, readily usable format if the data is available in a digital format”: unlike Virginia's, the copy is not limited to data the consumer provided. That wording was read on 2026-11-28 in a copy of the statute text (vermilliondreams.com/?p=726) and a summary quoting it (cliclaw.com); the official Florida pages could not be opened here. The 2024-07-01 start was read only in summaries (cliclaw.com, transcend.io).",
    checkedOn: "2026-11-28",
  },
  {
    state: "OK",
    printName: "the Oklahoma Data Privacy Act (Senate Bill 546)",
    shortName: "SB 546",
    accessRight: "confirm, access and obtain a copy",
    responseDays: 45,
    extensionDays: 45,
    citation: "Okla. Stat. tit. 75A, §§ 300–315 (SB 546, 2026)",
    responseCitation: "SB 546 (2026); the section was not read",
    effectiveDate: "2027-01-01",
    source: "https://www.cookieyes.com/blog/oklahoma-data-privacy-act/",
    checkedVia: "https://mlifenews.xyz/2026/04/11/ok-data-privacy-act-creates-framework-giving-consumers-new-rights",
    verification: "secondary",
    verified: false,
    note: "Signed 2026-03-20, in effect 2027-01-01 (several summaries agree; okbusinessvoice.com also gives 45 days). The enrolled text was not found on oklegislature.gov; the 45-day extension, the rights wording and the codification were read only in summaries. Summaries also call it the Oklahoma Consumer Data Privacy Act.",
    checkedOn: CHECKED_TODAY,
  },
  {
    state: "LA",
    printName: "the Louisiana Data Privacy Act",
    shortName: "LDPA",
    accessRight: "confirm, access and obtain a copy",
    responseDays: null,
    extensionDays: null,
    citation: "La. R.S. 51:1780.1–1780.5 (Act No. 502 of 2026, SB 386)",
    responseCitation: "not found",
    effectiveDate: "2027-01-01",
    source: "https://www.dwt.com/blogs/privacy--security-law-blog/2026/06/louisiana-data-privacy-act-sb-386",
    checkedVia:
      "https://rmaintl.org/member-alert-louisiana-enacts-comprehensive-consumer-data-privacy-law-with-glba-exemptions/",
    verification: "secondary",
    verified: false,
    note: "Signed 2026-05-29 as Act No. 502, in effect 2027-01-01 (summaries: Davis Wright Tremaine, Bass Berry, clym.io). The right to confirm, access and obtain a copy was read in summaries; no summary or official text read gave the response period, so the letter names none.",
    checkedOn: CHECKED_TODAY,
  },
  {
    state: "AL",
    printName: "the Alabama Personal Data Protection Act",
    shortName: "APDPA",
    accessRight: "confirm, access and obtain a copy",
    responseDays: 45,
    extensionDays: 45,
    citation: "Ala. Act No. 2026-552 (HB 351)",
    responseCitation: "Act No. 2026-552; the section was not read",
    effectiveDate: "2027-05-01",
    source: "https://www.thewbkfirm.com/industry/alabama-enacts-consumer-data-privacy-law",
    checkedVia:
      "https://www.legaltechdigest.com/news/alabama-legislature-unanimously-passes-sweeping-personal-data-law",
    verification: "secondary",
    verified: false,
    note: "Enacted 2026-04-17 (billtrack50.com), in effect 2027-05-01 (several summaries agree). 45 days plus a possible 45-day extension and the rights (confirm, access, correct, delete, obtain a copy) were read only in summaries; the enrolled text was not opened.",
    checkedOn: CHECKED_TODAY,
  },
];

export const PRIVACY_LAWS: readonly PrivacyLaw[] = Object.freeze(LAWS.map((law) => Object.freeze({ ...law })));

/** Today's date in UTC, YYYY-MM-DD. */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The consumer privacy act of a state ("ca" or "CA") in effect on `onDay` (YYYY-MM-DD, default
 * today in UTC), or undefined when the state has none in effect that day.
 */
export function privacyLawFor(state: string, onDay: string = todayUtc()): PrivacyLaw | undefined {
  const code = state.trim().toUpperCase();
  return PRIVACY_LAWS.find((law) => law.state === code && onDay >= law.effectiveDate);
}

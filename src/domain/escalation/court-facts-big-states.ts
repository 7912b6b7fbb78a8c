import {
  type BigState,
  type OtherState,
  STATE_COURT_BASICS,
  type StateCourtBasics,
} from "./court-facts-other-states.ts";
import { known, knownOn28, official, type Sourced, summary, unknown } from "./sourced-facts.ts";

/**
 * Small-claims facts for the states in `BIG_STATES` (the ten most populous, Washington and Vermont),
 * each with its source and the day it was checked (decision 0028; the shared rules are at the top
 * of `sourced-facts.ts`). Courts inside a state with their own rules (Philadelphia, New York City)
 * are in `local-courts.ts`.
 * Where a state has no statewide page, a county court's page stands for the rule, and the note
 * says so: amounts and fees can differ from county to county.
 */

/** A cap on how many large claims one person may file in a period (California's rule). */
export interface YearlyCap {
  claims: number;
  overDollars: number;
  period: string;
}

/** Filing fee: `low`/`high` in dollars when the source gives amounts, and a plain-English line. */
export interface FilingFee {
  low: number | null;
  high: number | null;
  text: string;
  /** True where each county or court sets its own fee, so the figures are one court's. */
  setLocally: boolean;
}

export interface LawyersRule {
  allowed: "yes" | "no" | "limited";
  note: string;
}

export interface ServiceRule {
  /** How the defendant is served, in one sentence. */
  how: string;
  /** Whether the clerk (or court) serves by certified mail; null when no source said. */
  clerkCertifiedMail: boolean | null;
}

export interface StateCourtFacts extends StateCourtBasics {
  /** The most an individual may claim, in dollars. */
  claimLimit: Sourced<number>;
  yearlyCap: Sourced<YearlyCap>;
  filingFee: Sourced<FilingFee>;
  lawyers: Sourced<LawyersRule>;
  /** Where a claim against an out-of-state company may be filed, in one plain sentence. */
  venue: Sourced<string>;
  service: Sourced<ServiceRule>;
}

export type StateCourtLookup =
  | { state: BigState; detail: "full"; facts: StateCourtFacts }
  | { state: OtherState; detail: "basic"; facts: StateCourtBasics };

const NO_YEARLY_CAP = unknown(
  "No yearly limit on the number of large claims was found in the sources checked; ask the court.",
);

const CA_SELF_HELP = official(
  "https://selfhelp.courts.ca.gov/small-claims-california",
  "California Courts Self-Help Guide: Small claims in California",
);
const TX_LIBRARY = "https://guides.sll.texas.gov/small-claims";
const NYC_GENERAL = official(
  "https://nycourts.gov/courts/nyc/smallclaims/general.shtml",
  "NYC Civil Court: Small Claims, general information",
);
const MI_47TH = official(
  "https://www.fhgov.com/47dc/small-claims",
  "47th District Court (Farmington Hills): Small Claims",
);
const GA_PIERCE = official("https://piercecountyga.gov/magistrate-court", "Pierce County, Georgia: Magistrate Court");
const NC_COURTS = official(
  "https://www.nccourts.gov/help-topics/lawsuits-and-small-claims/small-claims",
  "North Carolina Judicial Branch: Small Claims",
);
const WILL_CLERK = official(
  "https://www.circuitclerkofwillcounty.com/Civil/Small-Claims",
  "Will County Circuit Clerk: Small Claims",
);
const FULTON_OH = official(
  "https://fultoncountyoh.com/516/How-to-File-a-Claim-for-Small-Claims-Cou",
  "Fulton County, Ohio: How to File a Claim for Small Claims Court",
);
const CIVILCASE_NC = summary(
  "https://civilcase.com/small-claims/north-carolina",
  "CivilCase: North Carolina small claims court guide",
);

const WA_AG_GUIDE = official(
  "https://www.atg.wa.gov/small-claims-court-0",
  "Washington Attorney General: Small claims court (from the courts' small claims guide)",
);
const WA_CLALLAM = official(
  "https://clallamcountywa.gov/300/Small-Claims",
  "Clallam County District Court: Small Claims",
);
const VT_SMALL_CLAIMS = official(
  "https://www.vermontjudiciary.org/GTC/civil/smallclaims.aspx",
  "Vermont Judiciary, Civil Division: Small Claims",
);
const VT_SUING = official(
  "https://www.vermontjudiciary.org/index.php/civil/suing-and-being-sued",
  "Vermont Judiciary: Suing and being sued",
);
const VT_CIVIL_FAQ = official(
  "https://www.vermontjudiciary.org/GTC/Civil/FAQS.aspx",
  "Vermont Judiciary, Civil Division: Frequently asked questions",
);

const COUNTY_PAGE = "A county court's page: amounts can differ in other counties.";

export const STATE_COURT_FACTS: Readonly<Record<BigState, StateCourtFacts>> = {
  CA: {
    claimLimit: known(12_500, CA_SELF_HELP, { note: "Businesses and other non-individuals: $6,250." }),
    yearlyCap: known(
      { claims: 2, overDollars: 2_500, period: "calendar year, in all California courts" },
      official(
        "https://saccourt.ca.gov/general/virtual-courthouse/cmjc/small-claims.aspx",
        "Superior Court of California, County of Sacramento: Small Claims",
      ),
      { note: "Code of Civil Procedure § 116.231. The same page gave an older overall limit ($10,000) when checked." },
    ),
    filingFee: known(
      {
        low: 30,
        high: 100,
        text: "$30 to $100, by the amount claimed and how many claims you filed in the last 12 months",
        setLocally: false,
      },
      CA_SELF_HELP,
    ),
    lawyers: known(
      {
        allowed: "no",
        note: "Neither side may have a lawyer speak for them at the hearing; either may get advice beforehand.",
      },
      CA_SELF_HELP,
    ),
    venue: known(
      "Where the defendant lives or does business, or where the contract was signed or was to be carried out; a consumer may also sue where they live now or lived when the contract was made.",
      official(
        "https://smallclaims.cc-courthelp.org/index.cfm?fuseaction=Page.ViewPage&pageId=4756&stopRedirect=1",
        "Superior Court of California, County of Contra Costa, self-help: where to file a small claims case",
      ),
    ),
    service: known(
      {
        how: "An adult not in the case, a sheriff or registered process server delivers the claim, or the clerk mails it by certified mail for a fee.",
        clerkCertifiedMail: true,
      },
      official("https://www4.courts.ca.gov/9742.htm", "California Courts: Serve your small claims case"),
      { note: "Code of Civil Procedure § 116.340(a)." },
    ),
    writtenContractLimit: known(
      { years: 4, citation: "Cal. Code Civ. Proc. § 337(a)" },
      summary(
        "https://self-law.org/code/ca/code-of-civil-procedure/337",
        "Self-Law: California Code of Civil Procedure § 337",
      ),
    ),
    selfHelpUrl: known("https://selfhelp.courts.ca.gov/small-claims-california", CA_SELF_HELP),
  },
  TX: {
    claimLimit: knownOn28(
      20_000,
      official(`${TX_LIBRARY}/general-information`, "Texas State Law Library: Small claims, general information"),
      { note: "Justice court small claims cases." },
    ),
    yearlyCap: NO_YEARLY_CAP,
    filingFee: known(
      {
        low: 54,
        high: 54,
        text: "$54 to file (since January 1, 2022), plus a fee to serve each defendant",
        setLocally: false,
      },
      official(
        "https://www.tarrantcountytx.gov/en/justice-of-the-peace-courts/justice-1/important-notice.html",
        "Tarrant County Justice of the Peace, Precinct 1: Important notice (filing fees)",
      ),
      {
        alsoSources: [
          official("https://randallcounty.gov/243/Civil", "Randall County, Texas: Civil (justice court fees)"),
        ],
      },
    ),
    lawyers: known(
      { allowed: "yes", note: "Either side may hire a lawyer; none is needed." },
      official("https://dentoncounty.gov/822/501---Citation-Service", "Denton County: Rule 501 citation and service"),
    ),
    venue: known(
      "Where the defendant lives or where the written contract was to be performed; if the defendant does not live in Texas, in the county and precinct where you live.",
      official(`${TX_LIBRARY}/filing-information`, "Texas State Law Library: Small claims, filing information"),
      { note: "Texas Rule of Civil Procedure 502.4." },
    ),
    service: known(
      {
        how: "A sheriff, constable or certified process server delivers the citation, or the clerk sends it by registered or certified mail.",
        clerkCertifiedMail: true,
      },
      official(`${TX_LIBRARY}/serving-the-defendant`, "Texas State Law Library: Small claims, serving the defendant"),
      { note: "Texas Rule of Civil Procedure 501.2." },
    ),
    writtenContractLimit: known(
      { years: 4, citation: "Tex. Civ. Prac. & Rem. Code § 16.004(a)(3)" },
      summary(
        "https://law.justia.com/codes/texas/2019/civil-practice-and-remedies-code/title-2/subtitle-b/chapter-16/subchapter-a/section-16-004",
        "Justia: Texas Civil Practice and Remedies Code § 16.004",
      ),
      {
        note: "The section gives four years for a claim on a debt; ask the court which limit applies to your claim. The legislature's own copy was not in the sources searched.",
      },
    ),
    selfHelpUrl: known(TX_LIBRARY, official(TX_LIBRARY, "Texas State Law Library: Small claims cases")),
  },
  FL: {
    claimLimit: known(
      8_000,
      official("https://www.alachuacounty.us/Depts/Clerk/Pages/SmallClaims.aspx", "Alachua County Clerk: Small Claims"),
      { note: "Not counting costs." },
    ),
    yearlyCap: NO_YEARLY_CAP,
    filingFee: knownOn28(
      {
        low: 55,
        high: 300,
        text: "$55 (claims under $100), $80 (up to $500), $175 (up to $2,500) or $300 (up to $8,000), plus service",
        setLocally: false,
      },
      official("https://www.martinclerk.com/225/County-Civil", "Martin County Clerk: County Civil fees"),
      {
        note: "Florida statute sets these fees, so they are the same in every county (Holmes County Clerk); Monroe County's schedule gives the same amounts.",
        alsoSources: [
          official("https://holmesclerk.com/courts/county-civil/", "Holmes County Clerk: County Civil"),
          official("https://monroe-clerk.com/fee-schedule-main", "Monroe County Clerk: Fee schedule"),
        ],
      },
    ),
    lawyers: known(
      { allowed: "yes", note: "A lawyer is not needed, but either side may have one." },
      official("https://holmesclerk.com/courts/county-civil/", "Holmes County Clerk: County Civil"),
    ),
    venue: known(
      "Where the defendant lives, where the events happened, where the contract was made, where payment was due, or a place the contract names.",
      summary(
        "https://www.nolo.com/legal-encyclopedia/florida-county-court-small-claims-actions-an-overview.html",
        "Nolo: Florida County Court small claims actions, an overview",
      ),
    ),
    service: known(
      {
        how: "The sheriff delivers the papers, or the clerk mails them by certified mail with return receipt; a company is served through an officer or its registered agent.",
        clerkCertifiedMail: true,
      },
      official("https://waltonclerk.com/smallclaims", "Walton County Clerk: Small Claims"),
      { note: "The clerk's certified mail is only for a defendant in Florida." },
    ),
    writtenContractLimit: known(
      { years: 5, citation: "Fla. Stat. § 95.11(2)(b)" },
      official("https://flsenate.gov/Laws/Statutes/2020/0095.11", "The Florida Senate: 2020 Florida Statutes § 95.11"),
    ),
    selfHelpUrl: known(
      "https://www.citrusclerk.org/190/Small-Claims",
      official("https://www.citrusclerk.org/190/Small-Claims", "Citrus County Clerk: Small Claims"),
      { note: "A county clerk's page; no statewide page was found." },
    ),
  },
  NY: {
    claimLimit: known(10_000, NYC_GENERAL, {
      note: "New York City; small claims courts outside the city have lower limits.",
    }),
    yearlyCap: NO_YEARLY_CAP,
    filingFee: known(
      { low: 15, high: 20, text: "$15 for claims up to $1,000; $20 above that", setLocally: false },
      official("https://www.nycourts.gov/courthelp/faqs/smallclaims.html", "NY CourtHelp: Small claims FAQ"),
    ),
    lawyers: known({ allowed: "yes", note: "You may hire a lawyer, but you do not need one." }, NYC_GENERAL),
    venue: known(
      "In New York City small claims, only if the defendant lives, works, or has a business office in the city.",
      official(
        "https://www.nysenate.gov/legislation/laws/CCA/1801",
        "New York State Senate: NYC Civil Court Act § 1801",
      ),
      { note: "A company with none of these in the city cannot be sued in its small claims court." },
    ),
    service: known(
      {
        how: "The clerk mails the notice of claim to the defendant by first-class mail and by certified mail, return receipt requested.",
        clerkCertifiedMail: true,
      },
      official(
        "https://www.nysenate.gov/legislation/laws/CCA/1803",
        "New York State Senate: NYC Civil Court Act § 1803",
      ),
      { note: "Sent to the company's office in the city." },
    ),
    writtenContractLimit: known(
      { years: 6, citation: "N.Y. C.P.L.R. § 213(2)" },
      summary("https://law.justia.com/codes/new-york/2022/cvp/article-2/213/", "Justia: New York CPLR § 213"),
      { note: "The legislature's own copy was not in the sources searched." },
    ),
    selfHelpUrl: known("https://nycourts.gov/courts/nyc/smallclaims/general.shtml", NYC_GENERAL, {
      note: "New York City's page.",
    }),
  },
  PA: {
    claimLimit: known(
      12_000,
      official(
        "https://www.cumberlandcountypa.gov/FAQ.aspx?QID=329",
        "Cumberland County, Pennsylvania: FAQ (magisterial district courts)",
      ),
      { note: "Magisterial district courts; not counting costs and interest." },
    ),
    yearlyCap: NO_YEARLY_CAP,
    filingFee: known(
      {
        low: 116.25,
        high: 261.75,
        text: "About $116 to $262 for filing and serving one defendant, by amount claimed and how it is served",
        setLocally: true,
      },
      official(
        "https://adamscountypa.gov/courts/51-3-03/feeschedule",
        "Adams County Magisterial District Court 51-3-03: fee schedule",
      ),
      { note: COUNTY_PAGE },
    ),
    lawyers: known(
      { allowed: "yes", note: "You may speak for yourself or have a lawyer." },
      official("https://cumberlandcountypa.gov/1976/FAQs", "Cumberland County, Pennsylvania: FAQs"),
    ),
    venue: knownOn28(
      "Against a company, in a magisterial district where its registered office or principal place of business is, where it regularly conducts business, or where the claim arose or the transaction took place.",
      official(
        "https://pacodeandbulletin.gov/Display/pacode?d=reduce&file=%2Fsecure%2Fpacode%2Fdata%2F246%2Fchapter300%2Fs302.html",
        "Pennsylvania Code: 246 Pa. Code Rule 302, venue (minor courts)",
      ),
      { note: "Rule 302(C). A complaint filed in the wrong district is transferred, not dismissed (Rule 302(H))." },
    ),
    service: known(
      {
        how: "The court sends the complaint by certified or restricted-delivery mail, or a constable delivers it.",
        clerkCertifiedMail: true,
      },
      official(
        "https://adamscountypa.gov/courts/51-3-03/feeschedule",
        "Adams County Magisterial District Court 51-3-03: fee schedule",
      ),
      { note: "The fee schedule lists the mail and constable costs." },
    ),
    writtenContractLimit: knownOn28(
      { years: 4, citation: "42 Pa.C.S. § 5525(a)(8)" },
      official(
        "https://www.legis.state.pa.us/WU01/LI/LI/CT/HTM/42/00.055.025.000..HTM",
        "Pennsylvania General Assembly: 42 Pa.C.S. § 5525, four year limitation",
      ),
    ),
    selfHelpUrl: known(
      "https://www.palawhelp.org/resource/magisterial-district-judge-court-filing-suit",
      summary(
        "https://www.palawhelp.org/resource/magisterial-district-judge-court-filing-suit",
        "PALawHELP: Magisterial District Judge court, filing suit",
      ),
      { note: "A legal-aid guide; no official statewide court page was found." },
    ),
  },
  IL: {
    claimLimit: known(10_000, WILL_CLERK, {
      alsoSources: [
        official(
          "https://co.madison.il.us/departments/circuit_clerk/small_claims_court.php",
          "Madison County Circuit Clerk: Small Claims Court",
        ),
      ],
    }),
    yearlyCap: NO_YEARLY_CAP,
    filingFee: known(
      { low: null, high: null, text: "Set by each county's circuit clerk, by the amount claimed", setLocally: true },
      official(
        "https://www.co.kendall.il.us/offices/circuit-clerk/small-claims-court",
        "Kendall County Circuit Clerk: Small Claims Court",
      ),
    ),
    lawyers: known(
      {
        allowed: "yes",
        note: "A person may speak for themselves or have a lawyer; a company bringing a claim needs a lawyer.",
      },
      official(
        "https://co.madison.il.us/departments/circuit_clerk/small_claims_court.php",
        "Madison County Circuit Clerk: Small Claims Court",
      ),
    ),
    venue: known(
      "Where the defendant lives or where the transaction happened; if no defendant lives in Illinois, in any county.",
      official(
        "https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=073500050K2-101",
        "Illinois General Assembly: 735 ILCS 5/2-101",
      ),
      {
        note: "A company licensed to do business in Illinois counts as living where it has an office or does business (735 ILCS 5/2-102).",
      },
    ),
    service: known(
      {
        how: "Certified mail sent by the circuit clerk, the sheriff, or a private process server.",
        clerkCertifiedMail: true,
      },
      WILL_CLERK,
    ),
    writtenContractLimit: known(
      { years: 10, citation: "735 ILCS 5/13-206" },
      official(
        "https://ilga.gov/legislation/ilcs/documents/073500050K13-206.htm",
        "Illinois General Assembly: 735 ILCS 5/13-206",
      ),
    ),
    selfHelpUrl: known("https://www.circuitclerkofwillcounty.com/Civil/Small-Claims", WILL_CLERK, {
      note: "A county clerk's page; no statewide page was found.",
    }),
  },
  OH: {
    claimLimit: known(
      6_000,
      official(
        "https://oberlinmunicipalcourt.org/general-information/self-representation/",
        "Oberlin Municipal Court: Self-representation",
      ),
    ),
    yearlyCap: NO_YEARLY_CAP,
    filingFee: known(
      {
        low: null,
        high: null,
        text: "Set by each court; Kettering Municipal Court charges $55, plus $15 for each extra defendant",
        setLocally: true,
      },
      official(
        "https://ketteringmunicipalcourt.com/civil-small-claims/fee-schedule-costs",
        "Kettering Municipal Court: Civil and small claims fee schedule",
      ),
    ),
    lawyers: known(
      { allowed: "yes", note: "Anyone may bring a lawyer." },
      official("https://belmontcountycourts.com/small-claims-court", "Belmont County Courts: Small Claims Court"),
    ),
    venue: known(
      "In the court for the area where the defendant is located or where the transaction took place.",
      FULTON_OH,
    ),
    service: known(
      { how: "The clerk sends the complaint to the defendant by certified mail.", clerkCertifiedMail: true },
      FULTON_OH,
    ),
    writtenContractLimit: known(
      { years: 6, citation: "Ohio Rev. Code § 2305.06" },
      summary(
        "https://woodlamping.com/ohio-revises-statutes-of-limitation-relating-to-contract-claims",
        "Wood + Lamping: Ohio revises statutes of limitation relating to contract claims",
      ),
      { note: "Six years since June 16, 2021 (it was eight); older breaches may follow transition rules." },
    ),
    selfHelpUrl: known("https://fultoncountyoh.com/516/How-to-File-a-Claim-for-Small-Claims-Cou", FULTON_OH, {
      note: "A county page; no statewide page was found.",
    }),
  },
  GA: {
    claimLimit: known(15_000, GA_PIERCE, { note: "Magistrate court." }),
    yearlyCap: NO_YEARLY_CAP,
    filingFee: known(
      { low: 100, high: 107, text: "About $100 to $107 in the counties checked; set by each county", setLocally: true },
      GA_PIERCE,
      {
        note: "Pierce County: $100 (from July 2024); Putnam County: $107 including $50 for service.",
        alsoSources: [official("https://putnamcountymagistrate.com/faqs/", "Putnam County Magistrate Court: FAQs")],
      },
    ),
    lawyers: known({ allowed: "yes", note: "A lawyer is optional." }, GA_PIERCE),
    venue: known(
      "In the county where the defendant lives; a company, where it has an office or its registered agent.",
      GA_PIERCE,
    ),
    service: known(
      {
        how: "A marshal or sheriff delivers the papers; a company is served through its registered agent or an officer.",
        clerkCertifiedMail: null,
      },
      official(
        "https://dekalbstatecourt.net/marshals-office/civil-filings-and-services/",
        "DeKalb County Marshal's Office: Civil filings and services",
      ),
      { note: "No source said whether the clerk serves by certified mail." },
    ),
    writtenContractLimit: known(
      { years: 6, citation: "O.C.G.A. § 9-3-24" },
      summary(
        "https://law.justia.com/codes/georgia/2021/title-9/chapter-3/article-2/section-9-3-24/",
        "Justia: Georgia Code § 9-3-24",
      ),
    ),
    selfHelpUrl: known("https://piercecountyga.gov/magistrate-court", GA_PIERCE, {
      note: "A county magistrate court's page; no statewide page was found.",
    }),
  },
  NC: {
    claimLimit: known(10_000, NC_COURTS, {
      note: "Each county sets its limit between $5,000 and $10,000; $10,000 is the highest.",
    }),
    yearlyCap: NO_YEARLY_CAP,
    filingFee: known(
      {
        low: 96,
        high: 96,
        text: "$96 to file, plus $30 for service by the sheriff or certified mail",
        setLocally: false,
      },
      CIVILCASE_NC,
    ),
    lawyers: known({ allowed: "yes", note: "Either side may have a lawyer." }, CIVILCASE_NC),
    venue: known("In the county where at least one defendant lives.", NC_COURTS, {
      note: "For a company, a summary says where its main office or registered agent is (ncproplaw.com).",
    }),
    service: known(
      {
        how: "The sheriff delivers the papers, or they are sent by certified mail, return receipt requested.",
        clerkCertifiedMail: null,
      },
      CIVILCASE_NC,
      { note: "No source said whether the clerk does the mailing." },
    ),
    writtenContractLimit: known(
      { years: 3, citation: "N.C. Gen. Stat. § 1-52(1)" },
      summary(
        "https://www.smithdebnamlaw.com/2018/06/statute-of-limitations-in-north-carolina/",
        "Smith Debnam: Statute of limitations in North Carolina",
      ),
    ),
    selfHelpUrl: known("https://www.nccourts.gov/help-topics/lawsuits-and-small-claims/small-claims", NC_COURTS),
  },
  MI: {
    claimLimit: known(7_000, MI_47TH),
    yearlyCap: NO_YEARLY_CAP,
    filingFee: known(
      { low: 30, high: 70, text: "$30 (up to $600), $50 (up to $1,750), $70 (up to $7,000)", setLocally: true },
      MI_47TH,
    ),
    lawyers: known({ allowed: "no", note: "Both sides give up the right to a lawyer in small claims." }, MI_47TH, {
      alsoSources: [
        official(
          "https://www.co.midland.mi.us/Courts/75thDistrictCourt/CivilDepartment/SmallClaims.aspx",
          "75th District Court (Midland County): Small Claims",
        ),
      ],
    }),
    venue: known("Where the defendant lives or does business, or where the incident happened.", MI_47TH, {
      alsoSources: [
        official(
          "https://redfordtwp.com/268/Small-Claims-Court",
          "Redford Township 17th District Court: Small Claims Court",
        ),
      ],
    }),
    service: known(
      { how: "The court sends the claim by certified mail, for a fee.", clerkCertifiedMail: true },
      MI_47TH,
      { note: "The 47th District Court charges $20 to mail to a person and $12 to a business." },
    ),
    writtenContractLimit: known(
      { years: 6, citation: "MCL 600.5807(9)" },
      summary(
        "https://casetext.com/statute/michigan-compiled-laws/chapter-600-revised-judicature-act-of-1961/subchapter-chapter-13-jurors/subchapter-chapter-58-limitation-of-actions/section-6005807-damages-for-breach-of-contract-specific-performance-period-of-limitations-bond-deed-mortgage-surety-bond-appeal-bond-public-obligations-other-actions",
        "Casetext: MCL 600.5807",
      ),
    ),
    selfHelpUrl: known("https://www.fhgov.com/47dc/small-claims", MI_47TH, {
      note: "A district court's page; no statewide page was found.",
    }),
  },
  WA: {
    claimLimit: knownOn28(10_000, WA_AG_GUIDE, {
      note: "For a person; $5,000 for anyone else.",
      alsoSources: [WA_CLALLAM],
    }),
    yearlyCap: NO_YEARLY_CAP,
    filingFee: knownOn28(
      {
        low: 35,
        high: 50,
        text: "$35 or $50, depending on whether the county supports a dispute resolution center, plus the cost of serving or mailing the notice",
        setLocally: true,
      },
      official(
        "https://www.pendoreille.org/district-court/page/small-claims",
        "Pend Oreille County District Court: Small Claims",
      ),
      { alsoSources: [WA_CLALLAM] },
    ),
    lawyers: knownOn28(
      {
        allowed: "no",
        note: "Lawyers and paralegals may not appear or take part for either side unless the judge allows it.",
      },
      WA_AG_GUIDE,
      { alsoSources: [WA_CLALLAM] },
    ),
    venue: knownOn28(
      "In general, in the district court of the county where the defendant lives; the exceptions are in RCW 3.66.040.",
      official(
        "https://www.co.kittitas.wa.us/courts/upper/small-claims.aspx",
        "Kittitas County Upper District Court: Small Claims",
      ),
      { note: "Ask the clerk where a company based in another state may be sued." },
    ),
    service: knownOn28(
      {
        how: "You arrange service: the sheriff, a process server or any adult not in the case delivers the notice of small claim, or you send it by registered or certified mail and file the return receipt the defendant signed; you may not hand it over yourself. Service must be done at least 10 days before the hearing.",
        clerkCertifiedMail: false,
      },
      official(
        "https://co.jefferson.wa.us/400/Serving-the-Notice",
        "Jefferson County District Court: Serving the notice",
      ),
      {
        note: "RCW 12.40.040. The court does not serve the notice. Clark County's court asks for 20 days.",
        alsoSources: [
          official(
            "https://clark.wa.gov/district-court/service-information",
            "Clark County District Court: Service information",
          ),
        ],
      },
    ),
    writtenContractLimit: knownOn28(
      { years: 6, citation: "RCW 4.16.040(1)" },
      official(
        "https://app.leg.wa.gov/rcw/default.aspx?cite=4.16.040",
        "Washington State Legislature: RCW 4.16.040, actions limited to six years",
      ),
    ),
    selfHelpUrl: known(
      "https://skagitcounty.net/Departments/DistrictCourt/smallclaims.htm",
      official(
        "https://skagitcounty.net/Departments/DistrictCourt/smallclaims.htm",
        "Skagit County District Court: Small Claims",
      ),
      { note: "A county district court's page; no statewide page was found." },
    ),
  },
  VT: {
    claimLimit: knownOn28(10_000, VT_SUING, {
      note: "Consumer credit and medical debt claims: $5,000. Older copies of the Judiciary's pages give $5,000 for every claim.",
      alsoSources: [VT_SMALL_CLAIMS],
    }),
    yearlyCap: NO_YEARLY_CAP,
    filingFee: knownOn28(
      {
        low: 65,
        high: 90,
        text: "$65 for claims under $1,000 and $90 above that (as of January 2024); you may ask the court to waive it",
        setLocally: false,
      },
      summary(
        "https://vtlawhelp.org/roadmap/small-claims/step-2",
        "Vermont Legal Aid (VTLawHelp): Draft, file and serve your complaint",
      ),
      { note: "The Judiciary's own fee schedule was not in the pages read." },
    ),
    lawyers: knownOn28({ allowed: "yes", note: "You do not need a lawyer, but you may have one." }, VT_CIVIL_FAQ),
    venue: knownOn28("In the county where you live or the county where the defendant lives.", VT_CIVIL_FAQ, {
      note: "Small Claims Rule 2(b) lets the court move the case.",
    }),
    service: unknown("How the complaint is served was not in the pages read; ask the clerk."),
    writtenContractLimit: unknown(
      "The written-contract time limit could not be confirmed: the legislature's chapter on time limits (12 V.S.A. ch. 23) was found but its contract section was not read, and a summary gave unclear figures.",
    ),
    selfHelpUrl: knownOn28(VT_SUING.url, VT_SUING),
  },
};

function isBigState(state: string): state is BigState {
  return Object.hasOwn(STATE_COURT_FACTS, state);
}

function isOtherState(state: string): state is OtherState {
  return Object.hasOwn(STATE_COURT_BASICS, state);
}

/** The court facts for a state code ("CA"); undefined for a code that is not a state or DC. */
export function stateCourtFacts(state: string): StateCourtLookup | undefined {
  if (isBigState(state)) return { state, detail: "full", facts: STATE_COURT_FACTS[state] };
  if (isOtherState(state)) return { state, detail: "basic", facts: STATE_COURT_BASICS[state] };
  return undefined;
}

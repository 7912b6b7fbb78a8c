import type { UsStateCode } from "../letter/us-states.ts";
import { known, official, type Sourced, summary, unknown } from "./sourced-facts.ts";

/**
 * Small-claims facts for the states and DC outside `BIG_STATES`: the self-help page and the time
 * limit for a claim on a written contract, each sourced (rules in `sourced-facts.ts`). The states
 * in `BIG_STATES` have fuller facts in `court-facts-big-states.ts`; appeal rules for every state are
 * in `appeal-rules.ts`.
 */
export interface WrittenContractLimit {
  years: number;
  /** The statute, as the source cites it; null when the source names none. */
  citation: string | null;
}

export interface StateCourtBasics {
  /** The court's own page on small claims (statewide where one exists, else a local court's). */
  selfHelpUrl: Sourced<string>;
  /** How long after a breach of a written contract a claim may be filed. */
  writtenContractLimit: Sourced<WrittenContractLimit>;
}

/**
 * The states that carry the full set of facts: the ten most populous, and Washington and Vermont,
 * whose official pages state the limit and the lawyer rule.
 */
export const BIG_STATES = ["CA", "TX", "FL", "NY", "PA", "IL", "OH", "GA", "NC", "MI", "WA", "VT"] as const;
export type BigState = (typeof BIG_STATES)[number];
export type OtherState = Exclude<UsStateCode, BigState>;

const NO_SELF_HELP = (state: string) =>
  unknown(`No official ${state} court page on small claims was found in the sources searched.`);

const NO_LIMIT = (why: string) => unknown(`The written-contract time limit could not be confirmed: ${why}`);

/** civilcase.com state pages: a commercial summary, used only where a second chart agrees. */
const civilcase = (slug: string, state: string) =>
  summary(`https://civilcase.com/small-claims/${slug}`, `CivilCase: ${state} small claims court guide`);

const NOLO_CHART = summary(
  "https://www.nolo.com/legal-encyclopedia/chart-statutes-limitations-all-50-states.html",
  "Nolo: Statute of limitations chart, all 50 states",
);

const ALDUN_CHART = summary(
  "https://www.aldungroup.com/statute-of-limitations/",
  "The Aldun Group: Statute of limitations by state",
);

export const STATE_COURT_BASICS: Readonly<Record<OtherState, StateCourtBasics>> = {
  AL: {
    selfHelpUrl: known(
      "https://judicial.alabama.gov/docs/library/docs/smguide.pdf",
      official(
        "https://judicial.alabama.gov/docs/library/docs/smguide.pdf",
        "Alabama judicial system: A Guide to Alabama Small Claims Courts",
      ),
    ),
    writtenContractLimit: known({ years: 6, citation: "Ala. Code § 6-2-34" }, civilcase("alabama", "Alabama"), {
      alsoSources: [NOLO_CHART],
    }),
  },
  AK: {
    selfHelpUrl: NO_SELF_HELP("Alaska"),
    writtenContractLimit: known({ years: 3, citation: "Alaska Stat. § 09.10.053" }, civilcase("alaska", "Alaska"), {
      alsoSources: [NOLO_CHART],
    }),
  },
  AZ: {
    selfHelpUrl: known(
      "https://www.mohavecourts.com/es/node/728",
      official(
        "https://www.mohavecourts.com/es/node/728",
        "Mohave County Courts: civil lawsuits in the justice courts",
      ),
      {
        note: "A county justice-court page on civil cases under $10,000; no statewide small-claims page was found.",
      },
    ),
    writtenContractLimit: known(
      { years: 6, citation: "A.R.S. § 12-548" },
      official(
        "https://courts.yavapaiaz.gov/verdevalleyjc/statute-of-limitations",
        "Verde Valley Justice Court (Yavapai County): Statute of limitations",
      ),
      {
        note: "The six years is for an action for a debt founded on a written contract made in Arizona; other contract claims may fall under the four-year general limit (A.R.S. § 12-550).",
        alsoSources: [summary("https://self-law.org/code/az/title-12/12-548", "Self-Law: A.R.S. § 12-548")],
      },
    ),
  },
  AR: {
    selfHelpUrl: known(
      "https://www.springdalear.gov/o/springdale/page/small-claims-division-information",
      official(
        "https://www.springdalear.gov/o/springdale/page/small-claims-division-information",
        "Springdale District Court: Small Claims Division information",
      ),
      { note: "A local district court's page; no statewide page was found." },
    ),
    writtenContractLimit: known({ years: 5, citation: "Ark. Code § 16-56-111" }, civilcase("arkansas", "Arkansas"), {
      alsoSources: [NOLO_CHART],
    }),
  },
  CO: {
    selfHelpUrl: known(
      "https://api-ac.coloradojudicial.gov/self-help/opening-case",
      official(
        "https://api-ac.coloradojudicial.gov/self-help/opening-case",
        "Colorado Judicial Branch: Small Claims Cases - Opening a Case",
      ),
      { note: "Found on this host name; the public site may show it under another address." },
    ),
    writtenContractLimit: NO_LIMIT("the summaries disagree (3 years and 6 years)."),
  },
  CT: {
    selfHelpUrl: unknown(
      "The Connecticut Judicial Branch's booklet on small claims was found only in copies on other sites, not on its own site.",
    ),
    writtenContractLimit: known(
      { years: 6, citation: "Conn. Gen. Stat. § 52-576(a)" },
      summary(
        "https://law.justia.com/codes/connecticut/2022/title-52/chapter-926/section-52-576",
        "Justia: 2022 Connecticut General Statutes § 52-576",
      ),
      { alsoSources: [NOLO_CHART] },
    ),
  },
  DE: {
    selfHelpUrl: known(
      "https://courts.delaware.gov/jpcourt/jpcivil.aspx",
      official(
        "https://courts.delaware.gov/jpcourt/jpcivil.aspx",
        "Delaware Justice of the Peace Court: Civil court proceedings",
      ),
      { note: "Delaware has no court named small claims; the Justice of the Peace Court hears small civil claims." },
    ),
    writtenContractLimit: known({ years: 3, citation: "10 Del. C. § 8106(a)" }, civilcase("delaware", "Delaware"), {
      alsoSources: [NOLO_CHART],
    }),
  },
  DC: {
    selfHelpUrl: known(
      "https://www.dccourts.gov/node/413",
      official("https://www.dccourts.gov/node/413", "DC Courts: Small Claims Court (glossary entry)"),
      { note: "A glossary entry; the dollar limit it gave when checked looked out of date." },
    ),
    writtenContractLimit: known(
      { years: 3, citation: "D.C. Code § 12-301(a)(7)" },
      official(
        "https://code.dccouncil.gov/us/dc/council/code/sections/12-301.html",
        "Council of the District of Columbia, D.C. Code § 12-301",
      ),
      { note: "Three years for a simple contract, express or implied; instruments under seal have twelve." },
    ),
  },
  HI: {
    selfHelpUrl: NO_SELF_HELP("Hawaii"),
    writtenContractLimit: known(
      { years: 6, citation: "Haw. Rev. Stat. § 657-1(1)" },
      official(
        "https://data.capitol.hawaii.gov/hrscurrent/Vol13_Ch0601-0676/HRS0657/HRS_0657-0001.htm",
        "Hawaii State Legislature: HRS § 657-1",
      ),
      {
        note: "The section speaks of recovering a debt founded on a contract; other personal actions not covered elsewhere also have six years (§ 657-1(4)).",
      },
    ),
  },
  ID: {
    selfHelpUrl: known(
      "https://www.co.power.id.us/judicial/magistrate-court/small-claims/",
      official(
        "https://www.co.power.id.us/judicial/magistrate-court/small-claims/",
        "Power County Magistrate Court: Small Claims",
      ),
      { note: "A county magistrate court's page; no statewide page was found." },
    ),
    writtenContractLimit: known(
      { years: 5, citation: "Idaho Code § 5-216" },
      summary(
        "https://racinelaw.net/blog/resetting-statute-limitations-contract-claims-acknowledgement-payment",
        "Racine Olson: Resetting the statute of limitations on contract claims",
      ),
      { alsoSources: [NOLO_CHART] },
    ),
  },
  IN: {
    selfHelpUrl: known(
      "https://jeffersoncounty.in.gov/283/Superior-Court",
      official(
        "https://jeffersoncounty.in.gov/283/Superior-Court",
        "Jefferson County, Indiana: Superior Court (small claims)",
      ),
      { note: "A county court's page; no statewide page was found." },
    ),
    writtenContractLimit: NO_LIMIT("the summaries gave different periods (6 and 10 years)."),
  },
  IA: {
    selfHelpUrl: known(
      "https://www.iowacourts.gov/for-the-public/representing-yourself/small-claims",
      official(
        "https://www.iowacourts.gov/for-the-public/representing-yourself/small-claims",
        "Iowa Judicial Branch: Small Claims",
      ),
    ),
    writtenContractLimit: known({ years: 10, citation: "Iowa Code § 614.1(5)" }, civilcase("iowa", "Iowa"), {
      alsoSources: [NOLO_CHART],
    }),
  },
  KS: {
    selfHelpUrl: known(
      "https://6jd.kscourts.gov/6th-Judicial-District/6th-Judicial-District/Resources/Small-Claims",
      official(
        "https://6jd.kscourts.gov/6th-Judicial-District/6th-Judicial-District/Resources/Small-Claims",
        "Kansas 6th Judicial District: Small Claims",
      ),
      { note: "A judicial district's page; no statewide page was found." },
    ),
    writtenContractLimit: known({ years: 5, citation: "K.S.A. 60-511" }, civilcase("kansas", "Kansas"), {
      alsoSources: [NOLO_CHART],
    }),
  },
  KY: {
    selfHelpUrl: known(
      "https://kycourts.gov/Courts/District-Court/Documents/P6SmallClaimsHandbookweb.pdf",
      official(
        "https://kycourts.gov/Courts/District-Court/Documents/P6SmallClaimsHandbookweb.pdf",
        "Kentucky Court of Justice: Small Claims Handbook",
      ),
      { note: "The address came from a summary that links it; the handbook was read in a copy, not at this address." },
    ),
    writtenContractLimit: NO_LIMIT("the only period found (15 years) may predate a change in the law."),
  },
  LA: {
    selfHelpUrl: known(
      "https://www.brla.gov/2118/Small-Claims",
      official("https://www.brla.gov/2118/Small-Claims", "East Baton Rouge Parish: Small Claims"),
      { note: "A parish page; no statewide page was found." },
    ),
    writtenContractLimit: known(
      { years: 10, citation: "La. Civ. Code art. 3499" },
      summary(
        "https://lcco.law.lsu.edu/?uid=143&ver=en",
        "LSU Law Center: Louisiana Civil Code Online, arts. 3497-3501",
      ),
      { note: "Ten years for a personal action unless another law provides otherwise.", alsoSources: [NOLO_CHART] },
    ),
  },
  ME: {
    selfHelpUrl: unknown(
      "The Maine Judicial Branch's small-claims guide was found only in copies on other sites, not on courts.maine.gov.",
    ),
    writtenContractLimit: known(
      { years: 6, citation: "14 M.R.S. § 752" },
      summary(
        "https://www.statutes-of-limitations.com/state/maine/",
        "Parker Waichman: Statute of limitations for Maine",
      ),
      {
        note: "The general six-year limit for civil actions; contracts under seal have twenty years (14 M.R.S. § 751).",
        alsoSources: [
          summary(
            "https://docslib.org/doc/2130286/maine-statute-of-limitations",
            "Docslib: copy of Maine Revised Statutes Title 14, chapter 205",
          ),
        ],
      },
    ),
  },
  MD: {
    selfHelpUrl: known(
      "https://www.mdcourts.gov/video/selfhelp/bringing-small-claim",
      official(
        "https://www.mdcourts.gov/video/selfhelp/bringing-small-claim",
        "Maryland Judiciary: Bringing a Small Claim (self-help video)",
      ),
      { note: "A self-help video page, last updated March 2016." },
    ),
    writtenContractLimit: known(
      { years: 3, citation: "Md. Code, Cts. & Jud. Proc. § 5-101" },
      civilcase("maryland", "Maryland"),
      { alsoSources: [ALDUN_CHART] },
    ),
  },
  MA: {
    selfHelpUrl: known(
      "https://www.mass.gov/info-details/small-claims-court",
      official("https://www.mass.gov/info-details/small-claims-court", "Mass.gov: Small claims court"),
    ),
    writtenContractLimit: known(
      { years: 6, citation: null },
      summary(
        "https://projects.suffolklitlab.org/form-explorer/form/MA/bb4cfcf8ac69a751470a96297cf27991.html",
        "Suffolk LIT Lab form explorer: copy of a Massachusetts Trial Court small claims pamphlet",
      ),
    ),
  },
  MN: {
    selfHelpUrl: known(
      "https://mncourts.gov/help-topics/conciliation-court.aspx",
      official(
        "https://mncourts.gov/help-topics/conciliation-court.aspx",
        "Minnesota Judicial Branch: Conciliation Court",
      ),
      { note: "Minnesota calls small claims court conciliation court." },
    ),
    writtenContractLimit: known(
      { years: 6, citation: "Minn. Stat. § 541.05, subd. 1(1)" },
      official(
        "https://www.revisor.mn.gov/statutes/2001/cite/541/full",
        "Minnesota Revisor of Statutes: chapter 541 (2001 edition)",
      ),
      {
        note: "Read in the 2001 edition; a 2011 bill (SF 373) proposed four years, and a later copy still shows six. Check the current text.",
        alsoSources: [
          summary(
            "https://statutes.laws-info.com/minnesota/540-552/541/541_05",
            "Laws-Info: Minnesota Statutes § 541.05",
          ),
        ],
      },
    ),
  },
  MS: {
    selfHelpUrl: NO_SELF_HELP("Mississippi"),
    writtenContractLimit: NO_LIMIT("the summaries disagree (3 years and 6 years)."),
  },
  MO: {
    selfHelpUrl: known(
      "https://www.morgancountymo.gov/small-claims-and-fees",
      official(
        "https://www.morgancountymo.gov/small-claims-and-fees",
        "Morgan County, Missouri: Small Claims and Fees",
      ),
      { note: "A county page; no statewide page was found." },
    ),
    writtenContractLimit: NO_LIMIT(
      "two periods can apply: five years for contracts generally (RSMo § 516.120) and ten years for a writing promising to pay money (RSMo § 516.110(1)), as a Missouri Supreme Court opinion (Hughes Development Co. v. Omega Realty Co., 1997) explains; which fits depends on the claim.",
    ),
  },
  MT: {
    selfHelpUrl: known(
      "https://parkcounty.org/Government-Departments/Justice-Court/Small-Claims",
      official(
        "https://parkcounty.org/Government-Departments/Justice-Court/Small-Claims",
        "Park County Justice Court: Small Claims",
      ),
      {
        note: "A county justice court's page; no statewide court page was found.",
        alsoSources: [
          official(
            "https://dojmt.gov/consumer/for-consumers/guide-to-small-claims-court/",
            "Montana Department of Justice: Guide to Small Claims Court",
          ),
        ],
      },
    ),
    writtenContractLimit: known(
      { years: 8, citation: "Mont. Code Ann. § 27-2-202(1)" },
      civilcase("montana", "Montana"),
      {
        alsoSources: [ALDUN_CHART],
      },
    ),
  },
  NE: {
    selfHelpUrl: known(
      "https://supremecourt.ne.gov/administration/self-represented-litigant-resources/filing-small-claims-case",
      official(
        "https://supremecourt.ne.gov/administration/self-represented-litigant-resources/filing-small-claims-case",
        "Nebraska Judicial Branch: Filing a Small Claims Case",
      ),
    ),
    writtenContractLimit: known(
      { years: 5, citation: null },
      summary(
        "https://ipropertymanagement.com/laws/nebraska-small-claims-court",
        "iPropertyManagement: Nebraska small claims court",
      ),
      { alsoSources: [ALDUN_CHART] },
    ),
  },
  NV: {
    selfHelpUrl: known(
      "https://nvcourts.gov/aoc/discover_nevada_justice/small_claims_court",
      official(
        "https://nvcourts.gov/aoc/discover_nevada_justice/small_claims_court",
        "Supreme Court of Nevada: Small Claims Court",
      ),
    ),
    writtenContractLimit: known({ years: 6, citation: "NRS 11.190(1)(b)" }, civilcase("nevada", "Nevada"), {
      alsoSources: [ALDUN_CHART],
    }),
  },
  NH: {
    selfHelpUrl: known(
      "https://www.courts.nh.gov/our-courts/circuit-court/district-division/small-claims",
      official(
        "https://www.courts.nh.gov/our-courts/circuit-court/district-division/small-claims",
        "New Hampshire Judicial Branch: Small Claims",
      ),
    ),
    writtenContractLimit: NO_LIMIT(
      "the only sources found give the general three-year limit for personal actions (RSA 508:4) from an unreliable site, not for written contracts.",
    ),
  },
  NJ: {
    selfHelpUrl: known(
      "https://njcourts.gov/selfhelp/small_claims.html",
      official("https://njcourts.gov/selfhelp/small_claims.html", "New Jersey Courts: Small Claims"),
      { note: "The small claims section is for claims up to $3,000; larger claims go to the Special Civil Part." },
    ),
    writtenContractLimit: known(
      { years: 6, citation: "N.J.S.A. 2A:14-1" },
      summary(
        "https://njlawconnect.com/statute-limitations-breach-sales-contracts-ucc/",
        "NJ Law Connect (law firm): statute of limitations for breach of contract",
      ),
      {
        note: "Contracts for the sale of goods have four years (N.J.S.A. 12A:2-725).",
        alsoSources: [
          summary(
            "https://legiscan.com/NJ/text/S1742/id/2135757",
            "LegiScan: NJ S1742 (2020), quoting N.J.S.A. 2A:14-1",
          ),
        ],
      },
    ),
  },
  NM: {
    selfHelpUrl: NO_SELF_HELP("New Mexico"),
    writtenContractLimit: known(
      { years: 6, citation: "NMSA 1978, § 37-1-3(A)" },
      summary(
        "https://law.justia.com/codes/new-mexico/2020/chapter-37/article-1/section-37-1-3/index.html",
        "Justia: 2020 New Mexico Statutes § 37-1-3",
      ),
      {
        alsoSources: [
          summary(
            "https://legalfix.com/statutes/state-codes/new-mexico/chapter-37/article-1/section-37-1-3",
            "LegalFix: NMSA § 37-1-3",
          ),
        ],
      },
    ),
  },
  ND: {
    selfHelpUrl: known(
      "https://www.ndcourts.gov/legal-self-help/small-claims",
      official(
        "https://www.ndcourts.gov/legal-self-help/small-claims",
        "North Dakota Courts: Small Claims Court Actions",
      ),
    ),
    writtenContractLimit: known(
      { years: 6, citation: "N.D. Cent. Code § 28-01-16(1)" },
      civilcase("north-dakota", "North Dakota"),
      {
        alsoSources: [ALDUN_CHART],
      },
    ),
  },
  OK: {
    selfHelpUrl: known(
      "https://www.oklahomacounty.org/courtclerk/SmallClaimsFAQ.aspx",
      official(
        "https://www.oklahomacounty.org/courtclerk/SmallClaimsFAQ.aspx",
        "Oklahoma County Court Clerk: Small Claims FAQ",
      ),
      { note: "A county clerk's page; no statewide page was found." },
    ),
    writtenContractLimit: NO_LIMIT("no source was found."),
  },
  OR: {
    selfHelpUrl: known(
      "https://www.courts.oregon.gov/courts/multnomah/go/pages/smallclaims.aspx",
      official(
        "https://www.courts.oregon.gov/courts/multnomah/go/pages/smallclaims.aspx",
        "Oregon Judicial Department, Multnomah County Circuit Court: Small Claims",
      ),
      { note: "A county circuit court's page; no statewide page was found." },
    ),
    writtenContractLimit: known({ years: 6, citation: "ORS 12.080(1)" }, civilcase("oregon", "Oregon"), {
      alsoSources: [ALDUN_CHART],
    }),
  },
  RI: {
    selfHelpUrl: known(
      "https://www.courts.ri.gov/Courts/districtcourt/Pages/smallclaims.aspx",
      official(
        "https://www.courts.ri.gov/Courts/districtcourt/Pages/smallclaims.aspx",
        "Rhode Island Judiciary, District Court: Small Claims",
      ),
    ),
    writtenContractLimit: known(
      { years: 10, citation: "R.I. Gen. Laws § 9-1-13(a)" },
      civilcase("rhode-island", "Rhode Island"),
      {
        alsoSources: [ALDUN_CHART],
      },
    ),
  },
  SC: {
    selfHelpUrl: known(
      "https://www.florenceco.org/offices/magistrate/civil/",
      official(
        "https://www.florenceco.org/offices/magistrate/civil/",
        "Florence County, South Carolina: Magistrate Court, civil",
      ),
      { note: "A county magistrate court's page; South Carolina's small claims are heard in magistrate court." },
    ),
    writtenContractLimit: known(
      { years: 3, citation: "S.C. Code § 15-3-530" },
      civilcase("south-carolina", "South Carolina"),
      {
        alsoSources: [ALDUN_CHART],
      },
    ),
  },
  SD: {
    selfHelpUrl: known(
      "https://ujs.sd.gov/self-help/representing-yourself/start-a-court-action",
      official(
        "https://ujs.sd.gov/self-help/representing-yourself/start-a-court-action",
        "South Dakota Unified Judicial System: Start a Court Action",
      ),
      { note: "A general self-help page; it says small claims are heard in magistrate court." },
    ),
    writtenContractLimit: known({ years: 6, citation: "SDCL 15-2-13" }, civilcase("south-dakota", "South Dakota"), {
      alsoSources: [ALDUN_CHART],
    }),
  },
  TN: {
    selfHelpUrl: NO_SELF_HELP("Tennessee"),
    writtenContractLimit: known(
      { years: 6, citation: "Tenn. Code Ann. § 28-3-109" },
      civilcase("tennessee", "Tennessee"),
      {
        alsoSources: [ALDUN_CHART],
      },
    ),
  },
  UT: {
    selfHelpUrl: known(
      "https://www.utcourts.gov/howto/smallclaims/",
      official("https://www.utcourts.gov/howto/smallclaims/", "Utah State Courts: Small Claims"),
      {
        note: "The address the courts print in their own small-claims instructions; it may now lead to a newer page.",
      },
    ),
    writtenContractLimit: known({ years: 6, citation: "Utah Code § 78B-2-309" }, civilcase("utah", "Utah"), {
      alsoSources: [ALDUN_CHART],
    }),
  },
  VA: {
    selfHelpUrl: unknown(
      "Only the general home of the Virginia courts' self-help site (selfhelp.vacourts.gov) was found, not its small-claims page.",
    ),
    writtenContractLimit: known({ years: 5, citation: "Va. Code § 8.01-246(2)" }, civilcase("virginia", "Virginia"), {
      alsoSources: [ALDUN_CHART],
    }),
  },
  WV: {
    selfHelpUrl: NO_SELF_HELP("West Virginia"),
    writtenContractLimit: NO_LIMIT(
      "only one summary was found (ten years for a written contract signed by the party charged, five for other contracts, W. Va. Code § 55-2-6), not the legislature's own text.",
    ),
  },
  WI: {
    selfHelpUrl: known(
      "https://co.trempealeau.wi.us/departments/administrative_departments/clerk_of_court/small_claims.php",
      official(
        "https://co.trempealeau.wi.us/departments/administrative_departments/clerk_of_court/small_claims.php",
        "Trempealeau County Clerk of Court: Small Claims",
      ),
      { note: "A county clerk of court's page; no statewide page was found." },
    ),
    writtenContractLimit: known(
      { years: 6, citation: "Wis. Stat. § 893.43(1)" },
      official(
        "https://docs-preview.legis.wisconsin.gov/document/statutes/893.44",
        "Wisconsin State Legislature (preview site): Wis. Stat. ch. 893, §§ 893.43-893.44",
      ),
      {
        note: "Read on the legislature's preview site.",
        alsoSources: [
          summary(
            "https://law.justia.com/codes/wisconsin/2014/chapter-893/section-893.43/",
            "Justia: 2014 Wisconsin Statutes § 893.43",
          ),
        ],
      },
    ),
  },
  WY: {
    selfHelpUrl: unknown(
      "No Wyoming court self-help page on small claims was found; only the statute text on wyoleg.gov.",
    ),
    writtenContractLimit: known(
      { years: 10, citation: "Wyo. Stat. § 1-3-105(a)(i)" },
      civilcase("wyoming", "Wyoming"),
      {
        alsoSources: [ALDUN_CHART],
      },
    ),
  },
};

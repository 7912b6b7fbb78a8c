/**
 * The law and the bodies after the letter for senders in the European Union and the United
 * Kingdom (decision 0048): the Digital Services Act, Appeals Centre Europe, the GDPR and the
 * Court of Justice's reading of it, the Irish Data Protection Commission, the UK GDPR and the
 * ICO, and the county court's small claims track.
 *
 * Each fact says how far it was checked on `checkedOn`:
 * - "official page": read on the body's own site (or the official journal);
 * - "copy of the text": the legal text read in a faithful copy, because the official page was not
 *   among the stored pages; `source` is still the official address, `readAt` the copy;
 * - "could not be checked": only reports were found. The guide then tells the user to check on
 *   the body's site and never states the fact as ours.
 * Wording is ours.
 */

export const LAW_FACTS_CHECKED_ON = "2026-11-28";

export type Checked = "official page" | "copy of the text" | "could not be checked";

export interface LawFact {
  text: string;
  /** The official address for the fact. */
  source: string;
  /** Where it was actually read, when that is not `source`. */
  readAt?: string;
  checked: Checked;
  checkedOn: string;
  note?: string;
}

function fact(text: string, source: string, checked: Checked, extra: { readAt?: string; note?: string } = {}): LawFact {
  return { text, source, checked, checkedOn: LAW_FACTS_CHECKED_ON, ...extra };
}

const DSA = "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32022R2065";
const GDPR = "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32016R0679";

export const LAW_FACTS = {
  dsaArt17: fact(
    "Under Article 17 of the Digital Services Act (Regulation (EU) 2022/2065), a platform that suspends or terminates an account must give the person a clear and specific statement of reasons: what it decided, the facts and circumstances relied on, whether automated means were used, the legal ground or the terms relied on, and the redress available.",
    DSA,
    "copy of the text",
    {
      readAt:
        "https://digitaldecade.hannessnellman.com/digital-service-package/digital-services-act-dsa/chapter-3-due-diligence-obligations-for-a-transparent-and-safe-online-environment/?art=6",
      note: "Article 17(1) to (3) read in a copy of the regulation's text; the official journal page was not among the stored pages.",
    },
  ),
  dsaArt20: fact(
    "Under Article 20 of the Digital Services Act, an online platform must give access to an internal complaint-handling system, electronically and free of charge, against a decision to suspend or terminate an account, for at least six months after the decision; the period starts on the day the person is informed of the decision.",
    DSA,
    "copy of the text",
    { readAt: "https://app.codeliance.com/regulations/dsa/article/20" },
  ),
  dsaArt21: fact(
    "Under Article 21 of the Digital Services Act, a person affected by such a decision may choose any certified out-of-court dispute settlement body; the platform must engage with it in good faith, and its decisions are not binding.",
    DSA,
    "copy of the text",
    {
      readAt:
        "https://akos-rs.si/en/digital-services/explore/for-service-users/complaint-against-the-decision-of-an-online-platform-provider",
    },
  ),
  dsaArt53: fact(
    "Under Article 53 of the Digital Services Act, a person may complain that a platform infringed the Regulation to the Digital Services Coordinator of the Member State where they are located; that coordinator passes it to the coordinator of the country where the platform is established where appropriate.",
    DSA,
    "copy of the text",
    { readAt: "https://dsa-library.com/article/53" },
  ),
  irelandDsc: fact(
    "Coimisiún na Meán is Ireland's Digital Services Coordinator. It takes complaints that a platform did not meet its obligations under the Digital Services Act from 17 February 2024; it does not act as an appeal body for content decisions. A complaint is made to the coordinator of the country where you are based; Coimisiún na Meán directs people outside Ireland to their own.",
    "https://cnam.ie/onlinecomplaints",
    "official page",
    {
      note: "Also read: cnam.ie/governance/data-protection-privacy/privacy-statement (its role as coordinator) and its 'Report to us' page (complain in your own country).",
    },
  ),
  aceCertified: fact(
    "Appeals Centre Europe is an out-of-court dispute settlement body certified by Coimisiún na Meán under Article 21 of the Digital Services Act, for 26 September 2024 to 26 September 2029, in the application and enforcement of platforms' terms and conditions.",
    "https://cnam.ie/category/digital-services",
    "official page",
  ),
  aceEligibility: fact(
    "Appeals Centre Europe reviews a dispute only if you are located in an EU Member State and the platform's decision was made within the past six months; its decisions are not binding, but the platform must engage in good faith.",
    "https://appealscentre.eu/rules-of-procedure",
    "official page",
  ),
  aceTiming: fact(
    "Appeals Centre Europe aims to make its decision available to you and the platform within 90 calendar days of your dispute, and you follow the case in its online portal.",
    "https://appealscentre.eu/case-management",
    "official page",
  ),
  aceAccountSuspensions: fact(
    "Appeals Centre Europe has taken disputes about Facebook and Instagram account suspensions since June 2025, and has since added Threads.",
    "https://appealscentre.eu/",
    "could not be checked",
    {
      readAt:
        "https://techbuzzireland.com/2025/10/01/appeals-centre-europes-first-transparency-report-shines-light-on-social-media-mistakes/?amp=1",
      note: "Only the centre's own announcements as republished (June and October 2025) and RTÉ (rte.ie/news/ireland/2025/1001/1536169-appeals-centre-complaints) were found; the centre's rules page read lists Facebook, TikTok and YouTube content decisions.",
    },
  ),
  aceFee: fact(
    "Submitting a dispute to Appeals Centre Europe is free for users today; a fee of EUR 5, refunded if the dispute is decided in the user's favour, has been announced.",
    "https://appealscentre.eu/",
    "could not be checked",
    {
      readAt: "https://www.daily8.com/en/hashtag/AppealsCentre",
      note: "Only news reports of June 2025 were found; check the fee on the centre's site before you start.",
    },
  ),
  gdprArt15: fact(
    "Under Article 15 of the GDPR (Regulation (EU) 2016/679), you may have confirmation whether your personal data are processed, a copy of them, and, where a decision is automated under Article 22, meaningful information about the logic involved and its significance and consequences for you.",
    GDPR,
    "copy of the text",
    { readAt: "https://recent-ecl.blogspot.com/2025/03/credit-reference-agencies-consumer.html" },
  ),
  gdprArt22: fact(
    "Under Article 22 of the GDPR, you have the right not to be subject to a decision based solely on automated processing that produces legal effects concerning you or similarly significantly affects you, subject to the exceptions the Article sets.",
    GDPR,
    "copy of the text",
    { readAt: "https://recent-ecl.blogspot.com/2025/03/credit-reference-agencies-consumer.html" },
  ),
  gdprArt12Timing: fact(
    "Under Article 12(3) of the GDPR, the controller must answer without undue delay and within one month of receiving the request; it may extend that by two further months where needed, given the complexity and number of requests, but must tell you of the extension, with its reasons, within the first month.",
    GDPR,
    "official page",
    {
      readAt: "https://dataprotection.ie/en/individuals/know-your-rights/how-long-will-it-take",
      note: "Stated on the Data Protection Commission's own page.",
    },
  ),
  dunBradstreet: fact(
    "In CK v Dun & Bradstreet Austria (Case C-203/22, judgment of 27 February 2025, ECLI:EU:C:2025:117), the Court of Justice held that Article 15(1)(h) of the GDPR entitles a person subject to an automated decision to an explanation of the procedure and principles actually applied, in a concise and intelligible form that lets them understand and contest the decision; handing over an algorithm is not enough, and information withheld as a trade secret must go to the supervisory authority or court to weigh.",
    "https://curia.europa.eu/juris/liste.jsf?num=C-203/22",
    "copy of the text",
    { readAt: "http://www.bailii.org/eu/cases/EUECJ/2025/C20322.html" },
  ),
  dpcComplaint: fact(
    "The Irish Data Protection Commission takes concerns about how an organisation handled your personal data, including its answer to an access request, through its online form; it generally expects you to have raised the matter with the organisation first, and gives an update or outcome within three months. The GDPR also lets you complain to the authority of the country where you live.",
    "https://dataprotection.ie/en/individuals/exercising-your-rights/complaints-handling-investigations-and-enforcement-individuals",
    "official page",
    {
      note: "Meta's EU privacy policies name the Irish Data Protection Commission as lead supervisory authority, or your local supervisory authority.",
    },
  ),
  icoComplaint: fact(
    "Under the UK GDPR, if an organisation does not answer your request for your data or you are unhappy with the answer, complain to the organisation first, in writing, and keep copies; then you may complain to the Information Commissioner's Office online.",
    "https://ico.org.uk/make-a-complaint/data-protection-complaints/",
    "official page",
    {
      readAt:
        "https://ico.org.uk/for-the-public/getting-copies-of-your-information-subject-access-request/what-to-do-if-dont-get-a-response-or-youre-unhappy-with-it/",
    },
  ),
  icoTiming: fact(
    "Under the UK GDPR an organisation should answer a request for your data within one month.",
    "https://ico.org.uk/for-the-public/getting-copies-of-your-information-subject-access-request/what-to-do-if-dont-get-a-response-or-youre-unhappy-with-it/",
    "official page",
  ),
  ukSmallClaims: fact(
    "In England and Wales, money claims of £10,000 or less are usually dealt with in the county court's small claims track; Scotland and Northern Ireland have their own courts and limits.",
    "https://www.gov.uk/make-court-claim-for-money",
    "could not be checked",
    {
      readAt: "https://www.gov.uk/make-court-claim-for-money/after-you-make-your-claim",
      note: "The gov.uk page read names the £10,000 mark for small claims mediation; the track's limit itself was read only in summaries and in a copy of the court service's leaflet EX306 (2013).",
    },
  ),
  moneyClaimOnline: fact(
    "Money Claim Online is the HM Courts and Tribunals Service for starting a claim for a fixed sum of money online in England and Wales.",
    "https://www.moneyclaim.gov.uk/web/mcol/welcome/claimant-information",
    "official page",
    {
      note: "Summaries say the service needs the defendant's address in England or Wales; a company based in the United States may need a paper claim and service abroad. Not checked on an official page.",
    },
  ),
} as const satisfies Record<string, LawFact>;

export type LawFactId = keyof typeof LAW_FACTS;

export function isChecked(entry: LawFact): boolean {
  return entry.checked !== "could not be checked";
}

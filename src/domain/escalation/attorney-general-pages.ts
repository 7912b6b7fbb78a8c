import type { UsStateCode } from "../letter/us-states.ts";
import { formatDay } from "../time/clock.ts";
import { statePlaceName } from "../letter/us-states.ts";
import { isKnownFact, known, knownOn28, official, type Sourced, summary, unknown } from "./sourced-facts.ts";

/**
 * Where to file a consumer complaint with each state's attorney general (or, where the AG's
 * consumer-protection office runs it, that office's complaint page), from the AG's own site, or
 * from an official state page that names the AG's form where the AG's own page was not in the
 * sources (the note says which), checked on the day given (decision 0028). The value is the page to
 * send the user to.
 * Null with a reason where no AG page was found: some states route consumer complaints to
 * another agency, named in the reason.
 */

const agPage = (url: string, title: string, note?: string) =>
  known(url, official(url, title), note === undefined ? {} : { note });

const notFound = (state: string) =>
  unknown(`No ${state} attorney general consumer complaint page was found in the sources searched.`);

export const ATTORNEY_GENERAL_COMPLAINTS: Readonly<Record<UsStateCode, Sourced<string>>> = {
  AL: notFound("Alabama"),
  AK: notFound("Alaska"),
  AZ: agPage("https://www.azag.gov/consumer/procedure", "Arizona Attorney General: Consumer complaint procedure"),
  AR: agPage(
    "https://gotyourbackarkansas.org/complaints/complaint-resolution-timeline-2/",
    "Arkansas Attorney General (Got Your Back Arkansas): Complaint resolution",
    "The Arkansas AG's consumer protection site.",
  ),
  CA: knownOn28(
    "https://oag.ca.gov/contact/consumer-complaint-against-business-or-company",
    official(
      "https://dca.ca.gov/about_dca/contact/nj_internet.shtml",
      "California Department of Consumer Affairs: Internet company issues",
    ),
    {
      note: "The Attorney General's own complaint form, on the Attorney General's site. The Department of Consumer Affairs says no California agency regulates internet companies and sends their complaints to this form (Public Inquiry Unit, P.O. Box 944255, Sacramento, CA 94244-2550; 1-800-952-5225); the Attorney General's own press releases ask people to report online at https://oag.ca.gov/report.",
      alsoSources: [
        official(
          "https://oag.ca.gov/taxonomy/term/948",
          "California Attorney General: Consumer protection press releases (file a complaint online at oag.ca.gov/report)",
        ),
      ],
    },
  ),
  CO: agPage("https://coag.gov/file-complaint/", "Colorado Attorney General: File a complaint"),
  CT: agPage(
    "https://portal.ct.gov/ag/sections/consumer-advocacy/consumer-advocacy",
    "Connecticut Attorney General: Consumer advocacy",
    "Links to the complaint form.",
  ),
  DE: agPage(
    "https://attorneygeneral.delaware.gov/fraud/cpu/complaint",
    "Delaware Department of Justice: Consumer complaint",
  ),
  DC: unknown("Only third-party summaries of the DC AG's complaint page were found, not the AG's own page."),
  FL: knownOn28(
    "https://myfloridalegal.com/pages.nsf/0/1A74824CE500FC3485256E3200614335",
    official(
      "https://myfloridalegal.com/pages.nsf/0/1A74824CE500FC3485256E3200614335",
      "Florida Attorney General: Internet fraud",
    ),
    {
      note: "The Attorney General's own site. Its page points to the Attorney General's online complaint form and Fraud Hotline, 1-866-966-7226 (1-866-9NO-SCAM); the form's own address was not in the text read.",
      alsoSources: [
        official(
          "https://www.myfloridalegal.com/newsbrie.nsf/OnlineBriefs/511B6C6E6C3A2C588525867A0051F006",
          "Florida Attorney General: Week in review (file a complaint with the office online or at 1(866) 9NO-SCAM)",
        ),
      ],
    },
  ),
  GA: agPage(
    "https://consumer.georgia.gov/filing-complaint",
    "Georgia Attorney General's Consumer Protection Division: Filing a complaint",
  ),
  HI: notFound("Hawaii"),
  ID: notFound("Idaho"),
  IL: agPage(
    "https://www.illinoisattorneygeneral.gov/consumer-protection",
    "Illinois Attorney General: Consumer protection",
  ),
  IN: notFound("Indiana"),
  IA: notFound("Iowa"),
  KS: notFound("Kansas"),
  KY: agPage(
    "https://www.ag.ky.gov/Resources/Consumer-Resources/Consumers/Pages/Consumer-Complaints.aspx",
    "Kentucky Attorney General: Consumer complaints",
    "Links to the online mediation form.",
  ),
  LA: agPage(
    "https://www.ag.state.la.us/Article.aspx?articleID=34&catID=0",
    "Louisiana Attorney General: Consumer Protection Section",
    "Offers a consumer dispute form.",
  ),
  ME: notFound("Maine"),
  MD: agPage(
    "https://www.marylandattorneygeneral.gov/pages/cpd/complaintmediation.aspx",
    "Maryland Attorney General: Consumer complaint mediation",
  ),
  MA: known(
    "https://www.mass.gov/how-to/file-a-consumer-complaint",
    official(
      "https://www.mass.gov/service-details/learn-about-the-attorney-generals-public-protection-and-advocacy-bureau",
      "Massachusetts Attorney General: Public Protection and Advocacy Bureau",
    ),
    {
      note: "The AG's bureau page links its online consumer complaint; the form's address is as the Secretary of the Commonwealth's guide gives it.",
      alsoSources: [
        official(
          "https://www.sec.state.ma.us/divisions/cis/guide/consumers.htm",
          "Massachusetts Citizens' Guide to State Services: Consumers",
        ),
      ],
    },
  ),
  MI: agPage(
    "https://www.michigan.gov/ag",
    "Michigan Department of Attorney General",
    "The AG's home page, which links its online consumer complaint form; the form's own address was not confirmed.",
  ),
  MN: notFound("Minnesota"),
  MS: unknown("Only a mirror copy of the Mississippi AG's complaint page was found, not the AG's own page."),
  MO: agPage(
    "https://ago.mo.gov/civil-division/consumer/consumer-complaints",
    "Missouri Attorney General: Consumer complaints",
  ),
  MT: unknown("Only an administrative rule was found, not the Montana Department of Justice's complaint page."),
  NE: agPage(
    "https://www.ago.ne.gov/consumer_protection/faq",
    "Nebraska Attorney General: Consumer protection FAQ",
    "Explains how to file a complaint.",
  ),
  NV: agPage(
    "https://ag.nv.gov/About/Consumer_Protection/Bureau_of_Consumer_Protection/",
    "Nevada Attorney General: Bureau of Consumer Protection",
    "The bureau acts on patterns of deceptive trade and says it cannot resolve individual disputes.",
  ),
  NH: agPage("https://www.doj.nh.gov/consumer/complaints/", "New Hampshire Department of Justice: Consumer complaints"),
  NJ: agPage(
    "https://www.njconsumeraffairs.gov/ocp",
    "New Jersey Division of Consumer Affairs: Office of Consumer Protection",
    "The Division of Consumer Affairs is part of the AG's Department of Law and Public Safety.",
  ),
  NM: agPage("https://secure.nmag.gov/ECS/ECSIntakeTypeGroups", "New Mexico Attorney General: Online complaint intake"),
  NY: knownOn28(
    "https://ag.ny.gov/bureau/consumer-frauds-bureau",
    official(
      "https://ag.ny.gov/bureau/consumer-frauds-bureau",
      "New York Attorney General: Bureau of Consumer Frauds and Protection",
    ),
    {
      note: "The Attorney General's bureau that mediates complaints from individual consumers (helpline 1-800-771-7755). The Attorney General's site names a Consumer Frauds Bureau online complaint form, but the form's own address was not in the pages read: open it from this page. The Department of State's Division of Consumer Protection also mediates complaints against businesses (https://dos.ny.gov/consumer-assistance-unit, 1-800-697-1220).",
      alsoSources: [
        official(
          "https://formsnym.ag.ny.gov/OAGOnlineSubmissionForm/faces/OAGPGCHome",
          "New York Attorney General: online submission form (price gouging), which sends other consumer complaints to the Consumer Frauds Bureau online complaint form",
        ),
        official(
          "https://dos.ny.gov/consumer-assistance-unit",
          "New York Department of State, Division of Consumer Protection: Consumer Assistance Unit",
        ),
      ],
    },
  ),
  NC: knownOn28(
    "https://ncdoj.gov/complaint",
    official(
      "https://ncdoj.gov/consumer-alert-look-out-for-scammers-claiming-to-represent-state-government-agencies",
      "North Carolina Department of Justice: Consumer alert (contact the Consumer Protection Division at 1-877-5-NO-SCAM or file a complaint online)",
    ),
    {
      note: "The Attorney General's Consumer Protection Division takes complaints online and at 1-877-5-NO-SCAM (1-877-566-7226). The Department of Justice's page read names its online complaint but not the form's address; the address given here is the one a 2026 summary gives, so if it does not open, use the complaint link on ncdoj.gov.",
      alsoSources: [
        summary(
          "https://consumoteca.com.co/articles/en/north-carolina-data-privacy-complaint-process",
          "Consumoteca: North Carolina complaint process (NC DOJ Consumer Protection Division, ncdoj.gov/complaint)",
        ),
      ],
    },
  ),
  ND: notFound("North Dakota"),
  OH: agPage(
    "https://www.ohioattorneygeneral.gov/About-AG/Service-Divisions/Consumer-Protection",
    "Ohio Attorney General: Consumer Protection Section",
  ),
  OK: notFound("Oklahoma"),
  OR: agPage(
    "https://www.doj.state.or.us/consumer/pages/about.aspx",
    "Oregon Department of Justice, Consumer Protection: About us",
    "Complaints go to the Attorney General's consumer hotline (1-877-877-9392) for review by enforcement officers.",
  ),
  PA: agPage(
    "https://www.attorneygeneral.gov/public-protection-division/bureau-consumer-protection/",
    "Pennsylvania Attorney General: Bureau of Consumer Protection",
  ),
  RI: agPage(
    "https://riag.ri.gov/ConsumerProtection/About.php",
    "Rhode Island Attorney General: Consumer Protection Unit",
  ),
  SC: notFound("South Carolina"),
  SD: agPage(
    "https://atg.sd.gov/Consumers/HandlingComplaints/HowOurOfficeCanHelp.aspx",
    "South Dakota Attorney General: How our office can help",
  ),
  TN: agPage(
    "https://www.tn.gov/content/tn/attorneygeneral/working-for-tennessee/consumer-affairs.html",
    "Tennessee Attorney General: Consumer affairs",
  ),
  TX: agPage(
    "https://texasattorneygeneral.gov/cpd/the-consumer-complaint-process",
    "Texas Attorney General: The consumer complaint process",
  ),
  UT: unknown(
    "Utah consumer complaints go to the Division of Consumer Protection (Department of Commerce), not the AG; no page was stored.",
  ),
  VT: agPage(
    "https://ago.vermont.gov/consumer-assistance-program-complaint-form",
    "Vermont Attorney General: Consumer Assistance Program complaint form",
  ),
  VA: notFound("Virginia"),
  WA: agPage("https://www.atg.wa.gov/consumer-protection", "Washington Attorney General: Consumer protection"),
  WV: notFound("West Virginia"),
  WI: unknown(
    "Wisconsin consumer complaints go to the Department of Agriculture, Trade and Consumer Protection (datcp.wi.gov), not the AG.",
  ),
  WY: agPage(
    "https://ag.wyo.gov/law-office-division/consumer-protection-and-antitrust-unit",
    "Wyoming Attorney General: Consumer Protection and Antitrust Unit",
  ),
};

/** The AG complaint page for a state code ("TX"); undefined for a code that is not a state or DC. */
export function attorneyGeneralComplaintPage(state: string): Sourced<string> | undefined {
  return Object.hasOwn(ATTORNEY_GENERAL_COMPLAINTS, state)
    ? ATTORNEY_GENERAL_COMPLAINTS[state as UsStateCode]
    : undefined;
}

/**
 * Where to file, in one paragraph: the checked page with its note, source and the day it was
 * checked, or, where no page was checked, the advice to find the form on the attorney general's
 * own site. Never a guessed address.
 */
export function attorneyGeneralWhereToFile(code: string): string {
  const state = statePlaceName(code);
  const page = attorneyGeneralComplaintPage(code);
  if (!page || !isKnownFact(page)) {
    return `We have no checked link to the ${state} attorney general's consumer complaint form. Search the attorney general's official website for its consumer complaint form and file there.`;
  }
  const { source } = page;
  const sourceText = source.url === page.value ? source.title : `${source.title}, ${source.url}`;
  const note = page.note ? ` ${page.note}` : "";
  return `File online at ${page.value}.${note} Source: ${sourceText}; checked ${formatDay(page.checkedOn)}.`;
}

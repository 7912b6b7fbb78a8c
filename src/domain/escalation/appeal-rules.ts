import { US_STATES, type UsStateCode } from "../letter/us-states.ts";
import { knownOn28, official, type Sourced, summary, unknown } from "./sourced-facts.ts";

/**
 * Who may appeal a small-claims judgment, to which court and how soon, for every state and DC
 * (decision 0028; rules at the top of `sourced-facts.ts`). One plain sentence per state. Where no
 * page was read, the entry says so and the guide tells the user to ask the court. Courts inside a
 * state with their own appeal rule (Philadelphia, New York City) are in `local-courts.ts`.
 */

const notChecked = (code: UsStateCode): Sourced<string> =>
  unknown(
    `The small-claims appeal rule for ${US_STATES.find((state) => state.code === code)?.name ?? code} could not be checked in the sources searched.`,
  );

const CHECKED: Partial<Record<UsStateCode, Sourced<string>>> = {
  CA: knownOn28(
    "The person who sued cannot appeal the judgment on their own claim (a plaintiff who missed the hearing may ask the court to cancel the judgment instead). The defendant may appeal to the superior court, where the case is heard again from the start; the notice of appeal must be filed within 30 days after the clerk delivered or mailed the notice of entry of judgment.",
    official(
      "https://www2.courtinfo.ca.gov/protem/courses/sm_claims/07_706.htm",
      "California Courts, temporary judge course: Small claims appeals",
    ),
    {
      note: "Code of Civil Procedure §§ 116.710 and 116.750.",
      alsoSources: [
        summary(
          "https://www.legalfina.com/en/laws/ca/civil_procedure/of_courts_of_justice/organization_and_jurisdiction/small_claims_court/motion_to_vacate_appeal_and_related_matters",
          "Legalfina: California Code of Civil Procedure §§ 116.710–116.750 (statute text)",
        ),
      ],
    },
  ),
  TX: knownOn28(
    "Either side may appeal to the county court within 21 days after the judgment is signed, by filing a bond, a cash deposit or a Statement of Inability to Afford Payment of Court Costs with the justice court (a plaintiff's bond is $500; a defendant's is twice the judgment). The county court hears the case again from the start.",
    official(
      "https://access.tarrantcounty.com/en/justice-of-the-peace-courts/justice-1/post-judgment-civil-procedures/appeal-information/civil-appeals.html",
      "Tarrant County Justice of the Peace, Precinct 1: Civil appeals",
    ),
    { note: "Texas Rules of Civil Procedure 506.1 and 506.3." },
  ),
  NY: knownOn28(
    "Outside New York City, either side may appeal a City Court small-claims judgment to the County Court, generally within 30 days (35 days when the notice of judgment was mailed); the County Court reviews only whether substantial justice was done and hears no new evidence.",
    official(
      "https://ww2.nycourts.gov/COURTS/6jd/otsego/oneonta_city/civil/appeal.shtml",
      "Oneonta City Court: Appeal from a small claims, commercial claims or civil decision",
    ),
    {
      note: "A City Court's page; town and village courts may differ.",
      alsoSources: [
        official(
          "https://www.courts.state.ny.us/courts/4jd/plattsburgh_city/civil6.shtml",
          "Plattsburgh City Court: Appealing a small claims decision",
        ),
      ],
    },
  ),
  FL: knownOn28(
    "Any party may appeal; the notice of appeal must be filed with the clerk within 30 days of the judgment. The appeal reviews the record for legal error; it is not a new trial.",
    official("https://www.escambiaclerk.com/158/Appeals", "Escambia County Clerk of Court: Appeals"),
    {
      note: "Florida Rule of Appellate Procedure 9.110; the 30 days are from the Leon County Clerk's page on county court appeals.",
      alsoSources: [
        official(
          "https://v6.clerk.leon.fl.us/index.php?section=204&server=&page=clerk_services/faqs/index.php&division=appeals",
          "Leon County Clerk of Court: Appeals, frequently asked questions",
        ),
      ],
    },
  ),
  IL: knownOn28(
    "Either side may appeal to the Illinois Appellate Court by filing a notice of appeal with the circuit clerk within 30 days after the judgment; the appellate court reviews the record for error and hears no new evidence.",
    official(
      "https://cookcountyclerkofcourt.org/NewWebsite/Departments/Civil-Appeals.aspx",
      "Clerk of the Circuit Court of Cook County: Civil appeals",
    ),
    {
      note: "Illinois Supreme Court Rule 303.",
      alsoSources: [
        summary(
          "https://research.lawyers.com/illinois/il-after-small-claims-court.html",
          "Lawyers.com: After small claims court in Illinois",
        ),
      ],
    },
  ),
  PA: knownOn28(
    "Either side may appeal a magisterial district judge's judgment to the county's Court of Common Pleas within 30 days of the judgment; the case is heard again from the start, and a plaintiff who appeals must file a new complaint within 20 days.",
    official(
      "https://www.lccpa.org/selfhelp/landlordtenant/Topic6.nex",
      "Lehigh County Court of Common Pleas self-help: Appealing a Magisterial District Court decision",
    ),
    {
      alsoSources: [
        official("https://www.lccpa.org/selfhelp/MDCourt/Topic3b.nex", "Lehigh County Court of Common Pleas self-help"),
      ],
    },
  ),
  OH: knownOn28(
    "A magistrate usually hears the case: either side may file written objections to the magistrate's decision within 14 days. After the judge rules, an appeal goes to the court of appeals (notice of appeal within 30 days).",
    official(
      "https://smallclaims.fcmcclerk.com/home/court-forms/objection-to-magistrate-s-decision",
      "Franklin County Municipal Court Clerk: Objection to the magistrate's decision",
    ),
    {
      note: "Ohio Civil Rule 53 and Appellate Rule 4.",
      alsoSources: [
        official(
          "https://www.medinamunicipalcourt.org/departments/small-claims/",
          "Medina Municipal Court: Small Claims",
        ),
      ],
    },
  ),
  GA: knownOn28(
    "Either side may seek review in the county's State Court or Superior Court within 30 days of the magistrate court's judgment (since July 1, 2023, by a petition for review filed in that court); the case is tried again. A default judgment cannot be appealed this way.",
    official("https://gwinnettcourts.com/magistrate/appeals", "Gwinnett County Magistrate Court: Appeals"),
    { note: "O.C.G.A. §§ 5-3-7 and 15-10-41." },
  ),
  NC: knownOn28(
    "Either side may appeal to district court for a new trial before a judge or jury: announce it in court or file a written notice of appeal with the clerk within 10 days after the judgment, and pay the appeal costs within 20 days.",
    official(
      "https://ncfcc.us/appeals-to-district-court/",
      "Forsyth County Clerk of Superior Court: Appeals to District Court",
    ),
    { note: "N.C. Gen. Stat. § 7A-228." },
  ),
  MI: knownOn28(
    "If a district judge heard the case, the judgment is final and cannot be appealed. If an attorney magistrate heard it, either side may appeal to a district judge within 7 days.",
    official(
      "https://www.barrycounty.org/courts_and_law_enforcement/district_court/small_claims_division.php",
      "Barry County 56-B District Court: Small Claims Division",
    ),
    { note: "MCL 600.8427 and 600.8514." },
  ),
  WA: knownOn28(
    "Either side may appeal to the superior court within 30 days of the judgment, but no one may appeal if the amount claimed was less than $250, and the person who brought a claim may appeal only if they claimed more than $1,000. The appeal needs a notice served on the other side, fees and a bond of twice the judgment or the amount in dispute.",
    official(
      "https://www.courts.wa.gov/newsinfo/resources/?altMenu=smal&fa=newsinfo_jury.display&fileID=appeal&folderID=brochure_scc",
      "Washington Courts: Small claims court, what happens if you lose",
    ),
    { note: "RCW 12.36 and 12.40.120." },
  ),
  VT: knownOn28(
    "Either side may appeal to the superior court's civil division within 30 days of the judgment (filing fee $100). The appeal is not a new trial: no new facts may be presented.",
    official(
      "https://www.vermontjudiciary.org/GTC/Civil/FAQS.aspx",
      "Vermont Judiciary, Civil Division: Frequently asked questions",
    ),
    {
      note: "Vermont Rule of Small Claims Procedure 10: the appeal is limited to questions of law.",
    },
  ),
};

export const SMALL_CLAIMS_APPEALS: Readonly<Record<UsStateCode, Sourced<string>>> = Object.fromEntries(
  US_STATES.map(({ code }) => [code, CHECKED[code] ?? notChecked(code)]),
) as Record<UsStateCode, Sourced<string>>;

/** The appeal rule for a state code ("CA"); undefined for a code that is not a state or DC. */
export function smallClaimsAppeal(state: string): Sourced<string> | undefined {
  return Object.hasOwn(SMALL_CLAIMS_APPEALS, state) ? SMALL_CLAIMS_APPEALS[state as UsStateCode] : undefined;
}

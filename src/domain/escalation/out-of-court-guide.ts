import type { OutOfCourtRoute } from "../case/case.ts";
import { dsaWindow, gdprAnswerClock } from "../case/eu-uk-clock.ts";
import type { LetterBlock } from "../letter/blocks.ts";
import type { SenderRegion } from "../letter/countries.ts";
import { joinNaturally, withoutStop } from "../letter/format.ts";
import { PLATFORMS, type Platform } from "../letter/platforms.ts";
import { formatDay } from "../time/clock.ts";
import { isChecked, LAW_FACTS, type LawFact } from "./eu-uk-law-facts.ts";
import { isSettledParty, partyFor } from "../letter/eu-uk-parties.ts";

/**
 * "After the letter" for senders in the EU and the UK (decision 0048), as plain data the case
 * page, the PDF and the Word file lay out: per route, sections of headings, paragraphs, numbered
 * steps and links. Facts come from eu-uk-law-facts.ts; one that could not be checked is never
 * stated as ours: the guide says to check it on the body's own site. No outcome is promised.
 */

export type { OutOfCourtRoute };

export interface GuideLink {
  label: string;
  url: string;
}

export type GuideItem =
  | { kind: "paragraph"; text: string }
  | { kind: "steps"; items: string[] }
  | { kind: "links"; links: GuideLink[] };

export interface GuideSection {
  heading: string;
  items: GuideItem[];
}

export interface GuideInput {
  region: Exclude<SenderRegion, "us">;
  platforms: readonly Platform[];
  /** The day the account was disabled, "YYYY-MM-DD". */
  banDate: string;
  /** The day Meta told the user of its decision, when the user gave it. */
  decisionDate?: string | null;
  /** The day Meta received the data request, once known. */
  dataRequestReceivedOn?: string | null;
}

const NOT_ADVICE =
  "We are not a law firm and this is not legal advice. Nothing here can make Meta restore an account or promise how any body will decide; check each step on the body's own site before you act.";

const ACE_SITE = "https://appealscentre.eu/";
const CNAM_COMPLAINTS = LAW_FACTS.irelandDsc.source;
const DPC_FORM = LAW_FACTS.dpcComplaint.source;
const ICO_COMPLAINT = LAW_FACTS.icoComplaint.source;

/** The route a letter's guide follows; null for US senders, whose guide is the small-claims guide. */
export function outOfCourtRoute(region: SenderRegion, platforms: readonly Platform[]): OutOfCourtRoute | null {
  if (region === "us") return null;
  if (region === "uk") return "uk";
  return platforms.some((platform) => platform !== "WhatsApp") ? "eu-meta" : "eu-whatsapp";
}

/** A fact as the guide prints it: checked facts as they are, others as something to check. */
function stated(entry: LawFact, check: string): string {
  return isChecked(entry)
    ? entry.text
    : `Reports say (we could not check this on an official page): ${entry.text} ${check}`;
}

function inOrder(platforms: readonly Platform[]): Platform[] {
  return PLATFORMS.filter((platform) => platforms.includes(platform));
}

function partyLines(input: GuideInput): string[] {
  return inOrder(input.platforms).map((platform) => {
    const party = partyFor(input.region, platform);
    return isSettledParty(party)
      ? `${platform}: ${party.legalName}, ${party.address.slice(1).join(", ")}. Privacy requests: ${party.privacyForm}${party.privacyContactNote ? ` (${party.privacyContactNote})` : ""}`
      : `${platform}: ${party.reason} Check the terms shown in the app before you write.`;
  });
}

function dataRequestSection(input: GuideInput, law: "GDPR" | "UK GDPR"): GuideSection {
  const items: GuideItem[] = [
    {
      kind: "paragraph",
      text:
        law === "GDPR"
          ? `${LAW_FACTS.gdprArt15.text} ${LAW_FACTS.gdprArt22.text} ${LAW_FACTS.dunBradstreet.text}`
          : `The UK GDPR gives you the right to a copy of the personal data Meta holds about you. ${LAW_FACTS.icoTiming.text}`,
    },
    { kind: "paragraph", text: law === "GDPR" ? LAW_FACTS.gdprArt12Timing.text : LAW_FACTS.icoComplaint.text },
  ];
  if (input.dataRequestReceivedOn) {
    const clock = gdprAnswerClock(input.dataRequestReceivedOn);
    items.push({
      kind: "paragraph",
      text:
        law === "GDPR"
          ? `Your request was received on ${formatDay(clock.receivedOn)}: the answer is due by ${formatDay(clock.dueOn)}. If Meta tells you by that day, with reasons, that it needs longer, the latest is ${formatDay(clock.extendedDueOn)}.`
          : `Your request was received on ${formatDay(clock.receivedOn)}: an answer within one month means by ${formatDay(clock.dueOn)}.`,
    });
  } else {
    items.push({
      kind: "paragraph",
      text: "Record on your case page the day Meta received your data request, and the case page counts the month for you.",
    });
  }
  items.push({ kind: "steps", items: partyLines(input) });
  return { heading: law === "GDPR" ? "Your data and the reasons: GDPR" : "Your data: UK GDPR", items };
}

function euMetaSections(input: GuideInput): GuideSection[] {
  const window = dsaWindow({ banDate: input.banDate, decisionDate: input.decisionDate });
  const counted =
    window.countedFrom === "decision"
      ? `Counted from the day Meta told you of its decision (${formatDay(window.from)}), the six months end on ${formatDay(window.lastDay)}.`
      : `Counted from the day your account was disabled (${formatDay(window.from)}), the six months end on ${formatDay(window.lastDay)}. You did not give the day Meta told you of its decision; if it came later, your window ends later.`;
  return [
    {
      heading: "Your rights under the Digital Services Act",
      items: [
        { kind: "paragraph", text: LAW_FACTS.dsaArt17.text },
        { kind: "paragraph", text: LAW_FACTS.dsaArt20.text },
        { kind: "paragraph", text: LAW_FACTS.dsaArt21.text },
      ],
    },
    {
      heading: "Your last day",
      items: [
        {
          kind: "paragraph",
          text: `${counted} Complain to Meta and start any dispute at Appeals Centre Europe well before that day.`,
        },
      ],
    },
    {
      heading: "Appeals Centre Europe, step by step",
      items: [
        { kind: "paragraph", text: LAW_FACTS.aceCertified.text },
        {
          kind: "paragraph",
          text: stated(LAW_FACTS.aceAccountSuspensions, "Check on appealscentre.eu whether it takes your platform."),
        },
        {
          kind: "steps",
          items: [
            `Check that you can use it: ${LAW_FACTS.aceEligibility.text}`,
            `The fee. ${stated(LAW_FACTS.aceFee, "Check the fee on appealscentre.eu before you start.")}`,
            "Create an account on the centre's website and start a new dispute about a suspended account you want restored.",
            "Give your username, the platform, and the day the account was suspended; upload what you have: Meta's notice and statement of reasons, your complaint to Meta and its answer, and your letter.",
            LAW_FACTS.aceTiming.text,
            "Read the decision: it says whether Meta's decision was in line with its own terms. It is not binding and does not order Meta to restore the account; Meta must engage with it in good faith.",
          ],
        },
        { kind: "links", links: [{ label: "Appeals Centre Europe", url: ACE_SITE }] },
      ],
    },
    {
      heading: "A complaint to the Digital Services Coordinator",
      items: [
        { kind: "paragraph", text: LAW_FACTS.dsaArt53.text },
        { kind: "paragraph", text: LAW_FACTS.irelandDsc.text },
        {
          kind: "steps",
          items: [
            "Find your own country's Digital Services Coordinator (in Ireland, Coimisiún na Meán).",
            "Say what Meta did not do: for example, no statement of reasons, or no answer to your complaint.",
            "Attach Meta's notice, your complaint to Meta, your letter and any answer.",
          ],
        },
        {
          kind: "links",
          links: [
            {
              label: "Coimisiún na Meán: complaints (it directs people outside Ireland to their own coordinator)",
              url: CNAM_COMPLAINTS,
            },
          ],
        },
      ],
    },
    dataRequestSection(input, "GDPR"),
    dpcSection(),
  ];
}

function dpcSection(): GuideSection {
  return {
    heading: "A complaint to a data protection authority",
    items: [
      { kind: "paragraph", text: LAW_FACTS.dpcComplaint.text },
      {
        kind: "links",
        links: [{ label: "Data Protection Commission: complaints", url: DPC_FORM }],
      },
    ],
  };
}

function euWhatsAppSections(input: GuideInput): GuideSection[] {
  return [
    {
      heading: "Your route for WhatsApp",
      items: [
        {
          kind: "paragraph",
          text: "Your WhatsApp account is provided under WhatsApp Ireland Limited's terms. Your route rests on those terms and on the GDPR. Under the terms, a consumer in the European Region may bring a claim in a competent court of their own country, under its laws.",
        },
      ],
    },
    dataRequestSection(input, "GDPR"),
    dpcSection(),
  ];
}

function ukSections(input: GuideInput): GuideSection[] {
  return [
    {
      heading: "Your route in the United Kingdom",
      items: [
        {
          kind: "paragraph",
          text: `The UK terms are an agreement with ${withoutStop(
            joinNaturally([
              ...new Set(
                inOrder(input.platforms).map(
                  (platform) => partyFor("uk", platform).legalName ?? `the company named in ${platform}'s terms`,
                ),
              ),
            ]),
          )}. They let a consumer bring a claim in a competent court of the country where they live, under its laws. There is no body like Appeals Centre Europe for UK users.`,
        },
      ],
    },
    dataRequestSection(input, "UK GDPR"),
    {
      heading: "A complaint to the Information Commissioner's Office",
      items: [
        {
          kind: "steps",
          items: [
            "Wait for Meta's answer, or for the month to pass.",
            "Complain to Meta first, in writing, saying what is missing; keep copies.",
            "If the answer still falls short, complain to the ICO online, with your request, Meta's answer and your complaint.",
          ],
        },
        { kind: "links", links: [{ label: "ICO: make a complaint", url: ICO_COMPLAINT }] },
      ],
    },
    {
      heading: "A claim in the county court, in outline",
      items: [
        { kind: "paragraph", text: stated(LAW_FACTS.ukSmallClaims, "Check it on gov.uk.") },
        {
          kind: "paragraph",
          text: `${LAW_FACTS.moneyClaimOnline.text} It may not take a claim against a company based in the United States; ask the court before you file. Court fees, forms and how papers reach the other side are set by the court: check them on gov.uk.`,
        },
        {
          kind: "links",
          links: [
            { label: "Make a court claim for money (gov.uk)", url: LAW_FACTS.ukSmallClaims.source },
            { label: "Money Claim Online", url: LAW_FACTS.moneyClaimOnline.source },
          ],
        },
      ],
    },
  ];
}

/** The guide's sections for the sender's route, the not-advice notice first. */
export function outOfCourtGuide(input: GuideInput): GuideSection[] {
  const route = outOfCourtRoute(input.region, input.platforms);
  const body =
    route === "eu-meta"
      ? euMetaSections(input)
      : route === "eu-whatsapp"
        ? euWhatsAppSections(input)
        : ukSections(input);
  return [{ heading: "Before you start", items: [{ kind: "paragraph", text: NOT_ADVICE }] }, ...body];
}

/** The guide as letter blocks, for the PDF and Word layouts: links print as "label: address". */
export function outOfCourtGuideBlocks(input: GuideInput): LetterBlock[] {
  return guideSectionsAsBlocks(outOfCourtGuide(input));
}

/** Sections as letter blocks: headings, paragraphs, numbered steps, and links as "label: address". */
export function guideSectionsAsBlocks(sections: readonly GuideSection[]): LetterBlock[] {
  return sections.flatMap((section) => [
    { kind: "heading" as const, text: section.heading },
    ...section.items.map((item): LetterBlock => {
      if (item.kind === "paragraph") return { kind: "paragraph", text: item.text };
      if (item.kind === "steps") return { kind: "list", style: "numbered", items: item.items };
      return { kind: "list", style: "bulleted", items: item.links.map((link) => `${link.label}: ${link.url}`) };
    }),
  ]);
}

import { type OutcomeKind } from "./case.ts";
import { defendantsFor } from "./defendants.ts";
import type { LetterBlock } from "./letter/blocks.ts";
import type { FirstLetterRecord } from "./letter/follow-up.ts";
import { formatBanDate, joinNaturally } from "./letter/format.ts";
import { accountFacts, type LetterData } from "./letter/letter-facts.ts";
import { accountLabel } from "./letter/opening.ts";
import { PLATFORM_TERMS, type PlatformTerms } from "./letter/platform-terms.ts";
import { PLATFORMS } from "./letter/platforms.ts";
import { formatAmount } from "./letter/template.ts";
import { statePlaceName } from "./letter/us-states.ts";
import { findRecipient } from "./recipients.ts";

export interface GuideInput {
  letterId: number;
  letter: LetterData;
  /** The day the guide is made, "YYYY-MM-DD". */
  preparedOn: string;
  first: FirstLetterRecord | null;
  deadlinePassed: boolean;
  outcome: OutcomeKind | null;
  /** The case record's exhibits, as its index names them ("Exhibit A: …"). */
  exhibits: string[];
}

const day = (value: string) => formatBanDate(new Date(`${value}T00:00:00Z`));

/**
 * The small-claims and arbitration guide for the sender's state: a statement of claim drafted from
 * the case, whom to sue and where they are, how to find their agent for service, the route each
 * platform's terms describe, and a hearing checklist from the case record's exhibits.
 */
export function smallClaimsGuideBlocks(input: GuideInput): LetterBlock[] {
  const { letter } = input;
  const state = statePlaceName(letter.state);
  const defendants = defendantsFor(letter.platforms);
  return [
    { kind: "subject", text: `Small claims and arbitration guide: demand letter #${input.letterId}` },
    {
      kind: "paragraph",
      text: `Prepared on ${day(input.preparedOn)} for ${letter.fullName}, ${state}. We are not a law firm and this is not legal advice. Court rules, forms, fees and the most you can claim differ by state and county; check them with your court's self-help center or clerk before you file.`,
    },
    { kind: "heading", text: "1. Your statement of claim" },
    {
      kind: "paragraph",
      text: "Drafted from your case. Copy it into the court's claim form, answer the form's own questions, and change anything that is not exactly right:",
    },
    {
      kind: "quote",
      paragraphs: statementOfClaim(
        input,
        defendants.map((defendant) => defendant.legalName),
      ),
    },
    { kind: "heading", text: "The amount" },
    { kind: "paragraph", text: amountText(letter) },
    { kind: "heading", text: "2. Who you sue" },
    {
      kind: "list",
      style: "bulleted",
      items: defendants.map(
        (defendant) =>
          `${defendant.legalName}${defendant.organisedIn ? `, a ${defendant.organisedIn} corporation` : ""}, for ${joinNaturally(defendant.platforms.filter((platform) => letter.platforms.includes(platform)))}. Principal address: ${defendant.principalAddress}. (Source: ${defendant.source}; checked ${day(defendant.checkedOn)}.)`,
      ),
    },
    {
      kind: "paragraph",
      text: "Use the exact legal name on the claim form. A claim against “Facebook” or “Instagram” names a product, not a company.",
    },
    { kind: "heading", text: `3. Finding the agent for service of process in ${state}` },
    {
      kind: "list",
      style: "numbered",
      items: [
        `Open the business entity search of the ${state} Secretary of State (or the office that registers companies in ${state}) and search for ${joinNaturally(defendants.map((defendant) => `“${defendant.legalName}”`))}.`,
        "If the company is registered to do business there, its record names a registered agent for service of process and that agent's address. That is where the court papers are served.",
        "If it is not registered there, ask the court clerk how to serve a company based in another state; the court's rules say which ways are allowed.",
        "Follow the court's rules on who may deliver the papers, and file the proof of service by the court's deadline.",
      ],
    },
    {
      kind: "paragraph",
      text: "We have not listed each state's search page or its fees: they change, and we could not check them all. Your court's self-help pages link to them.",
    },
    { kind: "heading", text: "4. Small claims court or arbitration" },
    ...routeBlocks(input),
    { kind: "heading", text: "5. Hearing checklist" },
    { kind: "list", style: "bulleted", items: checklist(input) },
    {
      kind: "paragraph",
      text: "Certified mail proves that your letter was mailed and delivered; it does not make anyone answer, and no court outcome is certain.",
    },
  ];
}

function statementOfClaim(input: GuideInput, defendantNames: string[]): string[] {
  const { letter, first } = input;
  const accounts = joinNaturally(accountFacts(letter).map(accountLabel));
  const platforms = PLATFORMS.filter((platform) => letter.platforms.includes(platform));
  const word = platforms.length > 1 ? "accounts" : "account";
  const lines = [`On ${formatBanDate(letter.banDate)}, ${joinNaturally(defendantNames)} disabled my ${accounts}.`];
  if (letter.banReason) lines.push(`The reason given was: “${letter.banReason}”.`);
  const appeals = letter.appeals ?? [];
  if (appeals.length > 0)
    lines.push(`I appealed ${appeals.length === 1 ? "once" : `${appeals.length} times`} before writing to them.`);
  if (first) {
    const recipient = findRecipient(letter.recipientBusinessId);
    const how = first.trackingNumber ? ` by USPS Certified Mail No. ${first.trackingNumber}` : "";
    const delivered = first.deliveredOn ? `, delivered on ${day(first.deliveredOn)}` : "";
    lines.push(
      `On ${day(first.date)} I sent a written demand to ${recipient?.name ?? "Meta"}${recipient ? `, ${recipient.fullAddress}` : ""}${how}${delivered}. I asked them to restore my ${word} and content, to have a person review the decision, to remove the strike and to give me the reason in writing, by ${day(first.deadline)}.`,
    );
    lines.push(outcomeSentence(input.outcome, input.deadlinePassed, word));
  }
  if (letter.amountClaimed)
    lines.push(
      `I claim $${formatAmount(letter.amountClaimed)}, worked out as follows: ${letter.amountBasis ?? ""}`.trim(),
    );
  return lines;
}

function outcomeSentence(outcome: OutcomeKind | null, deadlinePassed: boolean, word: string): string {
  if (outcome === "no_reply") return "I have received no reply.";
  if (outcome === "refused") return `They refused to restore my ${word}.`;
  if (outcome === "partly_restored") return `My ${word} ${word === "account" ? "was" : "were"} only partly restored.`;
  return deadlinePassed
    ? `That date has passed and my ${word} ${word === "account" ? "has" : "have"} not been restored.`
    : "That date has not yet passed.";
}

function amountText(letter: LetterData): string {
  if (letter.amountClaimed) {
    return `Your letter claimed $${formatAmount(letter.amountClaimed)}: ${letter.amountBasis ?? ""} Bring the receipts, invoices or statements behind each part of it.`.trim();
  }
  return "Your letter did not name an amount. Small claims courts decide claims for money: work out what losing the account cost you (for example lost orders or income, paid advertising, or the cost of replacing content), keep the records behind each figure, and check the most your court can award.";
}

/** Each distinct set of terms the letter's platforms fall under, in the order of PLATFORMS. */
function termsFor(platforms: readonly string[]): { platforms: string[]; terms: PlatformTerms }[] {
  const groups: { platforms: string[]; terms: PlatformTerms }[] = [];
  for (const platform of PLATFORMS.filter((name) => platforms.includes(name))) {
    const terms = PLATFORM_TERMS[platform];
    const group = groups.find((entry) => entry.terms.governedBy === terms.governedBy);
    if (group) group.platforms.push(platform);
    else groups.push({ platforms: [platform], terms });
  }
  return groups;
}

function routeBlocks(input: GuideInput): LetterBlock[] {
  const blocks: LetterBlock[] = [];
  for (const { platforms, terms } of termsFor(input.letter.platforms)) {
    blocks.push({
      kind: "paragraph",
      text: `${joinNaturally(platforms)}: ${terms.termsName.replace(/^the /, "The ")}`,
    });
    blocks.push({ kind: "list", style: "bulleted", items: routeItems(input, terms) });
    blocks.push({
      kind: "paragraph",
      text: `Source: ${terms.source}, as archived on ${day(terms.sourceVersionDate)}; checked ${day(terms.checkedOn)}.${terms.verified ? "" : " The US wording of these terms could not be checked."}`,
    });
  }
  return blocks;
}

function routeItems(input: GuideInput, terms: PlatformTerms): string[] {
  const notice = terms.noticeOfDispute;
  if (!notice) {
    return [
      "These terms have no notice-of-dispute or arbitration step.",
      `A consumer may bring a claim in a competent court where they live; small claims court is one. Other claims go to ${terms.courts.replace(/^a competent court in the country where I live, or /, "")}.`,
    ];
  }
  const items: string[] = [];
  const sentToNotice = input.letter.recipientBusinessId === notice.recipientId;
  if (sentToNotice && input.first) {
    items.push(
      `Your letter of ${day(input.first.date)} went to the address these terms give for a notice of dispute, so it serves as that notice.`,
    );
  } else {
    items.push(
      `Before arbitration these terms ask for a written notice of dispute sent to ${notice.addressAsPrinted}. Your letter went to another address, so send one there first (a new letter to that recipient does it).`,
    );
  }
  items.push(
    `If the dispute is not resolved within ${notice.resolutionWindowDays} days after the notice is received, either side may start arbitration.`,
  );
  if (terms.smallClaimsException)
    items.push(
      "Instead of arbitration, you may bring the claim in your local small claims court, on your own behalf, if that court's rules allow it.",
    );
  items.push(
    ...terms.notes.filter(
      (note) =>
        /American Arbitration Association|AAA|fees|within one year|time limit/i.test(note) &&
        !/No contractual time limit/.test(note),
    ),
  );
  if ((terms.variants ?? []).some((variant) => !variant.arbitration)) {
    items.push(
      "Archived copies of these terms have also been seen without the arbitration agreement; under that text a consumer may bring a claim in a competent court where they live.",
    );
  }
  return items;
}

function checklist(input: GuideInput): string[] {
  return [
    "Print your case record (download it from your letter's page) with enough copies for the judge, the other side and yourself.",
    ...input.exhibits.map((exhibit) => `${exhibit}.`),
    `A one-page timeline: the day the ${input.letter.platforms.length > 1 ? "accounts were" : "account was"} disabled, each appeal, the letter's date${input.first?.deliveredOn ? ", its delivery" : ""}, the deadline and what happened since.`,
    "The records behind the amount you claim: receipts, invoices, bank or platform statements.",
    "The filed claim form and the proof that the papers were served.",
  ];
}

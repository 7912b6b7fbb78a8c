import type { OutcomeKind } from "../case/case.ts";
import { claimLimitFor, claimLimitSentence, termsWindowFor } from "../case/terms-dates.ts";
import { formatDay } from "../time/clock.ts";
import { movedClause } from "../time/deadlines.ts";
import { defendantsFor } from "./defendants.ts";
import type { LetterBlock } from "../letter/blocks.ts";
import type { FirstLetterRecord } from "../case/final-notice.ts";
import { formatBanDate, joinNaturally, sentence, withoutStop } from "../letter/format.ts";
import { accountFacts, type LetterData } from "../letter/letter-facts.ts";
import { loginRequiredFor } from "../letter/notice-completeness.ts";
import { accountLabel } from "../letter/opening.ts";
import { PLATFORM_TERMS, type PlatformTerms } from "../letter/platform-terms.ts";
import { PLATFORMS } from "../letter/platforms.ts";
import { demandItems, formatAmount } from "../letter/template.ts";
import { statePlaceName } from "../letter/us-states.ts";
import { stateFactBlocks } from "./court-fact-blocks.ts";
import { localCourtFor } from "./local-courts.ts";
import { termsVersionBlocks } from "./terms-versions.ts";
import { liabilityExplanation } from "../letter/terms-basis.ts";
import { claimBasisLines, senderFactLines } from "../letter/claim-basis.ts";
import { claimAmount, dollarsText, overLimitChoiceText } from "./claim-amount.ts";
import { sendingWords } from "../case/sending.ts";
import { findRecipient } from "../letter/recipients.ts";
import { arbitrationFeeQuote } from "../letter/terms-clauses.ts";
import { attorneyGeneralWhereToFile } from "./attorney-general-pages.ts";
import { certifiedTranslationNote } from "./certified-translation.ts";

export interface GuideInput {
  letterId: number;
  letter: LetterData;
  /** The day the guide is made, "YYYY-MM-DD", on the sender's calendar. */
  preparedOn: string;
  first: FirstLetterRecord | null;
  deadlinePassed: boolean;
  outcome: OutcomeKind | null;
  /** The case record's exhibits, as its index names them ("Exhibit A: …"). */
  exhibits: string[];
  /** The county the sender chose on their case page, where the state's fee is set by county (decision 0070). */
  county?: string | null;
}

const day = formatDay;

/**
 * The small-claims and arbitration guide for the sender's state: a statement of claim drafted from
 * the case, whom to sue and where they are, how to find their agent for service, the route each
 * platform's terms describe, and a hearing checklist from the case record's exhibits.
 */
export function smallClaimsGuideBlocks(input: GuideInput): LetterBlock[] {
  const { letter } = input;
  const state = statePlaceName(letter.state);
  const defendants = defendantsFor(letter.platforms);
  const limit = claimLimitFor(letter);
  return [
    { kind: "subject", text: `Small claims and arbitration guide: demand letter #${input.letterId}` },
    {
      kind: "paragraph",
      text: `Prepared on ${day(input.preparedOn)} for ${letter.fullName}, ${state}. We are not a law firm and this is not legal advice. Court rules, forms, fees and the most you can claim differ by state and county; check them with your court's self-help center or clerk before you file.`,
    },
    ...(limit
      ? [
          { kind: "heading" as const, text: "Time limit" },
          {
            kind: "paragraph" as const,
            text: `${claimLimitSentence(limit)} File your claim, or start arbitration, well before that day; a court may count the time differently, so do not wait for the last day.`,
          },
        ]
      : []),
    { kind: "heading", text: "1. Your statement of claim" },
    {
      kind: "paragraph",
      text: `Drafted from your case. Copy it into the court's claim form, answer the form's own questions, and change anything that is not exactly right.${input.first && !input.first.sent ? " Your case page does not record when and how you sent your letter, so this draft says only that it was addressed to them: record it there and download this guide again." : ""}`,
    },
    {
      kind: "quote",
      paragraphs: statementOfClaim(
        input,
        defendants.map((defendant) => defendant.legalName),
      ),
    },
    ...translationBlocks(letter),
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
    ...courtBlocks(letter, state, input.county ?? undefined),
    { kind: "heading", text: `4. Finding the agent for service of process in ${state}` },
    {
      kind: "list",
      style: "numbered",
      items: [
        sentence(
          `Open the business entity search of the ${state} Secretary of State (or the office that registers companies in ${state}) and search for ${joinNaturally(defendants.map((defendant) => `“${defendant.legalName}”`))}`,
        ),
        "If the company is registered to do business there, its record names a registered agent for service of process and that agent's address. That is where the court papers are served.",
        "If it is not registered there, ask the court clerk how to serve a company based in another state; the court's rules say which ways are allowed.",
        "Follow the court's rules on who may deliver the papers, and file the proof of service by the court's deadline.",
      ],
    },
    {
      kind: "paragraph",
      text: "We have not listed each state's search page or its fees: they change, and we could not check them all. Your court's self-help pages link to them.",
    },
    { kind: "heading", text: "5. Small claims court or arbitration" },
    ...routeBlocks(input),
    ...termsVersionBlocks(letter.platforms, "Which version of the terms you accepted"),
    { kind: "heading", text: "6. Hearing checklist" },
    { kind: "list", style: "bulleted", items: checklist(input) },
    {
      kind: "paragraph",
      /* Only where a certified mailing was recorded: otherwise nothing on file proves it was mailed. */
      text:
        input.first?.sent?.method === "certified_mail"
          ? "Certified mail proves that your letter was mailed and delivered; it does not make anyone answer, and no court outcome is certain."
          : "No court outcome is certain: bring every record of how you sent your letter and what came back.",
    },
    { kind: "heading", text: `7. A complaint to the ${state} attorney general` },
    {
      kind: "paragraph",
      text: `Beside a claim, you may complain to the attorney general, whose office may ask Meta to answer; it does not represent you or decide your claim. ${attorneyGeneralWhereToFile(letter.state)} Your case page offers a summary to paste into the form.`,
    },
  ];
}

/** Only for a story written in Spanish: a court needs it translated. */
function translationBlocks(letter: LetterData): LetterBlock[] {
  const note = certifiedTranslationNote(letter);
  return note ? [{ kind: "paragraph", text: note }] : [];
}

/** The court facts for the sender's state, or for the local court their ZIP code points to. */
function courtBlocks(letter: LetterData, state: string, county: string | undefined): LetterBlock[] {
  const local = localCourtFor(letter.state, letter.zipCode);
  const heading = `3. Small claims court in ${local?.place ?? state}`;
  const blocks = stateFactBlocks(letter.state, heading, local, letter.city, county);
  if (blocks.length > 0 && ["Instagram", "Threads"].some((platform) => letter.platforms.includes(platform)))
    blocks.push({
      kind: "paragraph",
      text: "Instagram's terms and appeals: under the version of the Instagram terms with an arbitration agreement, if you or Meta appeal a small-claims judgment to a court of general jurisdiction, the claims must then be resolved by binding individual arbitration. See “Which version of the terms you accepted” in section 5.",
    });
  return blocks;
}

export function statementOfClaim(input: GuideInput, defendantNames: string[]): string[] {
  const { letter, first } = input;
  const accounts = joinNaturally(accountFacts(letter).map(accountLabel));
  const platforms = PLATFORMS.filter((platform) => letter.platforms.includes(platform));
  const word = platforms.length > 1 ? "accounts" : "account";
  const lines = [`On ${formatBanDate(letter.banDate)}, ${joinNaturally(defendantNames)} disabled my ${accounts}.`];
  lines.push(...senderFactLines(letter));
  if (first) {
    const recipient = findRecipient(letter.recipientBusinessId);
    const to = `${recipient?.name ?? "Meta"}${recipient ? `, ${recipient.fullAddress}` : ""}`;
    const delivered = first.deliveredOn ? `, delivered on ${day(first.deliveredOn)}` : "";
    const dated = first.sent?.sentOn === first.date ? "" : ` dated ${day(first.date)}`;
    lines.push(
      first.sent
        ? `On ${day(first.sent.sentOn)} I sent a written demand${dated} to ${to} ${sendingWords(first.sent)}${delivered}.`
        : `I wrote a demand dated ${day(first.date)}, addressed to ${to}.`,
      `It asked them to do the following by ${day(first.deadline)}:`,
      ...demandItems(letter, { platforms: joinNaturally(platforms), accountWord: word }).map(
        (item, index) => `(${index + 1}) ${item}`,
      ),
    );
    lines.push(outcomeSentence(input.outcome, input.deadlinePassed, word));
  }
  lines.push(...claimBasisLines(letter, letter.platforms));
  const claim = claimSentence(letter);
  if (claim) lines.push(claim);
  return lines;
}

/** The money claimed: what was paid to Meta first and apart, then other losses, held against the state's limit. */
function claimSentence(letter: LetterData): string | undefined {
  const parts: string[] = [];
  if (letter.amountPaidToMeta)
    parts.push(
      `$${formatAmount(letter.amountPaidToMeta)} that I paid them in the 12 months before the decision (${withoutStop(letter.amountPaidBasis)})`,
    );
  if (letter.amountClaimed)
    parts.push(
      `$${formatAmount(letter.amountClaimed)} for other losses, worked out as follows: ${withoutStop(letter.amountBasis)}`,
    );
  if (parts.length === 0) return undefined;
  const amount = claimAmount(letter);
  const claimed = parts.length === 1 ? parts[0] : `${dollarsText(amount.total)}: ${parts.join("; and ")}`;
  if (!amount.over || amount.limit === null) return `I claim ${claimed}.`;
  if (letter.overLimitChoice === "reduce")
    return `I claim ${dollarsText(amount.limit)}, the most this court can award, and waive the rest of my claim of ${claimed}.`;
  if (letter.overLimitChoice === "other_court") return `I claim ${claimed}.`;
  return `I claim ${claimed}. [This is above the small-claims limit of ${dollarsText(amount.limit)}: write “I reduce my claim to ${dollarsText(amount.limit)} and waive the rest”, or file in another court.]`;
}

function outcomeSentence(outcome: OutcomeKind | null, deadlinePassed: boolean, word: string): string {
  /* Only what happened: "no reply" is a fact once the date they were given has passed. */
  if (outcome === "no_reply")
    return deadlinePassed ? "That date has passed and I have received no reply." : "That date has not yet passed.";
  if (outcome === "refused") return `They refused to restore my ${word}.`;
  if (outcome === "partly_restored") return `My ${word} ${word === "account" ? "was" : "were"} only partly restored.`;
  return deadlinePassed
    ? `That date has passed and my ${word} ${word === "account" ? "has" : "have"} not been restored.`
    : "That date has not yet passed.";
}

function amountText(letter: LetterData): string {
  const terms = liabilityExplanation(letter.platforms, Boolean(letter.amountPaidToMeta)).join(" ");
  const choice = overLimitChoiceText(letter, claimAmount(letter));
  return `${moneyText(letter)}${terms ? ` ${terms}` : ""}${choice ? ` ${choice}` : ""}`;
}

function moneyText(letter: LetterData): string {
  const paid = letter.amountPaidToMeta
    ? `First and apart, what you paid Meta in the 12 months before the decision: $${formatAmount(letter.amountPaidToMeta)} (${withoutStop(letter.amountPaidBasis)}). `
    : "";
  const other = letter.amountClaimed
    ? `Other losses your letter claimed: $${formatAmount(letter.amountClaimed)} (${withoutStop(letter.amountBasis)}). `
    : "";
  const amount = claimAmount(letter);
  const total = paid && other ? `Total: ${dollarsText(amount.total)}. ` : "";
  const limit =
    amount.limit !== null && (paid || other)
      ? `${statePlaceName(letter.state)}'s small-claims limit for an individual: ${dollarsText(amount.limit)}. `
      : "";
  if (paid || other) {
    return `${paid}${other}${total}${limit}Bring the receipts, invoices or statements behind each figure.`;
  }
  return "Your letter did not name an amount. Small claims courts decide claims for money: work out what losing the account cost you (for example lost orders or income, paid advertising, or the cost of replacing content), keep the records behind each figure, and check the most your court can award.";
}

/** Each distinct set of terms the letter's platforms fall under, in the order of PLATFORMS. */
export function termsFor(platforms: readonly string[]): { platforms: string[]; terms: PlatformTerms }[] {
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
    blocks.push({ kind: "heading", text: `${joinNaturally(platforms)}: ${terms.termsName.replace(/^the /, "The ")}` });
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
      lacksSignIn(input.letter)
        ? `Your letter of ${day(input.first.date)} is addressed to the address these terms give for a notice of dispute, but it does not give the email or phone you sign in with, which these terms ask a notice to include. Send a notice that does (a corrected letter, or a new one to that recipient) before you start arbitration.`
        : input.first.sent
          ? `Your letter of ${day(input.first.date)} went to the address these terms give for a notice of dispute, so it serves as that notice.`
          : `Your letter of ${day(input.first.date)} is addressed to the address these terms give for a notice of dispute, so once it is sent it serves as that notice. Record on your letter's page when and how you sent it.`,
    );
  } else {
    items.push(
      `Before arbitration these terms ask for a written notice of dispute sent to ${notice.addressAsPrinted}. Your letter went to another address, so send one there first (a new letter to that recipient does it).`,
    );
  }
  items.push(
    `If the dispute is not resolved within ${notice.resolutionWindowDays} days after the notice is received, either side may start arbitration.`,
  );
  if (sentToNotice && input.first) items.push(windowItem(input));
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
  const fees = arbitrationFeeQuote(terms.governedBy);
  if (fees?.metaPaysBelowDollars !== undefined)
    items.push(
      `If you arbitrate, invoke the fee promise: under these terms Meta pays the arbitration fees when the claim seeks less than $${fees.metaPaysBelowDollars.toLocaleString("en-US")} and a timely Notice of Dispute was given. The arbitration demand your case page offers after the window quotes it and asks the AAA to bill Meta.`,
    );
  const limit = claimLimitFor(input.letter);
  if (terms.claimLimitYears && limit) items.push(claimLimitSentence(limit));
  if ((terms.variants ?? []).some((variant) => !variant.arbitration)) {
    items.push(
      "Archived copies of these terms have also been seen without the arbitration agreement; under that text a consumer may bring a claim in a competent court where they live.",
    );
  }
  return items;
}

/** A letter written before the notice had to carry the sign-in email or phone may lack it. */
export function lacksSignIn(letter: LetterData): boolean {
  const platforms = PLATFORMS.filter((platform) => letter.platforms.includes(platform));
  return !letter.accountLogin && loginRequiredFor(platforms, letter.recipientBusinessId).length > 0;
}

/** The window counts from receipt: from the delivery day the mail service reported, when there is one. */
function windowItem(input: GuideInput): string {
  const window = termsWindowFor(input.letter, input.first?.deliveredOn);
  if (!window) {
    return "That period counts from the day Meta received your notice, not from the date of your letter. Your certified-mail receipt and the USPS tracking page show the day it was delivered; count from that day.";
  }
  const reported =
    input.first?.sent?.recordedBy === "sender"
      ? "You recorded your notice delivered"
      : "The mail service reported your notice delivered";
  return `${reported} on ${day(window.deliveredOn)}, so the ${window.days} days end on ${day(window.ends.day)}${movedClause(window.ends)}.`;
}

/** The sender recorded an appeal inside Meta (its date, or a plain yes). */
export function appealedInside(letter: LetterData): boolean {
  return (letter.appeals ?? []).length > 0 || letter.appealed === "yes";
}

function checklist(input: GuideInput): string[] {
  return [
    "Print your case record (download it from your letter's page) with enough copies for the judge, the other side and yourself.",
    ...input.exhibits.map((exhibit) => `${exhibit}.`),
    `A one-page timeline: the day the ${input.letter.platforms.length > 1 ? "accounts were" : "account was"} disabled, ${appealedInside(input.letter) ? "each appeal, " : ""}the letter's date${input.first?.deliveredOn ? ", its delivery" : ""}, the deadline and what happened since.`,
    "The records behind the amount you claim: receipts, invoices, bank or platform statements.",
    "The filed claim form and the proof that the papers were served.",
  ];
}

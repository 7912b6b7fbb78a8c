import { ARBITRATION_FACTS } from "./aaa-facts.ts";
import type { OutcomeKind } from "../case/case.ts";
import { claimLimitFor, claimLimitSentence } from "../case/terms-dates.ts";
import { formatDay } from "../time/clock.ts";
import { type Defendant, defendantsFor } from "./defendants.ts";
import type { LetterBlock } from "../letter/blocks.ts";
import type { FirstLetterRecord } from "../case/final-notice.ts";
import { formatBanDate, joinNaturally } from "../letter/format.ts";
import { accountFacts, type LetterData } from "../letter/letter-facts.ts";
import { accountLabel } from "../letter/opening.ts";
import { type NoticeOfDispute, PLATFORM_TERMS, type PlatformTerms } from "../letter/platform-terms.ts";
import { PLATFORMS } from "../letter/platforms.ts";
import { demandItems, formatAmount } from "../letter/template.ts";
import { findRecipient } from "../letter/recipients.ts";
import { sendingWords } from "../case/sending.ts";
import { type FactSource, isKnownFact, type Sourced } from "./sourced-facts.ts";
import { claimBasisLines, senderFactLines } from "../letter/claim-basis.ts";
import { liabilityExplanation } from "../letter/terms-basis.ts";
import { arbitrationFeeQuote } from "../letter/terms-clauses.ts";
import { dollarsText } from "./claim-amount.ts";

export interface ArbitrationInput {
  letterId: number;
  letter: LetterData;
  /** The day the pack is made, "YYYY-MM-DD", on the sender's calendar. */
  preparedOn: string;
  /** The notice of dispute: the case's first letter, as recorded. */
  first: FirstLetterRecord;
  /** "YYYY-MM-DD": the day the terms' resolution window after delivery ended. */
  windowEnds: string;
  outcome: OutcomeKind | null;
}

/** The terms with an arbitration step that the pack follows, the letter's platforms under them, and the notice. */
export interface Route {
  terms: PlatformTerms;
  notice: NoticeOfDispute;
  platforms: string[];
  respondents: Defendant[];
}

const day = formatDay;
const AAA = ARBITRATION_FACTS;

/**
 * The arbitration filing pack: a demand for arbitration drafted from the case, to copy into the
 * AAA's filing form, with the fees, filing steps and small-claims alternative the platform's terms
 * and the AAA facts state. Letters whose platforms' terms have no arbitration (Facebook) get [].
 */
export function arbitrationDemandBlocks(input: ArbitrationInput): LetterBlock[] {
  const route = routeFor(input.letter);
  if (!route) return [];
  const { terms } = route;
  const others = input.letter.platforms.filter(
    (platform) => !route.platforms.includes(platform) && platform !== "Facebook",
  );
  const respondents = joinNaturally(route.respondents.map((respondent) => respondent.legalName));
  return [
    { kind: "subject", text: `Arbitration filing pack: demand letter #${input.letterId}` },
    {
      kind: "paragraph",
      text: `Prepared on ${day(input.preparedOn)} for ${input.letter.fullName}, for ${joinNaturally(route.platforms)} under ${terms.termsName}. We are not a law firm and this is not legal advice. Check the AAA's current rules and fees at adr.org before you file.${noArbitrationVariant(terms)}${others.length ? ` Your letter is also about ${joinNaturally(others)}, whose terms name another address and window; this pack does not cover ${others.length > 1 ? "them" : "it"}.` : ""}`,
    },
    ...(input.letter.recipientBusinessId === route.notice.recipientId
      ? []
      : [
          {
            kind: "paragraph" as const,
            text: `Your letter was addressed to another address than the one these terms give for a notice of dispute (${route.notice.addressAsPrinted}). Before you file, send a notice of dispute there and wait the ${route.notice.resolutionWindowDays} days the terms give.`,
          },
        ]),
    { kind: "heading", text: "Before you file: did you opt out?" },
    { kind: "paragraph", text: optOutText(terms) },
    { kind: "heading", text: "1. Demand for arbitration" },
    {
      kind: "paragraph",
      text: "A draft to copy into the AAA's filing form. Answer the form's own questions, and change anything that is not exactly right.",
    },
    {
      kind: "list",
      style: "bulleted",
      items: [
        `Claimant: ${input.letter.fullName}, ${input.letter.address}, ${input.letter.city}, ${input.letter.state} ${input.letter.zipCode}; email ${input.letter.email}; phone ${input.letter.phone}.`,
        ...route.respondents.map(
          (respondent) => `Respondent: ${respondent.legalName}, ${respondent.principalAddress}.`,
        ),
      ],
    },
    { kind: "quote", paragraphs: claimParagraphs(input, route, respondents) },
    ...excludedLossesBlocks(input.letter, route),
    { kind: "heading", text: "2. Fees" },
    { kind: "list", style: "bulleted", items: feeItems(input.letter, terms, route.platforms[0] ?? "") },
    { kind: "heading", text: "3. How to file" },
    { kind: "list", style: "numbered", items: filingItems(route, respondents) },
    { kind: "heading", text: "4. Small claims court instead" },
    { kind: "list", style: "bulleted", items: smallClaimsItems(input.letter, route) },
    { kind: "paragraph", text: sourcesText(route) },
  ];
}

/** The notice address the letter went to decides the terms; otherwise the first platform with arbitration. */
export function routeFor(letter: LetterData): Route | undefined {
  const withNotice = PLATFORMS.filter(
    (platform) => letter.platforms.includes(platform) && PLATFORM_TERMS[platform].noticeOfDispute,
  );
  const lead =
    withNotice.find((platform) => PLATFORM_TERMS[platform].noticeRecipientId === letter.recipientBusinessId) ??
    withNotice[0];
  if (!lead) return undefined;
  const platforms = withNotice.filter(
    (platform) => PLATFORM_TERMS[platform].governedBy === PLATFORM_TERMS[lead].governedBy,
  );
  const terms = PLATFORM_TERMS[platforms[0]];
  if (!terms.noticeOfDispute) return undefined;
  return { terms, notice: terms.noticeOfDispute, platforms, respondents: defendantsFor(platforms) };
}

function noArbitrationVariant(terms: PlatformTerms): string {
  return (terms.variants ?? []).some((variant) => !variant.arbitration)
    ? " Archived copies of these terms have also been seen without the arbitration agreement; under that text a consumer may bring a claim in a competent court where they live. Check the terms you agreed to."
    : "";
}

function claimParagraphs(input: ArbitrationInput, route: Route, respondents: string): string[] {
  const { letter, first } = input;
  const accounts = accountFacts(letter).filter((account) => route.platforms.includes(account.platform));
  const word = accounts.length > 1 ? "accounts" : "account";
  const lines = [
    `On ${formatBanDate(letter.banDate)}, ${respondents} disabled my ${joinNaturally(accounts.map(accountLabel))}.`,
  ];
  lines.push(...senderFactLines(letter));
  const recipient = findRecipient(letter.recipientBusinessId);
  const to = recipient ? `${recipient.name}, ${recipient.fullAddress}` : "Meta";
  const isNotice = letter.recipientBusinessId === route.notice.recipientId;
  const what = isNotice ? "demand and notice of dispute" : "demand";
  if (first.sent) {
    const dated = first.sent.sentOn === first.date ? "" : ` dated ${day(first.date)}`;
    const delivered = first.deliveredOn ? `, delivered on ${day(first.deliveredOn)}` : "";
    lines.push(
      `On ${day(first.sent.sentOn)} I sent a written ${what}${dated} to ${to} ${sendingWords(first.sent)}${delivered}.`,
    );
  } else {
    lines.push(`I wrote a ${what} dated ${day(first.date)}, addressed to ${to}.`);
  }
  const unresolved = input.outcome === "restored" ? "" : " without the dispute being resolved";
  if (isNotice)
    lines.push(
      `${capitalised(route.terms.termsName)} give ${route.notice.resolutionWindowDays} days after a notice of dispute is received to resolve the dispute. That period ended on ${day(input.windowEnds)}${unresolved}.`,
    );
  const since = outcomeSentence(input.outcome, word);
  if (since) lines.push(since);
  lines.push(...claimBasisLines(letter, route.platforms));
  lines.push(
    `My ${isNotice ? "notice" : "letter"} asked them to do the following, and I ask the arbitrator for the same relief:`,
  );
  const items = demandItems(arbitrated(letter), { platforms: joinNaturally(route.platforms), accountWord: word });
  lines.push(...items.map((item, index) => `(${index + 1}) ${item}`));
  const total = moneyTotal(arbitrated(letter));
  lines.push(amountSentence(arbitrated(letter), total));
  lines.push(...feeRequest(input, route, total));
  lines.push(hearingRequest(letter));
  return lines;
}

function amountSentence(letter: LetterData, total: number): string {
  if (total === 0) return "I claim no sum of money; I ask for the relief above.";
  const paid = letter.amountPaidToMeta ? `$${formatAmount(letter.amountPaidToMeta)}` : undefined;
  const other = letter.amountClaimed ? `$${formatAmount(letter.amountClaimed)}` : undefined;
  if (paid && other)
    return `The amount I claim is ${dollarsText(total)}: first the ${paid} I paid them, then ${other} for other losses.`;
  return paid
    ? `The amount I claim is ${paid}, the money I paid them.`
    : `The amount I claim is ${other}, for other losses.`;
}

/** Other losses stay out of the demand unless the sender chose to keep them: the terms exclude lost profits. */
export function arbitrated(letter: LetterData): LetterData {
  return letter.arbitrateExcludedLosses ? letter : { ...letter, amountClaimed: null, amountBasis: null };
}

function excludedLossesBlocks(letter: LetterData, route: Route): LetterBlock[] {
  if (!letter.amountClaimed) return [];
  const terms = liabilityExplanation(route.platforms, Boolean(letter.amountPaidToMeta))[0] ?? "";
  const text = letter.arbitrateExcludedLosses
    ? `You chose to keep the other losses your letter claimed ($${formatAmount(letter.amountClaimed)}) in this demand. ${terms} Expect Meta to rely on that clause; the arbitrator decides.`
    : `Your letter also claimed $${formatAmount(letter.amountClaimed)} for other losses. ${terms} This demand leaves them out. If you want to claim them anyway, choose “keep other losses in an arbitration demand” in your letter's facts and download this pack again.`;
  return [{ kind: "paragraph", text }];
}

/** The paragraph that invokes the terms' fee promise (quoted from the terms) and asks the AAA to bill Meta. */
function feeRequest(input: ArbitrationInput, route: Route, total: number): string[] {
  const quote = arbitrationFeeQuote(route.platforms[0] ?? "");
  if (!quote) return [];
  const cited = `(${quote.document}, section “${quote.section}”, as archived on ${day(quote.sourceVersionDate)})`;
  const respondent = route.respondents[0]?.legalName ?? "the respondent";
  if (quote.metaPaysBelowDollars !== undefined) {
    const below = total < quote.metaPaysBelowDollars;
    const notice = input.letter.recipientBusinessId === route.notice.recipientId && input.first.sent;
    return [
      `The terms I accepted say: “${quote.text}” ${cited}.`,
      below && notice
        ? `My claims seek less than $${quote.metaPaysBelowDollars.toLocaleString("en-US")}, and I gave a timely Notice of Dispute (above). I ask the AAA to bill ${respondent} for all filing, administration, hearing and arbitrator fees, as these terms promise, and to refund any filing fee I pay.`
        : `[My claims ${below ? "" : "do not "}seek less than $${quote.metaPaysBelowDollars.toLocaleString("en-US")}${notice ? "" : ", and the record does not show a Notice of Dispute mailed to the address these terms give"}: say whether ${respondent} must pay the fees, or leave this paragraph out.]`,
    ];
  }
  return [
    `The terms I accepted say: “${quote.text}” ${cited}.`,
    `I ask the AAA to allocate the fees under its rules for consumer disputes and to bill ${respondent} for every fee those rules put on the business.`,
  ];
}

function hearingRequest(letter: LetterData): string {
  return `I ask that the case be decided on documents or heard by telephone or video, and that any in-person hearing be held in the county where I live (${letter.city}, ${letter.state}).`;
}

function optOutText(terms: PlatformTerms): string {
  const rule = terms.notes.find((note) => /opt[- ]out/i.test(note) && /30 days/.test(note));
  return `${rule ? `What ${terms.termsName} say: ${rule}` : "These terms let a user opt out of arbitration within a short time after accepting them."} If you mailed such an opt-out, arbitration does not bind you or Meta: do not file this demand; your claim goes to small claims court or the courts the terms name. If you never mailed one, the arbitration agreement applies and you may file.`;
}

function outcomeSentence(outcome: OutcomeKind | null, word: string): string | undefined {
  if (outcome === "no_reply") return "I have received no reply.";
  if (outcome === "refused") return `They refused to restore my ${word}.`;
  if (outcome === "partly_restored") return `My ${word} ${word === "account" ? "was" : "were"} only partly restored.`;
  return undefined;
}

export function moneyTotal(letter: LetterData): number {
  return Number(letter.amountPaidToMeta ?? 0) + Number(letter.amountClaimed ?? 0);
}

const capitalised = (text: string) => text.replace(/^the /, "The ");

function feeItems(letter: LetterData, terms: PlatformTerms, platform: string): string[] {
  const quote = arbitrationFeeQuote(platform);
  const items = quote
    ? [
        `What ${terms.termsName} say about fees, word for word: “${quote.text}” (section “${quote.section}”, as archived on ${day(quote.sourceVersionDate)}).`,
        quote.metaPaysBelowDollars !== undefined
          ? "The demand above invokes that promise and asks the AAA to bill Meta for the fees. Say so again in the filing form's comments, and attach your Notice of Dispute with its mailing and delivery records."
          : "These terms leave the fees to the AAA's rules; the demand above asks the AAA to bill Meta for every fee those rules put on the business.",
      ]
    : [
        `Our record of ${terms.termsName} holds no clause about who pays the arbitration fees. Read the terms' arbitration section, or ask the AAA, before you file.`,
      ];
  if (quote?.metaPaysBelowDollars !== undefined && moneyTotal(arbitrated(letter)) >= quote.metaPaysBelowDollars)
    items.push("The money you claim is not under $75,000, so that promise does not cover your claim as written.");
  const fee = AAA.consumerFilingFee;
  if (isKnownFact(fee)) {
    const rest = fee.value.businessPaysTheRest
      ? "; the business pays the rest of the AAA's fees and the arbitrator"
      : "";
    items.push(
      `The AAA's filing fee for an individual consumer: $${fee.value.dollars}${rest} (${cited(fee.source, fee.checkedOn)}).${fee.note ? ` ${fee.note}` : ""}`,
    );
  } else {
    items.push("The AAA's filing fee for a consumer: check the AAA's current fee schedule.");
  }
  const waiver = AAA.feeWaiverForm;
  items.push(
    isKnownFact(waiver)
      ? `If you cannot pay the filing fee, ask the AAA to waive it: file its “${waiver.value}” with your demand (${cited(waiver.source, waiver.checkedOn)}). ${waiver.note ?? ""}`.trim()
      : "If you cannot pay the filing fee, ask the AAA how to apply for a fee waiver.",
  );
  const california = AAA.californiaFeeWaiver;
  if (letter.state === "CA" && isKnownFact(california))
    items.push(
      `${california.value} (${cited(california.source, california.checkedOn)}). ${california.note ?? ""}`.trim(),
    );
  const effective = AAA.feeScheduleEffective;
  items.push(
    isKnownFact(effective)
      ? `That fee schedule took effect on ${day(effective.value)}.`
      : "We could not confirm when the current fee schedule took effect: check the AAA's current fee schedule.",
  );
  return items;
}

function filingItems(route: Route, respondents: string): string[] {
  const items: string[] = [];
  const form = AAA.demandForm;
  if (isKnownFact(form))
    items.push(
      `Use the AAA's “${form.value}” (${cited(form.source, form.checkedOn)}): copy the draft above into it, with the amount and the relief.`,
    );
  const how = AAA.howToFile;
  items.push(
    isKnownFact(how)
      ? `File online with AAA WebFile at ${how.value.onlineFilingUrl}: ${how.value.file.join("; ")}. Use the draft above for the demand, and attach ${route.terms.termsName} as the arbitration agreement.`
      : "Check adr.org for how to file a consumer case, and attach the terms as the arbitration agreement.",
  );
  const rules = AAA.rules;
  const termsRules = route.terms.notes.filter((note) => /American Arbitration Association|\bAAA\b/.test(note));
  const otherRules = termsRules.length > 0 && !termsRules.some((note) => note.includes("Consumer Arbitration Rules"));
  items.push(
    `${isKnownFact(rules) ? `The AAA's rules for consumer cases are the ${rules.value.name}, in effect from ${day(rules.value.effective)} (${rules.value.url}).` : "Check the AAA's current rules for consumer cases."}${termsRules.map((note) => ` What ${route.terms.termsName} say: ${note}`).join("")}${otherRules ? " The terms name other rules than these: ask the AAA which rules it will apply to your case." : ""}`,
  );
  const copy = AAA.demandCopyToBusiness;
  items.push(
    `Send a copy of the demand to ${respondents} at the notice address the terms give: ${route.notice.addressAsPrinted}. ${
      isKnownFact(copy)
        ? `${copy.value.rule}: ${copy.value.how}`
        : "We could not confirm how the rules require that copy to be delivered: check the AAA's current Consumer Arbitration Rules before you file, and keep proof of delivery."
    }`,
  );
  const hearing = AAA.hearing;
  items.push(
    isKnownFact(hearing)
      ? `${hearing.value} (${cited(hearing.source, hearing.checkedOn)}).`
      : "On the form, ask for a hearing by phone or video, or a decision on documents, or an in-person hearing in the county where you live; the demand above asks the same. The AAA and the arbitrator decide where and how the case is heard.",
  );
  items.push(
    "Keep your notice of dispute, its mailing and delivery records, and every reply with your filing: they show that the terms' steps before arbitration were followed.",
  );
  return items;
}

function smallClaimsItems(letter: LetterData, route: Route): string[] {
  const items = route.terms.smallClaimsException
    ? route.terms.notes
        .filter((note) => /small claims/i.test(note))
        .map((note) => `What ${route.terms.termsName} say: ${note}`)
    : [`${capitalised(route.terms.termsName)} give no small-claims exception to arbitration.`];
  const option = AAA.smallClaimsOption;
  items.push(
    isKnownFact(option)
      ? `${option.value.replace(/\.$/, "")} (${cited(option.source, option.checkedOn)}).`
      : "Check the AAA's current rules for a small claims option.",
  );
  const rule = AAA.smallClaimsRule;
  if (isKnownFact(rule)) items.push(`In the current rules this is rule ${rule.value}.`);
  const limit = claimLimitFor({ platforms: route.platforms, banDate: letter.banDate });
  if (limit) items.push(`${claimLimitSentence(limit)} This applies to starting an arbitration too.`);
  items.push("Small claims courts set their own limits on the amount; check your court's before choosing it.");
  return items;
}

function cited(source: FactSource, checkedOn: string): string {
  return `source: ${source.title}, ${source.url}${source.kind === "summary" ? ", a summary, not the AAA's own page" : ""}; checked ${day(checkedOn)}`;
}

function sourcesText(route: Route): string {
  const { terms } = route;
  const parts = [
    `${terms.source}, as archived on ${day(terms.sourceVersionDate)}; checked ${day(terms.checkedOn)}.${terms.verified ? "" : " The US wording of these terms could not be checked."}`,
    ...route.respondents.map(
      (respondent) => `${respondent.legalName}: ${respondent.source}; checked ${day(respondent.checkedOn)}.`,
    ),
  ];
  const facts = Object.values(AAA) as Sourced<unknown>[];
  const seen = new Set<string>();
  for (const fact of facts) {
    if (!isKnownFact(fact) || seen.has(fact.source.url)) continue;
    seen.add(fact.source.url);
    parts.push(`AAA: ${fact.source.title} (${fact.source.url}); checked ${day(fact.checkedOn)}.`);
  }
  return `Sources: ${parts.join(" ")}`;
}

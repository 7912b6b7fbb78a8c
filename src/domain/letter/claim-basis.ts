import { CALISE } from "./claim-authorities.ts";
import { formatBanDate, joinNaturally, sentence, withoutStop } from "./format.ts";
import type { LetterData } from "./letter-facts.ts";
import { parseBanDate } from "./ban-date.ts";
import { PLATFORM_TERMS } from "./platform-terms.ts";
import { formatAmount } from "./template.ts";
import { cite, clausesOf } from "./terms-basis.ts";

/**
 * The claim a court or an arbitrator reads (LETTER.md, "The claim a court or arbitrator reads"):
 * the sender's own answers, the Termination clause as the terms word it, count one on Meta's own
 * promises, count two on the implied covenant, and the answer to 47 U.S.C. § 230. An unanswered
 * question prints as a bracketed blank the sender fills; nothing is assumed.
 */

type Answers = Pick<
  LetterData,
  "banReason" | "ruleNamed" | "brokeRule" | "postNamed" | "appealed" | "appealResult" | "appeals"
>;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The sender's facts about the decision: each answer in their words, or a blank for them to fill. */
export function senderFactLines(letter: Answers): string[] {
  const lines: string[] = [];
  const reason = letter.banReason ? `“${withoutStop(letter.banReason)}”` : undefined;
  if (letter.ruleNamed === "yes")
    lines.push(
      sentence(`Meta named the rule I was said to have broken: ${reason ?? "[copy its words from Meta's notice]"}`),
    );
  else if (letter.ruleNamed === "no")
    lines.push(
      `Meta did not name the rule I was said to have broken.${reason ? ` ${sentence(`The only reason given was: ${reason}`)}` : ""}`,
    );
  else if (reason) lines.push(sentence(`The reason given was: ${reason}`));
  else
    lines.push("[Did Meta name the rule you were said to have broken? Copy its words, or write that it named none.]");

  if (letter.brokeRule === "no") lines.push("I do not believe I broke that rule or any other of the terms.");
  else if (letter.brokeRule === "unsure") lines.push("I do not know what I am said to have done that broke the terms.");
  else if (letter.brokeRule !== "yes") lines.push("[Say whether you believe you broke the rule, and why.]");

  if (letter.postNamed === "yes") lines.push("Meta said which post or message the decision was about.");
  else if (letter.postNamed === "no")
    lines.push("Meta did not say which post, message or other conduct the decision was about.");
  else lines.push("[Did Meta say which post or message the decision was about? Write which, or that it did not.]");

  const appeals = letter.appeals ?? [];
  if (appeals.length > 0) {
    lines.push(
      `I appealed inside Meta ${joinNaturally(
        appeals.map(
          (appeal) =>
            `on ${appealDay(appeal.date)} by ${withoutStop(appeal.method)}${appeal.reference ? ` (reference ${withoutStop(appeal.reference)})` : ""}`,
        ),
      )}.`,
    );
  } else if (letter.appealed === "yes") lines.push("I appealed inside Meta on [date] by [how you appealed].");
  else if (letter.appealed === "no") lines.push("I did not appeal inside Meta before writing.");
  else lines.push("[Did you appeal inside Meta? Give the date and how, or write that you did not.]");
  if (letter.appealResult) lines.push(sentence(`What came back from my appeal: “${withoutStop(letter.appealResult)}”`));
  else if (appeals.length > 0 || letter.appealed === "yes")
    lines.push("[What came back from your appeal: no answer, a refusal, or its words.]");
  return lines;
}

function appealDay(date: Date | string): string {
  const parsed = parseBanDate(date);
  return parsed instanceof Date ? formatBanDate(parsed) : String(date);
}

/** The terms are a contract, and their Termination clause as archived: no more is claimed from it than it says. */
export function termsLines(platforms: readonly string[]): string[] {
  const lines: string[] = [];
  for (const clauses of clausesOf(platforms)) {
    const party = PLATFORM_TERMS[clauses.platform].contractParty;
    lines.push(`${capitalised(clauses.termsName)} are a contract between ${party} and me.`);
    const grounds = clauses.actsOnStatedGrounds;
    if (grounds.quotes === null) continue;
    const quoted = grounds.quotes.slice(0, grounds.promisesNoticeAndReview ? 1 : 2);
    for (const quote of quoted) lines.push(`They say: “${withoutStop(quote.text)}.” ${cite(quote)}.`);
  }
  lines.push(
    "These words leave the decision to Meta's discretion. I do not claim that the terms forbid disabling an account; I claim that Meta did not keep the promises it made to me, and did not use that discretion in good faith.",
  );
  return lines;
}

/** What the sender's answers show Meta did not tell them, or undefined when they did not say. */
function notTold(letter: Answers): string | undefined {
  const missing = [
    letter.ruleNamed === "no" ? "which rule I was said to have broken" : undefined,
    letter.postNamed === "no" ? "which post or message the decision was about" : undefined,
  ].filter((item) => item !== undefined);
  return missing.length ? joinNaturally(missing) : undefined;
}

/** Count one: Meta's own promises (Facebook's promise to notify and explain review options; a paid service; a refund). */
export function countOne(letter: LetterData, platforms: readonly string[]): string[] {
  const lines = ["Count one: breach of contract, Meta's own promises."];
  let promises = 0;
  for (const clauses of clausesOf(platforms)) {
    const grounds = clauses.actsOnStatedGrounds;
    if (grounds.quotes === null || !grounds.promisesNoticeAndReview) continue;
    const promise = grounds.quotes[1];
    if (!promise) continue;
    promises += 1;
    const missing = notTold(letter);
    lines.push(
      `${capitalised(clauses.termsName)} promise: “${withoutStop(promise.text)}.” ${cite(promise)}.`,
      missing
        ? `Meta did not keep that promise: it did not tell me ${missing}, so I could not use the review it describes.`
        : "[Say which part of this promise Meta did not keep: it did not let you know, or did not explain how to ask for a review.]",
    );
  }
  if (letter.amountPaidToMeta) {
    promises += 1;
    lines.push(
      `I paid Meta $${formatAmount(letter.amountPaidToMeta)} in the 12 months before the decision, for: ${withoutStop(letter.amountPaidBasis)}.`,
      "[Say what that paid service promised you, in the words of your receipt or its page (for example Meta Verified's account support), and what you did not get after the account was disabled.]",
      "I ask for the money I paid back.",
    );
  }
  if (promises === 0) {
    const none = platforms.includes("Facebook")
      ? ""
      : " The Instagram and WhatsApp terms make no promise to tell you or to explain a review.";
    lines.push(
      `[Name the promise Meta made to you and did not keep, in the words of the terms, a receipt or a page you saw.${none} A paid service (such as Meta Verified) may have promised support.]`,
    );
  }
  return lines;
}

/** Count two: the implied covenant of good faith and fair dealing, on the sender's own facts. */
export function countTwo(letter: LetterData): string[] {
  const facts = [
    notTold(letter) ? `Meta did not tell me ${notTold(letter)}` : undefined,
    letter.appealResult ? `my appeal was answered: “${withoutStop(letter.appealResult)}”` : undefined,
  ].filter((fact) => fact !== undefined);
  return [
    "Count two: breach of the implied covenant of good faith and fair dealing.",
    "Every contract carries a promise that neither side will use a discretion the contract gives it arbitrarily, to take away what the other side was promised. I claim that Meta used its discretion to disable my account arbitrarily, without a real review.",
    facts.length
      ? sentence(`As set out above, ${joinNaturally(facts)}`)
      : "[Say what made the decision arbitrary, from your own facts: for example no rule named, no post named, an appeal refused without reasons.]",
  ];
}

/** 47 U.S.C. § 230, Meta's first defence, answered in one plain paragraph. */
export function section230Paragraph(): string {
  return `Section 230 of the Communications Decency Act, 47 U.S.C. § 230, does not bar this claim. It does not treat Meta as the publisher or speaker of anyone's content: it asks Meta to keep promises it made in its own contract. In ${CALISE.citation}, the court held that claims for breach of contract and of the implied covenant of good faith and fair dealing that rest on Meta's own promises are not barred by section 230(c)(1).`;
}

/** The whole basis, as the statement of claim and the arbitration demand print it after the facts. */
export function claimBasisLines(letter: LetterData, platforms: readonly string[]): string[] {
  return [...termsLines(platforms), ...countOne(letter, platforms), ...countTwo(letter), section230Paragraph()];
}

/** The basis in two sentences, for a letter to Meta (the final notice). */
export function claimBasisSummary(letter: LetterData, platforms: readonly string[]): string {
  const facebook = clausesOf(platforms).some(
    (clauses) => clauses.actsOnStatedGrounds.quotes !== null && clauses.actsOnStatedGrounds.promisesNoticeAndReview,
  );
  const promises = [
    facebook ? "the promise in your terms to let me know and explain how to request a review" : undefined,
    letter.amountPaidToMeta
      ? `what I paid you for (${withoutStop(letter.amountPaidBasis)}), which I ask back`
      : undefined,
  ].filter((item) => item !== undefined);
  return `My claim rests on your own promises${promises.length ? `: ${joinNaturally(promises)}` : ""}, and on the implied covenant of good faith and fair dealing, which forbids using the discretion your terms give you arbitrarily and without review. I do not claim that your terms forbid disabling an account. Claims on a company's own promises are not barred by 47 U.S.C. § 230 (${CALISE.citation}).`;
}

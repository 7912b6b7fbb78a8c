import { formatAmount } from "../letter/template.ts";
import type { LetterData } from "../letter/letter-facts.ts";
import { statePlaceName } from "../letter/us-states.ts";
import { stateCourtFacts } from "./court-facts-big-states.ts";
import { isKnownFact } from "./sourced-facts.ts";

/** The money a claim asks for, held against the state's small-claims limit (LETTER.md: the amount against the forum). */
export interface ClaimAmount {
  /** Paid to Meta in the 12 months before the decision: the refund, first and apart. */
  paid: number;
  /** Other losses (lost profits and the like), which the terms exclude. */
  other: number;
  total: number;
  /** The most an individual can claim in the state's small claims court, when a sourced fact gives it. */
  limit: number | null;
  over: boolean;
}

/** The state's small-claims limit for an individual, in dollars, or null where we could not source it. */
export function smallClaimsLimit(state: string): number | null {
  const found = stateCourtFacts(state);
  if (found?.detail !== "full") return null;
  const limit = found.facts.claimLimit;
  return isKnownFact(limit) ? limit.value : null;
}

export function claimAmount(letter: Pick<LetterData, "state" | "amountPaidToMeta" | "amountClaimed">): ClaimAmount {
  const paid = Number(letter.amountPaidToMeta ?? 0);
  const other = Number(letter.amountClaimed ?? 0);
  const total = paid + other;
  const limit = smallClaimsLimit(letter.state);
  return { paid, other, total, limit, over: limit !== null && total > limit };
}

export const dollarsText = (amount: number) => `$${formatAmount(amount.toFixed(2))}`;

/** The choice the sender must make when the total is above the limit, in the sender's state's words. */
export function overLimitChoiceText(
  letter: Pick<LetterData, "state" | "overLimitChoice">,
  amount: ClaimAmount,
): string {
  if (!amount.over || amount.limit === null) return "";
  const state = statePlaceName(letter.state);
  const head = `The total you claim, ${dollarsText(amount.total)}, is above ${state}'s small-claims limit of ${dollarsText(amount.limit)}.`;
  if (letter.overLimitChoice === "reduce")
    return `${head} You chose to reduce the claim to ${dollarsText(amount.limit)} and give up the rest: the statement of claim says so. A court will not let you claim the rest later in another case.`;
  if (letter.overLimitChoice === "other_court")
    return `${head} You chose to keep the whole amount, so small claims court cannot hear it as written: file in the court that hears larger claims (ask the clerk which), or in arbitration where the terms have it.`;
  return `${head} You must choose before you file: reduce the claim to ${dollarsText(amount.limit)} and give up the rest (you cannot claim it later), or keep the whole amount and file in a court that hears larger claims, or in arbitration where the terms have it. The statement of claim leaves a blank for that choice.`;
}

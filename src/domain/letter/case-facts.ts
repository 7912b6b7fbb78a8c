import { z } from "zod";
import { pastDay } from "./ban-date.ts";
import { PLATFORMS, type Platform } from "./platforms.ts";
import { isSignaturePng } from "./signature-png.ts";
import { noticeIssues, WHATSAPP_PHONE_MESSAGE } from "./notice-completeness.ts";
import { cleanLine, cleanText, looksLikePhone, printableLine } from "./text-rules.ts";

/**
 * The facts a claim needs beyond the spec's fields: a handle per platform, how the user signs in,
 * Meta's stated reason, earlier appeals, an amount claimed, enclosures and a signature.
 * Every one is optional in the API, so the spec's payload still creates a letter.
 */

export const CASE_LIMITS = {
  handle: 100,
  accountLogin: 254,
  banReason: 500,
  appeals: 10,
  appealMethod: 100,
  appealReference: 100,
  amountBasis: 300,
  amountPaidBasis: 300,
  appealResult: 300,
  enclosures: 10,
  enclosure: 150,
  /** About 150 KB of PNG as base64: a drawn signature is a few KB; requests stop at 256 KB. */
  signaturePng: 200_000,
} as const;

/** The largest amount a letter claims, in dollars: far above any small-claims limit. */
export const MAX_AMOUNT_CLAIMED = 1_000_000;

/** "" and missing both mean "not given". */
const optionalLine = (label: string, max: number) =>
  printableLine(label, max)
    .optional()
    .transform((value) => (value ? value : undefined));

const handles = z
  .partialRecord(
    z.enum(PLATFORMS, { error: "Handles are keyed by platform name" }),
    printableLine("Handle", CASE_LIMITS.handle),
  )
  .optional()
  .transform((record) => {
    const kept = Object.entries(record ?? {}).filter(([, handle]) => handle);
    return Object.fromEntries(kept) as Partial<Record<Platform, string>>;
  });

const appeal = z.object({
  date: pastDay("Appeal date"),
  method: printableLine("How you appealed", CASE_LIMITS.appealMethod).min(
    1,
    "Say how you appealed, e.g. the in-app form",
  ),
  reference: optionalLine("Reference number", CASE_LIMITS.appealReference),
});

/** Dollars as typed ("$1,200", "1200.5") to a plain two-decimal string ("1200.50"). */
const dollars = () =>
  z
    .string({ error: "Enter the amount as a number, like 1200.00" })
    .overwrite((value) =>
      cleanLine(value)
        .replace(/^\$\s*/, "")
        .replace(/,/g, ""),
    )
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) {
        ctx.addIssue({ code: "custom", message: "Enter the amount as a number, like 1200.00" });
        return z.NEVER;
      }
      const amount = Number(value);
      if (amount <= 0 || amount > MAX_AMOUNT_CLAIMED) {
        ctx.addIssue({ code: "custom", message: "Enter an amount between $0.01 and $1,000,000" });
        return z.NEVER;
      }
      return amount.toFixed(2);
    });
const amountClaimed = dollars();

/** A question the sender may leave unanswered: "" and missing both mean "not answered". */
const answer = <const T extends readonly [string, ...string[]]>(choices: T, message: string) =>
  z
    .string({ error: message })
    .optional()
    .refine((value) => !value || (choices as readonly string[]).includes(value), { message })
    .transform((value) => (value ? (value as T[number]) : undefined));

/** The answers a statement of claim needs; the drafts print each one, or a blank the sender fills. */
export const CLAIM_ANSWERS = {
  ruleNamed: ["yes", "no"],
  brokeRule: ["no", "unsure", "yes"],
  postNamed: ["yes", "no"],
  appealed: ["yes", "no"],
  overLimitChoice: ["reduce", "other_court"],
} as const;

const enclosures = z
  .array(printableLine("Enclosure", CASE_LIMITS.enclosure), { error: "Enclosures must be a list" })
  .max(CASE_LIMITS.enclosures, `List at most ${CASE_LIMITS.enclosures} enclosures`)
  .optional()
  .transform((items) => (items ?? []).filter((item) => item.length > 0));

export const signatureSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("typed"), name: printableLine("Signature", 100).min(1, "Type your name to sign") }),
    z.object({
      kind: z.literal("drawn"),
      png: z
        .string({ error: "Draw your signature" })
        .max(CASE_LIMITS.signaturePng, "The drawn signature is too large")
        .refine(isSignaturePng, { message: "The drawn signature must be a PNG image" }),
    }),
  ],
  { error: "Sign with your typed name or draw your signature" },
);

export type LetterSignature = z.output<typeof signatureSchema>;
export type Appeal = z.output<typeof appeal>;

export const caseFactsShape = {
  platformUsernames: handles,
  accountLogin: optionalLine("Sign-in email or phone", CASE_LIMITS.accountLogin),
  banReason: printableLine("Reason Meta gave", CASE_LIMITS.banReason)
    .overwrite(cleanText)
    .optional()
    .transform((value) => (value ? value : undefined)),
  appeals: z
    .array(appeal, { error: "Appeals must be a list" })
    .max(CASE_LIMITS.appeals, `List at most ${CASE_LIMITS.appeals} appeals`)
    .optional()
    .transform((items) => items ?? []),
  amountClaimed,
  amountBasis: optionalLine("How you worked out the amount", CASE_LIMITS.amountBasis),
  /** What the user paid Meta in the 12 months before the ban (Meta Verified, ads, boosts), kept apart from other losses. */
  amountPaidToMeta: dollars(),
  amountPaidBasis: optionalLine("What you paid Meta for", CASE_LIMITS.amountPaidBasis),
  ruleNamed: answer(CLAIM_ANSWERS.ruleNamed, "Did Meta name a rule? Answer yes or no, or leave it blank"),
  brokeRule: answer(
    CLAIM_ANSWERS.brokeRule,
    "Do you believe you broke it? Answer no, not sure or yes, or leave it blank",
  ),
  postNamed: answer(CLAIM_ANSWERS.postNamed, "Did Meta say which post? Answer yes or no, or leave it blank"),
  appealed: answer(CLAIM_ANSWERS.appealed, "Did you appeal? Answer yes or no, or leave it blank"),
  appealResult: optionalLine("What came back from your appeal", CASE_LIMITS.appealResult),
  /** Above the state's small-claims limit: claim the limit and waive the rest, or go to another court. */
  overLimitChoice: answer(
    CLAIM_ANSWERS.overLimitChoice,
    "Choose to reduce the claim to the limit, or to go to another court, or leave it blank",
  ),
  /** Keep losses the terms exclude (lost profits) in an arbitration demand; left out unless chosen. */
  arbitrateExcludedLosses: z
    .boolean({ error: "Say yes or no to keeping other losses in an arbitration demand" })
    .optional()
    .transform((value) => value ?? false),
  enclosures,
  signature: signatureSchema.nullish().transform((value) => value ?? undefined),
};

interface CaseFactsValue {
  fullName: string;
  platforms: readonly Platform[];
  username: string;
  recipientBusinessId: string;
  accountLogin?: string;
  platformUsernames: Partial<Record<Platform, string>>;
  amountClaimed?: string;
  amountBasis?: string;
  amountPaidToMeta?: string;
  amountPaidBasis?: string;
  appeals: readonly unknown[];
  appealed?: string;
  appealResult?: string;
  signature?: LetterSignature;
}

/**
 * Rules across fields: handles only for chosen platforms, WhatsApp is a phone number in whichever
 * field carries it, a notice of dispute carries the sign-in contact, and so on.
 */
export function checkCaseFacts<T extends CaseFactsValue>(ctx: z.core.ParsePayload<T>): void {
  const { value } = ctx;
  const issue = (path: PropertyKey[], message: string) =>
    ctx.issues.push({ code: "custom", message, path, input: undefined });
  for (const [platform, handle] of Object.entries(value.platformUsernames)) {
    if (!value.platforms.includes(platform as Platform)) {
      issue(["platformUsernames", platform], `${platform} is not one of the letter's platforms`);
    } else if (platform === "WhatsApp" && !looksLikePhone(handle ?? "")) {
      issue(["platformUsernames", platform], WHATSAPP_PHONE_MESSAGE);
    }
  }
  for (const found of noticeIssues(value)) issue(found.path, found.message);
  if (value.amountClaimed && !value.amountBasis) {
    issue(["amountBasis"], "Say in one line how you worked out the amount");
  }
  if (value.amountBasis && !value.amountClaimed) {
    issue(["amountClaimed"], "Enter the amount this line explains, or clear the explanation");
  }
  if (value.amountPaidToMeta && !value.amountPaidBasis) {
    issue(["amountPaidBasis"], "Say in one line what you paid Meta for, and how you added it up");
  }
  if (value.amountPaidBasis && !value.amountPaidToMeta) {
    issue(["amountPaidToMeta"], "Enter the amount this line explains, or clear the explanation");
  }
  if (value.appealed === "no" && value.appeals.length > 0) {
    issue(["appealed"], "You listed an appeal above: answer yes, or remove the appeal");
  }
  if (value.appealed === "no" && value.appealResult) {
    issue(["appealResult"], "You said you did not appeal: clear what came back, or answer yes");
  }
  const signature = value.signature;
  if (signature?.kind === "typed" && !sameName(signature.name, value.fullName)) {
    issue(["signature", "name"], "Type your full name exactly as it appears at the top of the letter");
  }
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

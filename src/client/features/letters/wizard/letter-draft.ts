import { z } from "zod";
import { PLATFORMS, recipientIdSchema } from "../../../../domain/letter/schema.ts";
import { CASE_LIMITS } from "../../../../domain/letter/case-facts.ts";
import { STORY_LANGUAGES } from "../../../../domain/letter/story-language.ts";
import { isWizardStep, type LetterFormValues, type WizardStep } from "./wizard-steps.ts";

/**
 * The wizard's unfinished letter in localStorage, one per user id, so it survives a reload.
 * Whatever is stored is checked field by field; anything unreadable falls back to the defaults.
 */
export interface LetterDraft {
  step: WizardStep;
  values: LetterFormValues;
  options: DraftOptions;
}

/** The wizard's own choices that are not letter fields. */
export interface DraftOptions {
  oneLetterPerAddress: boolean;
  signMode: "typed" | "drawn";
}

/* One letter per address is never pre-ticked: it doubles the price, so the user chooses it (decision 0034). */
export const DEFAULT_DRAFT_OPTIONS: DraftOptions = { oneLetterPerAddress: false, signMode: "typed" };

export const draftStorageKey = (userId: number) => `letter-draft:${userId}`;

const text = z.string().max(20_000).optional().catch(undefined);
const line = z.string().max(1_000);
const storedDraft = z.object({
  step: z.unknown(),
  options: z
    .object({
      oneLetterPerAddress: z.boolean().catch(DEFAULT_DRAFT_OPTIONS.oneLetterPerAddress),
      signMode: z.enum(["typed", "drawn"]).catch(DEFAULT_DRAFT_OPTIONS.signMode),
    })
    .catch(DEFAULT_DRAFT_OPTIONS),
  values: z.object({
    country: text,
    fullName: text,
    email: text,
    phone: text,
    address: text,
    city: text,
    state: text,
    zipCode: text,
    platforms: z.array(z.enum(PLATFORMS)).optional().catch(undefined),
    username: text,
    banDate: text,
    consequences: text,
    storyLanguage: z.enum(STORY_LANGUAGES).optional().catch(undefined),
    recipientBusinessId: recipientIdSchema.optional().catch(undefined),
    platformUsernames: z.partialRecord(z.enum(PLATFORMS), line).optional().catch(undefined),
    accountLogin: text,
    banReason: text,
    appeals: z
      .array(z.object({ date: line, method: line, reference: line.optional() }))
      .max(CASE_LIMITS.appeals)
      .optional()
      .catch(undefined),
    amountClaimed: text,
    amountBasis: text,
    amountPaidToMeta: text,
    amountPaidBasis: text,
    ruleNamed: text,
    brokeRule: text,
    postNamed: text,
    appealed: text,
    appealResult: text,
    overLimitChoice: text,
    arbitrateExcludedLosses: z.boolean().optional().catch(undefined),
    enclosures: z.array(line).max(CASE_LIMITS.enclosures).optional().catch(undefined),
    signature: z
      .discriminatedUnion("kind", [
        z.object({ kind: z.literal("typed"), name: line }),
        z.object({ kind: z.literal("drawn"), png: z.string().max(CASE_LIMITS.signaturePng) }),
      ])
      .optional()
      .catch(undefined),
  }),
});

export function loadDraft(key: string, defaults: LetterFormValues): LetterDraft | null {
  let raw: unknown;
  try {
    raw = JSON.parse(window.localStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
  const parsed = storedDraft.safeParse(raw);
  if (!parsed.success) return null;
  const saved = Object.fromEntries(Object.entries(parsed.data.values).filter(([, value]) => value !== undefined));
  const values: LetterFormValues = { ...defaults, ...saved };
  // A draft from before handles per platform has one username for every chosen platform.
  const handles = { ...values.platformUsernames };
  for (const platform of values.platforms) handles[platform] ??= values.username;
  return {
    step: isWizardStep(parsed.data.step) ? parsed.data.step : 1,
    values: { ...values, platformUsernames: handles },
    options: parsed.data.options,
  };
}

export function saveDraft(key: string, draft: { step: WizardStep; values: unknown; options: DraftOptions }): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private browsing): the draft just isn't kept.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

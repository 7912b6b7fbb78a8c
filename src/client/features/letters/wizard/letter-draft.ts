import { z } from "zod";
import { PLATFORMS } from "../../../../domain/letter/schema.ts";
import { recipientIdSchema } from "../../../../domain/recipients.ts";
import { isWizardStep, type LetterFormValues, type WizardStep } from "./wizard-steps.ts";

/**
 * The wizard's unfinished letter in localStorage, one per user id, so it survives a reload.
 * Whatever is stored is checked field by field; anything unreadable falls back to the defaults.
 */
export interface LetterDraft {
  step: WizardStep;
  values: LetterFormValues;
}

export const draftStorageKey = (userId: number) => `letter-draft:${userId}`;

const text = z.string().max(20_000).optional().catch(undefined);
const storedDraft = z.object({
  step: z.unknown(),
  values: z.object({
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
    recipientBusinessId: recipientIdSchema.optional().catch(undefined),
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
  return {
    step: isWizardStep(parsed.data.step) ? parsed.data.step : 1,
    values: { ...defaults, ...saved },
  };
}

export function saveDraft(key: string, draft: { step: WizardStep; values: unknown }): void {
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

import type { UseFormReturn } from "react-hook-form";
import {
  BAN_DETAILS_FIELDS,
  type DemandLetterData,
  type DemandLetterField,
  type DemandLetterInput,
  LETTER_STEP_FIELDS,
  PERSONAL_INFO_FIELDS,
  SIGNATURE_FIELDS,
} from "../../../../domain/letter/schema.ts";
import { DEFAULT_RECIPIENT_ID } from "../../../../domain/letter/recipients.ts";

/** Spec §2: the wizard's four steps and their markers. */
export const WIZARD_STEPS = [
  { number: 1, title: "Personal Info" },
  { number: 2, title: "Ban Details" },
  { number: 3, title: "Preview" },
  { number: 4, title: "Select Service" },
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number]["number"];

/** The steps' names as the page shows them, in the language shown. */
export const STEP_TITLES = {
  1: "wizard.step.1",
  2: "wizard.step.2",
  3: "wizard.step.3",
  4: "wizard.step.4",
} as const;
export const LAST_STEP: WizardStep = 4;

export function isWizardStep(value: unknown): value is WizardStep {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** The form holds the schema's input; dates are what <input type="date"> gives: "YYYY-MM-DD". */
export type LetterFormValues = DemandLetterInput;
export type LetterForm = UseFormReturn<LetterFormValues, unknown, DemandLetterData>;

/** Today's calendar day where the user is, as "YYYY-MM-DD" (the date input's value and max). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyLetterValues(today: string): LetterFormValues {
  return {
    country: "US",
    fullName: "",
    email: "",
    phone: "",
    address: "",
    city: "",
    state: "",
    zipCode: "",
    platforms: [],
    username: "",
    banDate: today,
    consequences: "",
    storyLanguage: "en",
    recipientBusinessId: DEFAULT_RECIPIENT_ID,
    platformUsernames: {},
    accountLogin: "",
    banReason: "",
    appeals: [],
    amountClaimed: "",
    amountBasis: "",
    amountPaidToMeta: "",
    amountPaidBasis: "",
    ruleNamed: "",
    brokeRule: "",
    postNamed: "",
    appealed: "",
    appealResult: "",
    overLimitChoice: "",
    arbitrateExcludedLosses: false,
    enclosures: [],
    signature: undefined,
  };
}

/** The optional facts under "More facts (optional)". */
export const MORE_FACTS_FIELDS = [
  "banReason",
  "appeals",
  "ruleNamed",
  "brokeRule",
  "postNamed",
  "appealed",
  "appealResult",
  "amountPaidToMeta",
  "amountPaidBasis",
  "amountClaimed",
  "amountBasis",
  "overLimitChoice",
  "arbitrateExcludedLosses",
  "enclosures",
] as const;

/** What Next checks on steps 1 and 2 (step 4 holds the signature, checked by Create Letter). */
export const STEP_FIELDS = LETTER_STEP_FIELDS;

/** Every field in the order the steps show them: the first with an error is the one to fix first. */
export const FIELD_ORDER: readonly DemandLetterField[] = [
  ...PERSONAL_INFO_FIELDS,
  "platforms",
  "platformUsernames",
  "username",
  "accountLogin",
  "banDate",
  "consequences",
  "storyLanguage",
  "recipientBusinessId",
  ...MORE_FACTS_FIELDS,
  ...SIGNATURE_FIELDS,
];

/** The step that holds a field ("appeals.0.method" counts as "appeals"); undefined for anything else. */
export function stepOfField(name: string): WizardStep | undefined {
  const field = name.split(".")[0];
  if ((PERSONAL_INFO_FIELDS as readonly string[]).includes(field)) return 1;
  if ((BAN_DETAILS_FIELDS as readonly string[]).includes(field)) return 2;
  if ((SIGNATURE_FIELDS as readonly string[]).includes(field)) return 4;
  return undefined;
}

export const isMoreFactsField = (name: string) => (MORE_FACTS_FIELDS as readonly string[]).includes(name.split(".")[0]);

import {
  BAN_DETAILS_FIELDS,
  type DemandLetterData,
  type DemandLetterField,
  type DemandLetterInput,
  PERSONAL_INFO_FIELDS,
} from "../../../../domain/letter/schema.ts";
import type { UseFormReturn } from "react-hook-form";
import { DEFAULT_RECIPIENT_ID } from "../../../../domain/recipients.ts";
import type { CreateLetterPayload } from "../api/letters-api.ts";

/** Spec §2: the wizard's four steps and their markers. */
export const WIZARD_STEPS = [
  { number: 1, title: "Personal Info" },
  { number: 2, title: "Ban Details" },
  { number: 3, title: "Preview" },
  { number: 4, title: "Select Service" },
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number]["number"];
export const LAST_STEP: WizardStep = 4;

export function isWizardStep(value: unknown): value is WizardStep {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** The form holds the schema's input; banDate is what <input type="date"> gives: "YYYY-MM-DD". */
export type LetterFormValues = DemandLetterInput;
export type LetterForm = UseFormReturn<LetterFormValues, unknown, DemandLetterData>;

/** Today's calendar day where the user is, as "YYYY-MM-DD" (the date input's value and max). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyLetterValues(today: string): LetterFormValues {
  return {
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
    recipientBusinessId: DEFAULT_RECIPIENT_ID,
  };
}

/** Every form field in the order the steps show them. */
export const FIELD_ORDER: readonly DemandLetterField[] = [...PERSONAL_INFO_FIELDS, ...BAN_DETAILS_FIELDS];

/** The step that holds a field ("platforms.0" counts as "platforms"); undefined for anything else. */
export function stepOfField(name: string): WizardStep | undefined {
  const field = name.split(".")[0];
  if ((PERSONAL_INFO_FIELDS as readonly string[]).includes(field)) return 1;
  if ((BAN_DETAILS_FIELDS as readonly string[]).includes(field)) return 2;
  return undefined;
}

/**
 * The schema's output as the API takes it. A picked day parses to midnight UTC of that day,
 * so banDate goes out as "YYYY-MM-DDT00:00:00.000Z".
 */
export function toCreatePayload(data: DemandLetterData): CreateLetterPayload {
  return { ...data, banDate: data.banDate.toISOString() };
}

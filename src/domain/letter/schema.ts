import { z } from "zod";
import { DEFAULT_RECIPIENT_ID, RECIPIENT_IDS } from "./recipients.ts";
import { isUsStateCode } from "./us-states.ts";
import { pastDay } from "./ban-date.ts";
import { withoutUnprintable } from "./font-coverage.ts";
import { DISGUISING_CHARACTER, disguisingMessage } from "../control-characters.ts";
import { cleanLine, cleanText, MAIL_UNSAFE, MIN_PHONE_DIGITS, PHONE_CHARACTERS, printableLine } from "./text-rules.ts";
import { caseFactsShape, checkCaseFacts } from "./case-facts.ts";
import { PLATFORMS } from "./platforms.ts";

export { US_STATES, type UsStateCode } from "./us-states.ts";

/** The one contract for a letter's input: POST /api/demand-letters and the wizard form. */

export { PLATFORMS, type Platform } from "./platforms.ts";

export const FIELD_LIMITS = {
  fullName: 100,
  email: 254,
  phone: 30,
  address: 100,
  city: 100,
  username: 100,
  consequences: 5000,
} as const;

/** The shortest story a letter can carry: a judge or Meta's team needs more than a line. */
export const MIN_CONSEQUENCES = 40;

function requiredLine(label: string, max: number) {
  const required = `${label} is required`;
  return z
    .string({ error: required })
    .overwrite(cleanLine)
    .min(1, { message: required, abort: true })
    .pipe(printableLine(label, max));
}

/** Sender address fields travel to the certified-mail service, which cannot carry ":" or "|". */
function addressLine(label: string, max: number) {
  return requiredLine(label, max).refine((value) => !MAIL_UNSAFE.test(value), {
    message: `${label} cannot contain ":" or "|" because the certified-mail service cannot carry those characters`,
  });
}

const email = z
  .string({ error: "Email is required" })
  .overwrite(cleanLine)
  .min(1, "Email is required")
  .max(FIELD_LIMITS.email, `Email must be at most ${FIELD_LIMITS.email} characters`)
  .pipe(z.email("Invalid email address"));

const phone = requiredLine("Phone number", FIELD_LIMITS.phone)
  .refine((value) => PHONE_CHARACTERS.test(value), {
    message: "Phone number can only contain digits, spaces and + - ( ) .",
  })
  .refine((value) => value.replace(/\D/g, "").length >= MIN_PHONE_DIGITS, {
    message: `Phone number must have at least ${MIN_PHONE_DIGITS} digits`,
  });

/* The format rules of state and ZIP leave no room for ":" or "|" either. */
const state = z
  .string({ error: "State is required" })
  .overwrite((value) => cleanLine(value).toUpperCase())
  .min(1, { message: "State is required", abort: true })
  .refine(isUsStateCode, { message: "Enter a 2-letter US state code, like CA or NY" });

const zipCode = z
  .string({ error: "ZIP code is required" })
  .overwrite(cleanLine)
  .min(1, { message: "ZIP code is required", abort: true })
  .regex(/^\d{5}(-\d{4})?$/, { message: "Enter a 5-digit ZIP code, or ZIP+4 like 94025-1234" });

const platforms = z
  .array(z.enum(PLATFORMS, { error: "Choose from Instagram, Facebook, Threads and WhatsApp" }), {
    error: "Select at least one platform",
  })
  .min(1, { message: "Select at least one platform", abort: true })
  .refine((items) => new Set(items).size === items.length, { message: "Select each platform only once" })
  /* One order everywhere (letters, lists, subject lines), whatever order the boxes were ticked. */
  .transform((items) => PLATFORMS.filter((platform) => items.includes(platform)));

const banDate = pastDay("Ban date");

/** Which of the recipients' addresses the letter goes to. */
export const recipientIdSchema = z.enum(RECIPIENT_IDS, {
  error: "Choose a recipient from the list",
});

/**
 * The story: characters that disguise text are refused (they could turn "$12,500.00" around in
 * print); characters no font prints are dropped (the preview tells the user first).
 */
const consequences = z
  .string({ error: "Describe the consequences of the ban" })
  .overwrite(cleanText)
  .refine((value) => !DISGUISING_CHARACTER.test(value), { message: disguisingMessage("The story"), abort: true })
  .overwrite(withoutUnprintable)
  .min(1, { message: "Describe the consequences of the ban", abort: true })
  .min(MIN_CONSEQUENCES, `Describe the consequences in at least ${MIN_CONSEQUENCES} characters`)
  .max(FIELD_LIMITS.consequences, `Consequences must be at most ${FIELD_LIMITS.consequences} characters`);

export const demandLetterInputSchema = z
  .object({
    fullName: addressLine("Full name", FIELD_LIMITS.fullName),
    email,
    phone,
    address: addressLine("Street address", FIELD_LIMITS.address),
    city: addressLine("City", FIELD_LIMITS.city),
    state,
    zipCode,
    platforms,
    username: requiredLine("Username", FIELD_LIMITS.username),
    banDate,
    consequences,
    recipientBusinessId: recipientIdSchema.default(DEFAULT_RECIPIENT_ID),
    ...caseFactsShape,
  })
  .check(checkCaseFacts);

/** What a form or an API client sends (banDate as a Date or an ISO / YYYY-MM-DD string). */
export type DemandLetterInput = z.input<typeof demandLetterInputSchema>;
/** What the schema hands back: trimmed, state upper-case, banDate a Date. */
export type DemandLetterData = z.output<typeof demandLetterInputSchema>;
export type DemandLetterField = keyof DemandLetterInput;

/** The wizard's Next validates only the current step's fields. */
export const PERSONAL_INFO_FIELDS = [
  "fullName",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "zipCode",
] as const satisfies readonly DemandLetterField[];

export const BAN_DETAILS_FIELDS = [
  "platforms",
  "username",
  "banDate",
  "consequences",
  "recipientBusinessId",
  "platformUsernames",
  "accountLogin",
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
] as const satisfies readonly DemandLetterField[];

/** Step 4 (Select Service) holds the signature. */
export const SIGNATURE_FIELDS = ["signature"] as const satisfies readonly DemandLetterField[];

export const LETTER_STEP_FIELDS = {
  1: PERSONAL_INFO_FIELDS,
  2: BAN_DETAILS_FIELDS,
} as const;

import { z } from "zod";
import { DEFAULT_RECIPIENT_ID, findRecipient, RECIPIENT_IDS } from "./recipients.ts";
import { defaultRecipientFor, recipientsFor } from "./routing.ts";
import { joinNaturally } from "./format.ts";
import { isUsStateCode } from "./us-states.ts";
import { countryAnswer, findSenderCountry, normalPostalCode, postalCodeProblem } from "./countries.ts";
import { pastDay } from "./ban-date.ts";
import { withoutUnprintable } from "./font-coverage.ts";
import { DISGUISING_CHARACTER, disguisingMessage } from "../control-characters.ts";
import { cleanLine, cleanText, MAIL_UNSAFE, MIN_PHONE_DIGITS, PHONE_CHARACTERS, printableLine } from "./text-rules.ts";
import { caseFactsShape, checkCaseFacts } from "./case-facts.ts";
import { PLATFORMS } from "./platforms.ts";
import { storyLanguageSchema } from "./story-language.ts";

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

/**
 * Where the sender lives (decision 0048): the United States, an EU member state or the United
 * Kingdom, by ISO 3166-1 alpha-2 code. Letters made before countries existed are US letters.
 */
const COUNTRY_REQUIRED = "Choose the country you live in";
const country = z
  .string({ error: COUNTRY_REQUIRED })
  .overwrite((value) => cleanLine(value).toUpperCase())
  .check((ctx) => {
    const answer = countryAnswer(ctx.value);
    if (!answer.served)
      ctx.issues.push({ code: "custom", message: ctx.value ? answer.message : COUNTRY_REQUIRED, input: ctx.value });
  })
  .default("US");

/* State and postal code are checked against the country (checkAddress); their format rules leave no room for ":" or "|". */
const state = z
  .string({ error: "State is required" })
  .overwrite((value) => cleanLine(value).toUpperCase())
  .default("");

const zipCode = z.string({ error: "Postal code is required" }).overwrite((value) => normalPostalCode(cleanLine(value)));

const US_STATE_MESSAGE = "Enter a 2-letter US state code, like CA or NY";
const US_ZIP_MESSAGE = "Enter a 5-digit ZIP code, or ZIP+4 like 94025-1234";

/**
 * A US address needs a state and a ZIP code (the messages of the US-only form); elsewhere there is
 * no state, and the postal code follows the country's rule. The wizard's resolver also calls it,
 * so the address step shows these while later steps are still empty (zod skips object checks then).
 */
export function addressIssues(value: { country?: unknown; state?: unknown; zipCode?: unknown }): {
  path: "state" | "zipCode";
  message: string;
}[] {
  const { country: code, state: stateValue, zipCode: zip } = value;
  if (typeof code !== "string" || !findSenderCountry(code)) return [];
  const found: { path: "state" | "zipCode"; message: string }[] = [];
  const issue = (path: "state" | "zipCode", message: string) => found.push({ path, message });
  const cleanState = typeof stateValue === "string" ? cleanLine(stateValue).toUpperCase() : stateValue;
  const cleanZip = typeof zip === "string" ? normalPostalCode(cleanLine(zip)) : zip;
  if (findSenderCountry(code)?.code === "US") {
    if (cleanState === "" || cleanState === undefined) issue("state", "State is required");
    else if (typeof cleanState === "string" && !isUsStateCode(cleanState)) issue("state", US_STATE_MESSAGE);
    if (cleanZip === "" || cleanZip === undefined) issue("zipCode", "ZIP code is required");
    else if (typeof cleanZip === "string" && !/^\d{5}(-\d{4})?$/.test(cleanZip)) issue("zipCode", US_ZIP_MESSAGE);
    return found;
  }
  if (typeof cleanState === "string" && cleanState !== "")
    issue("state", "A state is only asked for US addresses: leave it empty");
  const problem = postalCodeProblem(code, typeof cleanZip === "string" ? cleanZip : "");
  if (problem) issue("zipCode", problem);
  return found;
}

function checkAddress(value: { country: string; state: string; zipCode: string }, ctx: z.RefinementCtx): void {
  for (const found of addressIssues(value))
    ctx.addIssue({ code: "custom", message: found.message, path: [found.path] });
}

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

/**
 * The letter goes to the company the sender's terms name (routing.ts): a sender abroad who does
 * not choose gets it; an address meant for another region is refused. UK Threads is refused: no
 * stored UK terms name the company Threads contracts with there.
 */
function checkRecipientCountry(
  value: { country: string; platforms: readonly string[]; recipientBusinessId: string },
  ctx: z.RefinementCtx,
): void {
  const where = findSenderCountry(value.country);
  if (!where) return;
  if (where.region === "uk" && value.platforms.includes("Threads")) {
    ctx.addIssue({
      code: "custom",
      path: ["platforms"],
      message:
        "We cannot address a Threads letter from the United Kingdom yet: no UK Threads terms we could check name the company you contract with. Choose Facebook, Instagram or WhatsApp.",
    });
    return;
  }
  const allowed = recipientsFor(value.country);
  if (allowed.includes(value.recipientBusinessId as (typeof allowed)[number])) return;
  const names = [...new Set(allowed.map((id) => findRecipient(id)?.name ?? id))];
  ctx.addIssue({
    code: "custom",
    path: ["recipientBusinessId"],
    message:
      where.region === "us"
        ? "That address is for senders in the European Union or the United Kingdom: choose the country you live in, or a US address"
        : `A letter from ${where.name} goes to ${joinNaturally(names)}, the company your terms name`,
  });
}

export const demandLetterInputSchema = z
  .object({
    country,
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
    storyLanguage: storyLanguageSchema,
    recipientBusinessId: recipientIdSchema.default(DEFAULT_RECIPIENT_ID),
    ...caseFactsShape,
  })
  .superRefine(checkAddress)
  .overwrite((value) =>
    value.country !== "US" && value.recipientBusinessId === DEFAULT_RECIPIENT_ID
      ? { ...value, recipientBusinessId: defaultRecipientFor(value.platforms, value.country) }
      : value,
  )
  .superRefine(checkRecipientCountry)
  .check(checkCaseFacts);

/** What a form or an API client sends (banDate as a Date or an ISO / YYYY-MM-DD string). */
export type DemandLetterInput = z.input<typeof demandLetterInputSchema>;
/** What the schema hands back: trimmed, country and state upper-case, banDate a Date. */
export type DemandLetterData = z.output<typeof demandLetterInputSchema>;
export type DemandLetterField = keyof DemandLetterInput;

/** The wizard's Next validates only the current step's fields. */
export const PERSONAL_INFO_FIELDS = [
  "country",
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
  "storyLanguage",
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

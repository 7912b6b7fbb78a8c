/**
 * The countries a sender may live in: the United States, the 27 member states of the European
 * Union, and the United Kingdom (decision 0048). Each has its ISO 3166-1 alpha-2 code, its English
 * name, the region whose route the letter follows, its postal-code rule and its phone format.
 * Anyone else gets a clear "not yet" with Meta's own help pages.
 *
 * Postal-code rules are the national formats as each postal operator publishes them, written as
 * patterns on the code after it is trimmed, upper-cased and its inner spaces collapsed. They were
 * not each read again on an operator's page when this file was written (see POSTAL_RULES_SOURCE);
 * a rule refuses only what cannot be a code there, never a code the format allows.
 */

export type SenderRegion = "us" | "eu" | "uk";

export interface PostalRule {
  /** What the field is called there: "ZIP code", "Eircode", "Postcode", "Postal code". */
  label: string;
  pattern: RegExp;
  /** A well-formed code, shown as the field's example. */
  example: string;
  /** What a wrong code is told. */
  message: string;
}

export interface SenderCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** English short name. */
  name: string;
  region: SenderRegion;
  postal: PostalRule;
  /** International calling code, "+49". */
  callingCode: string;
  /** How to write a phone number: the international form. */
  phoneHint: string;
  /** A local number as written there, after the calling code ("7700 900123"). */
  phoneExample: string;
}

export const POSTAL_RULES_SOURCE = {
  note: "National postal-code formats; not each checked against the operator's own page on checkedOn. A rule only refuses what the format cannot produce.",
  checkedOn: "2026-11-28",
} as const;

function digits(count: number, example: string, label = "Postal code"): PostalRule {
  return {
    label,
    pattern: new RegExp(`^\\d{${count}}$`),
    example,
    message: `Enter a ${count}-digit ${label.toLowerCase()}, like ${example}`,
  };
}

function shaped(pattern: RegExp, example: string, form: string, label = "Postal code"): PostalRule {
  return { label, pattern, example, message: `Enter the ${label.toLowerCase()} as ${form}, like ${example}` };
}

/** Three digits, a space, two digits: Czechia, Greece, Slovakia, Sweden. */
const threeTwo = (example: string) => shaped(/^\d{3} ?\d{2}$/, example, "5 digits (3, a space, then 2)");

function country(
  code: string,
  name: string,
  region: SenderRegion,
  postal: PostalRule,
  callingCode: string,
  localExample: string,
): SenderCountry {
  return {
    code,
    name,
    region,
    postal,
    callingCode,
    phoneHint: `Include the country code: ${callingCode} ${localExample}`,
    phoneExample: localExample,
  };
}

export const SENDER_COUNTRIES: readonly SenderCountry[] = Object.freeze([
  country(
    "US",
    "United States",
    "us",
    shaped(/^\d{5}(-\d{4})?$/, "94025", "5 digits, or ZIP+4 like 94025-1234", "ZIP code"),
    "+1",
    "650 555 0100",
  ),
  country("AT", "Austria", "eu", digits(4, "1010"), "+43", "1 234567"),
  country("BE", "Belgium", "eu", digits(4, "1000"), "+32", "2 123 45 67"),
  country("BG", "Bulgaria", "eu", digits(4, "1000"), "+359", "2 123 4567"),
  country("HR", "Croatia", "eu", digits(5, "10000"), "+385", "1 234 5678"),
  country("CY", "Cyprus", "eu", digits(4, "1010"), "+357", "22 123456"),
  country("CZ", "Czechia", "eu", threeTwo("110 00"), "+420", "212 345 678"),
  country("DK", "Denmark", "eu", digits(4, "1050"), "+45", "32 12 34 56"),
  country("EE", "Estonia", "eu", digits(5, "10111"), "+372", "612 3456"),
  country("FI", "Finland", "eu", digits(5, "00100"), "+358", "9 1234 567"),
  country("FR", "France", "eu", digits(5, "75001"), "+33", "1 23 45 67 89"),
  country("DE", "Germany", "eu", digits(5, "10115"), "+49", "30 1234567"),
  country("GR", "Greece", "eu", threeTwo("105 57"), "+30", "21 1234 5678"),
  country("HU", "Hungary", "eu", digits(4, "1051"), "+36", "1 234 5678"),
  country(
    "IE",
    "Ireland",
    "eu",
    shaped(
      /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/,
      "A65 F4E2",
      "an Eircode: 3 characters, a space, then 4",
      "Eircode",
    ),
    "+353",
    "1 234 5678",
  ),
  country("IT", "Italy", "eu", digits(5, "00184"), "+39", "06 1234 5678"),
  country("LV", "Latvia", "eu", shaped(/^(LV-)?\d{4}$/, "LV-1050", "LV- and 4 digits"), "+371", "6712 3456"),
  country("LT", "Lithuania", "eu", shaped(/^(LT-)?\d{5}$/, "LT-01100", "LT- and 5 digits"), "+370", "5 123 4567"),
  country("LU", "Luxembourg", "eu", shaped(/^(L-)?\d{4}$/, "L-1118", "L- and 4 digits"), "+352", "26 12 34 56"),
  country(
    "MT",
    "Malta",
    "eu",
    shaped(/^[A-Z]{3} ?\d{4}$/, "VLT 1117", "3 letters, a space, then 4 digits"),
    "+356",
    "2123 4567",
  ),
  country(
    "NL",
    "Netherlands",
    "eu",
    shaped(/^[1-9]\d{3} ?[A-Z]{2}$/, "1012 AB", "4 digits, a space, then 2 letters"),
    "+31",
    "20 123 4567",
  ),
  country(
    "PL",
    "Poland",
    "eu",
    shaped(/^\d{2}-\d{3}$/, "00-950", "2 digits, a hyphen, then 3 digits"),
    "+48",
    "22 123 45 67",
  ),
  country(
    "PT",
    "Portugal",
    "eu",
    shaped(/^\d{4}-\d{3}$/, "1000-001", "4 digits, a hyphen, then 3 digits"),
    "+351",
    "21 123 4567",
  ),
  country("RO", "Romania", "eu", digits(6, "010011"), "+40", "21 123 4567"),
  country("SK", "Slovakia", "eu", threeTwo("811 01"), "+421", "2 1234 5678"),
  country("SI", "Slovenia", "eu", shaped(/^(SI-)?\d{4}$/, "1000", "4 digits"), "+386", "1 234 56 78"),
  country(
    "ES",
    "Spain",
    "eu",
    shaped(/^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, "28001", "5 digits, starting 01 to 52"),
    "+34",
    "912 345 678",
  ),
  country("SE", "Sweden", "eu", threeTwo("114 55"), "+46", "8 123 456 78"),
  country(
    "GB",
    "United Kingdom",
    "uk",
    shaped(
      /^([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/,
      "SW1A 1AA",
      "a UK postcode: the outward code, a space, then a digit and 2 letters",
      "Postcode",
    ),
    "+44",
    "20 7946 0000",
  ),
]);

const BY_CODE: ReadonlyMap<string, SenderCountry> = new Map(SENDER_COUNTRIES.map((entry) => [entry.code, entry]));

/** The 27 member states of the European Union, by code. */
export const EU_MEMBER_CODES: readonly string[] = SENDER_COUNTRIES.filter((entry) => entry.region === "eu").map(
  (entry) => entry.code,
);

/** Codes arrive typed by people and by old clients: "de", " DE ". */
function normalCode(code: string): string {
  return code.trim().toUpperCase();
}

export function findSenderCountry(code: string): SenderCountry | undefined {
  return BY_CODE.get(normalCode(code));
}

/** "us", "eu" or "uk" for a country the product serves; null for every other code. */
export function senderRegion(code: string): SenderRegion | null {
  return findSenderCountry(code)?.region ?? null;
}

/** The code as a postal rule reads it: trimmed, upper case, one space at most between parts. */
export function normalPostalCode(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, " ");
}

/** null when `postalCode` fits the country's rule, else the message to show. */
export function postalCodeProblem(countryCode: string, postalCode: string): string | null {
  const found = findSenderCountry(countryCode);
  if (!found) return notYetMessage(countryCode);
  const code = normalPostalCode(postalCode);
  if (code === "") return `${found.postal.label} is required`;
  return found.postal.pattern.test(code) ? null : found.postal.message;
}

/** A help page Meta publishes for a disabled account, with how far it was checked. */
export interface HelpLink {
  platform: "Facebook" | "Instagram" | "WhatsApp";
  title: string;
  url: string;
  /** "official page": read on Meta's site; "copy": read in a copy of Meta's page; "not checked": the help centre's address only. */
  checked: "official page" | "copy" | "not checked";
  checkedOn: string;
}

export const META_HELP_LINKS: readonly HelpLink[] = Object.freeze([
  {
    platform: "Facebook",
    title: "My personal Facebook account is disabled",
    url: "https://www.facebook.com/help/103873106370583",
    checked: "copy",
    checkedOn: "2026-11-28",
  },
  {
    platform: "Instagram",
    title: "Instagram Help Center",
    url: "https://help.instagram.com/",
    checked: "not checked",
    checkedOn: "2026-11-28",
  },
  {
    platform: "WhatsApp",
    title: "About account bans",
    url: "https://faq.whatsapp.com/465883178708358",
    checked: "official page",
    checkedOn: "2026-11-28",
  },
]);

export type CountryAnswer =
  | { served: true; country: SenderCountry }
  | { served: false; code: string; message: string; helpLinks: readonly HelpLink[] };

function notYetMessage(code: string): string {
  const shown = normalCode(code) || "that country";
  return `We do not serve senders in ${shown} yet: letters are drafted for residents of the United States, the European Union and the United Kingdom. Meta's own help pages explain how to ask for a review of a disabled account.`;
}

/** Whether the product serves a sender living in `code`, and if not, what to tell them. */
export function countryAnswer(code: string): CountryAnswer {
  const found = findSenderCountry(code);
  if (found) return { served: true, country: found };
  return { served: false, code: normalCode(code), message: notYetMessage(code), helpLinks: META_HELP_LINKS };
}

import type { Recipient } from "./recipients.ts";

/** Where new mail orders go: the mail services the app can hand a letter to. */
export type MailService = "letterstream" | "lob" | "simulated";

interface AddressLimits {
  /** The sender's or recipient's name line. */
  name: number;
  /** A recipient's second line (attention, department). */
  secondLine: number;
  /** A street address line. */
  addressLine: number;
  city: number;
}

/**
 * What each mail service refuses, checked before payment (decision 0039) so nothing is sold that
 * the service will refuse after the customer paid. Lob: its address model (lob/lob-openapi,
 * shared/models/address/address_editable_base.yml: `name` and `company` maxLength 40;
 * address_fields_us.yml: `address_line1`/`address_line2` maxLength 64, `address_city` 200), read
 * 2026-11-28. LetterStream publishes no field lengths in the material the project relies on
 * (PROVIDERS.md's summary of its API document), so none are applied beyond the letter form's own
 * (its `:` and `|` are refused at input). The simulated mailer takes anything.
 */
export const MAIL_FIELD_LIMITS: Record<MailService, AddressLimits | null> = {
  lob: { name: 40, secondLine: 40, addressLine: 64, city: 200 },
  letterstream: null,
  simulated: null,
};

const SERVICE_NAMES: Record<MailService, string> = {
  lob: "Lob",
  letterstream: "LetterStream",
  simulated: "the simulated mailer",
};

/** "Lob", "LetterStream", "the simulated mailer": the mail service as its messages name it. */
export function mailServiceName(service: MailService): string {
  return SERVICE_NAMES[service];
}

/** The sender's fields a mail service prints, as the letter form names them. */
export interface SenderFields {
  fullName: string;
  address: string;
  city: string;
}

/**
 * The letter fields too long for the mail service, each with a message naming the limit; empty
 * when the letter can be mailed. Keyed by the letter form's field names, so the wizard shows each
 * message at its field.
 */
export function senderFieldProblems(service: MailService, sender: SenderFields): Record<string, string> {
  const limits = MAIL_FIELD_LIMITS[service];
  if (!limits) return {};
  const checks: [keyof SenderFields, string, number][] = [
    ["fullName", "Full name", limits.name],
    ["address", "Street address", limits.addressLine],
    ["city", "City", limits.city],
  ];
  const problems: Record<string, string> = {};
  for (const [field, label, max] of checks) {
    const length = [...sender[field].trim()].length;
    if (length > max) {
      problems[field] =
        `${label} can be at most ${max} characters for certified mail (${SERVICE_NAMES[service]} prints no more); this one has ${length}. Shorten it, or choose the digital letter.`;
    }
  }
  return problems;
}

/** The recipient's lines too long for the mail service (our own addresses: a test keeps every one within limits). */
export function recipientFieldProblems(service: MailService, recipient: Recipient): string[] {
  const limits = MAIL_FIELD_LIMITS[service];
  if (!limits) return [];
  const lines: [string, string | undefined, number][] = [
    ["name", recipient.name, limits.name],
    ["attention", recipient.attention, limits.secondLine],
    ["address", recipient.address1, limits.addressLine],
    ["city", recipient.city, limits.city],
  ];
  return lines
    .filter(([, value, max]) => value !== undefined && [...value].length > max)
    .map(([line, , max]) => `${recipient.name}: the ${line} line is over ${max} characters`);
}

import { z } from "zod";
import { unprintableCharacters } from "./font-coverage.ts";
import {
  CONTROL_CHARACTER_IN_TEXT,
  DISGUISING_CHARACTER,
  disguisingMessage,
  withoutMatches,
} from "../control-characters.ts";

/** How every text field of a letter is cleaned and checked before it is stored or printed. */

export const MAIL_UNSAFE = /[:|]/;

/** Phone numbers: these characters only, and at least this many digits. */
export const PHONE_CHARACTERS = /^[0-9+\-(). ]*$/;
export const MIN_PHONE_DIGITS = 10;

export function looksLikePhone(value: string): boolean {
  return PHONE_CHARACTERS.test(value) && value.replace(/\D/g, "").length >= MIN_PHONE_DIGITS;
}

export function cleanLine(value: string): string {
  return withoutMatches(value, CONTROL_CHARACTER_IN_TEXT).replace(/\s+/g, " ").trim();
}

/** Line breaks kept (as "\n"), tabs made spaces, other control characters dropped. */
export function cleanText(value: string): string {
  return withoutMatches(value.replace(/\r\n?/g, "\n").replace(/\t/g, " "), CONTROL_CHARACTER_IN_TEXT).trim();
}

/** A message naming the characters no letter font can print (most emoji), or undefined. */
export function unprintableMessage(label: string, value: string): string | undefined {
  const missing = unprintableCharacters(value);
  if (missing.length === 0) return undefined;
  return `${label} contains characters the letter cannot print: ${missing.join(" ")}. Remove them.`;
}

/** A line of text that must print in the letter's fonts. */
export function printableLine(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .overwrite(cleanLine)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !DISGUISING_CHARACTER.test(value), disguisingMessage(label))
    .check((ctx) => {
      const message = unprintableMessage(label, ctx.value);
      if (message) ctx.issues.push({ code: "custom", message, input: ctx.value });
    });
}

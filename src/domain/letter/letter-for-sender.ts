import type { LetterBlock } from "./blocks.ts";
import { euMetaLetter, euWhatsAppLetter } from "./eu-letter.ts";
import { letterBodyOf } from "./eu-uk-opening.ts";
import { euUkWriter } from "./eu-uk-sender.ts";
import type { LetterData } from "./letter-facts.ts";
import { buildLetter, type LetterOptions } from "./template.ts";
import { ukLetter } from "./uk-letter.ts";

export { type LetterBody, letterBodyOf } from "./eu-uk-opening.ts";

/**
 * The letter for its sender: the US letter (template.ts, unchanged) for a US sender, the EU or UK
 * body otherwise. Certified mail is a US service, so EU and UK letters never carry its line.
 */
export function buildSenderLetter(data: LetterData, options: LetterOptions): LetterBlock[] {
  const body = letterBodyOf(data);
  if (body === "us") return buildLetter(data, options);
  const writer = euUkWriter(data, { date: options.date, timeZone: options.timeZone });
  if (body === "uk") return ukLetter(data, writer);
  return body === "eu-dsa" ? euMetaLetter(data, writer) : euWhatsAppLetter(data, writer);
}

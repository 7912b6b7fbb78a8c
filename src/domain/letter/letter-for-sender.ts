import type { LetterBlock } from "./blocks.ts";
import { euMetaLetter, euWhatsAppLetter } from "./eu-letter.ts";
import { euUkWriter, letterRegion, platformsOf } from "./eu-uk-sender.ts";
import type { LetterData } from "./letter-facts.ts";
import { buildLetter, type LetterOptions } from "./template.ts";
import { ukLetter } from "./uk-letter.ts";

export type LetterBody = "us" | "eu-dsa" | "eu-whatsapp" | "uk";

/** Which body a letter gets, from where the sender lives and its platforms. */
export function letterBodyOf(data: Pick<LetterData, "country" | "platforms">): LetterBody {
  const region = letterRegion(data);
  if (region === "us") return "us";
  if (region === "uk") return "uk";
  return platformsOf(data).some((platform) => platform !== "WhatsApp") ? "eu-dsa" : "eu-whatsapp";
}

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

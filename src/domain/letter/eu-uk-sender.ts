import { isSettledParty, partyFor } from "./eu-uk-parties.ts";
import { addDays, dayIn, formatDay } from "../time/clock.ts";
import { countryTimeZone } from "../time/country-zones.ts";
import { REPLY_DAYS } from "../time/deadlines.ts";
import type { LetterBlock } from "./blocks.ts";
import { findSenderCountry, type SenderCountry, senderRegion } from "./countries.ts";
import { formatUsDate, withoutStop } from "./format.ts";
import { letterFacts, type LetterData } from "./letter-facts.ts";
import { type AccountFact, appealsAndOwnWords, handleSentence, type OpeningFacts } from "./opening.ts";
import { PLATFORMS, type Platform } from "./platforms.ts";
import { findRecipient } from "./recipients.ts";

/**
 * What the EU and UK letters and data requests share (decision 0053): where the sender lives, the
 * company they write to (eu-uk-parties.ts, chosen by country and platform), the sender block in
 * that country's address order, and the facts the sender typed. Nothing here is US wording.
 */

export type EuUkRegion = "eu" | "uk";

/** The region a letter follows: "us" for a missing country or any country not served. */
export function letterRegion(data: Pick<LetterData, "country">): "us" | EuUkRegion {
  return senderRegion(data.country ?? "US") ?? "us";
}

export interface EuUkWriter {
  region: EuUkRegion;
  country: SenderCountry;
  facts: OpeningFacts;
  /** The company written to, and its address lines for the recipient block. */
  party: string;
  address: readonly string[];
  /** The letter's day, "YYYY-MM-DD", on the sender's calendar. */
  day: string;
}

/** The letter's platforms in the usual order. */
export function platformsOf(data: Pick<LetterData, "platforms">): Platform[] {
  return PLATFORMS.filter((platform) => data.platforms.includes(platform));
}

/**
 * The company for the letter's platforms: the first platform's party in the usual order, so a
 * letter naming Facebook or Instagram goes to Meta's company and one naming only WhatsApp to
 * WhatsApp's. UK Threads has no settled party: Threads runs under Instagram's terms, so Instagram's.
 */
export function partyOf(region: EuUkRegion, platforms: readonly Platform[], postal: "letter" | "privacy") {
  const first = platforms[0] ?? "Facebook";
  const found = partyFor(region, first);
  const party = isSettledParty(found) ? found : partyFor(region, "Instagram");
  if (!isSettledParty(party)) throw new Error(`No party for ${region} ${first}`);
  return { party, lines: postal === "letter" ? party.address : party.privacyPost };
}

export interface EuUkWriterOptions {
  date: Date;
  timeZone?: string;
  platforms?: readonly Platform[];
  postal?: "letter" | "privacy";
}

export function euUkWriter(data: LetterData, options: EuUkWriterOptions): EuUkWriter {
  /* letterFacts wants a US recipient record; the EU and UK blocks print `address` instead. */
  const placeholder = findRecipient("meta-main");
  if (!placeholder) throw new Error("Unknown recipient id: meta-main");
  return euUkWriterWith(data.country ?? "", { ...options, platforms: options.platforms ?? platformsOf(data) }, (date) =>
    letterFacts(data, { recipient: placeholder, date }),
  );
}

/**
 * The writer for a country and platforms, with the facts `factsOn` formats for the letter's date
 * (the typed facts for a letter, placeholders for what the wizard's preview does not have yet).
 */
export function euUkWriterWith(
  countryCode: string,
  options: EuUkWriterOptions & { platforms: readonly Platform[] },
  factsOn: (date: string) => OpeningFacts,
): EuUkWriter {
  const country = findSenderCountry(countryCode);
  const region = letterRegion({ country: countryCode });
  if (!country || region === "us") throw new Error(`Not an EU or UK sender: ${countryCode}`);
  const { party, lines } = partyOf(region, options.platforms, options.postal ?? "letter");
  const zone = options.timeZone ?? countryTimeZone(country.code) ?? "UTC";
  const facts = factsOn(formatUsDate(options.date, zone));
  return { region, country, facts, party: party.legalName, address: lines, day: dayIn(options.date, zone) };
}

/** "10115 Berlin" in the EU; the UK prints the town, then the postcode on its own line. */
function placeLines(writer: EuUkWriter): string[] {
  const { facts, country } = writer;
  return writer.region === "uk"
    ? [facts.city, facts.zipCode, country.name]
    : [`${facts.zipCode} ${facts.city}`, country.name];
}

export function euUkSenderLines(writer: EuUkWriter): string[] {
  const { facts } = writer;
  return [facts.fullName, facts.street, ...placeLines(writer), facts.email, facts.phone];
}

/** "Hauptstraße 1, 10115 Berlin, Germany" */
export function euUkAddress(writer: EuUkWriter): string {
  return [writer.facts.street, ...placeLines(writer)].join(", ");
}

/** Sender, date, recipient and subject: the head every EU and UK document starts with. */
export function euUkHead(writer: EuUkWriter, subject: string): LetterBlock[] {
  return [
    { kind: "sender", lines: euUkSenderLines(writer) },
    { kind: "date", text: writer.facts.date },
    { kind: "recipient", lines: [...writer.address] },
    { kind: "subject", text: `Subject: ${subject}` },
    { kind: "paragraph", text: `To ${writer.party}:` },
  ];
}

export function whoIAmText(writer: EuUkWriter, these: string): string {
  const { facts } = writer;
  const sentences = [
    `My name is ${facts.fullName}. I live at ${euUkAddress(writer)}.`,
    ...facts.accounts.map((account: AccountFact) => handleSentence(account)),
  ];
  if (facts.accountLogin) sentences.push(`I sign in to ${these} with ${facts.accountLogin}.`);
  sentences.push(`You can reach me by email at ${facts.email} or by phone at ${facts.phone}.`);
  return sentences.join(" ");
}

/** What happened: the day, the reason given, earlier appeals and the sender's own words. */
export function whatHappenedBlocks(writer: EuUkWriter, these: string): LetterBlock[] {
  const { facts } = writer;
  const accounts = `${facts.platforms} ${facts.accountWord}`;
  const happened = [`You disabled my ${accounts} on ${facts.banDate}.`];
  if (facts.banReason) happened.push(`The reason you gave was: “${withoutStop(facts.banReason)}”.`);
  return [
    { kind: "heading", text: "What happened" },
    { kind: "paragraph", text: happened.join(" ") },
    ...appealsAndOwnWords(facts.appeals, facts.consequences, these, facts.storyLanguage),
  ];
}

/** The reply date: 30 days after the letter's day. Public holidays differ by country, so it does not move. */
export function euUkReplyBy(writer: EuUkWriter): string {
  return formatDay(addDays(writer.day, REPLY_DAYS));
}

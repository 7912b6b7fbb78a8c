import { findSenderCountry, META_HELP_LINKS } from "./countries.ts";
import { isSettledParty, partyFor } from "./eu-uk-parties.ts";
import { isPlatform, PLATFORMS, type Platform } from "./platforms.ts";
import { findRecipient } from "./recipients.ts";

/**
 * USPS Certified Mail is a US service (issue 40): the mail package, the upgrade and every mailing
 * are sold only for a letter from a US sender to a US address. Anyone else sends it themselves,
 * and records the sending on the case page like any self-mailed letter.
 */

/** Said where prices are shown to a sender outside the US (issue 40, part 7). */
export const DOLLARS_NOTE =
  "Prices are in US dollars: your card's bank converts the amount to your currency, and may charge a fee for it.";

/** Said where the mail package would be offered to a sender outside the US. */
export const CERTIFIED_MAIL_ABROAD =
  "Certified mail is a US service, so it is not sold for your letter: you download it and send it yourself (the checkout page says how).";

export interface MailAbroadLetter {
  country?: string | null;
  recipientBusinessId: string;
  platforms: readonly string[];
}

export interface SendLink {
  label: string;
  url: string;
}

export interface SendYourself {
  /** Why we do not mail it, in one or two sentences. */
  reason: string;
  /** How to send it instead, step by step. */
  steps: { text: string; links: SendLink[] }[];
}

/** Whether we can mail this letter by USPS Certified Mail. */
export function certifiedMailOffered(letter: MailAbroadLetter): boolean {
  const country = letter.country ?? "US";
  return country === "US" && (findRecipient(letter.recipientBusinessId)?.country ?? "US") === "US";
}

function letterPlatforms(letter: MailAbroadLetter): Platform[] {
  return PLATFORMS.filter((platform) => letter.platforms.some((entry) => isPlatform(entry) && entry === platform));
}

/** Null when certified mail is offered; otherwise why not, and how to send the letter instead. */
export function sendYourself(letter: MailAbroadLetter): SendYourself | null {
  if (certifiedMailOffered(letter)) return null;
  const sender = findSenderCountry(letter.country ?? "US");
  const recipient = findRecipient(letter.recipientBusinessId);
  const toIreland = recipient?.country === "IE";
  const reason = toIreland
    ? "USPS Certified Mail is a US service: we cannot mail a letter to Ireland, so the mail package, the upgrade and mailings are not sold for it. Your digital letter is the same letter: send it yourself."
    : `USPS Certified Mail is a US service: we mail only letters from a US address, so the mail package, the upgrade and mailings are not sold for a letter from ${sender?.name ?? "outside the United States"}. Your digital letter is the same letter: send it yourself.`;
  const platforms = letterPlatforms(letter);
  const region = sender?.region === "uk" ? "uk" : "eu";
  const privacyForms = [
    ...new Map(
      platforms
        .map((platform) => partyFor(region, platform))
        .filter(isSettledParty)
        .map((party) => [
          party.privacyForm,
          { label: `${party.legalName}: privacy request form`, url: party.privacyForm },
        ]),
    ).values(),
  ];
  const helpLinks = META_HELP_LINKS.filter((link) =>
    platforms.some(
      (platform) => link.platform === platform || (platform === "Threads" && link.platform === "Instagram"),
    ),
  ).map((link) => ({ label: `${link.platform}: ${link.title}`, url: link.url }));
  const postal = recipient ? [recipient.name, ...recipient.addressLines].join(", ") : "the address on the letter";
  return {
    reason,
    steps: [
      {
        text: "Ask Meta to review the decision through its own online form, and paste or attach the letter there: Meta answers complaints made in its app or help centre.",
        links: helpLinks,
      },
      {
        text: "Ask for your data (and how the decision was made) through the privacy form of the company your terms name.",
        links: privacyForms,
      },
      {
        text: `Print the letter, sign it and send it by registered or tracked post with proof of delivery to ${postal}. Keep the receipt.`,
        links: [],
      },
      {
        text: "Then record the sending on your case page (Record sending, with the day and the tracking number): your deadlines are counted from it, as for any letter you mail yourself.",
        links: [],
      },
    ],
  };
}

/** The refusal the checkout and upgrade routes answer with, before any payment. */
export function mailRefusalMessage(letter: MailAbroadLetter): string | null {
  const guide = sendYourself(letter);
  return guide
    ? `${guide.reason} Download it, then send it by registered post and record the sending on the case page.`
    : null;
}

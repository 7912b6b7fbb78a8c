import type { CaseEscalation, OutOfCourtCase } from "../../../domain/case/case.ts";
import { guiaExtrajudicialBlocks } from "../../../domain/escalation/es/out-of-court-guide-es.ts";
import {
  type GuideInput,
  outOfCourtGuideBlocks,
  outOfCourtRoute,
} from "../../../domain/escalation/out-of-court-guide.ts";
import type { Language } from "../../../domain/i18n/languages.ts";
import { fecha } from "../../../domain/reading-copy/spanish-words.ts";
import { findSenderCountry } from "../../../domain/letter/countries.ts";
import { letterRegion, platformsOf } from "../../../domain/letter/eu-uk-sender.ts";
import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import { formatDay, senderTimeZone } from "../../../domain/time/clock.ts";
import { countryTimeZone } from "../../../domain/time/country-zones.ts";
import type { LetterRow } from "../letters/letter-versions.ts";
import { usDocumentsOffered } from "../../../domain/case/us-only-documents.ts";

type Sender = Pick<LetterRow, "state" | "zipCode" | "platforms" | "banDate"> & { country?: string | null };

/** The sender's zone: their country's for EU and UK senders, their state's for US senders. */
export function senderZone(letter: Sender): string {
  return countryTimeZone(letter.country ?? "US") ?? senderTimeZone(letter.state, letter.zipCode);
}

/** "YYYY-MM-DD" of a stored ban date (a date column, or a Date). */
function banDay(value: Date | string): string {
  return typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** The out-of-court guide as a document for an EU or UK letter, in the reader's language; null for a US letter. */
export function outOfCourtDocument(
  letter: Sender & { id: number; fullName: string },
  dates: { preparedOn: string; decisionDate: string | null; dataRequestReceivedOn: string | null },
  language: Language = "en",
): LetterBlock[] | null {
  const region = letterRegion(letter);
  if (region === "us") return null;
  const input: GuideInput = {
    region,
    platforms: platformsOf(letter),
    banDate: banDay(letter.banDate),
    decisionDate: dates.decisionDate,
    dataRequestReceivedOn: dates.dataRequestReceivedOn,
  };
  if (language === "es")
    return [
      { kind: "heading", text: "Después de su carta: vías extrajudiciales" },
      {
        kind: "paragraph",
        text: `Preparada el ${fecha(dates.preparedOn)} para ${letter.fullName}, carta de reclamo n.º ${letter.id}, con los datos que usted ingresó.`,
      },
      ...guiaExtrajudicialBlocks(input),
    ];
  return [
    { kind: "heading", text: "After your letter: out-of-court routes" },
    {
      kind: "paragraph",
      text: `Prepared on ${formatDay(dates.preparedOn)} for ${letter.fullName}, letter #${letter.id}, from what you entered.`,
    },
    ...outOfCourtGuideBlocks(input),
  ];
}

/** The case page's out-of-court card for an EU or UK letter; null for a US letter. */
export function outOfCourtCase(letter: Sender): OutOfCourtCase | null {
  const region = letterRegion(letter);
  const route = outOfCourtRoute(region, platformsOf(letter));
  const country = findSenderCountry(letter.country ?? "");
  if (!route || !country) return null;
  return { route, countryName: country.name, banDate: banDay(letter.banDate) };
}

/** EU and UK senders are never offered the US documents: small claims, arbitration, the attorney general. */
export function escalationFor(letter: Sender, offers: CaseEscalation): CaseEscalation {
  if (usDocumentsOffered(letter)) return offers;
  return { ...offers, arbitrationWindowEnds: null, agComplaint: false, smallClaims: false };
}

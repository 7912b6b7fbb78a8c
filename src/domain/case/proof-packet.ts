import type { QuotedPassage } from "../letter/quoted-terms.ts";
import { type Sending, sendingWords } from "./sending.ts";
import type { LetterBlock } from "../letter/blocks.ts";
import { formatMoment, timeZoneName } from "../time/clock.ts";
import { formatBanDate } from "../letter/format.ts";

/**
 * One letter version as it was produced, with the SHA-256 of its PDF. reason "mailed" is the copy
 * the mail service took (one per mailing); "file_copy" a later copy of it, never mailed.
 */
export interface ProofVersion {
  version: number;
  reason: string;
  letterDate: string;
  sha256: string;
}

/** A proof of delivery as the mail service gave it, kept with the SHA-256 of its PDF. */
export interface ProofOfDelivery {
  /** return_receipt: USPS's electronic return receipt; printed_piece: the mail service's PDF of what it printed. */
  kind: "return_receipt" | "printed_piece";
  /** Made by the simulated mailer: never USPS's. */
  simulated: boolean;
  source: string;
  sha256: string;
  fetchedAt: string;
}

/** The record of a certified mailing: who carried it and every status with its date. */
export interface ProofMailing {
  /** What was mailed: the demand letter, its final notice, or the data request to Meta's privacy address. */
  document: "letter" | "final notice" | "data request";
  orderId: number;
  jobName: string;
  /** The mail service's name ("LetterStream", "Lob"); simulated: nothing was mailed. */
  provider: string;
  simulated: boolean;
  /** The proofs of delivery kept for it, each an exhibit right after this record. */
  proofs: ProofOfDelivery[];
  trackingNumber: string | null;
  handedOverAt: string | null;
  events: { label: string; at: string }[];
}

export interface ProofEvidence {
  kind: "png" | "jpeg" | "pdf";
  caption: string;
  date: string | null;
  originalName: string;
  sha256: string;
  /** The SHA-256 of the file as the sender uploaded it (null for files kept before it was recorded). */
  uploadSha256?: string | null;
}

/** A passage of Meta's archived terms the claim quotes, with the address of the whole version. */
export type ProofTermsQuote = QuotedPassage;

/** Everything the cover page and the index say: all of it from the case's own records. */
export interface ProofFacts {
  letterId: number;
  /** The sender's IANA time zone: every date and time in the record is in it. */
  timeZone: string;
  preparedOn: string;
  sender: { name: string; lines: string[] };
  recipientLines: string[];
  accounts: string;
  firstLetterDate: string | null;
  /** When and how the letter was sent, as recorded (our mail's hand-over, or the sender's record). */
  sending: Sending | null;
  deadline: { date: string; passed: boolean } | null;
  outcome: string | null;
  versions: ProofVersion[];
  mailing: ProofMailing | null;
  /** The final notice as it was mailed, and its mailing, when it went by our certified mail. */
  finalNotice: ProofNotice | null;
  noticeMailing: ProofMailing | null;
  /** The data request as it was mailed to Meta's privacy address, and its mailing, when it went by our mail. */
  dataRequest?: ProofNotice | null;
  dataRequestMailing?: ProofMailing | null;
  /** The final notice the sender downloaded to mail themselves, as kept at its first download, with its sending as recorded. */
  noticeCopy?: (ProofNotice & { sending: Sending | null }) | null;
  /** The passages of the archived terms the statement of claim quotes. */
  termsQuotes?: ProofTermsQuote[];
  evidence: ProofEvidence[];
}

/** The final notice as handed to the mail service, with the SHA-256 of its PDF. */
export interface ProofNotice {
  letterDate: string;
  sha256: string;
}

/** simulatedMail: the mailing was the simulated mailer's, so nothing was "sent by USPS". */
export type Exhibit =
  | { kind: "version"; label: string; version: ProofVersion; simulatedMail?: boolean }
  | { kind: "mailing"; label: string; mailing: ProofMailing }
  | { kind: "delivery_proof"; label: string; proof: ProofOfDelivery; mailing: ProofMailing }
  | {
      kind: "notice";
      label: string;
      notice: ProofNotice;
      simulatedMail?: boolean;
      /** The final notice unless it says the data request. */
      document?: "final notice" | "data request";
    }
  | { kind: "notice_copy"; label: string; notice: ProofNotice & { sending: Sending | null } }
  | { kind: "terms"; label: string; quotes: ProofTermsQuote[] }
  | { kind: "evidence"; label: string; evidence: ProofEvidence };

const day = (value: string) => formatBanDate(new Date(`${value.slice(0, 10)}T00:00:00Z`));

/** "A" … "Z", then "AA", "AB" …: exhibit letters as courts use them. */
export function exhibitLetter(index: number): string {
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  return index < 26
    ? (letters[index] ?? "")
    : `${letters[Math.floor(index / 26) - 1] ?? ""}${letters[index % 26] ?? ""}`;
}

/**
 * The exhibits in order: each letter version, the mailing record and its proofs of delivery, the
 * final notice, its mailing and proofs, the data request, its mailing and proofs, then the
 * evidence as uploaded.
 */
export function exhibitsOf(facts: ProofFacts): Exhibit[] {
  const exhibits: Exhibit[] = [];
  const next = () => `Exhibit ${exhibitLetter(exhibits.length)}`;
  const addMailing = (mailing: ProofMailing) => {
    exhibits.push({ kind: "mailing", label: next(), mailing });
    for (const proof of mailing.proofs) exhibits.push({ kind: "delivery_proof", label: next(), proof, mailing });
  };
  const simulatedMail = facts.mailing?.simulated;
  for (const version of facts.versions) exhibits.push({ kind: "version", label: next(), version, simulatedMail });
  if (facts.mailing) addMailing(facts.mailing);
  if (facts.finalNotice)
    exhibits.push({
      kind: "notice",
      label: next(),
      notice: facts.finalNotice,
      simulatedMail: facts.noticeMailing?.simulated,
    });
  if (facts.noticeMailing) addMailing(facts.noticeMailing);
  if (facts.noticeCopy) exhibits.push({ kind: "notice_copy", label: next(), notice: facts.noticeCopy });
  if (facts.dataRequest)
    exhibits.push({
      kind: "notice",
      label: next(),
      notice: facts.dataRequest,
      simulatedMail: facts.dataRequestMailing?.simulated,
      document: "data request",
    });
  if (facts.dataRequestMailing) addMailing(facts.dataRequestMailing);
  if (facts.termsQuotes?.length) exhibits.push({ kind: "terms", label: next(), quotes: facts.termsQuotes });
  for (const evidence of facts.evidence) exhibits.push({ kind: "evidence", label: next(), evidence });
  return exhibits;
}

export function exhibitTitle(exhibit: Exhibit): string {
  if (exhibit.kind === "version") {
    const how =
      exhibit.version.reason === "file_copy"
        ? "a file copy made after the mailing (not the copy that was mailed)"
        : exhibit.version.reason !== "mailed"
          ? "as produced for the sender"
          : exhibit.simulatedMail
            ? "as handed to the simulated mailer (not mailed)"
            : "as mailed by USPS Certified Mail";
    return `Demand letter, version ${exhibit.version.version}, dated ${day(exhibit.version.letterDate)}, ${how}`;
  }
  if (exhibit.kind === "mailing") {
    const what = exhibit.mailing.simulated ? "Simulated mailing record (nothing was mailed)" : "Certified mail record";
    return exhibit.mailing.document === "letter" ? what : `${what} of the ${exhibit.mailing.document}`;
  }
  if (exhibit.kind === "delivery_proof") return proofTitle(exhibit.proof, exhibit.mailing.document);
  if (exhibit.kind === "notice" && exhibit.document === "data request")
    return `Request for a copy of the sender's data, to Meta's privacy address, dated ${day(exhibit.notice.letterDate)}, ${exhibit.simulatedMail ? "as handed to the simulated mailer (not mailed)" : "as mailed by USPS Certified Mail"}`;
  if (exhibit.kind === "notice_copy")
    return `Final notice, dated ${day(exhibit.notice.letterDate)}, ${copySent(exhibit.notice.sending)}`;
  if (exhibit.kind === "terms")
    return `The passages of Meta's terms the claim quotes, as archived (${[...new Set(exhibit.quotes.map((quote) => quote.document))].join(", ")})`;
  if (exhibit.kind === "notice")
    return `Final notice, dated ${day(exhibit.notice.letterDate)}, ${exhibit.simulatedMail ? "as handed to the simulated mailer (not mailed)" : "as mailed by USPS Certified Mail"}`;
  const from = exhibit.evidence.date ? ` (${day(exhibit.evidence.date)})` : "";
  return `${exhibit.evidence.caption}${from}`;
}

/** The cover page and the index of exhibits, with the page each exhibit starts on once known. */
export function coverBlocks(facts: ProofFacts, exhibits: Exhibit[], startPages: number[]): LetterBlock[] {
  const summary = [
    `Sender: ${facts.sender.name}, ${facts.sender.lines.join(", ")}.`,
    `Addressed to: ${facts.recipientLines.join(", ")}.`,
    `About: ${facts.accounts}.`,
  ];
  if (facts.firstLetterDate) summary.push(`Letter dated ${day(facts.firstLetterDate)}.`);
  if (facts.sending?.recordedBy === "sender") {
    summary.push(
      `Sent ${day(facts.sending.sentOn)} ${sendingWords(facts.sending)}${facts.sending.deliveredOn ? `, delivered ${day(facts.sending.deliveredOn)}` : ""}, as recorded by the sender; this service did not mail it and has not checked this.`,
    );
  } else if (!facts.sending && !facts.mailing) {
    summary.push("When and how the letter was sent: not recorded.");
  }
  if (facts.mailing?.simulated) {
    summary.push("The mailing below was simulated (a test of the service): no letter was mailed.");
  } else if (facts.mailing?.trackingNumber) {
    summary.push(`Sent by USPS Certified Mail No. ${facts.mailing.trackingNumber}.`);
  }
  const delivered = facts.mailing?.events.find((event) => event.label === "Delivered");
  if (delivered) summary.push(`Delivered ${day(delivered.at)}, as reported by the mail service.`);
  if (facts.deadline) {
    summary.push(
      `Reply deadline: ${day(facts.deadline.date)}. ${facts.deadline.passed ? `It had passed on ${day(facts.preparedOn)}.` : `It had not yet passed on ${day(facts.preparedOn)}.`}`,
    );
  }
  if (facts.finalNotice) summary.push(mailedSummary("Final notice", "", facts.finalNotice, facts.noticeMailing));
  if (facts.noticeCopy)
    summary.push(`Final notice dated ${day(facts.noticeCopy.letterDate)}, ${copySent(facts.noticeCopy.sending)}.`);
  if (facts.dataRequest)
    summary.push(
      mailedSummary("Data request", " to Meta's privacy address", facts.dataRequest, facts.dataRequestMailing),
    );
  if (facts.outcome) summary.push(`What the sender recorded since: ${facts.outcome}`);
  return [
    { kind: "subject", text: `Case record: demand letter #${facts.letterId}` },
    {
      kind: "paragraph",
      text: `Prepared on ${day(facts.preparedOn)} from the records kept with the letter. Dates and times are in the sender's time zone, ${timeZoneName(facts.timeZone)}. Each exhibit follows a page that names it; letter versions and files are shown as they were produced or uploaded, with the SHA-256 of each file so a copy can be checked against it.`,
    },
    { kind: "heading", text: "Summary" },
    { kind: "list", style: "bulleted", items: summary },
    { kind: "heading", text: "Index of exhibits" },
    {
      kind: "list",
      style: "bulleted",
      items: exhibits.map(
        (exhibit, index) =>
          `${exhibit.label}: ${exhibitTitle(exhibit)}${startPages[index] ? ` (page ${startPages[index]})` : ""}`,
      ),
    },
    {
      kind: "paragraph",
      text: "This record was put together by the sender with a document service that is not a law firm. It is not legal advice.",
    },
  ];
}

/** A document mailed beside the letter, in one line: dated, how it went, and its delivery as the mail service reported it. */
function mailedSummary(
  name: string,
  to: string,
  mailed: ProofNotice,
  mailing: ProofMailing | null | undefined,
): string {
  if (mailing?.simulated)
    return `${name} dated ${day(mailed.letterDate)}, handed to the simulated mailer (a test of the service): it was not mailed.`;
  const number = mailing?.trackingNumber ? ` No. ${mailing.trackingNumber}` : "";
  const delivered = mailing?.events.find((event) => event.label === "Delivered");
  const when = delivered ? `, delivered ${day(delivered.at)} as reported by the mail service` : "";
  return `${name} dated ${day(mailed.letterDate)}, sent${to} by USPS Certified Mail${number}${when}.`;
}

/** The page before an exhibit: its label, what it is, and the fingerprint of the file that follows. */
export function separatorBlocks(exhibit: Exhibit, timeZone: string): LetterBlock[] {
  const dateTime = (value: string) => formatMoment(value, timeZone);
  const blocks: LetterBlock[] = [
    { kind: "subject", text: exhibit.label },
    { kind: "paragraph", text: exhibitTitle(exhibit) },
  ];
  if (exhibit.kind === "version") {
    blocks.push({ kind: "paragraph", text: `SHA-256 of this version's PDF: ${exhibit.version.sha256}` });
  }
  if (exhibit.kind === "notice") {
    blocks.push({
      kind: "paragraph",
      text: `SHA-256 of the ${exhibit.document ?? "final notice"}'s PDF as mailed: ${exhibit.notice.sha256}`,
    });
  }
  if (exhibit.kind === "notice_copy") {
    blocks.push({
      kind: "paragraph",
      text: `SHA-256 of the final notice's PDF as first downloaded (every later download is the same file): ${exhibit.notice.sha256}`,
    });
  }
  if (exhibit.kind === "terms") blocks.push(...termsBlocks(exhibit.quotes));
  if (exhibit.kind === "evidence") blocks.push(...evidenceHashes(exhibit.evidence));
  if (exhibit.kind === "mailing") blocks.push(...mailingBlocks(exhibit.mailing, dateTime));
  if (exhibit.kind === "delivery_proof") {
    blocks.push({
      kind: "paragraph",
      text: `Received from ${exhibit.proof.source} on ${dateTime(exhibit.proof.fetchedAt)}. SHA-256 of the PDF as received: ${exhibit.proof.sha256}`,
    });
  }
  return blocks;
}

function proofTitle(proof: ProofOfDelivery, document: ProofMailing["document"]): string {
  const of = document === "letter" ? "the demand letter" : `the ${document}`;
  if (proof.simulated) return `SIMULATED return receipt for ${of}: not issued by USPS, nothing was mailed`;
  return proof.kind === "return_receipt"
    ? `USPS electronic return receipt for ${of}, as the mail service gave it`
    : `The mail service's copy of ${of} as printed for mailing`;
}

/** What the record holds as proof of delivery, in words that claim no more than that. */
function proofSentence(mailing: ProofMailing, delivered: boolean): string {
  if (mailing.simulated)
    return "This mailing was simulated: these statuses, and any receipt that follows, are not USPS's.";
  if (mailing.proofs.some((proof) => proof.kind === "return_receipt"))
    return "The USPS electronic return receipt follows as an exhibit.";
  if (mailing.provider === "Lob")
    return delivered
      ? "Lob does not provide the signed return receipt through its service; the proof of delivery held here is the tracking events above, as Lob reported them."
      : "Lob does not provide the signed return receipt through its service; its tracking events are listed above as they arrive.";
  return delivered
    ? "No return receipt had been received from the mail service when this record was prepared."
    : "A return receipt is asked for once the mail service reports delivery.";
}

function mailingBlocks(mailing: ProofMailing, dateTime: (value: string) => string): LetterBlock[] {
  const items = [`Order #${mailing.orderId}, mailed through ${mailing.provider}, job ${mailing.jobName}.`];
  if (mailing.trackingNumber)
    items.push(
      mailing.simulated
        ? `Simulated tracking number (not USPS's): ${mailing.trackingNumber}.`
        : `USPS Certified Mail article number: ${mailing.trackingNumber}.`,
    );
  if (mailing.handedOverAt) items.push(`Handed to the mail service: ${dateTime(mailing.handedOverAt)}.`);
  const delivered = mailing.events.some((event) => event.label === "Delivered");
  return [
    { kind: "list", style: "bulleted", items },
    { kind: "heading", text: "Every status, with its date" },
    mailing.events.length > 0
      ? {
          kind: "list",
          style: "bulleted",
          items: mailing.events.map((event) => `${dateTime(event.at)}: ${event.label}`),
        }
      : { kind: "paragraph", text: "No status has been reported yet." },
    { kind: "paragraph", text: `Dates are as ${mailing.provider} reported them. ${proofSentence(mailing, delivered)}` },
  ];
}

/** How the sender's own copy of the final notice went, as they recorded it, or that it was not recorded. */
function copySent(sending: Sending | null): string {
  if (!sending) return "as first downloaded by the sender; when and how it was sent: not recorded";
  const delivered = sending.deliveredOn ? `, delivered ${day(sending.deliveredOn)}` : "";
  return `as first downloaded by the sender; sent ${day(sending.sentOn)} ${sendingWords(sending)}${delivered}, as recorded by the sender (this service did not mail it and has not checked this)`;
}

/** Both fingerprints of an upload: the file as the sender gave it, and the copy kept (images are encoded again, without metadata). */
function evidenceHashes(evidence: ProofEvidence): LetterBlock[] {
  const what = evidence.kind === "pdf" ? "PDF document" : `${evidence.kind.toUpperCase()} image`;
  const uploaded = evidence.uploadSha256
    ? `SHA-256 of the file as uploaded: ${evidence.uploadSha256}`
    : "SHA-256 of the file as uploaded: not recorded (it was uploaded before this was kept).";
  const kept =
    evidence.uploadSha256 === evidence.sha256
      ? `The copy kept is the same file. SHA-256 of the copy kept: ${evidence.sha256}`
      : `SHA-256 of the copy kept${evidence.kind === "pdf" ? "" : " (the image encoded again, without its metadata)"}: ${evidence.sha256}`;
  return [
    { kind: "paragraph", text: `${what} uploaded by the sender as “${evidence.originalName}”.` },
    { kind: "paragraph", text: uploaded },
    { kind: "paragraph", text: kept },
  ];
}

/** The quoted passages, each with its document, section, archived version and the address of the whole text. */
function termsBlocks(quotes: ProofTermsQuote[]): LetterBlock[] {
  return [
    {
      kind: "paragraph",
      text: "Each passage is quoted word for word from the version named, as kept by Open Terms Archive. The address after each opens that whole version of the terms.",
    },
    ...quotes.flatMap((quote): LetterBlock[] => [
      { kind: "heading", text: `${quote.document}, “${quote.section}” (version of ${day(quote.versionDate)})` },
      { kind: "paragraph", text: `“${quote.text}”` },
      { kind: "paragraph", text: quote.address },
    ]),
  ];
}

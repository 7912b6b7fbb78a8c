import type { LetterBlock } from "./letter/blocks.ts";
import { formatBanDate } from "./letter/format.ts";

/** One letter version as it was produced, with the SHA-256 of its PDF. */
export interface ProofVersion {
  version: number;
  reason: string;
  letterDate: string;
  sha256: string;
}

/** The record of a certified mailing: who carried it and every status with its date. */
export interface ProofMailing {
  /** What was mailed: the demand letter, or its final notice. */
  document: "letter" | "final notice";
  orderId: number;
  jobName: string;
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
}

/** Everything the cover page and the index say: all of it from the case's own records. */
export interface ProofFacts {
  letterId: number;
  preparedOn: string;
  sender: { name: string; lines: string[] };
  recipientLines: string[];
  accounts: string;
  firstLetterDate: string | null;
  deadline: { date: string; passed: boolean } | null;
  outcome: string | null;
  versions: ProofVersion[];
  mailing: ProofMailing | null;
  /** The final notice as it was mailed, and its mailing, when it went by our certified mail. */
  finalNotice: ProofNotice | null;
  noticeMailing: ProofMailing | null;
  evidence: ProofEvidence[];
}

/** The final notice as handed to the mail service, with the SHA-256 of its PDF. */
export interface ProofNotice {
  letterDate: string;
  sha256: string;
}

export type Exhibit =
  | { kind: "version"; label: string; version: ProofVersion }
  | { kind: "mailing"; label: string; mailing: ProofMailing }
  | { kind: "notice"; label: string; notice: ProofNotice }
  | { kind: "evidence"; label: string; evidence: ProofEvidence };

const day = (value: string) => formatBanDate(new Date(`${value.slice(0, 10)}T00:00:00Z`));
const dateTime = (value: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(new Date(value)) +
  " UTC";

/** "A" … "Z", then "AA", "AB" …: exhibit letters as courts use them. */
export function exhibitLetter(index: number): string {
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  return index < 26
    ? (letters[index] ?? "")
    : `${letters[Math.floor(index / 26) - 1] ?? ""}${letters[index % 26] ?? ""}`;
}

/** The exhibits in order: each letter version, the mailing record, the final notice and its mailing, then the evidence as uploaded. */
export function exhibitsOf(facts: ProofFacts): Exhibit[] {
  const exhibits: Exhibit[] = [];
  const next = () => `Exhibit ${exhibitLetter(exhibits.length)}`;
  for (const version of facts.versions) exhibits.push({ kind: "version", label: next(), version });
  if (facts.mailing) exhibits.push({ kind: "mailing", label: next(), mailing: facts.mailing });
  if (facts.finalNotice) exhibits.push({ kind: "notice", label: next(), notice: facts.finalNotice });
  if (facts.noticeMailing) exhibits.push({ kind: "mailing", label: next(), mailing: facts.noticeMailing });
  for (const evidence of facts.evidence) exhibits.push({ kind: "evidence", label: next(), evidence });
  return exhibits;
}

export function exhibitTitle(exhibit: Exhibit): string {
  if (exhibit.kind === "version") {
    const how = exhibit.version.reason === "mailed" ? "as sent by USPS Certified Mail" : "as produced for the sender";
    return `Demand letter, version ${exhibit.version.version}, dated ${day(exhibit.version.letterDate)}, ${how}`;
  }
  if (exhibit.kind === "mailing")
    return exhibit.mailing.document === "letter"
      ? "Certified mail record"
      : "Certified mail record of the final notice";
  if (exhibit.kind === "notice")
    return `Final notice, dated ${day(exhibit.notice.letterDate)}, as sent by USPS Certified Mail`;
  const from = exhibit.evidence.date ? ` (${day(exhibit.evidence.date)})` : "";
  return `${exhibit.evidence.caption}${from}`;
}

/** The cover page and the index of exhibits, with the page each exhibit starts on once known. */
export function coverBlocks(facts: ProofFacts, exhibits: Exhibit[], startPages: number[]): LetterBlock[] {
  const summary = [
    `Sender: ${facts.sender.name}, ${facts.sender.lines.join(", ")}.`,
    `Sent to: ${facts.recipientLines.join(", ")}.`,
    `About: ${facts.accounts}.`,
  ];
  if (facts.firstLetterDate) summary.push(`Letter dated ${day(facts.firstLetterDate)}.`);
  if (facts.mailing?.trackingNumber) summary.push(`Sent by USPS Certified Mail No. ${facts.mailing.trackingNumber}.`);
  const delivered = facts.mailing?.events.find((event) => event.label === "Delivered");
  if (delivered) summary.push(`Delivered ${day(delivered.at)}, as reported by the mail service.`);
  if (facts.deadline) {
    summary.push(
      `Reply deadline: ${day(facts.deadline.date)}. ${facts.deadline.passed ? `It had passed on ${day(facts.preparedOn)}.` : `It had not yet passed on ${day(facts.preparedOn)}.`}`,
    );
  }
  if (facts.finalNotice) {
    const number = facts.noticeMailing?.trackingNumber ? ` No. ${facts.noticeMailing.trackingNumber}` : "";
    const noticeDelivered = facts.noticeMailing?.events.find((event) => event.label === "Delivered");
    const when = noticeDelivered ? `, delivered ${day(noticeDelivered.at)} as reported by the mail service` : "";
    summary.push(
      `Final notice dated ${day(facts.finalNotice.letterDate)}, sent by USPS Certified Mail${number}${when}.`,
    );
  }
  if (facts.outcome) summary.push(`What the sender recorded since: ${facts.outcome}`);
  return [
    { kind: "subject", text: `Case record: demand letter #${facts.letterId}` },
    {
      kind: "paragraph",
      text: `Prepared on ${day(facts.preparedOn)} from the records kept with the letter. Each exhibit follows a page that names it; letter versions and files are shown as they were produced or uploaded, with the SHA-256 of each file so a copy can be checked against it.`,
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

/** The page before an exhibit: its label, what it is, and the fingerprint of the file that follows. */
export function separatorBlocks(exhibit: Exhibit): LetterBlock[] {
  const blocks: LetterBlock[] = [
    { kind: "subject", text: exhibit.label },
    { kind: "paragraph", text: exhibitTitle(exhibit) },
  ];
  if (exhibit.kind === "version") {
    blocks.push({ kind: "paragraph", text: `SHA-256 of this version's PDF: ${exhibit.version.sha256}` });
  }
  if (exhibit.kind === "notice") {
    blocks.push({ kind: "paragraph", text: `SHA-256 of the final notice's PDF as mailed: ${exhibit.notice.sha256}` });
  }
  if (exhibit.kind === "evidence") {
    const what = exhibit.evidence.kind === "pdf" ? "PDF document" : `${exhibit.evidence.kind.toUpperCase()} image`;
    blocks.push({
      kind: "paragraph",
      text: `${what} uploaded by the sender as “${exhibit.evidence.originalName}”. SHA-256 of the file as kept: ${exhibit.evidence.sha256}`,
    });
  }
  if (exhibit.kind === "mailing") blocks.push(...mailingBlocks(exhibit.mailing));
  return blocks;
}

function mailingBlocks(mailing: ProofMailing): LetterBlock[] {
  const items = [`Order #${mailing.orderId}, mail service job ${mailing.jobName}.`];
  if (mailing.trackingNumber) items.push(`USPS Certified Mail article number: ${mailing.trackingNumber}.`);
  if (mailing.handedOverAt) items.push(`Handed to the mail service: ${dateTime(mailing.handedOverAt)}.`);
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
    {
      kind: "paragraph",
      text: "Dates are as the mail service reported them. The USPS tracking page for the article number above shows the same mailing.",
    },
  ];
}

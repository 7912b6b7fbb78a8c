import { buildFollowUpLetter, type FirstLetterRecord } from "../../../src/domain/case/final-notice.ts";
import { coverBlocks, exhibitsOf, type ProofFacts, separatorBlocks } from "../../../src/domain/case/proof-packet.ts";
import { arbitrationDemandBlocks } from "../../../src/domain/escalation/arbitration-demand.ts";
import { dataAccessRequestBlocks } from "../../../src/domain/escalation/data-request-letter.ts";
import { smallClaimsGuideBlocks } from "../../../src/domain/escalation/small-claims-guide.ts";
import type { LetterBlock } from "../../../src/domain/letter/blocks.ts";
import { demandLetterInputSchema } from "../../../src/domain/letter/schema.ts";
import { buildLetter, type LetterData } from "../../../src/domain/letter/template.ts";
import { letterInput } from "../../helpers/factories.ts";

/** The generated documents of one case, as blocks: what each PDF (and the letter's Word file) lays out. */
export type DocumentName =
  | "letter"
  | "final notice"
  | "small-claims guide"
  | "arbitration demand"
  | "data request"
  | "case record";

export const LETTER_DAY = new Date("2026-11-02T12:00:00.000Z");

/** A letter's data as the API stores it after validation; override what a case needs. */
export function caseData(overrides: Record<string, unknown> = {}): LetterData {
  return demandLetterInputSchema.parse(letterInput(overrides));
}

/** The first letter as the case records it: sent by the sender's own certified mail, or not recorded. */
export function firstLetter(sent: boolean): FirstLetterRecord {
  return {
    date: "2026-11-02",
    deadline: "2026-12-02",
    sent: sent
      ? {
          sentOn: "2026-11-03",
          method: "certified_mail",
          trackingNumber: "9407111111111111111111",
          recordedBy: "sender",
        }
      : null,
    deliveredOn: sent ? "2026-11-06" : null,
  };
}

/** A case record with nothing mailed by us: the cover, the index and the first exhibit's separator page. */
function caseRecord(data: LetterData, sent: boolean): LetterBlock[] {
  const facts: ProofFacts = {
    letterId: 7,
    timeZone: "America/Chicago",
    preparedOn: "2026-12-05",
    sender: { name: data.fullName, lines: [data.address, `${data.city}, ${data.state} ${data.zipCode}`] },
    recipientLines: ["Meta Platforms, Inc.", "Attn: Legal Department", "1 Meta Way", "Menlo Park, CA 94025"],
    accounts: `${data.platforms.join(", ")} account ${data.username}`,
    firstLetterDate: "2026-11-02",
    sending: sent ? (firstLetter(true).sent ?? null) : null,
    deadline: { date: "2026-12-02", passed: true },
    outcome: "No reply by the deadline.",
    versions: [{ version: 1, reason: "first_download", letterDate: "2026-11-02", sha256: "a".repeat(64) }],
    mailing: null,
    finalNotice: null,
    noticeMailing: null,
    evidence: [],
  };
  const exhibits = exhibitsOf(facts);
  return [
    ...coverBlocks(facts, exhibits, []),
    ...exhibits.flatMap((exhibit) => separatorBlocks(exhibit, facts.timeZone)),
  ];
}

/** Every generated document of the case, by name (the arbitration demand only where the terms have one). */
export function everyDocument(data: LetterData, options: { sent?: boolean } = {}): Map<DocumentName, LetterBlock[]> {
  const sent = options.sent ?? true;
  const first = firstLetter(sent);
  const documents = new Map<DocumentName, LetterBlock[]>([
    ["letter", buildLetter(data, { date: LETTER_DAY, timeZone: "UTC" })],
    [
      "final notice",
      buildFollowUpLetter(data, {
        date: new Date("2026-12-05T12:00:00.000Z"),
        timeZone: "UTC",
        first,
        outcome: "no_reply",
      }),
    ],
    [
      "small-claims guide",
      smallClaimsGuideBlocks({
        letterId: 7,
        letter: data,
        preparedOn: "2026-12-05",
        first,
        deadlinePassed: true,
        outcome: "no_reply",
        exhibits: ["Exhibit A: the demand letter"],
      }),
    ],
    ["data request", dataAccessRequestBlocks(data, { date: LETTER_DAY, timeZone: "UTC" })],
    ["case record", caseRecord(data, sent)],
  ]);
  const arbitration = arbitrationDemandBlocks({
    letterId: 7,
    letter: data,
    preparedOn: "2026-12-10",
    first,
    windowEnds: "2026-12-07",
    outcome: "no_reply",
  });
  if (arbitration.length > 0) documents.set("arbitration demand", arbitration);
  return documents;
}

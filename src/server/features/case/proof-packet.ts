import { and, asc, eq, isNotNull } from "drizzle-orm";
import { OUTCOME_LABELS, type OutcomeKind } from "../../../domain/case/case.ts";
import { isoInZone } from "../../../domain/time/clock.ts";
import { formatUsDate, joinNaturally } from "../../../domain/letter/format.ts";
import { accountFacts } from "../../../domain/letter/letter-facts.ts";
import { accountLabel, recipientLines } from "../../../domain/letter/opening.ts";
import { mailStatusLabel } from "../../../domain/case/mail-status.ts";
import type { ProofFacts, ProofMailing } from "../../../domain/case/proof-packet.ts";
import { findRecipient } from "../../../domain/letter/recipients.ts";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import type { FileStore } from "../../providers/files/file-store.ts";
import { evidenceFiles, finalNotices, letterVersions, type orders } from "../../db/schema.ts";
import { mailedDataRequest } from "../dispatch/data-request-to-mail.ts";
import { jobName } from "../dispatch/dispatch-deps.ts";
import { proofPagesOf, proofsOfOrder, providerName } from "../dispatch/mail-proofs.ts";
import { recordPagesOf } from "../evidence/record-pages.ts";
import type { ProofJob } from "../documents/render-proof.ts";
import type { LetterRow } from "../letters/letter-versions.ts";
import { letterDay } from "../letters/letter-versions.ts";
import { caseTimeZone, deadlineOn, firstLetterRecord, loadCaseRecords } from "./get-case.ts";
import { downloadedNotice } from "./notice-copy.ts";
import { quotedPassages } from "../../../domain/letter/quoted-terms.ts";

/**
 * Everything the proof packet holds, read from the case's records: the facts, the letter's files,
 * and pictures of the evidence (never the uploaded files themselves, decision 0023).
 */
export async function gatherProof(db: Db, files: FileStore, letter: LetterRow, now: Date): Promise<ProofJob> {
  const [facts, versions, evidence, notice, dataRequest, noticeCopy] = await Promise.all([
    proofFacts(db, letter, now),
    db
      .select({ pdf: letterVersions.pdf })
      .from(letterVersions)
      .where(eq(letterVersions.letterId, letter.id))
      .orderBy(asc(letterVersions.version)),
    recordPagesOf(db, files, letter),
    mailedNotice(db, letter.id),
    mailedDataRequest(db, letter.id),
    mailedNotice(db, letter.id).then((mailed) => keptNoticeUnlessMailed(db, letter.id, mailed)),
  ]);
  if (
    noticeCopy?.pdfSha256 !== facts.noticeCopy?.sha256 ||
    versions.length !== facts.versions.length ||
    evidence.length !== facts.evidence.length ||
    notice?.pdfSha256 !== facts.finalNotice?.sha256 ||
    dataRequest?.pdfSha256 !== facts.dataRequest?.sha256
  ) {
    /* A file was added or removed between the two reads: never pair an exhibit with the wrong file. */
    throw new AppError("conflict", "Your files changed while the case record was being made. Please try again.");
  }
  const mailings = [facts.mailing, facts.noticeMailing, facts.dataRequestMailing].flatMap((mailing) =>
    mailing ? [mailing.orderId] : [],
  );
  return {
    facts,
    versionPdfs: versions.map((version) => version.pdf),
    noticePdf: notice?.pdf ?? null,
    noticeCopyPdf: noticeCopy?.pdf ?? null,
    dataRequestPdf: dataRequest?.pdf ?? null,
    evidencePages: evidence,
    proofPages: await proofPagesOf(db, mailings),
  };
}

/**
 * The final notice the sender downloaded to mail themself; none once the notice went by our
 * certified mail, which is then the one notice sent (one mailed copy, decision 0044).
 */
async function keptNoticeUnlessMailed(db: Db, letterId: number, mailed: unknown) {
  return mailed ? undefined : downloadedNotice(db, letterId);
}

/** The final notice kept when it was handed to the mail service (one per letter: it is mailed once). */
async function mailedNotice(db: Db, letterId: number) {
  const [row] = await db
    .select({ letterDate: finalNotices.letterDate, pdfSha256: finalNotices.pdfSha256, pdf: finalNotices.pdf })
    .from(finalNotices)
    .where(and(eq(finalNotices.letterId, letterId), isNotNull(finalNotices.orderId)))
    .orderBy(asc(finalNotices.id))
    .limit(1);
  return row;
}

/** Why the case record and its Spanish reading copy are not given before payment. */
export const CASE_RECORD_LOCKED = "The case record is ready once your letter is paid for.";

/** The case's facts as the case record and the small-claims guide print them (no file bytes). */
export async function proofFacts(db: Db, letter: LetterRow, now: Date): Promise<ProofFacts> {
  const [records, versions, evidence, notice] = await Promise.all([
    loadCaseRecords(db, letter.id),
    db
      .select({
        version: letterVersions.version,
        reason: letterVersions.reason,
        letterDate: letterVersions.letterDate,
        pdfSha256: letterVersions.pdfSha256,
        orderId: letterVersions.orderId,
      })
      .from(letterVersions)
      .where(eq(letterVersions.letterId, letter.id))
      .orderBy(asc(letterVersions.version)),
    db
      .select({
        kind: evidenceFiles.kind,
        caption: evidenceFiles.caption,
        evidenceDate: evidenceFiles.evidenceDate,
        originalName: evidenceFiles.originalName,
        sha256: evidenceFiles.sha256,
        uploadSha256: evidenceFiles.uploadSha256,
      })
      .from(evidenceFiles)
      .where(eq(evidenceFiles.letterId, letter.id))
      .orderBy(asc(evidenceFiles.id)),
    mailedNotice(db, letter.id),
  ]);
  const [dataRequest, noticeCopy] = await Promise.all([
    mailedDataRequest(db, letter.id),
    keptNoticeUnlessMailed(db, letter.id, notice),
  ]);
  const zone = caseTimeZone(letter);
  const first = firstLetterRecord(records, zone);
  const handedOver = (type: string) =>
    records.letterOrders.find(
      (order) => order.status === "completed" && order.type === type && order.letterstreamSubmittedAt,
    );
  const latest = records.outcomes.at(-1);
  const recipient = findRecipient(letter.recipientBusinessId);
  return {
    letterId: letter.id,
    timeZone: zone,
    preparedOn: letterDay(now, letter),
    sender: {
      name: letter.fullName,
      lines: [letter.address, `${letter.city}, ${letter.state} ${letter.zipCode}`, letter.email, letter.phone],
    },
    recipientLines: recipient ? recipientLines(recipient) : [],
    accounts: joinNaturally(accountFacts(letter).map(accountLabel)),
    firstLetterDate: first?.date ?? null,
    sending: first?.sent ?? null,
    deadline: first ? deadlineOn(first.deadline, now, zone) : null,
    outcome: latest
      ? `${OUTCOME_LABELS[latest.kind as OutcomeKind]}${latest.note ? ` (“${latest.note}”)` : ""}, recorded ${formatUsDate(latest.recordedAt, zone)}.`
      : null,
    versions: versions.map((version, index) => ({
      version: version.version,
      reason: fileCopyOfMailing(version, versions.slice(0, index)) ? "file_copy" : version.reason,
      letterDate: version.letterDate,
      sha256: version.pdfSha256,
    })),
    mailing: await mailingRecord(db, handedOver("mail"), "letter", zone),
    finalNotice: notice ? { letterDate: notice.letterDate, sha256: notice.pdfSha256 } : null,
    noticeMailing: await mailingRecord(db, handedOver("follow-up-mail"), "final notice", zone),
    dataRequest: dataRequest ? { letterDate: dataRequest.letterDate, sha256: dataRequest.pdfSha256 } : null,
    dataRequestMailing: await mailingRecord(db, handedOver("data-request-mail"), "data request", zone),
    evidence: evidence.map((file) => ({
      kind: file.kind as "png" | "jpeg" | "pdf",
      caption: file.caption,
      date: file.evidenceDate,
      originalName: file.originalName,
      sha256: file.sha256,
      uploadSha256: file.uploadSha256,
    })),
    noticeCopy: noticeCopy
      ? { letterDate: noticeCopy.letterDate, sha256: noticeCopy.pdfSha256, sending: noticeCopy.sending }
      : null,
    termsQuotes: quotedPassages(letter.platforms),
  };
}

/**
 * A certified mailing as the case record shows it: job, article number and every status with its
 * date. Times carry the sender's UTC offset ("2026-10-23T16:05:00-07:00"): the same moments, and
 * their first ten characters are the sender's day, which is what the record prints as a date.
 */
async function mailingRecord(
  db: Db,
  order: typeof orders.$inferSelect | undefined,
  document: ProofMailing["document"],
  timeZone: string,
): Promise<ProofMailing | null> {
  if (!order) return null;
  const proofs = await proofsOfOrder(db, order.id);
  return {
    document,
    orderId: order.id,
    jobName: jobName(order.id),
    provider: providerName(order.mailProvider),
    simulated: order.mailProvider === "simulated",
    proofs: proofs.map((proof) => ({ ...proof, fetchedAt: isoInZone(proof.fetchedAt, timeZone) })),
    trackingNumber: order.mailTracking,
    handedOverAt: order.letterstreamSubmittedAt ? isoInZone(order.letterstreamSubmittedAt, timeZone) : null,
    events: order.mailEvents
      .filter((event) => event.status !== "held")
      .map((event) => ({ label: mailStatusLabel(event.status), at: isoInZone(event.at, timeZone) })),
  };
}

/**
 * A "mailed" version made after the one the mail service took for the same order (a download that
 * added the tracking number, before decision 0026): a file copy, never a second letter as mailed.
 */
function fileCopyOfMailing(
  version: { reason: string; orderId: number | null },
  earlier: { reason: string; orderId: number | null }[],
): boolean {
  return (
    version.reason === "mailed" &&
    earlier.some((other) => other.reason === "mailed" && other.orderId === version.orderId)
  );
}

import { and, asc, eq } from "drizzle-orm";
import {
  CASE_RESPONSE_DAYS,
  type CaseDay,
  type CaseEvent,
  type CaseState,
  type CaseMailing,
  type CaseView,
  escalationOffers,
  followUpOffered,
  nextStepFor,
  OUTCOME_LABELS,
  type OutcomeKind,
  SUPPORT_OUTCOME_LABELS,
} from "../../../domain/case/case.ts";
import { claimLimitFor, termsWindowFor } from "../../../domain/case/terms-dates.ts";
import {
  dayIn,
  daysBetween,
  formatDay,
  isDay,
  isoInZone,
  senderTimeZone,
  timeZoneName,
} from "../../../domain/time/clock.ts";
import { type Deadline, movedClause, replyDeadline } from "../../../domain/time/deadlines.ts";
import { PLATFORM_TERMS } from "../../../domain/letter/platform-terms.ts";
import type { FirstLetterRecord } from "../../../domain/case/final-notice.ts";
import { FINAL_MAIL_STATUSES, mailStatusLabel } from "../../../domain/case/mail-status.ts";
import { isMailedOrder } from "../../../domain/money/orders.ts";
import { type Sending, type SendMethod, sendingWords } from "../../../domain/case/sending.ts";
import { amountToCents, formatCents } from "../../../domain/money/prices.ts";
import type { Db } from "../../db/client.ts";
import { proofsOfOrder } from "../dispatch/mail-proofs.ts";
import { caseOutcomes, letterSendings, orders } from "../../db/schema.ts";
import { supportChangeEvents } from "../admin/support-changes.ts";
import { type LetterRow, listVersions } from "../letters/letter-versions.ts";
import { userSeesOrder } from "../orders/user-visible.ts";
import { caseExtras } from "./case-extras.ts";
import { countryTimeZone } from "../../../domain/time/country-zones.ts";
import { escalationFor, outOfCourtCase } from "./out-of-court.ts";
import { usDocumentsOffered } from "../../../domain/case/us-only-documents.ts";

type VersionSummary = Awaited<ReturnType<typeof listVersions>>[number];

/** Whether a deadline moved off a closed day, and the day the count reached: the page says why in its own words. */
function movedValues(deadline: Deadline): { moved: "yes" | "no"; counted: string } {
  return { moved: deadline.movedBecause ? "yes" : "no", counted: deadline.counted };
}

/** The platform whose terms these are ("the Instagram Terms of Use" -> "Instagram"). */
function platformOfTerms(termsName: string): string {
  return Object.entries(PLATFORM_TERMS).find(([, terms]) => terms.termsName === termsName)?.[0] ?? "";
}

/** Events of one moment, in the order they happen. */
const SAME_MOMENT_ORDER: CaseEvent["type"][] = ["created", "paid", "version", "handed_to_mail", "mail_status"];

/** The letter's date that counts: the mailed version's when it went by our mail, else the first one produced. */
export function countingVersion(versions: VersionSummary[]): VersionSummary | undefined {
  const oldestFirst = [...versions].sort((a, b) => a.version - b.version);
  return oldestFirst.find((version) => version.reason === "mailed") ?? oldestFirst[0];
}

/** The sender's time zone: every day the case counts and every time it prints is in it (decision 0025). */
/** The sender's zone: their country's for EU and UK senders (decision 0053), their state's for US senders. */
export const caseTimeZone = (letter: { state: string; zipCode: string; country?: string | null }) =>
  countryTimeZone(letter.country ?? "US") ?? senderTimeZone(letter.state, letter.zipCode);

/**
 * What is stored about a letter's case: its orders the user sees, its versions, the outcomes the
 * customer recorded (`outcomes`, which decide the final notice, its offer and the next step) and
 * those support recorded for them (`supportOutcomes`, shown on the timeline only).
 */
export async function loadCaseRecords(db: Db, letterId: number) {
  const [letterOrders, versions, allOutcomes, sendings] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.demandLetterId, letterId), userSeesOrder))
      .orderBy(asc(orders.id)),
    listVersions(db, letterId),
    db
      .select()
      .from(caseOutcomes)
      .where(eq(caseOutcomes.letterId, letterId))
      .orderBy(asc(caseOutcomes.recordedAt), asc(caseOutcomes.id)),
    db.select().from(letterSendings).where(eq(letterSendings.letterId, letterId)),
  ]);
  return {
    letterOrders,
    versions,
    /** When and how the sender recorded sending the letter themselves. */
    recordedSending: sendings[0],
    outcomes: allOutcomes.filter((outcome) => !outcome.bySupport),
    supportOutcomes: allOutcomes.filter((outcome) => outcome.bySupport),
  };
}
type CaseRecords = Awaited<ReturnType<typeof loadCaseRecords>>;

/** The paid certified-mail order that carried the letter, if it went by our mail. */
function mailOrderOf(records: CaseRecords) {
  return records.letterOrders.find((order) => order.status === "completed" && order.type === "mail");
}

/** The paid order that mails the final notice, if there is one. */
export function noticeOrderOf(records: { letterOrders: CaseRecords["letterOrders"] }) {
  return records.letterOrders.find((order) => order.status === "completed" && order.type === "follow-up-mail");
}

/** What the final notice needs at `now`: the first letter's record, the outcome, and whether it is offered. */
export function followUpFacts(
  letter: { paid: boolean; state: string; zipCode: string; country?: string | null },
  records: CaseRecords,
  now: Date,
) {
  const zone = caseTimeZone(letter);
  const first = firstLetterRecord(records, zone);
  const outcome = latestOutcome(records);
  const offered =
    Boolean(first) &&
    followUpOffered({
      paid: letter.paid,
      deadline: first ? deadlineOn(first.deadline, now, zone) : null,
      outcome,
      usSender: usDocumentsOffered(letter),
    });
  return { first, outcome: outcome === "restored" ? null : outcome, offered };
}

export const FOLLOW_UP_NOT_OFFERED =
  "A final notice is offered once your letter's reply deadline has passed, or once you record that Meta refused. If Meta has not replied yet, it still has until the deadline.";

/**
 * The first letter as the final notice refers to it: its date, the deadline it printed, and how it
 * was sent as recorded (handed to our certified mail, or as the sender recorded it; nothing
 * before), with the day the mail service reported it delivered, in the sender's zone.
 */
export function firstLetterRecord(records: CaseRecords, timeZone: string): FirstLetterRecord | undefined {
  const counting = countingVersion(records.versions);
  if (!counting) return undefined;
  const mail = counting.reason === "mailed" ? mailOrderOf(records) : undefined;
  const delivered = mail?.mailEvents.find((event) => event.status === "delivered");
  return {
    date: counting.letterDate,
    deadline: replyDeadline(counting.letterDate).day,
    sent: sendingOf(records, mail, timeZone),
    deliveredOn: delivered ? dayIn(delivered.at, timeZone) : (records.recordedSending?.deliveredOn ?? null),
  };
}

/** Handed to our certified mail (the day it was handed over), else what the sender recorded, else nothing. */
function sendingOf(records: CaseRecords, mail: ReturnType<typeof mailOrderOf>, timeZone: string): Sending | null {
  if (mail) {
    if (!mail.letterstreamSubmittedAt) return null;
    const sentOn = dayIn(mail.letterstreamSubmittedAt, timeZone);
    return { sentOn, method: "certified_mail", trackingNumber: mail.mailTracking, recordedBy: "our_mail" };
  }
  const recorded = records.recordedSending;
  if (!recorded) return null;
  return {
    sentOn: recorded.sentOn,
    method: recorded.method as SendMethod,
    trackingNumber: recorded.trackingNumber,
    recordedBy: "sender",
    deliveredOn: recorded.deliveredOn,
  };
}

/** A day as the case shows it at `now`, on the sender's calendar: days left, and whether it has passed. */
export function deadlineOn(day: string, now: Date, timeZone: string): CaseDay {
  const left = daysBetween(dayIn(now, timeZone), day);
  return { date: day, daysLeft: Math.max(0, left), passed: left < 0 };
}

export function latestOutcome(records: CaseRecords): OutcomeKind | null {
  return (records.outcomes.at(-1)?.kind as OutcomeKind | undefined) ?? null;
}

/** Everything that happened to a letter, in order, with the deadline and the next step. */
export async function getCase(
  db: Db,
  letter: LetterRow,
  now: Date,
  viewer: CaseView["viewer"],
  /** The mail service that takes orders not yet handed to one. */
  currentMail: string,
): Promise<CaseView> {
  const [records, supportChanges] = await Promise.all([
    loadCaseRecords(db, letter.id),
    supportChangeEvents(db, letter.id),
  ]);
  const { letterOrders, versions, outcomes } = records;
  const events: CaseEvent[] = [
    { type: "created", at: letter.createdAt.toISOString(), detail: "Letter created", kind: "created" },
  ];

  for (const order of letterOrders) {
    if (order.paidAt)
      events.push({
        type: "paid",
        at: order.paidAt.toISOString(),
        detail: paidDetail(order),
        kind: "paid",
        values: { amount: formatCents(amountToCents(order.amount)), purpose: purposeOf(order), order: order.id },
      });
    if (order.refundedAt)
      events.push({
        type: "refunded",
        at: order.refundedAt.toISOString(),
        detail: `${formatCents(amountToCents(order.refundAmount ?? "0"))} refunded (order #${order.id})`,
        kind: "refunded",
        values: { amount: formatCents(amountToCents(order.refundAmount ?? "0")), order: order.id },
      });
    if (!isMailedOrder(order.type) || order.status !== "completed") continue;
    const notice = DOCUMENT_PREFIX[order.type] ?? "";
    const simulated = order.mailProvider === "simulated";
    const mailed = { document: MAILED_DOCUMENT[order.type] ?? "letter", simulated: simulated ? "yes" : "no" };
    if (order.letterstreamSubmittedAt) {
      events.push({
        type: "handed_to_mail",
        at: order.letterstreamSubmittedAt.toISOString(),
        detail: simulated
          ? `${notice}Handed to the simulated mailer (a test: nothing is mailed)`
          : `${notice}Handed to the mail service for USPS Certified Mail`,
        kind: "handed_to_mail",
        values: mailed,
      });
    }
    for (const event of order.mailEvents) {
      if (["held", "submitted"].includes(event.status)) continue;
      const number = simulated ? "simulated tracking number" : "tracking number";
      const tracking = event.status === "mailed" && order.mailTracking ? ` (${number} ${order.mailTracking})` : "";
      events.push({
        type: "mail_status",
        at: event.at,
        detail: `${notice}${mailStatusLabel(event.status)}${tracking}`,
        kind: "mail_status",
        values: {
          ...mailed,
          status: event.status,
          tracking: event.status === "mailed" && order.mailTracking ? order.mailTracking : "",
        },
      });
    }
  }
  for (const version of [...versions].reverse()) {
    events.push({
      type: "version",
      at: version.createdAt.toISOString(),
      /* A short fingerprint for people; the case record PDF prints the whole SHA-256. */
      detail: `Version ${version.version} dated ${formatDay(version.letterDate)} (fingerprint ${version.pdfSha256.slice(0, 8)}; the case record lists it in full)`,
      kind: "version",
      values: { version: version.version, day: version.letterDate, fingerprint: version.pdfSha256.slice(0, 8) },
    });
  }
  for (const outcome of outcomes) {
    const note = outcome.note ? `: ${outcome.note}` : "";
    events.push({
      type: "outcome",
      at: outcome.recordedAt.toISOString(),
      detail: `${OUTCOME_LABELS[outcome.kind as OutcomeKind]}${note}`,
      kind: "outcome",
      values: { outcome: outcome.kind, note: outcome.note ?? "" },
    });
  }
  for (const outcome of records.supportOutcomes) {
    const note = outcome.note ? `: ${outcome.note}` : "";
    events.push({
      type: "outcome",
      at: outcome.recordedAt.toISOString(),
      detail: `${SUPPORT_OUTCOME_LABELS[outcome.kind as OutcomeKind]}${note}`,
      by: "support",
      kind: "support_outcome",
      values: { outcome: outcome.kind, note: outcome.note ?? "" },
    });
  }
  events.push(...supportChanges);

  const zone = caseTimeZone(letter);
  const first = firstLetterRecord(records, zone);
  if (first?.sent?.recordedBy === "sender")
    events.push({
      type: "sent",
      at: first.sent.sentOn,
      detail: `You sent your letter ${sendingWords(first.sent)}`,
      kind: "sent",
      values: { method: first.sent.method, tracking: first.sent.trackingNumber ?? "" },
    });
  if (first?.sent?.recordedBy === "sender" && first.deliveredOn)
    events.push({
      type: "delivered",
      at: first.deliveredOn,
      detail: "Your letter was delivered, as you recorded it",
      kind: "delivered_recorded",
    });
  const due = first ? replyDeadline(first.date) : undefined;
  const deadline = due ? deadlineOn(due.day, now, zone) : null;
  if (due)
    events.push({
      type: "deadline",
      at: due.day,
      detail: `Reply deadline (${CASE_RESPONSE_DAYS} days from the letter's date${movedClause(due)})`,
      kind: "reply_deadline",
      values: { days: CASE_RESPONSE_DAYS, ...movedValues(due) },
    });
  const window = termsWindowFor(letter, first?.deliveredOn);
  if (window)
    events.push({
      type: "deadline",
      at: window.ends.day,
      detail: `End of the ${window.days} days ${window.under} give to resolve the dispute, counted from delivery on ${formatDay(window.deliveredOn)}${movedClause(window.ends)}`,
      kind: "terms_window",
      values: {
        days: window.days,
        platform: platformOfTerms(window.under),
        delivered: window.deliveredOn,
        ...movedValues(window.ends),
      },
    });
  const limit = claimLimitFor(letter);
  if (limit)
    events.push({
      type: "claim_limit",
      at: limit.lastDay,
      detail: `Last day to bring a claim under ${limit.termsName} (${limit.rule}, counted from the ban date)`,
      kind: "claim_limit",
      values: { platform: limit.platform },
    });
  /* On the sender's calendar: a day ("reply by") sorts after everything that happened on it. */
  /* Within one second, in the order things happen: the letter is produced before it is handed over. */
  const sortKey = (event: CaseEvent) =>
    isDay(event.at)
      ? `${event.at}T24`
      : `${isoInZone(event.at, zone)}.${String(new Date(event.at).getUTCMilliseconds()).padStart(3, "0")}${SAME_MOMENT_ORDER.indexOf(event.type)}`;
  events.sort((a, b) => sortKey(a).localeCompare(sortKey(b)));

  const latest = outcomes.at(-1);
  const mail = mailOrderOf(records);
  const noticeOrder = noticeOrderOf(records);
  const dataRequestOrder = records.letterOrders.find(
    (order) => order.status === "completed" && order.type === "data-request-mail",
  );
  const state = {
    letterId: letter.id,
    paid: letterOrders.some((order) => order.status === "completed"),
    mailOrdered: Boolean(mail && mail.mailStatus !== "cancelled"),
    mailDelivered: mail?.mailStatus === "delivered",
    sentRecorded: first?.sent?.recordedBy === "sender",
    deadline,
    outcome: latestOutcome(records),
    noticeMail: noticeMailState(noticeOrder),
    usSender: usDocumentsOffered(letter),
  };
  return {
    letterId: letter.id,
    viewer,
    timeZone: zone,
    timeZoneName: timeZoneName(zone),
    deadline,
    claimLimit: limit ? { ...deadlineOn(limit.lastDay, now, zone), terms: limit.termsName } : null,
    events,
    outcome: latest
      ? { kind: latest.kind as OutcomeKind, note: latest.note, recordedAt: latest.recordedAt.toISOString() }
      : null,
    nextStep: nextStepFor(state),
    followUpOffered: followUpOffered(state),
    paid: letter.paid,
    escalation: escalationFor(
      letter,
      escalationOffers({
        paid: letter.paid,
        outcome: state.outcome,
        deadlinePassed: deadline?.passed ?? false,
        windowEnds: window?.ends.day ?? null,
        today: dayIn(now, zone),
      }),
    ),
    outOfCourt: outOfCourtCase(letter),
    refunds: letterOrders.flatMap((order) =>
      order.refundedAt
        ? [
            {
              orderId: order.id,
              amount: formatCents(amountToCents(order.refundAmount ?? "0")),
              what: paidFor(order),
              at: order.refundedAt.toISOString(),
            },
          ]
        : [],
    ),
    sending: first?.sent ?? null,
    sendingRecordable: viewer === "owner" && state.paid && !mail && Boolean(first),
    letterMailing: mail ? await caseMailing(db, mail, currentMail) : null,
    noticeMailing: noticeOrder ? await caseMailing(db, noticeOrder, currentMail) : null,
    dataRequestMailing: dataRequestOrder ? await caseMailing(db, dataRequestOrder, currentMail) : null,
    ...(await caseExtras(db, letter, now, zone, { viewer, noticeMailed: Boolean(noticeOrder) })),
  };
}

/** A mailing as the case page shows it: status, tracking number, its mail service and the proofs kept. */
async function caseMailing(db: Db, order: typeof orders.$inferSelect, currentMail: string): Promise<CaseMailing> {
  return {
    orderId: order.id,
    status: order.mailStatus,
    statusLabel: mailStatusLabel(order.mailStatus),
    trackingNumber: order.mailTracking,
    provider: order.mailProvider ?? currentMail,
    proofs: (await proofsOfOrder(db, order.id)).map(({ kind, simulated }) => ({ kind, simulated })),
    proofsAsked: order.proofNextAt !== null,
  };
}

function noticeMailState(order: ReturnType<typeof noticeOrderOf>): CaseState["noticeMail"] {
  if (!order) return "none";
  if (order.mailStatus === "delivered") return "delivered";
  /* Returned, failed or cancelled: the notice is not on its way, so it is offered again. */
  return FINAL_MAIL_STATUSES.includes(order.mailStatus) ? "none" : "on_its_way";
}

const PAID_FOR: Record<string, string> = {
  mail: "the letter with certified mail",
  "follow-up-mail": "the final notice by certified mail",
  "data-request-mail": "the data request by certified mail",
};

/** How the timeline names a mailing that is not the letter's own. */
const DOCUMENT_PREFIX: Record<string, string> = {
  "follow-up-mail": "Final notice: ",
  "data-request-mail": "Data request: ",
};

/** Which document a mailed order carries, for a page that names it in the reader's language. */
const MAILED_DOCUMENT: Record<string, string> = {
  "follow-up-mail": "final_notice",
  "data-request-mail": "data_request",
};

/** What an order paid for, as a word a page can name in the reader's language. */
const purposeOf = (order: typeof orders.$inferSelect) =>
  order.isUpgrade ? "upgrade" : order.type in PAID_FOR ? order.type : "digital";

const paidFor = (order: typeof orders.$inferSelect) =>
  order.isUpgrade ? "the upgrade to certified mail" : (PAID_FOR[order.type] ?? "the digital letter");

function paidDetail(order: typeof orders.$inferSelect): string {
  return `Paid ${formatCents(amountToCents(order.amount))} for ${paidFor(order)} (order #${order.id})`;
}

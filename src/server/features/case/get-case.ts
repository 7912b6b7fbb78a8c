import { and, asc, eq } from "drizzle-orm";
import {
  addDaysToDay,
  CASE_RESPONSE_DAYS,
  type CaseEvent,
  type CaseState,
  type CaseView,
  daysBetween,
  followUpOffered,
  letterToday,
  nextStepFor,
  OUTCOME_LABELS,
  type OutcomeKind,
} from "../../../domain/case.ts";
import type { FirstLetterRecord } from "../../../domain/letter/follow-up.ts";
import { FINAL_MAIL_STATUSES, mailStatusLabel } from "../../../domain/mail-status.ts";
import { isMailedOrder } from "../../../domain/orders.ts";
import { amountToCents, formatCents } from "../../../domain/prices.ts";
import type { Db } from "../../db/client.ts";
import { caseOutcomes, orders } from "../../db/schema.ts";
import { type LetterRow, listVersions } from "../letters/letter-versions.ts";
import { userSeesOrder } from "../orders/user-visible.ts";

type VersionSummary = Awaited<ReturnType<typeof listVersions>>[number];

/** The letter's date that counts: the mailed version's when it went by our mail, else the first one produced. */
export function countingVersion(versions: VersionSummary[]): VersionSummary | undefined {
  const oldestFirst = [...versions].sort((a, b) => a.version - b.version);
  return oldestFirst.find((version) => version.reason === "mailed") ?? oldestFirst[0];
}

export function deadlineDay(versions: VersionSummary[]): string | undefined {
  const counting = countingVersion(versions);
  return counting && addDaysToDay(counting.letterDate, CASE_RESPONSE_DAYS);
}

/** What is stored about a letter's case: its orders the user sees, its versions and the outcomes recorded. */
export async function loadCaseRecords(db: Db, letterId: number) {
  const [letterOrders, versions, outcomes] = await Promise.all([
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
  ]);
  return { letterOrders, versions, outcomes };
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
export function followUpFacts(letter: { paid: boolean }, records: CaseRecords, now: Date) {
  const first = firstLetterRecord(records);
  const outcome = latestOutcome(records);
  const offered =
    Boolean(first) &&
    followUpOffered({ paid: letter.paid, deadline: first ? deadlineOn(first.deadline, now) : null, outcome });
  return { first, outcome: outcome === "restored" ? null : outcome, offered };
}

export const FOLLOW_UP_NOT_OFFERED =
  "A final notice is offered once your letter's reply deadline has passed, or once you record that Meta refused or did not reply.";

/**
 * The first letter as the final notice refers to it: its date, the deadline it printed, and, when
 * it went by our certified mail, the article number and the day it was delivered.
 */
export function firstLetterRecord(records: CaseRecords): FirstLetterRecord | undefined {
  const counting = countingVersion(records.versions);
  if (!counting) return undefined;
  const mail = counting.reason === "mailed" ? mailOrderOf(records) : undefined;
  const delivered = mail?.mailEvents.find((event) => event.status === "delivered");
  return {
    date: counting.letterDate,
    deadline: addDaysToDay(counting.letterDate, CASE_RESPONSE_DAYS),
    trackingNumber: mail?.mailTracking ?? null,
    deliveredOn: delivered ? letterToday(new Date(delivered.at)) : null,
  };
}

/** A deadline day as the case shows it at `now`: days left, and whether it has passed. */
export function deadlineOn(day: string, now: Date): NonNullable<CaseView["deadline"]> {
  const left = daysBetween(letterToday(now), day);
  return { date: day, daysLeft: Math.max(0, left), passed: left < 0 };
}

export function latestOutcome(records: CaseRecords): OutcomeKind | null {
  return (records.outcomes.at(-1)?.kind as OutcomeKind | undefined) ?? null;
}

/** Everything that happened to a letter, in order, with the deadline and the next step. */
export async function getCase(db: Db, letter: LetterRow, now: Date): Promise<CaseView> {
  const records = await loadCaseRecords(db, letter.id);
  const { letterOrders, versions, outcomes } = records;
  const events: CaseEvent[] = [{ type: "created", at: letter.createdAt.toISOString(), detail: "Letter created" }];

  for (const order of letterOrders) {
    if (order.paidAt) events.push({ type: "paid", at: order.paidAt.toISOString(), detail: paidDetail(order) });
    if (order.refundedAt)
      events.push({
        type: "refunded",
        at: order.refundedAt.toISOString(),
        detail: `${formatCents(amountToCents(order.refundAmount ?? "0"))} refunded (order #${order.id})`,
      });
    if (!isMailedOrder(order.type) || order.status !== "completed") continue;
    const notice = order.type === "follow-up-mail" ? "Final notice: " : "";
    if (order.letterstreamSubmittedAt) {
      events.push({
        type: "handed_to_mail",
        at: order.letterstreamSubmittedAt.toISOString(),
        detail: `${notice}Handed to the mail service for USPS Certified Mail`,
      });
    }
    for (const event of order.mailEvents) {
      if (["held", "submitted"].includes(event.status)) continue;
      const tracking =
        event.status === "mailed" && order.mailTracking ? ` (tracking number ${order.mailTracking})` : "";
      events.push({
        type: "mail_status",
        at: event.at,
        detail: `${notice}${mailStatusLabel(event.status)}${tracking}`,
      });
    }
  }
  for (const version of [...versions].reverse()) {
    events.push({
      type: "version",
      at: version.createdAt.toISOString(),
      detail: `Version ${version.version} dated ${version.letterDate} (SHA-256 ${version.pdfSha256})`,
    });
  }
  for (const outcome of outcomes) {
    const note = outcome.note ? `: ${outcome.note}` : "";
    events.push({
      type: "outcome",
      at: outcome.recordedAt.toISOString(),
      detail: `${OUTCOME_LABELS[outcome.kind as OutcomeKind]}${note}`,
    });
  }

  const day = deadlineDay(versions);
  const deadline = day ? deadlineOn(day, now) : null;
  if (deadline)
    events.push({
      type: "deadline",
      at: deadline.date,
      detail: `Reply deadline (${CASE_RESPONSE_DAYS} days from the letter's date)`,
    });
  events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

  const latest = outcomes.at(-1);
  const mail = mailOrderOf(records);
  const noticeOrder = noticeOrderOf(records);
  const state = {
    letterId: letter.id,
    paid: letterOrders.some((order) => order.status === "completed"),
    mailOrdered: Boolean(mail && mail.mailStatus !== "cancelled"),
    mailDelivered: mail?.mailStatus === "delivered",
    deadline,
    outcome: latestOutcome(records),
    noticeMail: noticeMailState(noticeOrder),
  };
  return {
    letterId: letter.id,
    deadline,
    events,
    outcome: latest
      ? { kind: latest.kind as OutcomeKind, note: latest.note, recordedAt: latest.recordedAt.toISOString() }
      : null,
    nextStep: nextStepFor(state),
    followUpOffered: followUpOffered(state),
    noticeMailing: noticeOrder
      ? {
          orderId: noticeOrder.id,
          status: noticeOrder.mailStatus,
          statusLabel: mailStatusLabel(noticeOrder.mailStatus),
          trackingNumber: noticeOrder.mailTracking,
        }
      : null,
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
};

function paidDetail(order: typeof orders.$inferSelect): string {
  const what = order.isUpgrade ? "the upgrade to certified mail" : (PAID_FOR[order.type] ?? "the digital letter");
  return `Paid ${formatCents(amountToCents(order.amount))} for ${what} (order #${order.id})`;
}

import type { AuditEntry } from "../../../domain/accounts/admin.ts";
import { OUTCOME_LABELS, type OutcomeKind } from "../../../domain/case/case.ts";
import { formatCents } from "../../../domain/money/prices.ts";
import { LETTER_FIELD_LABELS } from "../../../domain/accounts/admin-changes.ts";

/** Each audit action as the Admin Center's recent activity names it; an unknown one shows its code. */
const ACTIONS: Record<string, string> = {
  "letters.export": "Exported the letters list",
  "letter.download": "Downloaded a letter",
  "letter.update": "Changed a customer’s letter",
  "letter.delete": "Deleted a customer’s letter",
  "evidence.view": "Opened a customer’s file",
  "evidence.delete": "Deleted a customer’s file",
  "evidence.upload": "Added a file to a customer’s case",
  "evidence.remove": "Removed a customer’s file",
  "case.outcome": "Recorded an outcome for a customer",
  "order.set_tracking": "Set a tracking number",
  "queue.remove": "Removed a mailing from the queue",
  "queue.retry": "Retried a mailing",
  "payment.refund_requested": "Refunded an order",
  "payment.refunded": "Refund confirmed",
  "mail.paused": "Mailing paused",
  "mail.insufficient_funds": "Mailing paused: mail account low",
  "email.given_up": "Email given up",
  "support.message": "Support message received",
  "support.read": "Marked a support message read",
  "support.unread": "Marked a support message unread",
  "support.reply": "Answered a support message",
};

type Details = Record<string, unknown>;
const record = (value: unknown): Details => (value && typeof value === "object" ? (value as Details) : {});

/** A value short enough for one table cell: text quoted and cut, lists joined, a signature by its kind. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "empty";
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.map(shown).join(", ");
  if (typeof value === "object") {
    const object = value as Details;
    if (object.kind === "typed") return `typed “${String(object.name)}”`;
    if (object.kind === "drawn") return "drawn";
    if ("date" in object && "method" in object) return `${String(object.date)} ${String(object.method)}`;
    return JSON.stringify(value);
  }
  const text = String(value);
  return `“${text.length > 60 ? `${text.slice(0, 59)}…` : text}”`;
}

function fileText(file: Details): string {
  const kb = Math.max(1, Math.round(Number(file.size ?? 0) / 1024));
  return `“${String(file.caption ?? "")}” (${String(file.kind ?? "").toUpperCase()}, ${kb} KB)`;
}

function outcomeText(outcome: Details): string {
  const label = OUTCOME_LABELS[outcome.kind as OutcomeKind] ?? String(outcome.kind);
  return outcome.note ? `${label}: ${String(outcome.note)}` : label;
}

/** Anything else as "key: value" pairs. */
function pairs(details: Details): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
    .join(" · ");
}

function detailOf(action: string, details: Details): string {
  const before = record(details.before);
  const after = record(details.after);
  switch (action) {
    case "letter.update": {
      const changes = Object.keys(after).map(
        (field) => `${LETTER_FIELD_LABELS[field] ?? field}: ${shown(before[field])} → ${shown(after[field])}`,
      );
      return changes.length > 0 ? changes.join(" · ") : "Saved without changes";
    }
    case "letter.delete":
      return `${shown(before.fullName)}, ${shown(before.email)}, ${shown(before.platforms)}`;
    case "evidence.upload":
      return fileText(after);
    case "evidence.remove":
      return `${fileText(before)} · Reason: ${String(details.reason ?? "")}`;
    case "case.outcome":
      return `${outcomeText(after)} · before: ${details.before ? outcomeText(before) : "nothing recorded"}`;
    case "evidence.view":
    case "evidence.delete":
      return `File #${String(details.evidenceId)}`;
    case "order.set_tracking":
      return details.delivered
        ? `${shown(details.from)} → ${shown(details.to)} · Delivered letter · Reason: ${String(details.reason ?? "")}`
        : `${shown(details.from)} → ${shown(details.to)}`;
    case "payment.refund_requested":
      return `${formatCents(Number(details.cents ?? 0))} · Reason: ${String(details.reason ?? "")}`;
    default:
      return pairs(details);
  }
}

const TARGETS: Record<string, string> = { letter: "Letter", order: "Order", support_message: "Message" };

/** One audit entry in words: what was done, to which record, and the detail (before → after where it changed something). */
export function describeAudit(entry: AuditEntry): { action: string; record: string; detail: string } {
  const target = TARGETS[entry.targetType];
  return {
    action: ACTIONS[entry.action] ?? entry.action,
    record: target ? `${target} #${entry.targetId}` : `${entry.targetType} ${entry.targetId}`,
    detail: detailOf(entry.action, entry.details),
  };
}

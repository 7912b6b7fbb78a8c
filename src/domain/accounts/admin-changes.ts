import { joinNaturally } from "../letter/format.ts";

/**
 * An admin's change to a customer's records. Each writes one audit entry on the letter with the
 * record `before` and `after` (null when there was none, or is none now), and the customer's case
 * timeline shows it as support's (decision 0022).
 */
export type SupportChangeAction =
  | "letter.update"
  | "letter.delete"
  | "evidence.upload"
  | "evidence.remove"
  | "case.outcome";

/**
 * The changes the timeline reads from the audit log. An outcome support records is an event of
 * its own ("Support recorded"); a deleted letter has no page left to show.
 */
export const TIMELINE_SUPPORT_CHANGES = [
  "letter.update",
  "evidence.upload",
  "evidence.remove",
] as const satisfies readonly SupportChangeAction[];

/** A file as the audit log keeps it: enough to name it to the customer, and to find it again by its hash. */
export interface EvidenceSnapshot {
  evidenceId: number;
  caption: string;
  kind: string;
  size: number;
  sha256: string;
  date: string | null;
  originalName: string;
}

/** A letter's fields as people call them: the timeline and the Admin Center name what changed with these. */
export const LETTER_FIELD_LABELS: Record<string, string> = {
  fullName: "full name",
  email: "email",
  phone: "phone",
  address: "street address",
  city: "city",
  state: "state",
  zipCode: "ZIP code",
  country: "country",
  platforms: "platforms",
  username: "username",
  banDate: "date of ban",
  consequences: "consequences",
  recipientBusinessId: "recipient",
  platformUsernames: "usernames per platform",
  accountLogin: "sign-in email or phone",
  banReason: "reason Meta gave",
  appeals: "appeals",
  amountClaimed: "amount claimed",
  amountBasis: "how the amount was worked out",
  amountPaidToMeta: "amount paid to Meta",
  amountPaidBasis: "what was paid to Meta for",
  ruleNamed: "whether Meta named a rule",
  brokeRule: "whether you believe you broke it",
  postNamed: "whether Meta named the post",
  appealed: "whether you appealed",
  appealResult: "what came back from the appeal",
  overLimitChoice: "the choice above the small-claims limit",
  arbitrateExcludedLosses: "other losses in arbitration",
  enclosures: "enclosures",
  signature: "signature",
};

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};

/** The fields a letter's change touched, named for people ("full name and city"). */
export function changedFieldNames(details: Record<string, unknown>): string {
  return joinNaturally(Object.keys(record(details.after)).map((field) => LETTER_FIELD_LABELS[field] ?? field));
}

/** The sentence the customer reads on their timeline for support's change; null for one it does not show. */
export function supportChangeText(action: string, details: Record<string, unknown>): string | null {
  switch (action) {
    case "letter.update": {
      const fields = changedFieldNames(details);
      return fields ? `Support changed your letter's ${fields}.` : "Support saved your letter without changing it.";
    }
    case "evidence.upload":
      return `Support added the file “${String(record(details.after).caption ?? "")}”.`;
    case "evidence.remove":
      return `Support removed the file “${String(record(details.before).caption ?? "")}”. Reason: ${String(details.reason ?? "")}`;
    default:
      return null;
  }
}

/**
 * What `supportChangeText` names, for a page that words it in the reader's language: the action,
 * the changed fields' keys (comma-separated, in order), the file's caption and the reason.
 */
export function supportChangeValues(action: string, details: Record<string, unknown>): Record<string, string> {
  return {
    action,
    fields: Object.keys(record(details.after)).join(","),
    caption: String(record(action === "evidence.remove" ? details.before : details.after).caption ?? ""),
    reason: String(details.reason ?? ""),
  };
}

/** A stored file's audit snapshot. */
export function evidenceSnapshot(file: {
  id: number;
  caption: string;
  kind: string;
  size: number;
  sha256: string;
  evidenceDate: string | null;
  originalName: string;
}): EvidenceSnapshot {
  return {
    evidenceId: file.id,
    caption: file.caption,
    kind: file.kind,
    size: file.size,
    sha256: file.sha256,
    date: file.evidenceDate,
    originalName: file.originalName,
  };
}

import { createHash } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { CurrentUser } from "../../../domain/accounts/auth.ts";
import type { CaseEvent } from "../../../domain/case/case.ts";
import {
  LETTER_FIELD_LABELS,
  type SupportChangeAction,
  supportChangeText,
  supportChangeValues,
  TIMELINE_SUPPORT_CHANGES,
} from "../../../domain/accounts/admin-changes.ts";
import type { Db } from "../../db/client.ts";
import { auditEvents } from "../../db/schema.ts";
import type { LetterRow } from "../letters/letter-versions.ts";
import { recordAudit } from "./record-audit.ts";

/** An admin on a customer's letter, not their own: what they change is support's, and audited. */
export function actsForCustomer(user: CurrentUser, letter: { userId: number }): boolean {
  return user.isAdmin && letter.userId !== user.id;
}

/** Who changed what, when, with the record before and after (and the reason the customer reads, if any). */
export function recordSupportChange(
  db: Db,
  change: {
    actorUserId: number;
    action: SupportChangeAction;
    letterId: number;
    before: unknown;
    after: unknown;
    reason?: string;
    at: Date;
  },
) {
  const { actorUserId, action, letterId, before, after, reason, at } = change;
  return recordAudit(db, {
    actorUserId,
    action,
    targetType: "letter",
    targetId: letterId,
    details: { before, after, ...(reason ? { reason } : {}) },
    at,
  });
}

/** A field's value as the audit log keeps it: days as "YYYY-MM-DD", a drawn signature by its hash. */
function auditValue(field: string, value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (field === "signature" && value && typeof value === "object" && "png" in value) {
    return { kind: "drawn", sha256: createHash("sha256").update(String(value.png)).digest("hex") };
  }
  return value ?? null;
}

/** The letter's own facts (not its generated text), as the audit log keeps them. */
export function letterSnapshot(letter: LetterRow): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(LETTER_FIELD_LABELS).map((field) => [
      field,
      auditValue(field, (letter as Record<string, unknown>)[field]),
    ]),
  );
}

/** Only the fields that differ, before and after. */
export function letterChanges(before: LetterRow, after: LetterRow) {
  const old = letterSnapshot(before);
  const now = letterSnapshot(after);
  const changed = Object.keys(now).filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]));
  return {
    before: Object.fromEntries(changed.map((field) => [field, old[field]])),
    after: Object.fromEntries(changed.map((field) => [field, now[field]])),
  };
}

/** Support's changes to a letter as its timeline shows them, from the audit log (indexed by target). */
export async function supportChangeEvents(db: Db, letterId: number): Promise<CaseEvent[]> {
  const rows = await db
    .select({ action: auditEvents.action, details: auditEvents.details, at: auditEvents.createdAt })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.targetType, "letter"),
        eq(auditEvents.targetId, String(letterId)),
        inArray(auditEvents.action, [...TIMELINE_SUPPORT_CHANGES]),
      ),
    )
    .orderBy(asc(auditEvents.id));
  return rows.flatMap((row) => {
    const detail = supportChangeText(row.action, row.details as Record<string, unknown>);
    return detail
      ? [
          {
            type: "support_change" as const,
            at: row.at.toISOString(),
            detail,
            by: "support" as const,
            kind: "support_change" as const,
            values: supportChangeValues(row.action, row.details as Record<string, unknown>),
          },
        ]
      : [];
  });
}

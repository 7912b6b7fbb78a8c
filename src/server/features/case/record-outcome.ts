import { desc, eq } from "drizzle-orm";
import type { OutcomeInput } from "../../../domain/case/case.ts";
import type { Db } from "../../db/client.ts";
import { caseOutcomes } from "../../db/schema.ts";
import { recordSupportChange } from "../admin/support-changes.ts";

/**
 * POST /api/demand-letters/{id}/outcome. The customer's record is the case's outcome. An admin's
 * is kept as support's (`bySupport`) with its audit entry, in one transaction: it shows on the
 * timeline and changes nothing the customer's record decides (decision 0022).
 */
export async function recordOutcome(
  db: Db,
  options: { letterId: number; input: OutcomeInput; now: Date; supportActorId: number | null },
): Promise<void> {
  const { letterId, input, now, supportActorId } = options;
  const values = { letterId, kind: input.kind, note: input.note, recordedAt: now };
  if (supportActorId === null) {
    await db.insert(caseOutcomes).values(values);
    return;
  }
  await db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ kind: caseOutcomes.kind, note: caseOutcomes.note, bySupport: caseOutcomes.bySupport })
      .from(caseOutcomes)
      .where(eq(caseOutcomes.letterId, letterId))
      .orderBy(desc(caseOutcomes.recordedAt), desc(caseOutcomes.id))
      .limit(1);
    const [row] = await tx
      .insert(caseOutcomes)
      .values({ ...values, bySupport: true })
      .returning({ id: caseOutcomes.id });
    await recordSupportChange(tx, {
      actorUserId: supportActorId,
      action: "case.outcome",
      letterId,
      before: latest ?? null,
      after: { outcomeId: row?.id, kind: input.kind, note: input.note },
      at: now,
    });
  });
}

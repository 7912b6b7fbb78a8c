import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { DEFAULT_LETTER_TIME_ZONE } from "../../../domain/letter/format.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters, letterVersions } from "../../db/schema.ts";
import type { LetterRow, VersionInputs } from "../documents/render-letter.ts";
import { runInWorker } from "../documents/render-pool.ts";

export type { LetterRow, VersionInputs } from "../documents/render-letter.ts";
export type VersionRow = typeof letterVersions.$inferSelect;
export type VersionReason = "download" | "correction" | "mailed";

/** The calendar day (YYYY-MM-DD) a letter produced at `now` is dated, in the letter's time zone. */
export function letterDay(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: DEFAULT_LETTER_TIME_ZONE }).format(now);
}

/** Every fact the letter prints except its date, so an unchanged letter maps to the same hash. */
function inputHash(letter: LetterRow, inputs: VersionInputs): string {
  const { id, userId, letterContent, paid, createdAt, updatedAt, ...facts } = letter;
  return createHash("sha256")
    .update(JSON.stringify({ facts, mailing: inputs.mailing ?? null }))
    .digest("hex");
}

/** The letter's PDF and Word file for one date, rendered on a worker thread. */
export async function renderLetterDocuments(letter: LetterRow, day: string, inputs: VersionInputs) {
  const { pdf, docx } = await runInWorker("letterFiles", { letter, day, inputs });
  /* Bytes cross from the worker as plain Uint8Arrays. */
  return { pdf: Buffer.from(pdf), docx: Buffer.from(docx) };
}

export async function latestVersion(db: Db, letterId: number, reason?: VersionReason): Promise<VersionRow | undefined> {
  const conditions = [eq(letterVersions.letterId, letterId)];
  if (reason) conditions.push(eq(letterVersions.reason, reason));
  const [row] = await db
    .select()
    .from(letterVersions)
    .where(and(...conditions))
    .orderBy(desc(letterVersions.version))
    .limit(1);
  return row;
}

/** The letter's versions, newest first, without their files. */
export function listVersions(db: Db, letterId: number) {
  return db
    .select({
      version: letterVersions.version,
      reason: letterVersions.reason,
      letterDate: letterVersions.letterDate,
      pdfSha256: letterVersions.pdfSha256,
      createdAt: letterVersions.createdAt,
    })
    .from(letterVersions)
    .where(eq(letterVersions.letterId, letterId))
    .orderBy(desc(letterVersions.version));
}

/**
 * The latest version when it was rendered from exactly these facts; otherwise a new version dated
 * `day`. Runs with the letter's row locked, so two downloads at once make one version, and a
 * correction cannot slip in while the letter is being handed to the mail service.
 */
export async function ensureVersion(
  db: Db,
  letterId: number,
  want: {
    reason: VersionReason;
    day: (latest: VersionRow | undefined) => string;
    inputs: VersionInputs;
    orderId?: number;
  },
): Promise<VersionRow> {
  return db.transaction(async (tx) => {
    const [letter] = await tx.select().from(demandLetters).where(eq(demandLetters.id, letterId)).for("update");
    if (!letter) throw new Error(`letter ${letterId} is missing`);
    const hash = inputHash(letter, want.inputs);
    const latest = await latestVersion(tx, letterId);
    if (latest && latest.inputHash === hash && (want.reason !== "mailed" || latest.reason === "mailed")) return latest;
    const day = want.day(latest);
    const { pdf, docx } = await renderLetterDocuments(letter, day, want.inputs);
    const [created] = await tx
      .insert(letterVersions)
      .values({
        letterId,
        version: (latest?.version ?? 0) + 1,
        reason: want.reason,
        letterDate: day,
        orderId: want.orderId ?? null,
        inputHash: hash,
        pdfSha256: createHash("sha256").update(pdf).digest("hex"),
        pdf,
        docx,
      })
      .returning();
    return created;
  });
}

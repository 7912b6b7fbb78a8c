import { createHash } from "node:crypto";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import { dayIn, senderTimeZone } from "../../../domain/time/clock.ts";
import { DEFAULT_LETTER_TIME_ZONE } from "../../../domain/letter/format.ts";
import { countryTimeZone } from "../../../domain/time/country-zones.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters, letterVersions } from "../../db/schema.ts";
import type { LetterRow, RenderJob, VersionInputs } from "../documents/render-letter.ts";
import { runInWorker } from "../documents/render-pool.ts";
import { dropPrepared, movePreparedToFirstVersion } from "./prepared-files.ts";

export type { LetterRow, VersionInputs } from "../documents/render-letter.ts";
export type VersionRow = typeof letterVersions.$inferSelect;
export type VersionReason = "download" | "correction" | "mailed";

/** Where the sender lives: the letter's state and ZIP decide its time zone. */
export interface SenderPlace {
  state: string;
  zipCode: string;
  /** ISO 3166-1 alpha-2; an EU or UK country's zone wins over state and ZIP (decision 0053). */
  country?: string | null;
}

/**
 * The calendar day (YYYY-MM-DD) a letter produced at `now` is dated: the sender's today, in the
 * time zone of their state and ZIP (decision 0025). Without a sender, the default zone.
 */
export function letterDay(now: Date, sender?: SenderPlace): string {
  if (!sender) return dayIn(now, DEFAULT_LETTER_TIME_ZONE);
  return dayIn(now, countryTimeZone(sender.country ?? "US") ?? senderTimeZone(sender.state, sender.zipCode));
}

/** Every fact the letter prints except its date, so an unchanged letter maps to the same hash. */
export function inputHash(letter: LetterRow, inputs: VersionInputs): string {
  const { id, userId, letterContent, paid, paidIdentity, createdAt, updatedAt, storyLanguage, ...rest } = letter;
  /* A story in English, the default, leaves the hash as it was before the language was stored. */
  const facts = storyLanguage === "en" ? rest : { ...rest, storyLanguage };
  return createHash("sha256")
    .update(JSON.stringify({ facts, mailing: inputs.mailing ?? null }))
    .digest("hex");
}

/** The letter's PDF and Word file for one date, rendered on a worker thread. */
export async function renderLetterDocuments(
  letter: LetterRow,
  day: string,
  inputs: VersionInputs,
  signal?: AbortSignal,
) {
  const { pdf, docx } = await runInWorker("letterFiles", { letter, day, inputs }, { signal });
  /* Bytes cross from the worker as plain Uint8Arrays. */
  return { pdf: Buffer.from(pdf), docx: Buffer.from(docx) };
}

/** The letter's Word file alone for one date, rendered on a worker thread (decision 0083). */
export async function renderLetterWord(job: RenderJob, signal?: AbortSignal): Promise<Buffer> {
  return Buffer.from(await runInWorker("letterWord", job, { signal }));
}

export async function latestVersion(db: Db, letterId: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(letterVersions)
    .where(eq(letterVersions.letterId, letterId))
    .orderBy(desc(letterVersions.version))
    .limit(1);
  return row;
}

/**
 * The id of the copy of the letter the mail service took for its latest mailing: the first version
 * kept for that order, never one made after it (decision 0026); null until the letter is handed over.
 */
function mailedCopyId(letterId: number): SQL {
  return sql`(
    select kept.id from letter_versions kept
    join (
      select order_id, version from letter_versions
      where letter_id = ${letterId} and reason = 'mailed' order by version desc limit 1
    ) newest on kept.order_id = newest.order_id or (newest.order_id is null and kept.version = newest.version)
    where kept.letter_id = ${letterId} and kept.reason = 'mailed'
    order by kept.version asc limit 1
  )`;
}

async function versionById(db: Db, id: SQL): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(letterVersions).where(sql`${letterVersions.id} = ${id}`);
  return row;
}

/** The copy of the letter the mail service took for its latest mailing; undefined until the letter is handed over. */
export function mailedCopy(db: Db, letterId: number): Promise<VersionRow | undefined> {
  return versionById(db, mailedCopyId(letterId));
}

/**
 * What a download starts from, read in one query: the mailed copy once there is one (its reason is
 * "mailed"), else the latest version (undefined when there is none).
 */
export function mailedCopyOrLatest(db: Db, letterId: number): Promise<VersionRow | undefined> {
  return versionById(
    db,
    sql`coalesce(${mailedCopyId(letterId)}, (select id from letter_versions where letter_id = ${letterId} order by version desc limit 1))`,
  );
}

/**
 * How many versions the letter has once its current facts are kept as one: its versions, and one
 * more when it changed since the latest (a correction whose version is still being rendered).
 */
export async function versionsToBe(db: Db, letter: LetterRow): Promise<number> {
  const latest = await latestVersion(db, letter.id);
  const pending = !latest || latest.inputHash !== inputHash(letter, {});
  return (latest?.version ?? 0) + (pending ? 1 : 0);
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
 * `day`. The documents are rendered outside any transaction, so a render waiting for a worker never
 * holds a database connection or the letter's lock. The version is then saved with the letter's row
 * locked, and only if nothing changed meanwhile: two downloads at once make one version (the second
 * finds the first's), and a correction made during the render is rendered again, never lost.
 */
export async function ensureVersion(
  db: Db,
  letterId: number,
  want: {
    reason: VersionReason;
    day: (latest: VersionRow | undefined) => string;
    inputs: VersionInputs;
    orderId?: number;
    /** The request's, when the version is made only for its answer. */
    signal?: AbortSignal;
    /** The letter and its latest version as the request just read them, so the first attempt does not read them again. */
    read?: { letter: LetterRow; latest: VersionRow | undefined };
  },
): Promise<VersionRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const read = attempt === 0 ? want.read : undefined;
    const letter = read?.letter ?? (await readLetter(db, letterId));
    const hash = inputHash(letter, want.inputs);
    const latest = read ? read.latest : await latestVersion(db, letterId);
    if (latest && servesAs(latest, hash, want.reason)) return latest;
    const day = want.day(latest);
    if (want.reason === "download" && !latest) {
      /* A first download the day the payment settled finds the files already rendered (decision 0040). */
      const first = await firstVersionFromPrepared(db, letterId, { inputHash: hash, letterDate: day });
      if (first) return first;
      /* None, because another download just made them the first version: read that, render nothing. */
      const saved = await latestVersion(db, letterId);
      if (saved && servesAs(saved, hash, want.reason)) return saved;
    }
    const { pdf, docx } = await renderLetterDocuments(letter, day, want.inputs, want.signal);
    const saved = await db.transaction(async (tx) => {
      if (!(await lockUnchanged(tx, letterId, hash, want.inputs))) return undefined;
      const now = await latestVersion(tx, letterId);
      if (now && servesAs(now, hash, want.reason)) return now;
      if (now?.id !== latest?.id) return undefined;
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
      /* Files prepared for another day or from older facts are never used now. */
      if (!latest) await dropPrepared(tx, letterId);
      return created;
    });
    if (saved) return saved;
  }
  throw new Error(`letter ${letterId} kept changing while its documents were rendered`);
}

async function readLetter(db: Db, letterId: number): Promise<LetterRow> {
  const [letter] = await db.select().from(demandLetters).where(eq(demandLetters.id, letterId));
  if (!letter) throw new Error(`letter ${letterId} is missing`);
  return letter;
}

/** Locks the letter's row (versions are saved under it) and tells whether its facts still hash to `hash`. */
async function lockUnchanged(db: Db, letterId: number, hash: string, inputs: VersionInputs): Promise<boolean> {
  const [locked] = await db.select().from(demandLetters).where(eq(demandLetters.id, letterId)).for("update");
  return locked !== undefined && inputHash(locked, inputs) === hash;
}

/**
 * The letter's files prepared as its payment settled, made its first version when they were
 * rendered from these facts for this day. They move inside the database, so their bytes cross to
 * the server once, as the answer. Undefined when none fit.
 */
async function firstVersionFromPrepared(
  db: Db,
  letterId: number,
  made: { inputHash: string; letterDate: string },
): Promise<VersionRow | undefined> {
  const id = await movePreparedToFirstVersion(db, letterId, made);
  return id === undefined ? undefined : versionById(db, sql`${id}`);
}

/** Whether a version rendered from `hash` can stand for a new one: a mailed copy only by a mailed copy. */
function servesAs(version: VersionRow, hash: string, reason: VersionReason): boolean {
  return version.inputHash === hash && (reason !== "mailed" || version.reason === "mailed");
}

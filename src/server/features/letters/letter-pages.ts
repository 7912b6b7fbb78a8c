import { dataAccessRequestBlocks } from "../../../domain/escalation/data-request-letter.ts";
import { buildFollowUpLetter } from "../../../domain/case/final-notice.ts";
import { createHash } from "node:crypto";
import type { LaidOutPage, LetterPagesView, PagedDocument } from "../../../domain/letter/letter-pages.ts";
import type { LetterBlock } from "../../../domain/letter/template.ts";
import { buildSenderLetter } from "../../../domain/letter/letter-for-sender.ts";
import { AppError } from "../../../domain/errors.ts";
import type { Db } from "../../db/client.ts";
import { requireUsSender } from "../../../domain/case/us-only-documents.ts";
import { FOLLOW_UP_NOT_OFFERED, followUpFacts, loadCaseRecords } from "../case/get-case.ts";
import { mailedDataRequest } from "../dispatch/data-request-to-mail.ts";
import { mailedFinalNotice } from "../dispatch/final-notice-to-mail.ts";
import { PAGE } from "../documents/pdf-page.ts";
import { runInWorker } from "../documents/render-pool.ts";
import { letterDay, type LetterRow, mailedCopy } from "./letter-versions.ts";

export interface PagesRequest {
  document: PagedDocument;
  /** "mail" lays it out as it is mailed: with the certified-mail line above the recipient. */
  packageType: "digital" | "mail";
  now: Date;
  signal?: AbortSignal;
}

/** Noon UTC of a letter day, printed in UTC: that day wherever the server runs (as the files are). */
const dated = (day: string) => ({ date: new Date(`${day}T12:00:00.000Z`), timeZone: "UTC" });
const AS_MAILED = { trackingNumber: null };

/**
 * The letter, final notice or data request laid out as its PDF: once handed to the mail service, the mailed
 * copy (its facts are locked and its day is kept, so the same layout gives the same pages);
 * before that, as it would be made today for the chosen service, not yet dated or sent.
 */
export async function letterPages(db: Db, letter: LetterRow, request: PagesRequest): Promise<LetterPagesView> {
  const { blocks, day, mailed } = await BLOCKS[request.document](db, letter, request);
  const pages = await laidOutPages(blocks, letter.fullName, request.signal);
  const recipient = blocks.find((block) => block.kind === "recipient");
  return {
    document: request.document,
    mailed,
    letterDate: day,
    width: PAGE.width,
    height: PAGE.height,
    pages,
    recipient: recipient?.kind === "recipient" ? recipient.lines : [],
  };
}

/** Layouts kept, newest last: the same blocks (one version of one document, on one day) lay out the same. */
const LAYOUT_CACHE_SIZE = 100;
const layouts = new Map<string, LaidOutPage[]>();

/**
 * The blocks' pages, laid out on the preview's own worker lane, or taken from the cache when the
 * same blocks were laid out before: a letter version asked for again costs no layout. The key is
 * the blocks' own SHA-256, so any change to the letter, its date or its recipient lays it out anew.
 */
async function laidOutPages(blocks: LetterBlock[], author: string, signal?: AbortSignal): Promise<LaidOutPage[]> {
  const key = createHash("sha256").update(JSON.stringify({ blocks, author })).digest("hex");
  const kept = layouts.get(key);
  layouts.delete(key);
  const pages = kept ?? (await runInWorker("blocksPages", { blocks, author }, { signal }));
  layouts.set(key, pages);
  if (layouts.size > LAYOUT_CACHE_SIZE) layouts.delete(layouts.keys().next().value as string);
  return pages;
}

/** How many layouts the cache holds now (tests). */
export function cachedLayoutCount(): number {
  return layouts.size;
}

interface Dated {
  blocks: LetterBlock[];
  day: string;
  mailed: boolean;
}

async function letterBlocks(db: Db, letter: LetterRow, request: PagesRequest): Promise<Dated> {
  const copy = await mailedCopy(db, letter.id);
  const mailed = copy !== undefined;
  const day = copy?.letterDate ?? letterDay(request.now, letter);
  const mailing = mailed || request.packageType === "mail" ? AS_MAILED : undefined;
  return { blocks: buildSenderLetter(letter, { ...dated(day), mailing }), day, mailed };
}

async function noticeBlocks(db: Db, letter: LetterRow, request: PagesRequest): Promise<Dated> {
  requireUsSender(letter, "final-notice");
  const kept = await mailedFinalNotice(db, letter.id);
  const { first, outcome, offered } = followUpFacts(letter, await loadCaseRecords(db, letter.id), request.now);
  if (!first || !(offered || kept)) throw new AppError("conflict", FOLLOW_UP_NOT_OFFERED);
  const day = kept?.letterDate ?? letterDay(request.now, letter);
  const mailing = kept || request.packageType === "mail" ? AS_MAILED : undefined;
  return {
    blocks: buildFollowUpLetter(letter, { ...dated(day), first, outcome, mailing }),
    day,
    mailed: kept !== undefined,
  };
}

/** The data request to Meta's privacy address: free with a paid letter; once mailed, the copy kept. */
async function dataRequestBlocks(db: Db, letter: LetterRow, request: PagesRequest): Promise<Dated> {
  if (!letter.paid) throw new AppError("payment_required", "The data request is ready once your letter is paid for.");
  const kept = await mailedDataRequest(db, letter.id);
  const day = kept?.letterDate ?? letterDay(request.now, letter);
  const mailing = kept || request.packageType === "mail" ? AS_MAILED : undefined;
  return {
    blocks: dataAccessRequestBlocks(letter, { ...dated(day), mailing }),
    day,
    mailed: kept !== undefined,
  };
}

const BLOCKS: Record<PagedDocument, (db: Db, letter: LetterRow, request: PagesRequest) => Promise<Dated>> = {
  letter: letterBlocks,
  "final-notice": noticeBlocks,
  "data-request": dataRequestBlocks,
};

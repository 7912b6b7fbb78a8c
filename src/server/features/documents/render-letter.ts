import { buildFollowUpLetter, type FirstLetterRecord, type FollowUpOptions } from "../../../domain/letter/follow-up.ts";
import { buildLetter, type LetterData, type LetterOptions } from "../../../domain/letter/template.ts";
import type { demandLetters } from "../../db/schema.ts";
import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import { type DocumentMeta, letterDocumentMeta } from "./document-meta.ts";
import { renderLetterDocx } from "./render-docx.ts";
import { countPdfPages } from "./pdf-pages.ts";
import { renderLetterPdf } from "./render-pdf.ts";
import { renderProofPacket } from "./render-proof.ts";

export type LetterRow = typeof demandLetters.$inferSelect;

/** What a version is rendered from besides its date: set for a letter sent by certified mail. */
export interface VersionInputs {
  mailing?: { trackingNumber?: string | null };
}

/** One letter's documents to render: plain data, so it can cross to a worker thread. */
export interface RenderJob {
  letter: LetterRow;
  day: string;
  inputs: VersionInputs;
}

/** Noon UTC of a stored letter day: printed in UTC, it is that day wherever the server runs. */
function dayAsDate(day: string): Date {
  return new Date(`${day}T12:00:00.000Z`);
}

function letterOptions(day: string, inputs: VersionInputs): LetterOptions {
  return { date: dayAsDate(day), timeZone: "UTC", mailing: inputs.mailing };
}

/** The letter's PDF and Word file for one date. Pure: the same job always gives the same bytes. */
export async function renderLetterFiles({ letter, day, inputs }: RenderJob): Promise<{ pdf: Buffer; docx: Buffer }> {
  const blocks = buildLetter(letter, letterOptions(day, inputs));
  const subject = blocks.find((block) => block.kind === "subject");
  /* Dated by the letter's day, so the same facts always give the same bytes (and SHA-256). */
  const meta = {
    ...letterDocumentMeta(letter.id, letter.fullName, subject?.kind === "subject" ? subject.text : undefined),
    createdAt: dayAsDate(day),
  };
  const [pdf, docx] = await Promise.all([renderLetterPdf(blocks, meta), renderLetterDocx(blocks, meta)]);
  return { pdf, docx };
}

/** The longest a date prints ("September 30, 2026") and a 22-digit certified-mail number. */
const LONGEST_DATE = new Date("2026-09-30T12:00:00.000Z");
const LONGEST_TRACKING = "9".repeat(22);

/** How many pages the letter runs to at its longest: as mailed, with the certified-mail line and a tracking number. */
export async function countLongestLetterPages(data: LetterData): Promise<number> {
  const blocks = buildLetter(data, {
    date: LONGEST_DATE,
    timeZone: "UTC",
    mailing: { trackingNumber: LONGEST_TRACKING },
  });
  return countPdfPages(await renderLetterPdf(blocks, letterDocumentMeta(0, data.fullName)));
}

/** A final notice to render: the letter's facts, its own date and what it says about the first letter. */
export interface FollowUpJob {
  letter: LetterRow;
  day: string;
  first: FirstLetterRecord;
  outcome: FollowUpOptions["outcome"];
  format: "pdf" | "docx";
  /** Set for the notice as mailed: it then carries the certified-mail line. */
  mailing?: FollowUpOptions["mailing"];
}

/** The final notice as a PDF or Word file, dated `day`. */
export async function renderFollowUpFile({
  letter,
  day,
  first,
  outcome,
  format,
  mailing,
}: FollowUpJob): Promise<Buffer> {
  const blocks = buildFollowUpLetter(letter, { date: dayAsDate(day), timeZone: "UTC", first, outcome, mailing });
  const subject = blocks.find((block) => block.kind === "subject");
  const meta = {
    title: `Final notice — Letter #${letter.id}`,
    author: letter.fullName,
    subject: subject?.kind === "subject" ? subject.text.replace(/^Subject:\s*/, "") : undefined,
    createdAt: dayAsDate(day),
  };
  return format === "pdf" ? renderLetterPdf(blocks, meta) : renderLetterDocx(blocks, meta);
}

/** Everything a render worker does, by name: each takes plain data and answers plain data. */
export const renderJobs = {
  letterFiles: renderLetterFiles,
  letterPages: countLongestLetterPages,
  followUpFile: renderFollowUpFile,
  proofPacket: renderProofPacket,
  /** Any document made of letter blocks (the small-claims guide), as a PDF. */
  blocksPdf: ({ blocks, meta }: { blocks: LetterBlock[]; meta: DocumentMeta }) => renderLetterPdf(blocks, meta),
};
export type RenderJobs = typeof renderJobs;

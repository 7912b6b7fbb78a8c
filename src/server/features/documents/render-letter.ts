import {
  buildFollowUpLetter,
  type FirstLetterRecord,
  type FollowUpOptions,
} from "../../../domain/case/final-notice.ts";
import type { LetterData, LetterOptions } from "../../../domain/letter/template.ts";
import { buildSenderLetter } from "../../../domain/letter/letter-for-sender.ts";
import type { demandLetters } from "../../db/schema.ts";
import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import { type DocumentMeta, letterDocumentMeta } from "./document-meta.ts";
import { layoutLetter } from "./letter-layout.ts";
import { layoutPages } from "./layout-pages.ts";
import { renderLetterDocx } from "./render-docx.ts";
import { countPdfPages } from "./pdf-pages.ts";
import { renderLetterPdf } from "./render-pdf.ts";
import { renderProofPacket } from "./render-proof.ts";
import { dayAsDate } from "./letter-day.ts";

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

function letterOptions(day: string, inputs: VersionInputs): LetterOptions {
  return { date: dayAsDate(day), timeZone: "UTC", mailing: inputs.mailing };
}

/** The letter's blocks and document metadata for one date. */
function letterDocument({ letter, day, inputs }: RenderJob) {
  const blocks = buildSenderLetter(letter, letterOptions(day, inputs));
  const subject = blocks.find((block) => block.kind === "subject");
  /* Dated by the letter's day, so the same facts always give the same bytes (and SHA-256). */
  const meta = {
    ...letterDocumentMeta(letter.id, letter.fullName, subject?.kind === "subject" ? subject.text : undefined),
    createdAt: dayAsDate(day),
  };
  const wordBlocks = inputs.mailing ? [...blocks, mailedCopyNote("letter")] : blocks;
  return { blocks, wordBlocks, meta };
}

/** The letter's PDF for one date. Pure: the same job always gives the same bytes. */
export function renderLetterPdfFile(job: RenderJob): Promise<Buffer> {
  const { blocks, meta } = letterDocument(job);
  return renderLetterPdf(blocks, meta);
}

/** The letter's Word file for one date, made apart from its PDF when the PDF is wanted first. */
export function renderLetterWordFile(job: RenderJob): Promise<Buffer> {
  const { wordBlocks, meta } = letterDocument(job);
  return renderLetterDocx(wordBlocks, meta);
}

/** The letter's PDF and Word file for one date. Pure: the same job always gives the same bytes. */
export async function renderLetterFiles(job: RenderJob): Promise<{ pdf: Buffer; docx: Buffer }> {
  const { blocks, wordBlocks, meta } = letterDocument(job);
  const [pdf, docx] = await Promise.all([renderLetterPdf(blocks, meta), renderLetterDocx(wordBlocks, meta)]);
  return { pdf, docx };
}

/**
 * What the Word file of a mailed letter or final notice says at its foot: it is a copy, and the
 * PDF handed to the mail service is what was mailed (decision 0026).
 */
export function mailedCopyNote(what: "letter" | "final notice"): LetterBlock {
  return {
    kind: "note",
    text: `This Word file is a copy of the ${what} made for your records. The ${what} that was mailed is the PDF handed to the mail service; its SHA-256 is in the case record.`,
  };
}

/** The longest a date prints ("September 30, 2026") and a 22-digit certified-mail number. */
const LONGEST_DATE = new Date("2026-09-30T12:00:00.000Z");
const LONGEST_TRACKING = "9".repeat(22);

/** The letter at its longest: as mailed, with the certified-mail line and a tracking number. */
export function longestLetterBlocks(data: LetterData): LetterBlock[] {
  return buildSenderLetter(data, {
    date: LONGEST_DATE,
    timeZone: "UTC",
    mailing: { trackingNumber: LONGEST_TRACKING },
  });
}

/** How many pages the letter runs to at its longest: laid out as its PDF is, without drawing it. */
export function countLongestLetterPages(data: LetterData): number {
  return layoutLetter(longestLetterBlocks(data), data.fullName).pages;
}

/** The same count read from a whole rendered PDF, as every save did before decision 0019: kept for the bench's comparison. */
export async function renderLongestLetterPages(data: LetterData): Promise<number> {
  const pdf = await renderLetterPdf(longestLetterBlocks(data), letterDocumentMeta(0, data.fullName));
  return countPdfPages(pdf);
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
  return format === "pdf"
    ? renderLetterPdf(blocks, meta)
    : renderLetterDocx(mailing ? [...blocks, mailedCopyNote("final notice")] : blocks, meta);
}

/** Everything a render worker does, by name: each takes plain data and answers plain data. */
export const renderJobs = {
  letterFiles: renderLetterFiles,
  letterPdf: renderLetterPdfFile,
  letterWord: renderLetterWordFile,
  letterPages: countLongestLetterPages,
  letterPagesByRendering: renderLongestLetterPages,
  /** Any document made of letter blocks, laid out as its PDF is, page by page, and not drawn. */
  blocksPages: ({ blocks, author }: { blocks: LetterBlock[]; author: string }) =>
    layoutPages(layoutLetter(blocks, author)),
  followUpFile: renderFollowUpFile,
  proofPacket: renderProofPacket,
  /** Any document made of letter blocks (the small-claims guide), as a PDF. */
  blocksPdf: ({ blocks, meta }: { blocks: LetterBlock[]; meta: DocumentMeta }) => renderLetterPdf(blocks, meta),
  /** The same, as a Word file (the data-access request). */
  blocksDocx: ({ blocks, meta }: { blocks: LetterBlock[]; meta: DocumentMeta }) => renderLetterDocx(blocks, meta),
};
export type RenderJobs = typeof renderJobs;

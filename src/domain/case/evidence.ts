import { z } from "zod";
import { CONTROL_CHARACTER, DISGUISING_CHARACTER, disguisingMessage } from "../control-characters.ts";

/** What a user may keep with a case, recognised by the file's bytes, never its name or declared type. */
export const EVIDENCE_KINDS = ["png", "jpeg", "pdf"] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

export const EVIDENCE_MEDIA_TYPES: Record<EvidenceKind, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
};

export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;
export const EVIDENCE_MAX_FILES = 20;
export const EVIDENCE_CAPTION_MAX = 200;
/** An image may have at most 40 megapixels (8000 × 5000); a larger one is refused before it is decoded. */
export const EVIDENCE_MAX_PIXELS = 40_000_000;
/** Pages of an uploaded PDF the case record shows, as pictures. */
export const EVIDENCE_RECORD_PAGES = 20;
/** Upload attempts one user may make, refused ones included. */
export const EVIDENCE_UPLOADS_PER_WINDOW = 30;
export const EVIDENCE_UPLOAD_WINDOW_MINUTES = 10;

export const EVIDENCE_MESSAGES = {
  wrongType: "Upload a PNG or JPEG image or a PDF. This file is none of them.",
  tooLarge: "A file can be at most 10 MB.",
  tooMany: `A letter can hold at most ${EVIDENCE_MAX_FILES} files. Delete one to add another.`,
  noFile: "Choose a file to upload.",
  pdfActive:
    "This PDF holds scripts, attached files, links to files or programs, or actions that run when it opens, so we cannot keep it. Print it to a new PDF and upload that.",
  pdfLocked: "This PDF is locked with a password. Save or print it without the password and upload that copy.",
  unreadable: "This file is damaged or cut short. Save it again and upload the new copy.",
  tooManyPixels:
    "This image is too large: it can have at most 40 megapixels (for example 8000 × 5000). Save a smaller copy and upload that.",
  imageTooLarge:
    "This image is too large for us to read safely: it can have at most 12,000 pixels on a side and 40 megapixels (fewer for a 16-bit image). Save a smaller copy and upload that.",
  tooManyScans:
    "This JPEG is saved in too many passes (progressive scans) for us to read safely. Save it again as an ordinary JPEG and upload that.",
  tooComplex:
    "This file is too large or complex for us to read safely. Save or print it to a new file (a PDF with fewer pages, or a smaller image) and upload that.",
  busy: "We are reading many files right now. Please try again in a minute.",
} as const;

/** The earliest day evidence may be dated; the latest is the sender's today (checked by the server). */
export const EVIDENCE_EARLIEST_DATE = "1900-01-01";
export const EVIDENCE_DATE_RANGE = "Give a date from 1900-01-01 to today.";

/** The fields sent beside the file: a caption and the day the evidence is from. */
export const evidenceFieldsSchema = z.object({
  caption: z
    .string()
    .trim()
    .max(EVIDENCE_CAPTION_MAX, `A caption has at most ${EVIDENCE_CAPTION_MAX} characters.`)
    .refine((caption) => !CONTROL_CHARACTER.test(caption), "A caption cannot contain control characters.")
    .refine((caption) => !DISGUISING_CHARACTER.test(caption), disguisingMessage("A caption"))
    .optional(),
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Give the date as YYYY-MM-DD.")
    .refine(
      (day) =>
        !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      "That date does not exist.",
    )
    .refine((day) => day >= EVIDENCE_EARLIEST_DATE, EVIDENCE_DATE_RANGE)
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
export type EvidenceFields = z.infer<typeof evidenceFieldsSchema>;

export interface EvidenceItem {
  id: number;
  kind: EvidenceKind;
  caption: string;
  date: string | null;
  originalName: string;
  size: number;
  sha256: string;
  uploadedAt: string;
}

import { BRAND } from "../../../domain/brand.ts";

/** What a letter's PDF and Word files say about themselves (title, author, ...). */
export interface DocumentMeta {
  /** e.g. "Demand for reinstatement — Letter #12" */
  title: string;
  /** The sender's full name. */
  author: string;
  subject?: string;
}

export function letterDocumentMeta(letterId: number, senderName: string): DocumentMeta {
  return {
    title: `Demand for reinstatement — Letter #${letterId}`,
    author: senderName,
    subject: "Formal demand for reinstatement and notice of dispute",
  };
}

/** The application named as the files' creator. */
export const DOCUMENT_CREATOR = BRAND;

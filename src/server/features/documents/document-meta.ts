import type { Language } from "../../../domain/i18n/languages.ts";

/** What a letter's PDF and Word files say about themselves: neutral, naming no product. */
export interface DocumentMeta {
  /** e.g. "Demand for reinstatement — Letter #12" */
  title: string;
  /** The sender's full name. */
  author: string;
  /** The letter's subject line, when known (it says "notice of dispute" only when the letter is one). */
  subject?: string;
  /** When the file is made (defaults to now); the same blocks, meta and date give the same PDF bytes. */
  createdAt?: Date;
  /** "es" for a Spanish reading copy: Spanish page labels, and the courtesy mark at the foot of every page. */
  language?: Language;
  /**
   * Whether a Spanish document carries the courtesy-translation mark (default: yes). False for a
   * document we write for the reader in Spanish that is not a translation (the small-claims guide).
   */
  courtesyMark?: boolean;
}

export function letterDocumentMeta(letterId: number, senderName: string, subject?: string): DocumentMeta {
  const plainSubject = subject?.replace(/^Subject:\s*/i, "").trim();
  return {
    title: `Demand for reinstatement — Letter #${letterId}`,
    author: senderName,
    ...(plainSubject ? { subject: plainSubject } : {}),
  };
}

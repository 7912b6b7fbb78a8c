/**
 * Who a user sues: each platform's contracting company, its exact legal name and its principal
 * address. One place for these facts, each with its source and the day it was checked. Re-check
 * when `checkedOn` is older than six months.
 */
export interface Defendant {
  legalName: string;
  /** Where the company is incorporated or organised, when a source says so; null when unverified. */
  organisedIn: string | null;
  principalAddress: string;
  platforms: readonly string[];
  source: string;
  checkedOn: string;
}

export const DEFENDANTS: readonly Defendant[] = [
  {
    legalName: "Meta Platforms, Inc.",
    organisedIn: "Delaware",
    principalAddress: "1 Meta Way, Menlo Park, California 94025",
    platforms: ["Facebook", "Instagram", "Threads"],
    source:
      "Meta Platforms, Inc., Form 8-K of April 8, 2026 (SEC file 001-35551, accession 0001628280-26-025108): exact name of registrant, state of incorporation and address of principal executive offices; the Instagram and Meta terms name Meta Platforms, Inc. as the contracting party",
    checkedOn: "2026-11-24",
  },
  {
    legalName: "WhatsApp LLC",
    /* No source read for where WhatsApp LLC is organised. */
    organisedIn: null,
    principalAddress: "1 Meta Way, Menlo Park, California 94025",
    platforms: ["WhatsApp"],
    source:
      "WhatsApp Terms of Service (Open Terms Archive US crawl, commit c3d96a683d9c34318c80b090c70da161c5df9c95, version of 2026-07-23): the agreement is with WhatsApp LLC, and its arbitration opt-out address is WhatsApp LLC, 1 Meta Way, Menlo Park, CA 94025",
    checkedOn: "2026-11-24",
  },
];

/** The companies a letter about these platforms would name as defendants, in list order. */
export function defendantsFor(platforms: readonly string[]): Defendant[] {
  return DEFENDANTS.filter((defendant) => defendant.platforms.some((platform) => platforms.includes(platform)));
}

import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  type ArchivedText,
  type DeletionQuote,
  type LiabilityQuote,
  TERMS_CLAUSES,
  type TermsQuote,
  termsClausesFor,
} from "../../../src/domain/letter/terms-clauses.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COMMIT = /^[0-9a-f]{40}$/;
const CLAUSES = ["actsOnStatedGrounds", "liabilityCap", "deletionTimeline"] as const;

const quotes: { id: string; quote: TermsQuote & LiabilityQuote & DeletionQuote }[] = [];
const missing: { id: string; reason: string; searched: readonly ArchivedText[] }[] = [];
for (const [platform, terms] of Object.entries(TERMS_CLAUSES)) {
  for (const key of CLAUSES) {
    const clause = terms[key];
    if (clause.quotes === null) missing.push({ id: `${platform}.${key}`, ...clause });
    else for (const [i, quote] of clause.quotes.entries()) quotes.push({ id: `${platform}.${key}[${i}]`, quote });
  }
}

function expectValidSource(source: ArchivedText, id: string) {
  expect(source.archive, id).toBe("OpenTermsArchive/vlopses-us-versions");
  expect(source.sourcePath, id).toMatch(/^(Instagram|Facebook|WhatsApp)\/.+\.md$/);
  expect(source.sourceCommit, id).toMatch(COMMIT);
  expect(source.sourceVersionDate, id).toMatch(DATE);
  expect(source.checkedOn, id).toMatch(DATE);
  expect(source.sourceVersionDate <= source.checkedOn, id).toBe(true);
  const oneYearAgo = new Date();
  oneYearAgo.setUTCFullYear(oneYearAgo.getUTCFullYear() - 1);
  const checked = new Date(`${source.checkedOn}T00:00:00Z`);
  expect(checked >= oneYearAgo, `${id}: checked on ${source.checkedOn}, more than a year ago; read it again`).toBe(
    true,
  );
}

/** A parsed field is set exactly when the quote says it. */
function expectAgrees(id: string, value: number | true | undefined, says: (n: number | true) => RegExp, text: string) {
  if (value === undefined) expect(text, id).not.toMatch(says(true));
  else expect(text, id).toMatch(says(value));
}

describe("terms clauses", () => {
  it("gives every quote its text, section, archived file, commit, version date and a recent check date", () => {
    expect(quotes.length).toBeGreaterThan(0);
    for (const { id, quote } of quotes) {
      expectValidSource(quote, id);
      expect(quote.text.trim(), id).toBe(quote.text);
      expect(quote.text.length, id).toBeGreaterThan(20);
      expect(quote.section, id).toBeTruthy();
      expect(quote.seen, id).toBeTruthy();
      const words = quote.text.split(/\s+/).filter((word) => word !== "…");
      expect(words.length, `${id} is too long to quote`).toBeLessThanOrEqual(70);
    }
  });

  it("gives every clause that was not found a reason and the texts that were read", () => {
    for (const { id, reason, searched } of missing) {
      expect(reason.length, id).toBeGreaterThan(20);
      expect(searched.length, id).toBeGreaterThan(0);
      for (const source of searched) expectValidSource(source, id);
    }
  });

  it("sets the parsed liability and deletion fields only where the quote says so", () => {
    for (const { id, quote } of quotes) {
      const { text } = quote;
      expectAgrees(
        id,
        quote.capDollars,
        (n) => (n === true ? /\$\d|USD\s?\d/ : new RegExp(`\\$${n}\\b|USD\\s${n}\\b`)),
        text,
      );
      expectAgrees(
        id,
        quote.includesAmountPaidLast12Months,
        () => /amount you have paid us in the past twelve months/i,
        text,
      );
      expectAgrees(id, quote.excludesLostProfits, () => /lost profits/i, text);
      expectAgrees(
        id,
        quote.deletionBeginsWithinDays,
        (n) => new RegExp(`begin no more than ${n === true ? "\\d+" : n} days`),
        text,
      );
      expectAgrees(
        id,
        quote.deletionTakesUpToDays,
        (n) => new RegExp(`up to ${n === true ? "\\d+" : n} days to delete`),
        text,
      );
      expectAgrees(
        id,
        quote.backupRemovalUpToDays,
        (n) => new RegExp(`up to another ${n === true ? "\\d+" : n} days`),
        text,
      );
    }
  });

  it("says a platform promises notice and a review only when a quote says so", () => {
    for (const [platform, terms] of Object.entries(TERMS_CLAUSES)) {
      const clause = terms.actsOnStatedGrounds;
      if (clause.quotes === null) continue;
      const says = clause.quotes.some((quote) => /request a review/.test(quote.text));
      expect(clause.promisesNoticeAndReview, platform).toBe(says);
    }
    expect(TERMS_CLAUSES.Facebook.actsOnStatedGrounds).toMatchObject({ promisesNoticeAndReview: true });
  });

  it("gives Threads Instagram's clauses, with a note", () => {
    const threads = termsClausesFor("Threads");
    expect(threads.platform).toBe("Threads");
    expect(threads.governedBy).toBe("Instagram");
    expect(threads.note).toMatch(/Instagram Terms of Use/);
    expect(threads.liabilityCap).toBe(TERMS_CLAUSES.Instagram.liabilityCap);
    expect(termsClausesFor("WhatsApp")).toMatchObject({ platform: "WhatsApp", governedBy: "WhatsApp" });
    expect(termsClausesFor("Facebook").note).toBeUndefined();
  });
});

// Optional: compare each quote with the archived file, only where a local mirror of the archive exists
// (`fetch` of github:OpenTermsArchive/vlopses-us-versions). CI has no mirror and skips this.
const MIRROR = process.env.TERMS_ARCHIVE_GIT_DIR ?? "/work/.mirror/OpenTermsArchive+vlopses-us-versions/repo";

function archived(source: ArchivedText): string | null {
  try {
    return execFileSync("git", ["-C", MIRROR, "show", `${source.sourceCommit}:${source.sourcePath}`], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return null;
  }
}

const mirrorReady = existsSync(MIRROR) && quotes.length > 0 && archived(quotes[0].quote) !== null;

/** The page's words: Markdown links, bold markers and escapes removed, whitespace runs as one space. */
const plain = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replaceAll("**", "")
    .replace(/\\([\\.\-*_()[\]#!])/g, "$1")
    .replace(/\s+/g, " ");

describe.skipIf(!mirrorReady)("terms clauses against the archived files (local mirror only)", () => {
  it("finds every quote, word for word and in order around any ' … ', in the version it cites", () => {
    for (const { id, quote } of quotes) {
      const page = plain(archived(quote) ?? "");
      let from = 0;
      for (const part of quote.text.split(" … ")) {
        const at = page.indexOf(plain(part), from);
        expect(
          at,
          `${id}: "${part.slice(0, 60)}…" not in ${quote.sourcePath}@${quote.sourceCommit}`,
        ).toBeGreaterThanOrEqual(0);
        from = at + part.length;
      }
    }
  });

  it("can read every text a missing clause cites", () => {
    for (const { id, searched } of missing) for (const source of searched) expect(archived(source), id).not.toBeNull();
  });
});

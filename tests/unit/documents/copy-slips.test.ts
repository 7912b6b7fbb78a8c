import { describe, expect, it } from "vitest";
import type { LetterBlock } from "../../../src/domain/letter/blocks.ts";
import { renderLetterDocx } from "../../../src/server/features/documents/render-docx.ts";
import { renderLetterPdf } from "../../../src/server/features/documents/render-pdf.ts";
import { normalise, pdfText, zipEntry } from "./document-tools.ts";
import { caseData, everyDocument } from "./every-document.ts";

/**
 * Copy slips, read from the PDFs (and the letter's Word file): no second full stop after a closing
 * quote or an abbreviation that already ends the sentence ("Inc.”." or "Inc.."), counts of times in
 * one wording, and every sentence ends with its stop.
 */

const JUNIOR = { fullName: "John Doe Jr.", signature: { kind: "typed", name: "John Doe Jr." } };

/** Senders whose own words end with stops, or do not, in the ten states and the three routes. */
const CASES: Record<string, Record<string, unknown>> = {
  "WA, Instagram notice": {
    ...JUNIOR,
    address: "12 Main St.",
    state: "WA",
    city: "Seattle",
    zipCode: "98101",
    platforms: ["Instagram"],
    recipientBusinessId: "meta-instagram-disputes",
    accountLogin: "john@example.com",
    banReason: "Account integrity.",
    amountClaimed: "1200",
    amountBasis: "Lost orders for two months",
    appeals: [{ date: "2026-11-01", method: "email.", reference: "A1." }],
    appealResult: "Upheld!",
  },
  "GA, Facebook": {
    ...JUNIOR,
    state: "GA",
    city: "Atlanta",
    zipCode: "30303",
    platforms: ["Facebook"],
    amountPaidToMeta: "300",
    amountPaidBasis: "Ads.",
    appealResult: "We reviewed it.",
  },
  "IL, WhatsApp notice": {
    state: "IL",
    city: "Chicago",
    zipCode: "60601",
    platforms: ["WhatsApp"],
    username: "+1 312 555 0100",
    recipientBusinessId: "meta-whatsapp-disputes",
    accountLogin: "+1 312 555 0100",
    appeals: [
      { date: "2026-11-01", method: "the in-app form" },
      { date: "2026-11-02", method: "email" },
    ],
    ruleNamed: "yes",
    brokeRule: "no",
    postNamed: "no",
  },
  "CA, four platforms": {
    platforms: ["Instagram", "Facebook", "WhatsApp", "Threads"],
    platformUsernames: { WhatsApp: "+1 415 555 0100" },
    appeals: [
      { date: "2026-11-01", method: "form" },
      { date: "2026-11-02", method: "email" },
      { date: "2026-11-03", method: "email" },
    ],
    enclosures: ["Screenshot of the notice"],
    amountClaimed: "900",
    amountBasis: "Refund.",
    amountPaidToMeta: "20",
    amountPaidBasis: "Meta Verified",
  },
  "TX, Threads": { state: "TX", city: "Austin", zipCode: "78701", platforms: ["Threads"], banReason: "Spam" },
  "NY, Instagram": { state: "NY", city: "New York", zipCode: "10001", platforms: ["Instagram"] },
  "FL, Facebook": {
    state: "FL",
    city: "Miami",
    zipCode: "33101",
    platforms: ["Facebook"],
    amountClaimed: "500",
    amountBasis: "Two weeks of sales",
  },
  "OH, Instagram": { state: "OH", city: "Columbus", zipCode: "43215", platforms: ["Instagram"] },
  "PA, Facebook": { state: "PA", city: "Philadelphia", zipCode: "19103", platforms: ["Facebook"] },
  "VT, WhatsApp": {
    state: "VT",
    city: "Burlington",
    zipCode: "05401",
    platforms: ["WhatsApp"],
    username: "+1 802 555 0100",
  },
};

/** Two stops in a row, or a stop after a closing quote or bracket that follows one ("…” ." is a slip, "…”." alone is not). */
const DOUBLE_STOP = /(?<!\.)[.!?][”’")\]]*\.(?!\.)/;
/** Web addresses are left out: some official ones hold two dots (Pennsylvania's "000..HTM"). */
const withoutWebAddresses = (text: string) => text.replace(/https?:\/\/\S+/g, "");
/** Counts of times in other words than "once", "twice", "3 times". */
const OTHER_TIMES = /\b(one time|two times|2 times|1 times|three times|thrice)\b/i;

/** The text a reader reads as running sentences: paragraphs, notes and list items. */
function sentenceTexts(blocks: readonly LetterBlock[]): string[] {
  return blocks.flatMap((block, index) => {
    if (block.kind === "paragraph" || block.kind === "note") {
      /* An exhibit's title, on the page that names it, is a title. */
      if (
        blocks[index - 1]?.kind === "subject" &&
        /^Exhibit [A-Z]+$/.test((blocks[index - 1] as { text: string }).text)
      )
        return [];
      return [block.text];
    }
    return block.kind === "list" ? block.items : [];
  });
}

/**
 * A sentence's end: a stop, maybe inside quotes or brackets, maybe followed by a source's
 * number ("[1]"); a colon that leads into what follows. Labels stand alone: an account's name in
 * a list of accounts, an exhibit in the index, a file's SHA-256, a web address.
 */
function endsRight(text: string): boolean {
  const trimmed = text.trim();
  if (/[.!?:][”’")\]]*( \[\d+\])?$/.test(trimmed)) return true;
  if (/^(Instagram|Facebook|Threads|WhatsApp) account /.test(trimmed)) return true;
  if (/^Exhibit [A-Z]+: /.test(trimmed)) return true;
  if (/SHA-256[^:]*: [0-9a-f]{64}$/.test(trimmed)) return true;
  return /https?:\/\/\S+( \[\d+\])?$/.test(trimmed);
}

/** The first piece the text does not print after the one before it; white space (a line broken inside a web address) left out. */
function missingInOrder(pieces: readonly string[], text: string): string | undefined {
  const solid = (value: string) => value.replace(/[\s-]+/g, ""); // pdftotext joins a word hyphenated at a line end
  const haystack = solid(text);
  let from = 0;
  for (const piece of pieces) {
    const at = haystack.indexOf(solid(piece), from);
    if (at < 0) return piece;
    from = at + solid(piece).length;
  }
  return undefined;
}

describe("every generated document", () => {
  for (const [name, overrides] of Object.entries(CASES)) {
    it(`reads without copy slips: ${name}`, async () => {
      for (const sent of [true, false]) {
        for (const [document, blocks] of everyDocument(caseData(overrides), { sent })) {
          const pdf = await renderLetterPdf(blocks, { title: document, author: "Jane Doe" });
          /* The running head of pages 2 on ("Jane Doe — page 2 of 3") is not part of the text. */
          const text = normalise(pdfText(pdf).replace(/Jane Doe — page \d+ of \d+/g, " "));
          const where = `${name}, ${document}`;
          expect(withoutWebAddresses(text).match(DOUBLE_STOP)?.[0], where).toBeUndefined();
          expect(text.match(OTHER_TIMES)?.[0], where).toBeUndefined();
          const sentences = sentenceTexts(blocks);
          expect(
            sentences.filter((piece) => !endsRight(piece)),
            where,
          ).toEqual([]);
          /* The sentences checked are the ones the PDF prints. */
          expect(missingInOrder(sentences, text), where).toBeUndefined();
          if (document === "letter") {
            const docx = await renderLetterDocx(blocks, { title: document, author: "Jane Doe" });
            const words = zipEntry(docx, "word/document.xml").replace(/<[^>]+>/g, "");
            expect(withoutWebAddresses(words).match(DOUBLE_STOP)?.[0], `${where}, Word`).toBeUndefined();
          }
        }
      }
    });
  }

  it("speak of appeals only where the sender recorded one", async () => {
    const guideText = async (overrides: Record<string, unknown>) => {
      const guide = everyDocument(caseData(overrides)).get("small-claims guide") ?? [];
      const pdf = await renderLetterPdf(guide, { title: "Guide", author: "Jane Doe" });
      return normalise(pdfText(pdf).replace(/Jane Doe — page \d+ of \d+/g, " "));
    };
    const none = await guideText({ appealed: "no" });
    expect(none).toMatch(/A one-page timeline: the day the accounts? (was|were) disabled, the letter's date/);
    expect(none).not.toMatch(/each appeal/);
    const one = await guideText({ appeals: [{ date: "2026-11-01", method: "the in-app form" }] });
    expect(one).toMatch(
      /A one-page timeline: the day the accounts? (was|were) disabled, each appeal, the letter's date/,
    );
  });

  it("counts appeals as once, twice, then 3 times", () => {
    const appeal = (day: number) => ({ date: `2026-11-0${day}`, method: "the in-app form" });
    const said = [1, 2, 3].map((count) => {
      const appeals = Array.from({ length: count }, (_, index) => appeal(index + 1));
      const letter = everyDocument(caseData({ appeals })).get("letter") ?? [];
      return sentenceTexts(letter).find((piece) => piece.startsWith("I have already appealed"));
    });
    expect(said).toEqual([
      "I have already appealed once:",
      "I have already appealed twice:",
      "I have already appealed 3 times:",
    ]);
  });
});

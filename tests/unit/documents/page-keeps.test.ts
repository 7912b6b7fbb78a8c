import { describe, expect, it } from "vitest";
import type { LetterBlock } from "../../../src/domain/letter/blocks.ts";
import { buildFollowUpLetter } from "../../../src/domain/case/final-notice.ts";
import { demandLetterInputSchema } from "../../../src/domain/letter/schema.ts";
import { buildLetter, type LetterData } from "../../../src/domain/letter/template.ts";
import { letterInput } from "../../helpers/factories.ts";
import { type LaidOutLine, laidOutLines, pagesOf } from "./layout-lines.ts";
import { longStory } from "./letter-blocks.ts";

/**
 * Keep with next: the closing never sits on a page with only the last paragraph, a list's
 * lead-in never ends a page without the list's first item, and a short list item is not split.
 */

function letterData(story: number, overrides: Record<string, unknown> = {}): LetterData {
  return demandLetterInputSchema.parse(letterInput({ consequences: longStory(story), ...overrides }));
}

const DATE = new Date("2026-11-22T12:00:00.000Z");

/** The letter for stories of 40 to 5,000 characters (every `step`), unsigned and signed, with an amount claimed. */
function letters(step: number): Array<{ length: number; blocks: LetterBlock[] }> {
  const found: Array<{ length: number; blocks: LetterBlock[] }> = [];
  for (const signature of [null, { kind: "typed", name: "Zoë Łukasz" }]) {
    for (let length = 40; length <= 5000; length += step) {
      const data = letterData(length, { signature, amountClaimed: "1200", amountBasis: longStory(200) });
      found.push({ length, blocks: buildLetter(data, { date: DATE, timeZone: "UTC" }) });
    }
  }
  return found;
}

/** The page of the closing ("Sincerely,") holds the end of the block before the last paragraph too. */
function expectClosingWithBodyText(blocks: readonly LetterBlock[], lines: readonly LaidOutLine[]): void {
  const closingIndex = blocks.findIndex((block) => block.kind === "signature");
  const last = blocks[closingIndex - 1];
  if (last?.kind !== "paragraph") throw new Error("the letter ends without a last paragraph");
  const lastStart = lines.findIndex((line) => last.text.startsWith(line.text) && line.text.length > 0);
  const closing = lines.find((line) => line.text === "Sincerely,");
  expect(lines[lastStart]?.page).toBe(closing?.page);
  /* The line before the last paragraph (the end of the list of next steps) is on that page too. */
  expect(lines[lastStart - 1]?.page).toBe(closing?.page);
}

describe("the closing and signature", () => {
  it("never sit on the last page with only the last paragraph: the end of the list before it comes along", () => {
    const all = letters(11);
    let moved = 0;
    for (const { blocks } of all) {
      const lines = laidOutLines(blocks);
      expectClosingWithBodyText(blocks, lines);
      if (lines.find((line) => line.text === "Sincerely,")?.page !== 0) moved += 1;
    }
    expect(moved).toBeGreaterThan(all.length / 2); // most of these letters sign off on page 2 or 3
  });

  it("in the final notice too", () => {
    for (let basis = 20; basis <= 300; basis += 2) {
      const data = letterData(200, { amountClaimed: "1200", amountBasis: longStory(basis), banReason: longStory(480) });
      const blocks = buildFollowUpLetter(data, {
        date: DATE,
        timeZone: "UTC",
        first: { date: "2026-10-01", deadline: "2026-11-02", sent: null },
        outcome: "no_reply",
      });
      expectClosingWithBodyText(blocks, laidOutLines(blocks));
    }
  });
});

describe("lists", () => {
  it("never end a page on the paragraph that leads into them", () => {
    for (const { blocks } of letters(11)) {
      const lines = laidOutLines(blocks);
      const lead = lines.findIndex((line) => line.text.endsWith("I may take any of these steps:"));
      expect(lead).toBeGreaterThan(0);
      expect(lines[lead + 1]?.page).toBe(lines[lead]?.page);
    }
  });

  /** A numbered list after `filler` lines of text: its items fall at every height of a page's foot. */
  function listAfter(filler: number, items: string[]): LetterBlock[] {
    const line = "Losing the account cut me off from my customers and family and years.";
    return [
      ...Array.from({ length: filler }, (): LetterBlock => ({ kind: "paragraph", text: line })),
      { kind: "heading", text: "What I ask you to do" },
      { kind: "list", style: "numbered", items },
      { kind: "paragraph", text: "I would rather settle this with you directly." },
    ];
  }

  it("keep an item of up to five lines whole on one page, and split a longer one two lines or more a side", () => {
    const sentence = "Tell me in writing the specific rule you applied and what I did that you say broke it. ";
    /* Four, five, three and nine lines. */
    const items = [3, 4, 2, 8].map((count) => sentence.repeat(count).trim());
    let longSplit = 0;
    for (let filler = 20; filler <= 40; filler += 1) {
      const lines = laidOutLines(listAfter(filler, items));
      const [four, five, three, long] = items.map((item) => pagesOf(lines, item));
      expect(four?.length).toBe(4);
      expect(five?.length).toBe(5);
      expect(long?.length).toBe(9);
      for (const pages of [four, five, three]) expect(new Set(pages).size).toBe(1);
      const onFirst = long?.filter((page) => page === long[0]).length ?? 0;
      if (onFirst < (long?.length ?? 0)) {
        longSplit += 1;
        expect(onFirst).toBeGreaterThanOrEqual(2);
        expect((long?.length ?? 0) - onFirst).toBeGreaterThanOrEqual(2);
      }
    }
    expect(longSplit).toBeGreaterThan(0); // the long item does meet a page break
  });
});

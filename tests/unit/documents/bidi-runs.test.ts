import { describe, expect, it } from "vitest";
import type { LetterBlock } from "../../../src/domain/letter/blocks.ts";
import { layoutLetter } from "../../../src/server/features/documents/letter-layout.ts";
import type { PdfItem } from "../../../src/server/features/documents/pdf-items.ts";
import { CONTENT_LEFT, CONTENT_WIDTH } from "../../../src/server/features/documents/pdf-page.ts";
import { renderLetterPdf } from "../../../src/server/features/documents/render-pdf.ts";
import { pdfWords } from "./document-tools.ts";

/**
 * A paragraph that mixes right-to-left and left-to-right sentences: each line is cut into runs
 * of one direction, placed in visual order, and a sentence keeps its own full stop.
 */

interface PlacedRun {
  text: string;
  rtl: boolean;
  left: number;
  right: number;
}

/** Every laid-out line of the blocks, as its runs from left to right with their positions. */
function placedLines(blocks: LetterBlock[]): PlacedRun[][] {
  const lines: PlacedRun[][] = [];
  const walk = (items: readonly PdfItem[]) => {
    for (const item of items) {
      if (item.kind === "line") {
        let left = item.rightEdge !== undefined ? item.rightEdge - item.line.width : item.x;
        lines.push(
          item.line.runs.map((run) => {
            const placed = {
              text: item.paragraph.prepared.text.slice(run.start, run.end),
              rtl: run.rtl,
              left,
              right: left + run.width,
            };
            left += run.width;
            return placed;
          }),
        );
      } else if ("items" in item) walk(item.items);
    }
  };
  walk(layoutLetter(blocks, "Jane Doe").items);
  return lines;
}

const quote = (text: string): LetterBlock[] => [{ kind: "quote", paragraphs: [text] }];
/** The line's runs of one direction, left to right, each as typed ("R:" right to left, "L:" left to right). */
function runTexts(runs: readonly PlacedRun[]): string[] {
  const merged: Array<{ rtl: boolean; text: string }> = [];
  for (const run of runs) {
    const last = merged.at(-1);
    /* Runs also split where the font changes; side by side, right-to-left runs read from the right one. */
    if (last && last.rtl === run.rtl) last.text = run.rtl ? run.text + last.text : last.text + run.text;
    else merged.push({ rtl: run.rtl, text: run.text });
  }
  return merged.map((run) => `${run.rtl ? "R" : "L"}:${run.text.trim()}`);
}

describe("a paragraph of Arabic or Hebrew with an English sentence in it", () => {
  it("reads right to left from its first letter, and the English sentence keeps its full stop on its right", () => {
    const [line] = placedLines(quote("فقدت حسابي. I lost my account."));
    expect(runTexts(line ?? [])).toEqual(["L:I lost my account.", "R:فقدت حسابي."]);
    const [english, arabic] = line ?? [];
    /* Set flush right, the English run to the left of the Arabic one, touching it. */
    expect(arabic?.right).toBeCloseTo(CONTENT_LEFT + CONTENT_WIDTH, 3);
    expect(english?.right).toBeCloseTo(arabic?.left ?? 0, 3);
  });

  it("keeps the English sentence's words and stop together between two Arabic sentences (Hebrew too)", () => {
    const [arabic] = placedLines(quote("فقدت حسابي. I wrote to them three times. لم يرد أحد."));
    expect(runTexts(arabic ?? [])).toEqual(["R:لم يرد أحد.", "L:I wrote to them three times.", "R:فقدت حسابي."]);
    const [hebrew] = placedLines(quote("איבדתי את החשבון שלי. Nobody answered (twice)! שלום."));
    expect(runTexts(hebrew ?? [])).toEqual(["R:שלום.", "L:Nobody answered (twice)!", "R:איבדתי את החשבון שלי."]);
  });

  it("puts an Arabic sentence's full stop on its left inside an English paragraph", () => {
    const [line] = placedLines([{ kind: "paragraph", text: "I wrote to them. كتبت لهم مرتين." }]);
    expect(runTexts(line ?? [])).toEqual(["L:I wrote to them.", "R:كتبت لهم مرتين."]);
    expect(line?.[0]?.left).toBeCloseTo(CONTENT_LEFT, 3);
  });

  it("leaves a sentence with words of both directions to the plain bidi algorithm", () => {
    const [line] = placedLines(quote("My username is محمد علي and I live in Chicago."));
    expect(runTexts(line ?? [])).toEqual(["L:My username is", "R:محمد علي", "L:and I live in Chicago."]);
  });

  it("orders the runs on every line of a paragraph that wraps", () => {
    const english = "I lost my Instagram account and every photo of my children that I kept there for ten years.";
    const lines = placedLines(quote(`فقدت حسابي على إنستغرام منذ شهر. ${english} لم يرد أحد على طلبي.`));
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      /* Left to right on the page, never overlapping, and every English piece reads in its own order. */
      for (const [index, run] of line.entries()) expect(run.left).toBeCloseTo(line[index - 1]?.right ?? run.left, 3);
      for (const run of line.filter((placed) => !placed.rtl)) expect(english).toContain(run.text.trim());
    }
    const englishEnd = lines.flat().find((run) => run.text.trim().endsWith("ten years."));
    expect(englishEnd?.rtl).toBe(false);
  });
});

describe("the PDF of a mixed paragraph", () => {
  it("prints the English sentence's full stop just right of its last word", async () => {
    const pdf = await renderLetterPdf(
      [{ kind: "quote", paragraphs: ["فقدت حسابي على إنستغرام. I lost all my photos. لم يرد أحد."] }],
      { title: "Letter", author: "Jane Doe" },
    );
    const words = pdfWords(pdf);
    const photos = words.find((word) => word.text === "photos.");
    const first = words.find((word) => word.text === "I");
    expect(photos).toBeDefined();
    expect(first?.xMax).toBeLessThan(photos?.xMin ?? 0);
    /* No stray stop at the left of the English sentence. */
    expect(words.some((word) => /^\.I$|^\.$/.test(word.text) && word.xMax <= (first?.xMin ?? 0) + 1)).toBe(false);
  });
});

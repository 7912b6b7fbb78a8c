import { describe, expect, it } from "vitest";
import type { LetterBlock } from "../../../src/domain/letter/blocks.ts";
import { renderLetterPdf } from "../../../src/server/features/documents/render-pdf.ts";
import { pdfText } from "./document-tools.ts";
import { caseData, everyDocument } from "./every-document.ts";
import { placedLines } from "./layout-lines.ts";
import { longStory } from "./letter-blocks.ts";

/**
 * A document's last page carries a real block of text: never the signature, the enclosures or a
 * last paragraph's few lines alone. Five lines at least, the closing with the whole last paragraph.
 */
const FEWEST_LAST_PAGE_LINES = 5;

function lastPageLines(blocks: readonly LetterBlock[]): { pages: number; lines: string[] } {
  const lines = placedLines(blocks);
  const last = lines.at(-1)?.page ?? 0;
  return { pages: last + 1, lines: lines.filter((line) => line.page === last).map((line) => line.text) };
}

describe("the last page", () => {
  it("holds at least five lines in every document, with enclosures or without, at every letter length", () => {
    const short: string[] = [];
    let multiPage = 0;
    for (const enclosures of [[], ["Screenshot of Meta's notice", "My appeal", "Receipts for Meta Verified"]]) {
      for (let length = 40; length <= 3600; length += 50) {
        const data = caseData({ consequences: longStory(length), enclosures });
        for (const [document, blocks] of everyDocument(data)) {
          const { pages, lines } = lastPageLines(blocks);
          if (pages === 1) continue;
          multiPage += 1;
          if (lines.length < FEWEST_LAST_PAGE_LINES)
            short.push(`${document}, story of ${length}: ${lines.join(" / ")}`);
          const closing = lines.indexOf("Sincerely,");
          if (blocks.some((block) => block.kind === "signature"))
            expect(closing, `${document}, story of ${length}`).toBeGreaterThan(0);
          if (enclosures.length > 0 && document === "letter") expect(lines).toContain("Enclosures:");
        }
      }
    }
    expect(short).toEqual([]);
    expect(multiPage).toBeGreaterThan(100);
  });

  it("of the printed letter shows the closing with the text before it", async () => {
    const data = caseData({ consequences: longStory(1500), enclosures: ["Screenshot of Meta's notice"] });
    const blocks = everyDocument(data).get("letter") ?? [];
    const pages = pdfText(await renderLetterPdf(blocks, { title: "Letter", author: "Zoë Łukasz" })).split("\f");
    const last = (pages.findLast((page) => page.trim()) ?? "").split("\n").filter((line) => line.trim());
    expect(pages.filter((page) => page.trim()).length).toBeGreaterThan(1);
    expect(last.length).toBeGreaterThanOrEqual(FEWEST_LAST_PAGE_LINES + 1); // and the running head
    expect(last.indexOf("Sincerely,")).toBeGreaterThan(2);
  });
});

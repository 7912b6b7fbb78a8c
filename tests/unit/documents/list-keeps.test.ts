import { describe, expect, it } from "vitest";
import type { LetterBlock } from "../../../src/domain/letter/blocks.ts";
import { caseData, type DocumentName, everyDocument } from "./every-document.ts";
import { type PlacedLine, placedLines } from "./layout-lines.ts";
import { longStory } from "./letter-blocks.ts";

/**
 * Keep with next in every document: a heading never ends a page, a list never starts a page apart
 * from its heading or lead-in, a list of three items or fewer stays on one page, and a longer one
 * breaks with at least two items on each side, so no numbered demand or step sits alone at the
 * foot or the head of a page.
 */

const STATES: Record<string, Record<string, unknown>> = {
  WA: {
    state: "WA",
    city: "Seattle",
    zipCode: "98101",
    platforms: ["Instagram"],
    recipientBusinessId: "meta-instagram-disputes",
    accountLogin: "zoe@example.com",
  },
  GA: { state: "GA", city: "Atlanta", zipCode: "30303", platforms: ["Facebook"] },
  IL: {
    state: "IL",
    city: "Chicago",
    zipCode: "60601",
    platforms: ["WhatsApp"],
    username: "+1 312 555 0100",
    recipientBusinessId: "meta-whatsapp-disputes",
    accountLogin: "+1 312 555 0100",
  },
};

/** Problems with how the document's headings and lists meet page breaks, as readable strings. */
function keepProblems(blocks: readonly LetterBlock[]): string[] {
  const lines = placedLines(blocks);
  const problems: string[] = [];
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    if (line.heading && next && !next.heading && next.page !== line.page)
      problems.push(`heading "${line.text}" ends page ${line.page + 1}`);
  });
  const lists = new Map<number, PlacedLine[]>();
  for (const line of lines) if (line.list) lists.set(line.list.list, [...(lists.get(line.list.list) ?? []), line]);
  for (const listLines of lists.values()) {
    const count = listLines[0]?.list?.items ?? 0;
    const first = (item: number) => listLines.find((line) => line.list?.item === item);
    const last = (item: number) => listLines.findLast((line) => line.list?.item === item);
    const before = lines[lines.indexOf(listLines[0] as PlacedLine) - 1];
    if (before && before.page !== listLines[0]?.page)
      problems.push(
        `list "${listLines[0]?.text}" starts page ${(listLines[0]?.page ?? 0) + 1} apart from "${before.text}"`,
      );
    for (let item = 1; item < count; item += 1) {
      if (first(item)?.page === last(item - 1)?.page) continue;
      const where = `the list of ${count} breaks before item ${item + 1} ("${first(item)?.text}")`;
      if (count <= 3) problems.push(`${where}: a short list stays whole`);
      else if (item < 2 || count - item < 2) problems.push(`${where}: one item alone`);
    }
  }
  return problems;
}

describe("headings and lists at page breaks", () => {
  for (const [state, overrides] of Object.entries(STATES)) {
    it(`keep together in every document for ${state}, at every letter length`, () => {
      const problems: string[] = [];
      const breaksInLists = new Set<DocumentName>();
      for (let length = 40; length <= 3600; length += 70) {
        const data = caseData({
          ...overrides,
          consequences: longStory(length),
          amountClaimed: "1200",
          amountBasis: longStory(40 + (length % 260)),
          appeals: [{ date: "2026-11-01", method: "the in-app form" }],
        });
        for (const [document, blocks] of everyDocument(data)) {
          for (const problem of keepProblems(blocks)) problems.push(`${document}, story of ${length}: ${problem}`);
          const lines = placedLines(blocks);
          if (lines.some((line, index) => line.list && index > 0 && line.page !== lines[index - 1]?.page))
            breaksInLists.add(document);
        }
      }
      expect(problems).toEqual([]);
      /* Page breaks do fall inside and just before lists, in the letter among others. */
      expect(breaksInLists.has("letter")).toBe(true);
    });
  }
});

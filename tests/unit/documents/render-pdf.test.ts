import { describe, expect, it } from "vitest";
import { renderLetterText } from "../../../src/domain/letter/render-text.ts";
import { buildLetter, type LetterData } from "../../../src/domain/letter/template.ts";
import { letterDocumentMeta } from "../../../src/server/features/documents/document-meta.ts";
import { renderLetterPdf } from "../../../src/server/features/documents/render-pdf.ts";
import { LETTER_DATE, letterData } from "../letter/letter-data.ts";
import { firstMissingInOrder, normalise, pdfFonts, pdfInfo, pdfText } from "./document-tools.ts";

const PAGE_FOOTER = /Page (\d+) of (\d+)/g;

async function render(overrides: Partial<LetterData> = {}, mailed = false) {
  const data = letterData(overrides);
  const blocks = buildLetter(data, { date: LETTER_DATE, mailedByCertifiedMail: mailed });
  const pdf = await renderLetterPdf(blocks, letterDocumentMeta(12, data.fullName));
  return { blocks, pdf, text: pdfText(pdf) };
}

function pageCount(pdf: Buffer): number {
  return Number(/^Pages:\s+(\d+)/m.exec(pdfInfo(pdf))?.[1]);
}

/** A paragraph of the user's own words, about `length` characters long. */
function longStory(length: number): string {
  const sentence = "Losing the account cut me off from customers, family photos and years of messages. ";
  return sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length).trim();
}

describe("renderLetterPdf", () => {
  it("prints the same lines as the stored letterContent, in the same order", async () => {
    const { blocks, text } = await render({ state: "CA", platforms: ["Instagram", "Threads"] }, true);
    const lines = renderLetterText(blocks)
      .split("\n")
      .map((line) => line.trim().replace(/^- /, ""))
      .filter((line) => line.length > 0);
    expect(firstMissingInOrder(lines, text.replace(PAGE_FOOTER, " "))).toBeUndefined();
    expect(normalise(text)).toContain("1. Restore my Instagram and Threads accounts");
  });

  it("prints every character a user types, from an embedded font", async () => {
    const { pdf, text } = await render({
      fullName: "Zoë Łukasz",
      city: "Ağrı",
      consequences: "Đorđe and Søren helped me. Müller, Nguyễn Thị Hương, Ελένη and Дмитрий too.",
    });
    for (const word of ["Zoë Łukasz", "Ağrı", "Đorđe", "Søren", "Müller", "Nguyễn Thị Hương", "Ελένη", "Дмитрий", "“jane.doe”"]) {
      expect(text).toContain(word);
    }
    const fonts = pdfFonts(pdf);
    expect(fonts).toMatch(/DejaVuSans\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/DejaVuSans-Bold\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).not.toMatch(/Helvetica/);
  });

  it("names its title and author, on US Letter pages", async () => {
    const { pdf } = await render({ fullName: "Zoë Łukasz" });
    const info = pdfInfo(pdf);
    expect(info).toMatch(/^Title:\s+Demand for reinstatement — Letter #12$/m);
    expect(info).toMatch(/^Author:\s+Zoë Łukasz$/m);
    expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
  });

  it("numbers its pages 'Page N of M' when it runs past one page", async () => {
    const { pdf, text } = await render();
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const footers = [...text.matchAll(PAGE_FOOTER)].map((match) => [Number(match[1]), Number(match[2])]);
    expect(footers).toEqual(Array.from({ length: pages }, (_, index) => [index + 1, pages]));
  });

  it("leaves a one-page document unnumbered", async () => {
    const pdf = await renderLetterPdf([{ kind: "paragraph", text: "Short." }], { title: "T", author: "A" });
    expect(pageCount(pdf)).toBe(1);
    expect(pdfText(pdf)).not.toMatch(PAGE_FOOTER);
  });

  it("paginates a letter with 2,000 characters of consequences cleanly", async () => {
    const story = longStory(2000);
    const { pdf, blocks, text } = await render({ consequences: story });
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(3);
    expect(normalise(text.replace(PAGE_FOOTER, " "))).toContain(normalise(story));
    const pageTexts = text.split("\f").filter((page) => page.trim().length > 0);
    expect(pageTexts).toHaveLength(pages);
    /* The signature never starts a page alone: the closing paragraph is on its page. */
    const lastPage = normalise(pageTexts[pages - 1] ?? "");
    expect(lastPage).toContain("Please reply to me at the address or email above. Sincerely, Jane Doe");
    expect(blocks.at(-1)?.kind).toBe("signature");
  });

  it("keeps 5,000 characters of one-line consequences on the pages, with every word", async () => {
    const story = longStory(5000);
    const { pdf, text } = await render({ consequences: story });
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(3);
    expect(normalise(text.replace(PAGE_FOOTER, " "))).toContain(normalise(story));
  });
});

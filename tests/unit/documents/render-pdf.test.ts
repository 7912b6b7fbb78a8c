import { describe, expect, it } from "vitest";
import type { LetterBlock } from "../../../src/domain/letter/blocks.ts";
import { renderLetterText } from "../../../src/domain/letter/render-text.ts";
import { buildLetter, type LetterData } from "../../../src/domain/letter/template.ts";
import { letterDocumentMeta } from "../../../src/server/features/documents/document-meta.ts";
import { countPdfPages } from "../../../src/server/features/documents/pdf-pages.ts";
import { renderLetterPdf } from "../../../src/server/features/documents/render-pdf.ts";
import { LETTER_DATE, letterData } from "../letter/letter-data.ts";
import { firstMissingInOrder, normalise, pdfInfo, pdfMeta, pdfStructure, pdfText } from "./document-tools.ts";
import { letterBlocks, longStory } from "./letter-blocks.ts";

/** "Jane Doe — page 2 of 3" at the top of every page after the first. */
const CONTINUATION = /^(.*) — page (\d+) of (\d+)$/gm;

async function render(overrides: Partial<LetterData> = {}, mailed = false) {
  const data = letterData(overrides);
  const blocks = buildLetter(data, {
    date: LETTER_DATE,
    ...(mailed ? { mailing: { trackingNumber: "9407111899561234567890" } } : {}),
  });
  const pdf = await renderLetterPdf(blocks, letterDocumentMeta(12, data.fullName));
  return { blocks, pdf, text: pdfText(pdf) };
}

const pageCount = (pdf: Buffer) => Number(/^Pages:\s+(\d+)/m.exec(pdfInfo(pdf))?.[1]);
const withoutContinuations = (text: string) => text.replace(CONTINUATION, " ");

describe("renderLetterPdf", () => {
  it("prints the same lines as the stored letterContent, in the same order", async () => {
    const { blocks, text } = await render({ state: "CA", platforms: ["Instagram", "Threads"] }, true);
    const lines = renderLetterText(blocks)
      .split("\n")
      .map((line) => line.trim().replace(/^- /, ""))
      .filter((line) => line.length > 0);
    expect(firstMissingInOrder(lines, withoutContinuations(text))).toBeUndefined();
    expect(normalise(text)).toContain("1. Restore my Instagram and Threads accounts");
  });

  it("names its title, author and subject and nothing else: no Creator, no Producer", async () => {
    const blocks = letterBlocks({ name: "Zoë Łukasz" });
    const pdf = await renderLetterPdf(
      blocks,
      letterDocumentMeta(12, "Zoë Łukasz", "Subject: Formal demand for reinstatement"),
    );
    const info = pdfInfo(pdf);
    expect(info).toMatch(/^Title:\s+Demand for reinstatement — Letter #12$/m);
    expect(info).toMatch(/^Author:\s+Zoë Łukasz$/m);
    expect(info).toMatch(/^Subject:\s+Formal demand for reinstatement$/m);
    expect(info).not.toMatch(/^(Creator|Producer):/m);
    expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
    expect(pdfMeta(pdf)).not.toMatch(/PDFKit|CreatorTool|Producer/);
  });

  it("is a tagged PDF/A-2b file: version 1.7, XMP identification, sRGB output intent, real structure", async () => {
    const pdf = await renderLetterPdf(letterBlocks({ enclosures: ["A copy of my appeal"] }), {
      title: "T",
      author: "Jane & <Doe>",
    });
    const info = pdfInfo(pdf);
    expect(info).toMatch(/^PDF version:\s+1\.7$/m);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    const xmp = pdfMeta(pdf);
    expect(xmp).toContain("<pdfaid:part>2</pdfaid:part>");
    expect(xmp).toContain("<pdfaid:conformance>B</pdfaid:conformance>");
    expect(xmp).toContain("<rdf:li>Jane &#38; &#60;Doe&#62;</rdf:li>");
    expect(pdf.toString("latin1")).toMatch(/\/S \/GTS_PDFA1/);
    const structure = pdfStructure(pdf);
    for (const tag of ["Document", "H1", "H2", "P", "L", "LI", "Lbl", "LBody", "BlockQuote"])
      expect(structure).toContain(tag);
  });

  it("is the same file, byte for byte, for the same letter and date", async () => {
    const meta = { title: "T", author: "A", createdAt: new Date("2026-11-22T20:00:00Z") };
    const [first, second] = await Promise.all([
      renderLetterPdf(letterBlocks(), meta),
      renderLetterPdf(letterBlocks(), meta),
    ]);
    expect(first.equals(second)).toBe(true);
  });

  it("names the sender and the page at the top of every page after the first", async () => {
    const { pdf, text } = await render({ consequences: longStory(3000) });
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(countPdfPages(pdf)).toBe(pages);
    const pageTexts = text.split("\f").filter((page) => page.trim().length > 0);
    expect(pageTexts[0]).not.toMatch(CONTINUATION);
    pageTexts.slice(1).forEach((page, index) => {
      expect(page.trim().split("\n")[0]).toBe(`Jane Doe — page ${index + 2} of ${pages}`);
    });
  });

  it("leaves a one-page document unnumbered", async () => {
    const pdf = await renderLetterPdf([{ kind: "paragraph", text: "Short." }], { title: "T", author: "A" });
    expect(pageCount(pdf)).toBe(1);
    expect(countPdfPages(pdf)).toBe(1);
    expect(pdfText(pdf)).not.toMatch(/page \d+ of/i);
  });

  it("paginates a letter with 2,000 characters of consequences cleanly", async () => {
    const story = longStory(2000);
    const { pdf, blocks, text } = await render({ consequences: story });
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(3);
    expect(normalise(withoutContinuations(text))).toContain(normalise(story));
    const pageTexts = text.split("\f").filter((page) => page.trim().length > 0);
    expect(pageTexts).toHaveLength(pages);
    /* The signature never starts a page alone: the closing paragraph is on its page. */
    const signature = blocks.find((block) => block.kind === "signature");
    const closing = blocks[blocks.findIndex((block) => block.kind === "signature") - 1];
    const lastPage = normalise(pageTexts[pages - 1] ?? "");
    expect(lastPage).toContain(closing?.kind === "paragraph" ? closing.text : "");
    expect(lastPage).toContain(signature?.kind === "signature" ? `${signature.closing} ${signature.name}` : "");
  });

  it("keeps 5,000 characters of one-line consequences on the pages, with every word", async () => {
    const story = longStory(5000);
    const { pdf, text } = await render({ consequences: story });
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(3);
    expect(normalise(withoutContinuations(text))).toContain(normalise(story));
  });

  it("breaks a 5,000-character word across lines quickly, keeping every character", async () => {
    const word = "abcdefghij".repeat(500);
    const blocks: LetterBlock[] = [{ kind: "quote", paragraphs: [word] }];
    const started = performance.now();
    const pdf = await renderLetterPdf(blocks, { title: "T", author: "A" });
    expect(performance.now() - started).toBeLessThan(2000);
    const text = pdfText(pdf).replace(CONTINUATION, "").replace(/\s+/g, "");
    expect(text).toBe(word);
    expect(pageCount(pdf)).toBeGreaterThan(1);
  });
});

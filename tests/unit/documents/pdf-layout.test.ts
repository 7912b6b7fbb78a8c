import { describe, expect, it } from "vitest";
import type { LetterBlock } from "../../../src/domain/letter/blocks.ts";
import { ENVELOPE_WINDOWS } from "../../../src/server/features/documents/envelope-window.ts";
import { renderLetterPdf } from "../../../src/server/features/documents/render-pdf.ts";
import { normalise, pdfImages, pdfText, pdfWords, type PdfWord } from "./document-tools.ts";
import { letterBlocks, signaturePng } from "./letter-blocks.ts";

const meta = { title: "Demand for reinstatement — Letter #12", author: "Jane Doe" };
const INCH = 72;

/** The words of the line that starts with `first` (same page, same baseline). */
function lineOf(words: readonly PdfWord[], first: string): PdfWord[] {
  const start = words.find((word) => word.text === first);
  if (!start) throw new Error(`No word "${first}"`);
  return words.filter((word) => word.page === start.page && Math.abs(word.yMax - start.yMax) < 1);
}

function box(words: readonly PdfWord[]) {
  return {
    xMin: Math.min(...words.map((word) => word.xMin)),
    xMax: Math.max(...words.map((word) => word.xMax)),
    yMin: Math.min(...words.map((word) => word.yMin)),
    yMax: Math.max(...words.map((word) => word.yMax)),
  };
}

function inWindow(words: readonly PdfWord[], window: { left: number; top: number; width: number; height: number }) {
  const found = box(words);
  expect(found.xMin).toBeGreaterThanOrEqual(window.left * INCH);
  expect(found.xMax).toBeLessThanOrEqual((window.left + window.width) * INCH);
  expect(found.yMin).toBeGreaterThanOrEqual(window.top * INCH - 1);
  expect(found.yMax).toBeLessThanOrEqual((window.top + window.height) * INCH);
}

describe("the first page and a #10 double-window envelope", () => {
  it("shows the recipient through the lower window and the return address through the upper one", async () => {
    const words = pdfWords(
      await renderLetterPdf(letterBlocks({ mailing: "Via USPS Certified Mail No. 9407 1118 9956 1234" }), meta),
    );
    const recipient = ["Meta", "Attn:", "1", "Menlo"].flatMap((first) => lineOf(words, first));
    inWindow(recipient, ENVELOPE_WINDOWS.recipient);
    const returnAddress = ["Jane", "123", "Springfield,"].flatMap((first) =>
      lineOf(words, first).filter((word) => word.yMin < 2 * INCH),
    );
    inWindow(returnAddress, ENVELOPE_WINDOWS.returnAddress);
  });

  it("shows the whole sender block, email and phone lines too, through the return-address window", async () => {
    for (const sender of [
      ["Jane Doe", "123 Main St", "Springfield, IL 62701", "jane@example.com", "(555) 123-4567"],
      [
        "Maximiliana Alexandria Worthington-Smythe",
        "4521 North Lincoln Park West Boulevard, Apartment 1204",
        "Springfield, IL 62701",
        "maximiliana.worthington-smythe@example-mail.com",
        "(555) 123-4567",
      ],
    ]) {
      const blocks = letterBlocks({ mailing: "Via USPS Certified Mail" });
      blocks[0] = { kind: "sender", lines: sender };
      const words = pdfWords(await renderLetterPdf(blocks, meta));
      const senderWords = sender.flatMap((line) => line.split(" "));
      const printed = words.slice(0, senderWords.length);
      expect(printed.map((word) => word.text)).toEqual(senderWords);
      inWindow(printed, ENVELOPE_WINDOWS.returnAddress);
    }
  });

  it("prints the mailing line directly above the recipient block", async () => {
    const words = pdfWords(
      await renderLetterPdf(letterBlocks({ mailing: "Via USPS Certified Mail No. 9407 1118 9956 1234" }), meta),
    );
    const mailing = box(lineOf(words, "Via"));
    const recipient = box(lineOf(words, "Meta"));
    expect(mailing.yMax).toBeLessThanOrEqual(recipient.yMin + 1);
    expect(recipient.yMin - mailing.yMin).toBeLessThan(16); // the next line, no gap
    expect(box(lineOf(words, "November")).yMax).toBeLessThan(mailing.yMin);
  });
});

describe("the signature and enclosures", () => {
  it("prints a typed signature above the line and the printed name", async () => {
    const pdf = await renderLetterPdf(letterBlocks({ mark: { kind: "typed", text: "/s/ Jane Doe" } }), meta);
    expect(normalise(pdfText(pdf))).toMatch(/Sincerely, \/s\/ Jane Doe Jane Doe$/);
    const words = pdfWords(pdf);
    const printedName = words.filter((word) => word.text === "Jane").at(-1) as PdfWord;
    expect(box(lineOf(words, "/s/")).yMax).toBeLessThan(printedName.yMin);
  });

  it("draws a drawn signature as an image (with its transparency), no bigger than 200 x 50 pt", async () => {
    const pdf = await renderLetterPdf(letterBlocks({ mark: { kind: "drawn", png: signaturePng() } }), meta);
    const images = pdfImages(pdf);
    expect(images).toMatch(/^\s*\d+\s+0\s+image\s+120\s+40\s/m);
    expect(images).toMatch(/smask\s+120\s+40/);
    expect(normalise(pdfText(pdf))).toMatch(/Sincerely, Jane Doe$/);
  });

  it("leaves room to sign when there is no mark, and ignores a mark that is not a PNG", async () => {
    const pdf = await renderLetterPdf(
      letterBlocks({ mark: { kind: "drawn", png: "data:image/png;base64,AAAA" } }),
      meta,
    );
    expect(pdfImages(pdf)).not.toMatch(/image/);
  });

  it("lists the enclosures after the signature, each on its own indented line", async () => {
    const enclosures = ["Screenshot of the ban notice", "Copy of my appeal of November 3, 2026"];
    const pdf = await renderLetterPdf(letterBlocks({ enclosures }), meta);
    expect(normalise(pdfText(pdf))).toMatch(
      /Sincerely, Jane Doe Enclosures: Screenshot of the ban notice Copy of my appeal of November 3, 2026$/,
    );
    const words = pdfWords(pdf);
    const label = box(lineOf(words, "Enclosures:"));
    for (const first of ["Screenshot", "Copy"]) {
      const item = box(lineOf(words, first));
      expect(item.xMin).toBeGreaterThan(label.xMin + 10);
      expect(item.yMin).toBeGreaterThan(label.yMax - 1);
    }
  });
});

describe("page breaks", () => {
  /** Letters whose headings and list items fall at every height of the first page's foot. */
  function paddedLetters(): Array<{ blocks: LetterBlock[]; headings: string[] }> {
    return Array.from({ length: 10 }, (_, variant) => {
      const filler = "Losing the account cut me off from customers. ".repeat(24 + variant);
      const blocks: LetterBlock[] = [
        { kind: "paragraph", text: filler },
        { kind: "paragraph", text: filler },
        { kind: "heading", text: "What I ask you to do" },
        {
          kind: "list",
          style: "numbered",
          items: [
            "Restore my Instagram account and all of its content, including the photos, videos and messages that were on it.",
            "Have a person, not only an automated system, review the decision and tell me what they found in writing.",
            "Remove any strike or violation that this decision put on my account.",
          ],
        },
        { kind: "heading", text: "Deadline" },
        { kind: "paragraph", text: filler },
      ];
      return { blocks, headings: ["What I ask you to do", "Deadline"] };
    });
  }

  it("never leaves a heading, or a single line of a list item, alone at the foot or head of a page", async () => {
    let headingsMoved = 0;
    for (const { blocks, headings } of paddedLetters()) {
      const pages = pdfText(await renderLetterPdf(blocks, meta))
        .split("\f")
        .map((page) =>
          page
            .split("\n")
            .map((line) => line.trim())
            .filter((line) => line && !/ — page \d+ of \d+$/.test(line)),
        )
        .filter((lines) => lines.length > 0);
      pages.forEach((lines, index) => {
        const last = lines.at(-1) ?? "";
        expect(headings).not.toContain(last);
        if (index < pages.length - 1) {
          /* A list item's two lines are never split: the page does not end on an item's first line. */
          expect(last).not.toMatch(/^\d\. .*(including the|decision and tell me)$/);
        }
        if (index > 0) expect(lines[0]).not.toMatch(/^(in writing\.|that were on it\.)/);
        if (index > 0 && headings.includes(lines[0] ?? "")) headingsMoved += 1;
      });
    }
    expect(headingsMoved).toBeGreaterThan(3); // the letters do put headings at a page foot
  });
});

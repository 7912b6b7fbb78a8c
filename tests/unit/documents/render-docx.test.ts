import { describe, expect, it } from "vitest";
import { buildLetter } from "../../../src/domain/letter/template.ts";
import { letterDocumentMeta } from "../../../src/server/features/documents/document-meta.ts";
import { renderLetterDocx } from "../../../src/server/features/documents/render-docx.ts";
import { LETTER_DATE, letterData } from "../letter/letter-data.ts";
import { blockTexts, firstMissingInOrder, unescapeXml, zipEntry } from "./document-tools.ts";
import { letterBlocks, signaturePng } from "./letter-blocks.ts";

const data = letterData({ fullName: "Zoë Łukasz", state: "CA", platforms: ["Facebook", "WhatsApp"] });
const blocks = buildLetter(data, { date: LETTER_DATE, mailing: { trackingNumber: "9407111899561234567890" } });
const docx = await renderLetterDocx(
  blocks,
  letterDocumentMeta(12, data.fullName, "Subject: Formal demand for reinstatement"),
);
const documentXml = zipEntry(docx, "word/document.xml");

interface WordParagraph {
  style?: string;
  numbered: boolean;
  rightToLeft: boolean;
  text: string;
  xml: string;
}

/** Each <w:p> of the body as { style, numbered, text, ... }. */
function paragraphs(xml: string): WordParagraph[] {
  return [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map(([, inner = ""]) => ({
    style: /<w:pStyle w:val="([^"]+)"/.exec(inner)?.[1],
    numbered: inner.includes("<w:numPr>"),
    rightToLeft: inner.includes("<w:bidi/>"),
    text: unescapeXml([...inner.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((match) => match[1]).join("")),
    xml: inner,
  }));
}

/** Each run of a paragraph as its text and the fonts it names. */
function runs(paragraph: WordParagraph) {
  return [...paragraph.xml.matchAll(/<w:r>([\s\S]*?)<\/w:r>/g)].map(([, inner = ""]) => ({
    text: unescapeXml(/<w:t[^>]*>([^<]*)<\/w:t>/.exec(inner)?.[1] ?? ""),
    fonts: /<w:rFonts ([^>]*)\/>/.exec(inner)?.[1] ?? "",
    rightToLeft: inner.includes("<w:rtl/>"),
  }));
}

describe("renderLetterDocx", () => {
  it("is a Word file (a zip with word/document.xml)", () => {
    expect(docx.subarray(0, 2).toString()).toBe("PK");
  });

  it("holds every piece of the letter, in order, one paragraph each (the mailing line included)", () => {
    const texts = paragraphs(documentXml).map((paragraph) => paragraph.text);
    expect(firstMissingInOrder(blockTexts(blocks), texts.join("\n"))).toBeUndefined();
    for (const piece of blockTexts(blocks)) expect(texts).toContain(piece);
    const mailing = texts.indexOf("Via USPS Certified Mail No. 9407111899561234567890");
    expect(texts[mailing + 1]).toBe("Meta Platforms, Inc.");
  });

  it("uses real styles: headings, the subject, the quote and real lists", () => {
    const body = paragraphs(documentXml);
    const styleOf = (text: string) => body.find((paragraph) => paragraph.text === text)?.style;
    expect(styleOf("What happened")).toBe("Heading2");
    expect(styleOf(blocks.find((block) => block.kind === "subject")?.text ?? "")).toBe("LetterSubject");
    expect(styleOf("I lost ten years of family photos.")).toBe("Quote");
    expect(body.filter((paragraph) => paragraph.numbered).length).toBeGreaterThanOrEqual(7);
    const styles = zipEntry(docx, "word/styles.xml");
    for (const id of ["Normal", "Heading2", "LetterSubject", "Quote", "AddressLine"])
      expect(styles).toContain(`w:styleId="${id}"`);
    const numbering = zipEntry(docx, "word/numbering.xml");
    expect(numbering).toContain('<w:numFmt w:val="decimal"/>');
    expect(numbering).toContain('<w:numFmt w:val="bullet"/>');
  });

  it("keeps a list's lead-in with its first item, and the list's last item with the closing (keepNext, keepLines)", () => {
    const body = paragraphs(documentXml);
    const keeps = (paragraph: WordParagraph | undefined) => ({
      next: paragraph?.xml.includes("<w:keepNext/>"),
      lines: paragraph?.xml.includes("<w:keepLines/>"),
    });
    const lead = body.findIndex((paragraph) => paragraph.text.endsWith("I may take any of these steps:"));
    expect(keeps(body[lead]).next).toBe(true);
    expect(body[lead + 1]?.numbered).toBe(true);
    const closing = body.findIndex((paragraph) => paragraph.text === "Sincerely,");
    /* The last paragraph, whole, then back to the last of the next steps. */
    expect(keeps(body[closing - 1])).toEqual({ next: true, lines: true });
    expect(body[closing - 2]?.numbered).toBe(true);
    expect(keeps(body[closing - 2])).toEqual({ next: true, lines: true });
    expect(keeps(body[closing]).next).toBe(true);
    /* A short list (the next steps) keeps whole; a longer one (the demands) keeps two items a side at a page break. */
    expect(keeps(body[lead + 1])).toEqual({ next: true, lines: true });
    const demands = body.findIndex((paragraph) => paragraph.text.startsWith("Restore my"));
    expect(keeps(body[demands]).next).toBe(true);
    /* Its middle items keep their lines, not their place beside the next item. */
    expect(keeps(body[demands + 2])).toEqual({ next: false, lines: true });
  });

  it("sets text in the PDF's fonts at its sizes: DejaVu Sans 11 pt, addresses 10 pt", () => {
    const styles = zipEntry(docx, "word/styles.xml");
    expect(styles).toMatch(
      /<w:rFonts w:ascii="DejaVu Sans" w:cs="DejaVu Sans" w:eastAsia="DejaVu Sans" w:hAnsi="DejaVu Sans"\/>/,
    );
    expect(styles).toContain('<w:sz w:val="22"/>');
    expect(styles).toMatch(/w:styleId="AddressLine"[\s\S]*?<w:sz w:val="20"\/>/);
  });

  it("is laid out on US Letter with 1 inch margins and the sender and page at the top of pages 2 on", () => {
    expect(documentXml).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    expect(documentXml).toMatch(/<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/);
    expect(documentXml).toContain("<w:titlePg/>");
    const headers = [zipEntry(docx, "word/header1.xml"), zipEntry(docx, "word/header2.xml")].join("");
    expect(headers).toContain("Zoë Łukasz — ");
    expect(headers).toContain("PAGE");
    expect(headers).toContain("NUMPAGES");
  });

  it("names its title, creator and subject, and no product", () => {
    const core = zipEntry(docx, "docProps/core.xml");
    expect(core).toContain("<dc:title>Demand for reinstatement — Letter #12</dc:title>");
    expect(core).toContain("<dc:creator>Zoë Łukasz</dc:creator>");
    expect(core).toContain("<dc:subject>Formal demand for reinstatement</dc:subject>");
    expect(core).not.toContain("<dc:description>");
  });
});

describe("renderLetterDocx, scripts and signatures", () => {
  it("gives each script its family: Noto per script, right to left for Arabic and Hebrew, East Asian hints for CJK", async () => {
    const file = await renderLetterDocx(
      letterBlocks({ name: "محمد 王小明", story: ["שלום עולם", "I lost 我的账号 and 계정."] }),
      { title: "T", author: "A" },
    );
    const body = paragraphs(zipEntry(file, "word/document.xml"));
    const nameRuns = runs(body[0] as WordParagraph);
    /* The space after the Arabic stands between it and the Chinese, in the line's own direction. */
    expect(nameRuns.map((run) => [run.text, run.rightToLeft])).toEqual([
      ["محمد", true],
      [" ", false],
      ["王小明", false],
    ]);
    expect(nameRuns[0]?.fonts).toContain('w:cs="Noto Sans Arabic"');
    expect(nameRuns[2]?.fonts).toMatch(/w:eastAsia="Noto Sans SC".*w:hint="eastAsia"/);
    const hebrew = body.find((paragraph) => paragraph.text === "שלום עולם") as WordParagraph;
    expect(hebrew.rightToLeft).toBe(true);
    expect(runs(hebrew)[0]?.fonts).toContain('w:cs="Noto Sans Hebrew"');
    const mixed = runs(body.find((paragraph) => paragraph.text.startsWith("I lost")) as WordParagraph);
    expect(mixed.map((run) => [run.text, /w:ascii="([^"]+)"/.exec(run.fonts)?.[1]])).toEqual([
      ["I lost ", "DejaVu Sans"],
      ["我的账号", "Noto Sans SC"],
      [" and ", "DejaVu Sans"],
      ["계정", "Noto Sans KR"],
      [".", "DejaVu Sans"],
    ]);
  });

  it("marks right to left by the same bidi levels as the PDF: an Arabic or Hebrew name keeps the English around it in place", async () => {
    const file = await renderLetterDocx(
      letterBlocks({ name: "ليلى حداد, 12 Market St", story: ["עמוד 12 בספר, ואז “the end”."] }),
      { title: "T", author: "A" },
    );
    const body = paragraphs(zipEntry(file, "word/document.xml"));
    const direction = (paragraph: WordParagraph | undefined) =>
      runs(paragraph as WordParagraph).map((run) => [run.text, run.rightToLeft]);
    /* The sender line reads left to right, as in the PDF: only the name is set right to left; its comma and house number are not pulled into it. */
    const sender = body[0] as WordParagraph;
    expect(sender.rightToLeft).toBe(false);
    expect(direction(sender)).toEqual([
      ["ليلى حداد", true],
      [", 12 ", false],
      ["Market St", false],
    ]);
    const own = body.find((paragraph) => paragraph.text.startsWith("My name is"));
    expect(direction(own).filter(([, rtl]) => rtl)).toEqual([["ليلى حداد", true]]);
    /* A Hebrew paragraph reads right to left; its number rides with the Hebrew, the English quotation keeps its own order. */
    const hebrew = body.find((paragraph) => paragraph.text.startsWith("עמוד")) as WordParagraph;
    expect(hebrew.rightToLeft).toBe(true);
    expect(direction(hebrew).filter(([text]) => /[a-z]/.test(String(text)))).toEqual([["the end", false]]);
    expect(direction(hebrew)[0]).toEqual(["עמוד ", true]);
  });

  it("puts a typed signature on the signature line", async () => {
    const file = await renderLetterDocx(letterBlocks({ mark: { kind: "typed", text: "/s/ Jane Doe" } }), {
      title: "T",
      author: "A",
    });
    const body = paragraphs(zipEntry(file, "word/document.xml"));
    const mark = body.find((paragraph) => paragraph.text === "/s/ Jane Doe") as WordParagraph;
    expect(mark.xml).toContain("<w:bottom");
    expect(body.at(-1)?.text).toBe("Jane Doe");
  });

  it("puts a drawn signature on the line as an image with alt text", async () => {
    const file = await renderLetterDocx(letterBlocks({ mark: { kind: "drawn", png: signaturePng() } }), {
      title: "T",
      author: "A",
    });
    const xml = zipEntry(file, "word/document.xml");
    expect(xml).toMatch(/<wp:docPr [^>]*descr="Signature of Jane Doe"/);
    expect(zipEntry(file, "word/media/image1.png").length).toBeGreaterThan(0);
  });

  it("lists the enclosures after the signature, indented", async () => {
    const file = await renderLetterDocx(
      letterBlocks({ enclosures: ["Screenshot of the ban notice", "Copy of my appeal"] }),
      { title: "T", author: "A" },
    );
    const body = paragraphs(zipEntry(file, "word/document.xml"));
    expect(body.slice(-3).map((paragraph) => paragraph.text)).toEqual([
      "Enclosures:",
      "Screenshot of the ban notice",
      "Copy of my appeal",
    ]);
    expect(body.at(-1)?.xml).toMatch(/<w:ind w:left="360"\/>/);
  });
});

import { describe, expect, it } from "vitest";
import { buildLetter } from "../../../src/domain/letter/template.ts";
import { letterDocumentMeta } from "../../../src/server/features/documents/document-meta.ts";
import { renderLetterDocx } from "../../../src/server/features/documents/render-docx.ts";
import { LETTER_DATE, letterData } from "../letter/letter-data.ts";
import { blockTexts, firstMissingInOrder, zipEntry } from "./document-tools.ts";

const data = letterData({ fullName: "Zoë Łukasz", state: "CA", platforms: ["Facebook", "WhatsApp"] });
const blocks = buildLetter(data, { date: LETTER_DATE, mailedByCertifiedMail: true });
const docx = await renderLetterDocx(blocks, letterDocumentMeta(12, data.fullName));
const documentXml = zipEntry(docx, "word/document.xml");

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** Each <w:p> of the body as { style, text, numbered }. */
function paragraphs(xml: string) {
  return [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map(([, inner = ""]) => ({
    style: /<w:pStyle w:val="([^"]+)"/.exec(inner)?.[1],
    numbered: inner.includes("<w:numPr>"),
    text: unescapeXml([...inner.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((match) => match[1]).join("")),
  }));
}

describe("renderLetterDocx", () => {
  it("is a Word file (a zip with word/document.xml)", () => {
    expect(docx.subarray(0, 2).toString()).toBe("PK");
  });

  it("holds every piece of the letter, in order, one paragraph each", () => {
    const texts = paragraphs(documentXml).map((paragraph) => paragraph.text);
    expect(firstMissingInOrder(blockTexts(blocks), texts.join("\n"))).toBeUndefined();
    for (const piece of blockTexts(blocks)) expect(texts).toContain(piece);
  });

  it("uses real styles: headings, the subject, the quote and real lists", () => {
    const body = paragraphs(documentXml);
    const styleOf = (text: string) => body.find((paragraph) => paragraph.text === text)?.style;
    expect(styleOf("What happened")).toBe("Heading2");
    expect(styleOf(blocks.find((block) => block.kind === "subject")?.text ?? "")).toBe("LetterSubject");
    expect(styleOf("I lost ten years of family photos.")).toBe("Quote");
    const numbered = body.filter((paragraph) => paragraph.numbered).map((paragraph) => paragraph.text);
    expect(numbered).toHaveLength(7);
    expect(numbered[0]).toBe("Restore my Facebook and WhatsApp accounts and all of their content.");
    const styles = zipEntry(docx, "word/styles.xml");
    for (const id of ["Normal", "Heading2", "LetterSubject", "Quote", "AddressLine"]) expect(styles).toContain(`w:styleId="${id}"`);
    const numbering = zipEntry(docx, "word/numbering.xml");
    expect(numbering).toContain('<w:numFmt w:val="decimal"/>');
    expect(numbering).toContain('<w:numFmt w:val="bullet"/>');
  });

  it("is laid out on US Letter with 1 inch margins and page numbers in the footer", () => {
    expect(documentXml).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    expect(documentXml).toMatch(/<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/);
    const footer = zipEntry(docx, "word/footer1.xml");
    expect(footer).toContain("PAGE");
    expect(footer).toContain("NUMPAGES");
  });

  it("names its title and creator", () => {
    const core = zipEntry(docx, "docProps/core.xml");
    expect(core).toContain("<dc:title>Demand for reinstatement — Letter #12</dc:title>");
    expect(core).toContain("<dc:creator>Zoë Łukasz</dc:creator>");
  });
});

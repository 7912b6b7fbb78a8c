import { describe, expect, it } from "vitest";
import { unprintableCharacters } from "../../../src/domain/letter/font-coverage.ts";
import { renderLetterPdf } from "../../../src/server/features/documents/render-pdf.ts";
import { normalise, pdfFonts, pdfText, withoutBidiControls } from "./document-tools.ts";
import { letterBlocks } from "./letter-blocks.ts";

const meta = { title: "Demand for reinstatement — Letter #12", author: "Sender" };

async function render(name: string, story: string[], city?: string) {
  const pdf = await renderLetterPdf(letterBlocks({ name, story, ...(city ? { city } : {}) }), {
    ...meta,
    author: name,
  });
  return { pdf, text: normalise(withoutBidiControls(pdfText(pdf))), fonts: pdfFonts(pdf) };
}

/** An embedded subset of the font: "ABCDEF+NotoSansSC-Regular  CID TrueType  Identity-H  yes yes yes". */
const embeddedSubset = (postscriptName: string) =>
  new RegExp(`[A-Z]{6}\\+${postscriptName}(-\\d+)?\\s+CID TrueType\\s+Identity-H\\s+yes yes yes`);

const noSpaces = (text: string) => text.replace(/\s+/g, "");

describe("every script prints, from an embedded subset font, and copies back as typed", () => {
  it("Latin, Greek, Cyrillic and Vietnamese (DejaVu Sans)", async () => {
    const story = ["Đorđe and Søren helped me. Müller, Nguyễn Thị Hương, Ελένη Παπαδοπούλου and Дмитрий Иванов too."];
    const { text, fonts } = await render("Zoë Łukasz", story, "Ağrı");
    for (const word of [
      "Zoë Łukasz",
      "Ağrı",
      "Đorđe",
      "Søren",
      "Nguyễn Thị Hương",
      "Ελένη Παπαδοπούλου",
      "Дмитрий Иванов",
    ]) {
      expect(text).toContain(word);
    }
    expect(fonts).toMatch(embeddedSubset("DejaVuSans"));
    expect(fonts).toMatch(embeddedSubset("DejaVuSans-Bold"));
    expect(fonts).not.toMatch(/Helvetica|Noto/);
  });

  it("Chinese (simplified and traditional), Japanese and Korean", async () => {
    const story = [
      "我的账号被停用了，我失去了所有客户。這是繁體中文：臺灣的朋友。私のアカウントが停止されました。계정이 비활성화되었습니다.",
    ];
    const { text, fonts } = await render("王小明", story, "台北");
    expect(text).toContain("My name is 王小明.");
    expect(text).toContain("台北, IL 62701");
    expect(noSpaces(text)).toContain(noSpaces(story[0] ?? ""));
    expect(fonts).toMatch(embeddedSubset("NotoSansSC-Regular"));
    expect(fonts).toMatch(embeddedSubset("NotoSansKR-Regular"));
  });

  it("Arabic, shaped and right to left, in the order typed (letters that share a glyph included)", async () => {
    const name = "محمد علي";
    const story = ["فقدت حسابي (مثال) وكل صوري وذكرياتي", "هذا ذ د ث ي ب ت ن لا سلام"];
    const { text, fonts } = await render(name, story);
    expect(text).toContain(`My name is ${name}.`);
    for (const paragraph of story) expect(text).toContain(paragraph);
    expect(fonts).toMatch(embeddedSubset("NotoSansArabic-Regular-RTL"));
  });

  it("Hebrew, right to left, in the order typed", async () => {
    const name = "דוד כהן";
    const story = ["שלום עולם אני מתגעגע לחשבון שלי"];
    const { text, fonts } = await render(name, story);
    expect(text).toContain(`My name is ${name}.`);
    expect(text).toContain(story[0]);
    expect(fonts).toMatch(embeddedSubset("NotoSansHebrew-Regular-RTL"));
  });

  it("Devanagari (vowel signs drawn before their consonant still copy in typed order) and Thai", async () => {
    const story = ["मेरा खाता बंद कर दिया गया। हिन्दी किताब क्षत्रिय", "สวัสดีครับ ผมชื่อสมชาย น้ำ"];
    const { text, fonts } = await render("राहुल शर्मा", story);
    expect(text).toContain("My name is राहुल शर्मा.");
    expect(text).toContain(story[0]);
    expect(noSpaces(text)).toContain(noSpaces(story[1] ?? ""));
    expect(fonts).toMatch(embeddedSubset("NotoSansDevanagari-Regular"));
    expect(fonts).toMatch(embeddedSubset("NotoSansThai-Regular"));
  });

  it("Arabic in bold and within an English line", async () => {
    const blocks = [
      { kind: "subject" as const, text: "Subject: Instagram account “محمد.علي”" },
      { kind: "paragraph" as const, text: "My username is محمد علي and I live in Chicago." },
    ];
    const pdf = await renderLetterPdf(blocks, meta);
    const text = normalise(withoutBidiControls(pdfText(pdf)));
    /* pdftotext puts the space that follows right-to-left text at its start ("is ‫ محمد علي‬and"). */
    expect(text).toMatch(/My username is ?محمد علي ?and I live in Chicago\./);
    expect(pdfFonts(pdf)).toMatch(embeddedSubset("NotoSansArabic-Bold-RTL"));
  });

  it("leaves out what no font has (most emoji), which unprintableCharacters reports", async () => {
    const story = ["I lost everything 👨‍👩‍👧 and my shop 🏪."];
    const { text } = await render("Jane Doe", story);
    expect(unprintableCharacters(story[0] ?? "")).toEqual(["👨‍👩‍👧", "🏪"]);
    expect(text).toContain("I lost everything and my shop .");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LetterBlock } from "../../../src/domain/letter/blocks.ts";
import { demandLetterInputSchema } from "../../../src/domain/letter/schema.ts";
import { buildLetter, type LetterData } from "../../../src/domain/letter/template.ts";
import { letterDocumentMeta } from "../../../src/server/features/documents/document-meta.ts";
import { layoutLetter } from "../../../src/server/features/documents/letter-layout.ts";
import { countLongestLetterPages, longestLetterBlocks } from "../../../src/server/features/documents/render-letter.ts";
import { renderLetterPdf } from "../../../src/server/features/documents/render-pdf.ts";
import { letterInput } from "../../helpers/factories.ts";
import { scaled } from "../../timeouts.ts";
import { normalise, pdfInfo, pdfText } from "./document-tools.ts";
import { laidOutLines, pagesOf } from "./layout-lines.ts";
import { signaturePng } from "./letter-blocks.ts";

/**
 * The page limit on save counts pages from the layout alone (decision 0019). Over random letters
 * in every script the PDF prints, and at the very length where a story tips onto another page,
 * the count must be the page count of the PDF drawn from the same blocks, as poppler reads it.
 */

/** Words and names per script; `joiner` is what goes between words ("" where words run together). */
const SCRIPTS = {
  latin: {
    joiner: " ",
    names: ["Zoë Łukasz", "Jane O'Neil-Smith", "Nguyễn Thị Hương"],
    words: [
      "Losing",
      "the",
      "account",
      "cut",
      "me",
      "off",
      "from",
      "customers,",
      "family",
      "photos",
      "and",
      "years",
      "of",
      "messages.",
      "My",
      "bakery's",
      "page",
      "(https://instagram.com/zoe.makes.things)",
      "went",
      "dark;",
      "orders",
      "dropped",
      "by",
      "$600",
      "a",
      "week.",
      "Ελένη",
      "Дмитрий",
    ],
  },
  chinese: {
    joiner: "",
    names: ["王小明", "陳美玲", "李华"],
    words: [
      "我的",
      "账号",
      "被停用了",
      "，",
      "我失去了",
      "所有",
      "客户",
      "。",
      "這是",
      "繁體中文",
      "臺灣的朋友",
      "照片",
      "面包店",
      "每周",
      "损失",
      "六百美元",
      "的订单",
    ],
  },
  arabic: {
    joiner: " ",
    names: ["محمد علي", "فاطمة الزهراء"],
    words: [
      "فقدت",
      "حسابي",
      "(مثال)",
      "وكل",
      "صوري",
      "وذكرياتي.",
      "هذا",
      "ذ",
      "د",
      "ث",
      "ي",
      "بيتي",
      "لا",
      "سلام",
      "عملائي",
      "2024",
      "Instagram",
    ],
  },
  hebrew: {
    joiner: " ",
    names: ["דוד כהן", "שרה לוי"],
    words: [
      "שלום",
      "עולם",
      "אני",
      "מתגעגע",
      "לחשבון",
      "שלי.",
      "איבדתי",
      "את",
      "כל",
      "הלקוחות",
      "(שלי)",
      "והתמונות",
      "3",
      "שנים",
    ],
  },
  devanagari: {
    joiner: " ",
    names: ["राहुल शर्मा", "प्रिया पटेल"],
    words: ["मेरा", "खाता", "बंद", "कर", "दिया", "गया।", "हिन्दी", "किताब", "क्षत्रिय", "ग्राहक", "तस्वीरें", "व्यापार", "नुकसान"],
  },
  thai: {
    joiner: "",
    names: ["สมชาย ใจดี", "สุดา แก้ว"],
    words: ["สวัสดีครับ", "ผมชื่อสมชาย", "น้ำ", "บัญชีของผม", "ถูกระงับ", "ลูกค้า", "รูปภาพ", "ร้านเบเกอรี่", " ", "ทุกสัปดาห์"],
  },
  korean: {
    joiner: " ",
    names: ["김민준", "이서연"],
    words: [
      "계정이",
      "비활성화되었습니다.",
      "고객을",
      "잃었습니다.",
      "사진과",
      "메시지",
      "8년",
      "동안의",
      "빵집",
      "페이지가",
      "사라졌습니다.",
    ],
  },
} as const;
type Script = keyof typeof SCRIPTS;
const SCRIPT_NAMES = Object.keys(SCRIPTS) as Script[];

/** A small deterministic generator, so a shrunk counterexample rebuilds the same story. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return (below: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % below;
  };
}

/** About `length` characters of story in `script` ("mixed": each paragraph in another script), in paragraphs. */
function story(script: Script | "mixed", length: number, seed: number): string {
  const next = random(seed);
  const paragraphs: string[] = [];
  let total = 0;
  while (total < length) {
    const own = SCRIPTS[script === "mixed" ? (SCRIPT_NAMES[next(SCRIPT_NAMES.length)] as Script) : script];
    const size = 60 + next(700);
    let paragraph = "";
    while (paragraph.length < size) paragraph += (paragraph ? own.joiner : "") + own.words[next(own.words.length)];
    paragraphs.push(paragraph);
    total += paragraph.length + 1;
  }
  return [...paragraphs.join("\n")].slice(0, length).join("").trim();
}

const letterArbitrary = fc.record({
  script: fc.constantFrom<Script | "mixed">(...SCRIPT_NAMES, "mixed"),
  /* Short stories, and long ones up to the field's 5,000 characters, where letters pass four pages. */
  length: fc.oneof(fc.integer({ min: 40, max: 600 }), fc.integer({ min: 2500, max: 5000 })),
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  nameIndex: fc.nat(),
  signature: fc.constantFrom("typed", "drawn", "none"),
  appeals: fc.integer({ min: 0, max: 10 }),
  enclosures: fc.integer({ min: 0, max: 10 }),
  banReason: fc.boolean(),
  amount: fc.boolean(),
});
type LetterShape = typeof letterArbitrary extends fc.Arbitrary<infer T> ? T : never;

const drawn = signaturePng();

/** A valid letter (as the API would store it) of the given shape, its story cut to `length` characters. */
function letter(shape: LetterShape, length = shape.length): LetterData {
  const script: Script = shape.script === "mixed" ? "latin" : shape.script;
  const names = SCRIPTS[script].names;
  const fullName = names[shape.nameIndex % names.length] as string;
  /* One line of the letter's script for the other fields. */
  const text = (size: number, seed: number) => story(shape.script, size, seed).replace(/\n/g, " ");
  return demandLetterInputSchema.parse(
    letterInput({
      fullName,
      consequences: story(shape.script, length, shape.seed).padEnd(40, "."),
      signature:
        shape.signature === "typed"
          ? { kind: "typed", name: fullName }
          : shape.signature === "drawn"
            ? { kind: "drawn", png: drawn }
            : null,
      appeals: Array.from({ length: shape.appeals }, (_, index) => ({
        date: `2026-10-${String(index + 10).padStart(2, "0")}`,
        method: text(60, shape.seed + index),
        reference: index % 2 ? `REF-${index}` : undefined,
      })),
      enclosures: Array.from({ length: shape.enclosures }, (_, index) =>
        text(20 + ((shape.seed + index) % 120), shape.seed + 31 * index),
      ),
      ...(shape.banReason ? { banReason: text(480, shape.seed + 7) } : {}),
      ...(shape.amount ? { amountClaimed: "1200", amountBasis: text(280, shape.seed + 9) } : {}),
    }),
  );
}

/* Each run renders a PDF or two and reads them with pdfinfo: 10-30 s per property on a busy 2-core machine. */
const PROPERTY_TIMEOUT = scaled(90_000);

const pdfPages = (pdf: Buffer) => Number(/^Pages:\s+(\d+)/m.exec(pdfInfo(pdf))?.[1]);

/** The letter at its longest (as the save checks it): the pages counted, and the pages of its PDF. */
async function countedAndRendered(data: LetterData): Promise<{ counted: number; rendered: number }> {
  const pdf = await renderLetterPdf(longestLetterBlocks(data), letterDocumentMeta(0, data.fullName));
  return { counted: countLongestLetterPages(data), rendered: pdfPages(pdf) };
}

describe("the page count on save", () => {
  it(
    "is the rendered PDF's page count, for random letters in every script",
    async () => {
      await fc.assert(
        fc.asyncProperty(letterArbitrary, fc.boolean(), async (shape, asMailed) => {
          const data = letter(shape);
          if (asMailed) {
            const { counted, rendered } = await countedAndRendered(data);
            expect(counted).toBe(rendered);
          } else {
            /* As downloaded: the letter's own date, no certified-mail line. */
            const blocks = buildLetter(data, { date: new Date("2026-11-22T20:00:00.000Z"), timeZone: "UTC" });
            const pdf = await renderLetterPdf(blocks, letterDocumentMeta(7, data.fullName));
            expect(layoutLetter(blocks, data.fullName).pages).toBe(pdfPages(pdf));
          }
        }),
        { numRuns: 30 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    "is the rendered PDF's page count on both sides of the length where a story tips onto another page",
    async () => {
      await fc.assert(
        fc.asyncProperty(letterArbitrary, async (shape) => {
          const full = Math.min(5000, [...story(shape.script, 5000, shape.seed)].length);
          const most = countLongestLetterPages(letter(shape, full));
          /* The shortest story that still runs to the most pages (five where the letter gets there: just over the limit). */
          const target = Math.min(most, 5);
          let fits = 40;
          let over = full;
          if (countLongestLetterPages(letter(shape, fits)) >= target) return;
          while (over - fits > 1) {
            const middle = Math.floor((fits + over) / 2);
            if (countLongestLetterPages(letter(shape, middle)) >= target) over = middle;
            else fits = middle;
          }
          for (const length of [fits, over]) {
            const { counted, rendered } = await countedAndRendered(letter(shape, length));
            expect(counted).toBe(rendered);
          }
        }),
        { numRuns: 12 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    "is the rendered PDF's page count where the closing takes the last list, whole, onto the last page",
    async () => {
      for (const signature of ["typed", "drawn", "none"] as const) {
        const shape = { ...LATIN_SHAPE, signature };
        /* The shortest story at which the last page starts with the next steps (a short list, kept whole), which keep with the closing. */
        const length = closingWithListLength(shape);
        expect(length, `a ${signature} letter whose last page takes the next steps`).toBeDefined();
        const data = letter(shape, length);
        const { counted, rendered } = await countedAndRendered(data);
        expect(counted).toBe(rendered);
        const pdf = await renderLetterPdf(longestLetterBlocks(data), letterDocumentMeta(0, data.fullName));
        const lastPage = normalise(pdfText(pdf).split("\f")[rendered - 1] ?? "");
        expect(lastPage).toContain("Sincerely,");
        for (const item of lastList(longestLetterBlocks(data)))
          expect(lastPage).toContain(normalise(item).slice(0, 40));
      }
    },
    PROPERTY_TIMEOUT,
  );
});

const LATIN_SHAPE: LetterShape = {
  script: "latin",
  length: 0,
  seed: 7,
  nameIndex: 1,
  signature: "typed",
  appeals: 0,
  enclosures: 0,
  banReason: false,
  amount: true,
};

function lastList(blocks: readonly LetterBlock[]): string[] {
  const list = blocks.findLast((block) => block.kind === "list");
  return list?.kind === "list" ? list.items : [];
}

/** The shortest story (in steps of 9 characters) whose longest letter's last page takes its last list, from the first item on. */
function closingWithListLength(shape: LetterShape): number | undefined {
  for (let length = 40; length <= 5000; length += 9) {
    const blocks = longestLetterBlocks(letter(shape, length));
    const lines = laidOutLines(blocks);
    const item = pagesOf(lines, lastList(blocks)[0] ?? "");
    const closing = lines.find((line) => line.text === "Sincerely,")?.page ?? 0;
    if (closing > 0 && item[0] === closing) return length;
  }
  return undefined;
}

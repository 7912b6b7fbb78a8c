import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { type Face, faceFor, rightToLeftFont } from "../../../src/server/features/documents/fonts.ts";
import { layOutFromSharedRuns } from "../../../src/server/features/documents/pdf-font-runs.ts";
import { writeFragment } from "../../../src/server/features/documents/pdf-fragment.ts";

interface Page {
  write(data: string): void;
  fonts: Record<string, unknown>;
}

/** A document with `font` selected at `size`, and everything written into its page's content from now on. */
function documentWith(font: unknown, size: number) {
  const doc = new PDFDocument({ size: [612, 792] });
  doc.registerFont("Sample", font as Buffer);
  doc.font("Sample").fontSize(size);
  layOutFromSharedRuns((doc as unknown as { _font: unknown })._font);
  const page = (doc as unknown as { page: Page }).page;
  let written = "";
  page.write = (data: string) => {
    written += `${data}\n`;
  };
  return { doc, page, written: () => written };
}

/** What pdfkit's own `text` writes for a run at a baseline, as our text drawing used to ask for it. */
function pdfkitRuns(font: unknown, size: number, runs: Run[]) {
  const { doc, page, written } = documentWith(font, size);
  const write = page.write;
  for (const run of runs) {
    const options = { lineBreak: false, baseline: "alphabetic" as const };
    /* The span of actual text goes around pdfkit's BT and ET, as our text drawing put it there. */
    page.write = (data: string) => {
      if (data === "BT" && run.actualText !== undefined) write(`/Span <</ActualText ${run.actualText}>> BDC`);
      write(data);
      if (data === "ET" && run.actualText !== undefined) write("EMC");
    };
    if (run.stroked) doc.text(run.text, run.x, run.baseline, { ...options, fill: true, stroke: true });
    else doc.text(run.text, run.x, run.baseline, options);
    page.write = write;
  }
  return { content: written(), fonts: Object.keys(page.fonts) };
}

function fragmentRuns(font: unknown, size: number, runs: Run[]) {
  const { doc, page, written } = documentWith(font, size);
  for (const run of runs) writeFragment(doc, run.text, run.x, run.baseline, run);
  return { content: written(), fonts: Object.keys(page.fonts) };
}

interface Run {
  text: string;
  x: number;
  baseline: number;
  stroked?: boolean;
  actualText?: string;
}

const latinRuns: Run[] = [
  { text: "AVAST! Wa To. “Tyre” — naïve, Ελένη, Дмитрий", x: 72, baseline: 100.123456789 },
  { text: "  two  spaces and a tab\there ", x: 72.5, baseline: 113.3 },
  { text: "", x: 72, baseline: 140 },
  { text: "Outlined as well", x: 90.25, baseline: 160, stroked: true },
];

describe("a run of text written into the content stream", () => {
  it("writes what pdfkit's own text writes: kerning, fractions, tabs, empty runs, stroked runs", () => {
    const latin = faceFor(0x41, "regular") as Face;
    const bold = faceFor(0x41, "bold") as Face;
    for (const font of [latin.font, bold.font]) {
      for (const size of [9, 11, 14.5]) {
        const ours = fragmentRuns(font, size, latinRuns);
        expect(ours.content).toContain("] TJ");
        expect(ours).toEqual(pdfkitRuns(font, size, latinRuns));
      }
    }
  });

  it("places marks with offsets (Arabic, Devanagari, Thai) and a span of actual text as pdfkit did", () => {
    const cases: Array<[unknown, Run[]]> = [
      [rightToLeftFont(faceFor(0x0641, "regular") as Face), [{ text: "فقدت حسابي", x: 200, baseline: 300 }]],
      [(faceFor(0x0915, "regular") as Face).font, [{ text: "किताब", x: 72, baseline: 90, actualText: "<FEFF0915>" }]],
      [(faceFor(0x0e01, "regular") as Face).font, [{ text: "ที่นี่ ผู้ใหญ่", x: 72, baseline: 90 }]],
      [
        (faceFor(0x6211, "regular") as Face).font,
        [{ text: "我失去了八年的照片。", x: 72, baseline: 90, stroked: true }],
      ],
    ];
    let offsets = 0;
    for (const [font, runs] of cases) {
      const ours = fragmentRuns(font, 11, runs);
      offsets += ours.content.split(" Tm").length - 1;
      expect(ours).toEqual(pdfkitRuns(font, 11, runs));
    }
    /* One Tm per run, and more where a mark sits off the line. */
    expect(offsets).toBeGreaterThan(4);
  });
});

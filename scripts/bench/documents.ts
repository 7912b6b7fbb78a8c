import { cpus, loadavg } from "node:os";
import { demandLetterInputSchema } from "../../src/domain/letter/schema.ts";
import { buildLetter, type LetterData } from "../../src/domain/letter/template.ts";
import { letterDocumentMeta } from "../../src/server/features/documents/document-meta.ts";
import { renderLetterDocx } from "../../src/server/features/documents/render-docx.ts";
import { countLongestLetterPages } from "../../src/server/features/documents/render-letter.ts";
import { renderLetterPdf } from "../../src/server/features/documents/render-pdf.ts";
import { letterInput } from "../../tests/helpers/factories.ts";
import { median } from "./load.ts";
import { runScript } from "./server-process.ts";

const LETTERS = 40;
const WARM_UP = 30;

/**
 * The same sample letter the tests use, with a longer account of the consequences; the `index`-th
 * letter's story names its order, so each letter timed is another sender's (see `timeDocuments`).
 */
function latinLetter(index: number): LetterData {
  const story = "I lost access to 8 years of photos and to the page I use for my bakery. ".repeat(6);
  return demandLetterInputSchema.parse(letterInput({ consequences: `Order ${index}: ${story}` }));
}

/** The same letter from a sender who writes in Chinese: the PDF then embeds a CJK font too. */
function chineseLetter(index: number): LetterData {
  const story = "我失去了八年的照片和我的面包店页面。客户无法联系我，我每周损失大约六百美元的订单。".repeat(4);
  return demandLetterInputSchema.parse(
    letterInput({
      fullName: "王小明",
      signature: { kind: "typed", name: "王小明" },
      consequences: `订单 ${index}：${story}`,
    }),
  );
}

/**
 * The last report before the render work of decisions 0069 and 0073 (2026-11-27): each letter's
 * median, and its target. The Chinese letter's reference is also its bound: it must not get slower.
 */
const REFERENCES = {
  latin: { referenceMs: 47.6, targetMs: 15 },
  chinese: { referenceMs: 28.1, targetMs: 40 },
};

interface Timing {
  ms: number;
  cpuMs: number;
}

/** Whether a letter's median meets its target and stays under its reference, said in a line of the report. */
export function renderVerdict(
  name: string,
  time: Timing,
  reference: { referenceMs: number; targetMs: number },
): string {
  const bound = Math.min(reference.targetMs, reference.referenceMs);
  const met = time.ms <= bound;
  const cpuNote = met || time.cpuMs > bound ? "" : `; its CPU time, ${time.cpuMs.toFixed(1)} ms, is within it`;
  const also = reference.referenceMs < reference.targetMs ? ", and no slower than the reference" : "";
  return `- ${name}: median ${time.ms.toFixed(1)} ms beside the reference ${reference.referenceMs} ms (target ≤ ${reference.targetMs} ms${also}: ${met ? "met" : "missed"}${cpuNote}).`;
}

/** Median time to render one letter as PDF and as Word, in this process. */
export async function timeDocuments(): Promise<string> {
  const mailing = { trackingNumber: "9407111899223197428490" };
  /* Letters made before any timing, so that only the render is timed. */
  const count = WARM_UP + LETTERS;
  const prepared = (letter: (index: number) => LetterData) =>
    Array.from({ length: count }, (_, index) => {
      const data = letter(index);
      return {
        data,
        blocks: buildLetter(data, { date: new Date(), mailing }),
        meta: letterDocumentMeta(1, data.fullName),
      };
    });
  const latin = prepared(latinLetter);
  const chinese = prepared(chineseLetter);
  /* Each render takes the next letter: a render worker keeps paragraphs and word runs, and a bench that rendered one letter over and over would time only what they hold. */
  const next = <T>(letters: T[]) => {
    let index = 0;
    return () => letters[index++ % letters.length] as T;
  };
  const [nextLatin, nextChinese, nextDocx, nextPages, nextChinesePages] = [latin, chinese, latin, latin, chinese].map(
    next,
  );
  const renders = {
    pdf: () => {
      const letter = nextLatin();
      return renderLetterPdf(letter.blocks, letter.meta);
    },
    chinesePdf: () => {
      const letter = nextChinese();
      return renderLetterPdf(letter.blocks, letter.meta);
    },
    docx: () => {
      const letter = nextDocx();
      return renderLetterDocx(letter.blocks, letter.meta);
    },
    pages: async () => countLongestLetterPages(nextPages().data),
    chinesePages: async () => countLongestLetterPages(nextChinesePages().data),
  };
  /*
   * A server renders letters for hours: time the code once it is compiled and its caches are warm.
   * Every document is warmed before any is timed: timed straight after its own ten warm-up renders,
   * the first row was still running on code the JIT had not finished compiling (decision 0069).
   * With ten each, the first row still counted the compiler's threads in its CPU time on a loaded
   * machine (Latin 9.1-9.3 CPU ms beside the Chinese letter's 5.6-5.7); with thirty, both 5.5 (decision 0073).
   */
  for (const render of Object.values(renders)) for (let i = 0; i < WARM_UP; i++) await render();
  const measure = async (render: () => Promise<unknown>): Promise<Timing> => {
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let i = 0; i < LETTERS; i++) {
      const cpu = process.cpuUsage();
      const start = performance.now();
      await render();
      times.push(performance.now() - start);
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
    }
    return { ms: median(times), cpuMs: median(cpuTimes) };
  };
  const pdf = await measure(renders.pdf);
  const chinesePdf = await measure(renders.chinesePdf);
  const docx = await measure(renders.docx);
  const pages = await measure(renders.pages);
  const chinesePages = await measure(renders.chinesePages);
  const row = (format: string, time: Timing, target: string) =>
    `| ${format} | ${time.ms.toFixed(1)} | ${time.cpuMs.toFixed(1)} | ${(1000 / time.ms).toFixed(1)} | ${target} |`;
  return [
    `## Letter files (median of ${LETTERS} letters, rendered in the bench process)`,
    `The CPU column is the bench process's own CPU time per letter: on a machine shared with other work (load average ${loadavg()[0].toFixed(2)} on ${cpus().length} cores as this table was made), the elapsed time also counts the time other processes held the cores. Each letter timed is another sender's (its story names its order), so the paragraphs a render worker keeps serve only the template's own wording.`,
    "",
    renderVerdict("PDF, Latin letter", pdf, REFERENCES.latin),
    renderVerdict("PDF, Chinese letter", chinesePdf, REFERENCES.chinese),
    "",
    "| format | median ms | median CPU ms | letters per second | target |",
    "|---|---|---|---|---|",
    row("PDF, Latin letter", pdf, `≤ ${REFERENCES.latin.targetMs} ms`),
    row("PDF, Chinese name and story (CJK font)", chinesePdf, `≤ ${REFERENCES.chinese.targetMs} ms`),
    row("Word", docx, ""),
    row("page count on save (laid out, not drawn), Latin letter", pages, "a few ms"),
    row("page count on save, Chinese name and story", chinesePages, "a few ms"),
  ].join("\n");
}

if (process.argv[1]?.endsWith("documents.ts")) runScript(async () => console.log(await timeDocuments()));

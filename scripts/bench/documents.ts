import { cpus, loadavg } from "node:os";
import { demandLetterInputSchema } from "../../src/domain/letter/schema.ts";
import { buildLetter } from "../../src/domain/letter/template.ts";
import { letterDocumentMeta } from "../../src/server/features/documents/document-meta.ts";
import { renderLetterDocx } from "../../src/server/features/documents/render-docx.ts";
import { countLongestLetterPages } from "../../src/server/features/documents/render-letter.ts";
import { renderLetterPdf } from "../../src/server/features/documents/render-pdf.ts";
import { letterInput } from "../../tests/helpers/factories.ts";
import { median } from "./load.ts";
import { runScript } from "./server-process.ts";

const LETTERS = 40;
const WARM_UP = 10;

/** The same sample letter the tests use, with a longer account of the consequences. */
const sample = demandLetterInputSchema.parse(
  letterInput({ consequences: "I lost access to 8 years of photos and to the page I use for my bakery. ".repeat(6) }),
);

/** The same letter from a sender who writes in Chinese: the PDF then embeds a CJK font too. */
const chineseSample = demandLetterInputSchema.parse(
  letterInput({
    fullName: "王小明",
    signature: { kind: "typed", name: "王小明" },
    consequences: "我失去了八年的照片和我的面包店页面。客户无法联系我，我每周损失大约六百美元的订单。".repeat(4),
  }),
);

/** Median time to render one letter as PDF and as Word, in this process. */
export async function timeDocuments(): Promise<string> {
  const mailing = { trackingNumber: "9407111899223197428490" };
  const blocks = buildLetter(sample, { date: new Date(), mailing });
  const meta = letterDocumentMeta(1, sample.fullName);
  const chineseBlocks = buildLetter(chineseSample, { date: new Date(), mailing });
  const chineseMeta = letterDocumentMeta(1, chineseSample.fullName);
  const renders = {
    pdf: () => renderLetterPdf(blocks, meta),
    chinesePdf: () => renderLetterPdf(chineseBlocks, chineseMeta),
    docx: () => renderLetterDocx(blocks, meta),
    pages: async () => countLongestLetterPages(sample),
    chinesePages: async () => countLongestLetterPages(chineseSample),
  };
  /*
   * A server renders letters for hours: time the code once it is compiled and its caches are warm.
   * Every document is warmed before any is timed: timed straight after its own ten warm-up renders,
   * the first row was still running on code the JIT had not finished compiling (decision 0069).
   */
  for (const render of Object.values(renders)) for (let i = 0; i < WARM_UP; i++) await render();
  const measure = async (render: () => Promise<unknown>) => {
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
  const row = (format: string, time: { ms: number; cpuMs: number }, target: string) =>
    `| ${format} | ${time.ms.toFixed(1)} | ${time.cpuMs.toFixed(1)} | ${(1000 / time.ms).toFixed(1)} | ${target} |`;
  return [
    `## Letter files (median of ${LETTERS} letters, rendered in the bench process)`,
    `The CPU column is the bench process's own CPU time per letter: on a machine shared with other work (load average ${loadavg()[0].toFixed(2)} on ${cpus().length} cores as this table was made), the elapsed time also counts the time other processes held the cores.`,
    "",
    "| format | median ms | median CPU ms | letters per second | target |",
    "|---|---|---|---|---|",
    row("PDF, Latin letter", pdf, "≤ 15 ms"),
    row("PDF, Chinese name and story (CJK font)", chinesePdf, "≤ 40 ms"),
    row("Word", docx, ""),
    row("page count on save (laid out, not drawn), Latin letter", pages, "a few ms"),
    row("page count on save, Chinese name and story", chinesePages, "a few ms"),
  ].join("\n");
}

if (process.argv[1]?.endsWith("documents.ts")) runScript(async () => console.log(await timeDocuments()));

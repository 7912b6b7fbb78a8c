/** Lighthouse scores for one page, mobile and desktop, in the machine's Chromium. */
import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig, type Config, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.ts";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

const CATEGORIES = [
  { id: "performance", title: "performance" },
  { id: "accessibility", title: "accessibility" },
  { id: "best-practices", title: "best practices" },
  { id: "seo", title: "SEO" },
];

const METRICS = [
  { id: "first-contentful-paint", title: "FCP" },
  { id: "largest-contentful-paint", title: "LCP" },
  { id: "total-blocking-time", title: "TBT" },
  { id: "cumulative-layout-shift", title: "CLS" },
  { id: "speed-index", title: "SI" },
];

interface FormFactor {
  name: "mobile" | "desktop";
  /** Undefined runs Lighthouse's default config, which emulates a mobile phone. */
  config?: Config;
}

const FORM_FACTORS: FormFactor[] = [{ name: "mobile" }, { name: "desktop", config: desktopConfig }];

interface ScoreTarget {
  formFactor: FormFactor["name"];
  categoryId: string;
  label: string;
  minimum: number;
}

const TARGETS: ScoreTarget[] = [
  { formFactor: "mobile", categoryId: "accessibility", label: "accessibility = 100", minimum: 100 },
  { formFactor: "mobile", categoryId: "performance", label: "performance ≥ 95", minimum: 95 },
];

export interface LighthouseOptions {
  /** Runs per form factor; the median run (by FCP and TTI, as Lighthouse picks it) is reported. */
  runs?: number;
}

const ATTEMPTS_PER_RUN = 3;

async function runOnce(url: string, formFactor: FormFactor): Promise<Result> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    const runner = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES.map((category) => category.id),
      },
      formFactor.config,
    );
    if (!runner) throw new Error(`Lighthouse gave no result for ${url}.`);
    if (runner.lhr.runtimeError)
      throw new Error(`Lighthouse: ${runner.lhr.runtimeError.code} ${runner.lhr.runtimeError.message}`);
    return runner.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART and the like); such a run is tried again. */
async function runWithRetries(url: string, formFactor: FormFactor): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, formFactor);
    } catch (error) {
      if (attempt >= ATTEMPTS_PER_RUN) throw error;
    }
  }
}

async function medianRun(url: string, formFactor: FormFactor, runs: number): Promise<Result> {
  const results: Result[] = [];
  for (let i = 0; i < runs; i++) results.push(await runWithRetries(url, formFactor));
  return computeMedianRun(results);
}

function categoryScore(lhr: Result, categoryId: string): number | null {
  const score = lhr.categories[categoryId]?.score;
  return typeof score === "number" ? Math.round(score * 100) : null;
}

const scoreText = (score: number | null) => (score === null ? "error" : String(score));

function metricText(lhr: Result, auditId: string): string {
  return lhr.audits[auditId]?.displayValue?.replace(/\u00a0/g, " ") ?? "—";
}

function scoreRow(name: string, lhr: Result): string {
  const scores = CATEGORIES.map((category) => scoreText(categoryScore(lhr, category.id)));
  const metrics = METRICS.map((metric) => metricText(lhr, metric.id));
  return `| ${[name, ...scores, ...metrics].join(" | ")} |`;
}

function targetRow(target: ScoreTarget, lhr: Result): string {
  const score = categoryScore(lhr, target.categoryId);
  const result = score !== null && score >= target.minimum ? "pass" : "miss";
  return `| ${target.formFactor} ${target.label} | ${scoreText(score)} | ${result} |`;
}

const SCORED_MODES = new Set(["binary", "numeric", "metricSavings"]);

/** Scored audits below 90 (or failed) in the reported run, so a miss has its reasons beside it. */
function weakAudits(lhr: Result): string[] {
  const ids = new Set(
    CATEGORIES.flatMap((category) => lhr.categories[category.id]?.auditRefs.map((ref) => ref.id) ?? []),
  );
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter((audit) => audit && SCORED_MODES.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue.replace(/\u00a0/g, " ")})` : ""}`);
}

function weakAuditLines(name: string, lhr: Result): string[] {
  const audits = weakAudits(lhr);
  return [`- ${name}: ${audits.length === 0 ? "none" : audits.join("; ")}`];
}

/** A Markdown section with Lighthouse's four category scores for `url`, mobile and desktop, and the targets. */
export async function runLighthouse(url: string, options: LighthouseOptions = {}): Promise<string> {
  const runs = options.runs ?? 5;
  const results = new Map<FormFactor["name"], Result>();
  for (const formFactor of FORM_FACTORS) results.set(formFactor.name, await medianRun(url, formFactor, runs));
  const mobile = results.get("mobile") as Result;
  const resultFor = (name: FormFactor["name"]) => results.get(name) as Result;
  return [
    "## Lighthouse",
    "",
    `Page \`${new URL(url).pathname}\`, Lighthouse ${mobile.lighthouseVersion} in ${mobile.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? "Chromium"}, median of ${runs} runs per form factor. Mobile is Lighthouse's default emulation (Moto G Power, slow 4G, 4× CPU slowdown, simulated); desktop is its desktop preset. CPU benchmark index: ${mobile.environment.benchmarkIndex}.`,
    "",
    `| form factor | ${CATEGORIES.map((category) => category.title).join(" | ")} | ${METRICS.map((metric) => metric.title).join(" | ")} |`,
    `|---|${CATEGORIES.map(() => "---").join("|")}|${METRICS.map(() => "---").join("|")}|`,
    ...FORM_FACTORS.map((formFactor) => scoreRow(formFactor.name, resultFor(formFactor.name))),
    "",
    "| target | score | result |",
    "|---|---|---|",
    ...TARGETS.map((target) => targetRow(target, resultFor(target.formFactor))),
    "",
    "Audits scoring under 90:",
    ...FORM_FACTORS.flatMap((formFactor) => weakAuditLines(formFactor.name, resultFor(formFactor.name))),
    "",
  ].join("\n");
}

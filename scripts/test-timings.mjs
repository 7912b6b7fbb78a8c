// Where npm test's time goes: each pass's wall time and its slowest files, printed at the end.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Vitest's JSON report: each file's own start and end. */
export function vitestFileTimes(report) {
  if (!existsSync(report)) return [];
  const { testResults } = JSON.parse(readFileSync(report, "utf8"));
  return testResults.map((file) => ({
    file: path.relative(process.cwd(), file.name),
    ms: file.endTime - file.startTime,
  }));
}

/** Playwright's JSON report: the time of every test in a spec file, added up. */
export function playwrightFileTimes(report) {
  if (!existsSync(report)) return [];
  const { suites } = JSON.parse(readFileSync(report, "utf8"));
  const totals = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) totals.set(suite.file, (totals.get(suite.file) ?? 0) + result.duration);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites) walk(suite);
  return [...totals].map(([file, ms]) => ({ file: `tests/e2e/${file}`, ms }));
}

/**
 * One block per pass: its wall time and its files' own time added up (several files run at a time), then
 * its slowest files with their share of that sum. On a busy machine every second stretches, but the
 * ranking and the shares stay comparable from run to run.
 */
export function printTimings(passes, slowest = 8) {
  console.log("\n=== Where the time went ===");
  for (const { label, ms, files } of passes) {
    const fileMs = files.reduce((sum, file) => sum + file.ms, 0);
    console.log(`${label}: ${seconds(ms)} (${files.length} files, ${seconds(fileMs)} of file time)`);
    const sorted = [...files].sort((a, b) => b.ms - a.ms).slice(0, slowest);
    for (const file of sorted) {
      const share = fileMs > 0 ? `${((100 * file.ms) / fileMs).toFixed(0)}%` : "";
      console.log(`  ${seconds(file.ms).padStart(8)} ${share.padStart(4)}  ${file.file}`);
    }
  }
}

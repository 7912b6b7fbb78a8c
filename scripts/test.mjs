// npm test: API and unit tests on PGlite, then the browser tests in Debian's Chromium, then the API
// and process tests again on PostgreSQL (when TEST_DATABASE_URL is set). One pass at a time: run
// side by side on two cores they saved minutes at best and starved the tests that time a server
// under load (decision 0020). Ends with one "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { playwrightFileTimes, printTimings, vitestFileTimes } from "./test-timings.mjs";

mkdirSync("test-results", { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test by pass, file and title: printed last, so the end of CI's log names them. */
const failures = [];
let ok = true;
const started = Date.now();
const minutes = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

const passes = [];

/**
 * The first lines of a failure's message, without colour codes: CI's log keeps only its end, so the
 * reason a test failed must be printed there too.
 */
function reason(message) {
  const lines = String(message ?? "")
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "")
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "" && !/node_modules|new Promise/.test(line));
  return lines
    .slice(0, 4)
    .map((line) => `      ${line.slice(0, 300)}`)
    .join("\n");
}

function run(label, command, args, env = {}, report = undefined) {
  console.log(`\n=== ${label} (from ${minutes()}) ===`);
  const passStarted = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (report) passes.push({ label, ms: Date.now() - passStarted, files: report() });
  if (result.status !== 0) ok = false;
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  // A file that fails before its tests run (say, an import error) has no failed test to count.
  const filesFailedBeforeTests = report.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  ).length;
  totals.failed += report.numFailedTests + filesFailedBeforeTests;
  for (const result of report.testResults) {
    const name = path.relative(process.cwd(), result.name);
    const failed = result.assertionResults.filter((test) => test.status === "failed");
    if (result.status === "failed" && failed.length === 0) failures.push(`${file}: ${name} (before its tests ran)`);
    for (const test of failed)
      failures.push(`${file}: ${name} › ${test.fullName}\n${reason(test.failureMessages?.[0])}`);
  }
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, "utf8"));
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === "unexpected") {
          const error = test.results.at(-1)?.error;
          const where = error?.location ? `at ${path.basename(error.location.file)}:${error.location.line}` : "";
          const title = [...titles, spec.title].join(" › ");
          failures.push(`${file}: tests/e2e/${spec.file} › ${title} ${where}\n${reason(error?.message)}`);
        }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites) walk(suite, []);
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

const vitestArgs = (output, paths) => [
  "vitest",
  "run",
  ...paths,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${output}`,
];

function vitest(label, output, env, paths = []) {
  run(label, "npx", vitestArgs(output, paths), env, () => vitestFileTimes(output));
  countVitest(output);
}

function chromiumPath() {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return path;
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (canInstall) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    spawnSync("sh", ["-c", "apt-get update -qq && apt-get install -y -qq chromium >/dev/null"], { stdio: "inherit" });
    if (existsSync(path)) return path;
  }
  console.error("Chromium is missing: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.");
  return undefined;
}

vitest("API and unit tests on PGlite", "test-results/api-pglite.json", { TEST_DATABASE_URL: "" });
const chromium = chromiumPath();
if (!chromium) {
  ok = false;
  totals.failed += 1;
} else if (run("Client build", "npx", ["vite", "build", "--logLevel", "warn"])) {
  run("Browser tests (Chromium)", "npx", ["playwright", "test"], { CHROMIUM_PATH: chromium }, () =>
    playwrightFileTimes("test-results/e2e.json"),
  );
  countPlaywright("test-results/e2e.json");
} else {
  totals.failed += 1;
}
// Only the tests whose behaviour depends on the database run again: unit tests do not depend on
// which one, nor do the mail providers' clients (tried against loopback stand-ins), the mail check
// (always embedded), serving the built client, dropping idle connections, or a production start
// refused for a test key (it stops before any database opens, and always on PGlite). Nor do the
// files that read the words of a rendered document or email, or what a file parser finds: the
// database only stores the letter and hands it back, as in the letter, case and download tests
// that run again (decision 0071).
const withoutDatabase = [
  "tests/api/letterstream-client.test.ts",
  "tests/api/lob-client.test.ts",
  "tests/api/mail-check.test.ts",
  "tests/api/spa.test.ts",
  "tests/api/slow-clients.test.ts",
  "tests/process/test-keys-in-production.test.ts",
  "tests/api/appeal-window.test.ts",
  "tests/api/eu-uk-documents.test.ts",
  "tests/api/evidence-hidden-objects.test.ts",
  "tests/api/out-of-court-spanish.test.ts",
  "tests/api/right-to-left-documents.test.ts",
  "tests/api/spanish-emails.test.ts",
  "tests/api/spanish-escalation-reading-copies.test.ts",
  "tests/api/spanish-eu-uk-reading-copies.test.ts",
];
if (process.env.TEST_DATABASE_URL)
  vitest("API and process tests on PostgreSQL", "test-results/api-postgres.json", {}, [
    "tests/api",
    "tests/process",
    ...withoutDatabase.map((file) => `--exclude=${file}`),
  ]);

printTimings(passes);
if (failures.length > 0) console.log(`\n=== Failed ===\n${failures.join("\n")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, in ${minutes()}`);
process.exit(ok && totals.failed === 0 ? 0 : 1);

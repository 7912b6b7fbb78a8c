// npm test: API and unit tests on PGlite, then the browser tests in Debian's Chromium, and the API
// and process tests again on PostgreSQL (when TEST_DATABASE_URL is set). The browser tests mostly
// wait on servers and timers, so on a machine with idle cores the PostgreSQL pass runs beside them;
// on a machine busy with other work it runs after them, since running both at once would only make
// each slower. Ends with one "N passed, N failed" line.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { cpus } from "node:os";

mkdirSync("test-results", { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;
const started = Date.now();
const minutes = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} (from ${minutes()}) ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
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
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
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
  run(label, "npx", vitestArgs(output, paths), env);
  countVitest(output);
}

/**
 * Starts a vitest pass in the background, its output written straight to a log (this process is
 * blocked in the browser tests meanwhile, so it could not read a pipe) and printed when awaited.
 */
function vitestInBackground(label, output, env, paths) {
  const log = `${output}.log`;
  const fd = openSync(log, "w");
  const child = spawn("npx", vitestArgs(output, paths), {
    stdio: ["ignore", fd, fd],
    env: { ...process.env, ...env, FORCE_COLOR: "0" },
  });
  closeSync(fd);
  const done = new Promise((resolve) => child.on("close", resolve));
  return async () => {
    const code = await done;
    console.log(`\n=== ${label} (run beside the browser tests, ended by ${minutes()}) ===`);
    console.log(readFileSync(log, "utf8"));
    if (code !== 0) ok = false;
    countVitest(output);
  };
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

/** The share of the cores' time left idle over the next `ms`. */
async function idleShare(ms) {
  const sample = () =>
    cpus().reduce(
      (sum, { times }) => ({
        idle: sum.idle + times.idle,
        all: sum.all + times.user + times.nice + times.sys + times.idle + times.irq,
      }),
      { idle: 0, all: 0 },
    );
  const before = sample();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = sample();
  return (after.idle - before.idle) / Math.max(1, after.all - before.all);
}

vitest("API and unit tests on PGlite", "test-results/api-pglite.json", { TEST_DATABASE_URL: "" });
// Only the tests that open a database run again: unit tests do not depend on which one.
const postgresLabel = "API and process tests on PostgreSQL";
const postgresOutput = "test-results/api-postgres.json";
const postgresPaths = ["tests/api", "tests/process"];
let postgresPass = async () => {};
if (process.env.TEST_DATABASE_URL) {
  const idle = await idleShare(3000);
  const together = idle >= 0.5;
  const where = together ? "beside the browser tests" : "after the browser tests";
  console.log(`\nThe cores were ${Math.round(idle * 100)}% idle: the PostgreSQL pass runs ${where}.`);
  postgresPass = together
    ? vitestInBackground(postgresLabel, postgresOutput, {}, postgresPaths)
    : async () => vitest(postgresLabel, postgresOutput, {}, postgresPaths);
}

const chromium = chromiumPath();
if (!chromium) {
  ok = false;
  totals.failed += 1;
} else if (run("Client build", "npx", ["vite", "build", "--logLevel", "warn"])) {
  run("Browser tests (Chromium)", "npx", ["playwright", "test"], { CHROMIUM_PATH: chromium });
  countPlaywright("test-results/e2e.json");
} else {
  totals.failed += 1;
}
await postgresPass();

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, in ${minutes()}`);
process.exit(ok && totals.failed === 0 ? 0 : 1);

// npm test: API and unit tests on PGlite, then the browser tests in Debian's Chromium while the API
// and process tests run again on PostgreSQL (when TEST_DATABASE_URL is set): the browser tests
// mostly wait on servers and timers, so the two together leave the cores less idle. Ends with one
// "N passed, N failed" line.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from "node:fs";

mkdirSync("test-results", { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) ok = false;
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
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
    console.log(`\n=== ${label} (run beside the browser tests) ===`);
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

vitest("API and unit tests on PGlite", "test-results/api-pglite.json", { TEST_DATABASE_URL: "" });
// Only the tests that open a database run again: unit tests do not depend on which one.
const postgresPass = process.env.TEST_DATABASE_URL
  ? vitestInBackground("API and process tests on PostgreSQL", "test-results/api-postgres.json", {}, [
      "tests/api",
      "tests/process",
    ])
  : async () => {};

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

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);

import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from "./scripts/chromium.ts";
import { scaled } from "./tests/timeouts.ts";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 5310);

const LONG_JOURNEYS = [
  "case.spec.ts",
  "judge-journey.spec.ts",
  "admin.spec.ts",
  "out-of-court.spec.ts",
  "support.spec.ts",
  "mail-remove.spec.ts",
  "spanish-case.spec.ts",
].map((file) => `**/${file}`);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  /* Its own folder, which Playwright empties at the start: the other passes' reports sit beside it. */
  outputDir: "test-results/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  /* Four files at a time: much of a browser test waits on the server, the mailer and timers (decision 0091). */
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: 0,
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  /*
   * The journeys on a server of their own run their tests in order on one worker, the longest for
   * minutes: they start first, so the short specs fill the other workers instead of trailing at the end.
   */
  projects: [
    { name: "long journeys", testMatch: LONG_JOURNEYS },
    { name: "the rest", testIgnore: LONG_JOURNEYS },
  ],
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: "chromium",
    /*
     * A failed test keeps its trace: every step with the page as it stood, without the screencast,
     * which took a third of Chromium's CPU time in every test, failed or not (decision 0091).
     */
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ["--headless", ...PLAYWRIGHT_CHROMIUM_FLAGS],
    },
  },
});

import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from "./scripts/chromium.ts";
import { scaled } from "./tests/timeouts.ts";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 5310);

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
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: "chromium",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ["--headless", ...PLAYWRIGHT_CHROMIUM_FLAGS],
    },
  },
});

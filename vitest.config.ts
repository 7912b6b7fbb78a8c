import { defineConfig } from "vitest/config";
import { scaled } from "./tests/timeouts.ts";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    globalSetup: ["tests/setup/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: scaled(20_000),
    hookTimeout: scaled(60_000),
  },
});

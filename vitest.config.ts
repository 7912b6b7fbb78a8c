import { defineConfig } from "vitest/config";
import { scaled } from "./tests/timeouts.ts";

/**
 * Two projects in one run, two forks between them. The unit tests share each fork's loaded modules
 * (isolate off): they import pure functions, keep no state between files, and spent about half
 * their CPU time loading the same modules again for every file (decision 0071). The API and
 * process tests keep a fresh module graph per file: the app's modules hold state (read caches
 * keyed by row ids, the password hash queue, rate limits) that must not outlive a file's database.
 */
export default defineConfig({
  test: {
    pool: "forks",
    maxWorkers: 2,
    testTimeout: scaled(20_000),
    hookTimeout: scaled(60_000),
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], isolate: false },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts", "tests/process/**/*.test.ts"],
          /* The migrated template each file's database copies; the unit tests open no database. */
          globalSetup: ["tests/setup/global-setup.ts"],
        },
      },
    ],
  },
});

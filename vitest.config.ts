import { defineConfig } from "vitest/config";
import { scaled } from "./tests/timeouts.ts";

/**
 * Two projects in one run, four forks between them (decision 0091), and no fresh module graph per file in either
 * (isolate off): loading the app's modules again for every file was most of a unit file's CPU
 * time and a third of an API file's (decision 0071). What the modules keep from one file to the
 * next is keyed by its database (read caches, letters being prepared) or by content (fonts,
 * layouts), or is a pool of workers the next file may reuse; a test that changes a module's
 * setting (a job limit, a worker's idle stop) sets it back before it ends.
 */
export default defineConfig({
  test: {
    pool: "forks",
    maxWorkers: 4,
    isolate: false,
    testTimeout: scaled(20_000),
    hookTimeout: scaled(60_000),
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"] },
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

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, expect, it } from "vitest";
import { scaled } from "../timeouts.ts";
import { killAllServers, startServer } from "./server-process.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "test-keys-"));
const production = {
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  SUPPORT_EMAIL: "help@example.com",
  STRIPE_SECRET_KEY: "sk_test_refused_in_production",
  STRIPE_WEBHOOK_SECRET: "whsec_test",
  LOB_API_KEY: "live_not_a_test_key",
  LOB_WEBHOOK_SECRET: "lob_secret",
  LOG_LEVEL: "warn",
};

afterEach(killAllServers);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("a production start with a Stripe test key stops, naming the variable", () => {
  const run = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, SESSION_SECRET: "s".repeat(40), ...production },
    encoding: "utf8",
    timeout: scaled(30_000),
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/STRIPE_SECRET_KEY is a test key/);
});

it(
  "with ALLOW_TEST_PROVIDERS=true it starts, and says test mode",
  async () => {
    const server = await startServer("test-mode", { ...production, ALLOW_TEST_PROVIDERS: "true" });
    const config = (await (await fetch(`${server.url}/api/config`)).json()) as { testMode: boolean };
    expect(config.testMode).toBe(true);
    await server.stop();
  },
  scaled(60_000),
);

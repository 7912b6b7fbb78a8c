import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/env.ts";

const production = {
  NODE_ENV: "production",
  DATA_DIR: "/tmp/test-keys-config-test",
  SESSION_SECRET: "x".repeat(40),
  SUPPORT_EMAIL: "help@example.com",
  STRIPE_SECRET_KEY: "sk_live_abc",
  STRIPE_WEBHOOK_SECRET: "whsec_abc",
  LOB_API_KEY: "live_abc",
  LOB_WEBHOOK_SECRET: "lob_secret",
};
const failure = (env: Record<string, string>) => {
  try {
    loadConfig({ ...production, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error("expected a ConfigError");
};

describe("test keys in production", () => {
  it("starts on live keys, not in test mode", () => {
    expect(loadConfig(production).testMode).toBe(false);
  });

  it.each([
    ["STRIPE_SECRET_KEY", "sk_test_abc"],
    ["STRIPE_SECRET_KEY", "rk_test_abc"],
    ["LOB_API_KEY", "test_abc"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    expect(failure({ [name]: value })).toMatch(new RegExp(`${name} is a test key`));
  });

  it("names both when both are test keys", () => {
    const message = failure({ STRIPE_SECRET_KEY: "sk_test_abc", LOB_API_KEY: "test_abc" });
    expect(message).toMatch(/STRIPE_SECRET_KEY is a test key/);
    expect(message).toMatch(/LOB_API_KEY is a test key/);
  });

  it("starts in test mode with ALLOW_TEST_PROVIDERS=true", () => {
    const config = loadConfig({ ...production, STRIPE_SECRET_KEY: "sk_test_abc", ALLOW_TEST_PROVIDERS: "true" });
    expect(config.testMode).toBe(true);
  });

  it("outside production a test key is the ordinary way to try the service, and no test mode is announced", () => {
    const config = loadConfig({ ...production, NODE_ENV: "development", STRIPE_SECRET_KEY: "sk_test_abc" });
    expect(config.testMode).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/env.ts";

const base = { NODE_ENV: "test", DATA_DIR: "/tmp/mail-provider-config-test", SESSION_SECRET: "x".repeat(40) };
const letterstream = { LETTERSTREAM_API_ID: "id", LETTERSTREAM_API_KEY: "key" };
const lob = { LOB_API_KEY: "test_key", LOB_WEBHOOK_SECRET: "secret" };
const failure = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error("expected a ConfigError");
};

describe("which mail service new orders go to", () => {
  it("is the one whose keys are set, or the simulated mailer when none are", () => {
    expect(loadConfig(base).mailProvider).toBe("simulated");
    expect(loadConfig({ ...base, ...letterstream }).mailProvider).toBe("letterstream");
    expect(loadConfig({ ...base, ...lob }).mailProvider).toBe("lob");
  });

  it("refuses to start when both are set and MAIL_PROVIDER does not choose", () => {
    expect(failure({ ...letterstream, ...lob })).toMatch(
      /Both LetterStream and Lob keys are set: choose which one new mail goes to with MAIL_PROVIDER/,
    );
    expect(loadConfig({ ...base, ...letterstream, ...lob, MAIL_PROVIDER: "lob" }).mailProvider).toBe("lob");
  });

  it("refuses MAIL_PROVIDER without its keys, and Lob without its webhook secret", () => {
    expect(failure({ MAIL_PROVIDER: "lob" })).toMatch(/MAIL_PROVIDER=lob needs LOB_API_KEY/);
    expect(failure({ MAIL_PROVIDER: "letterstream" })).toMatch(/needs LETTERSTREAM_API_ID and LETTERSTREAM_API_KEY/);
    expect(failure({ LOB_API_KEY: "test_key" })).toMatch(/LOB_WEBHOOK_SECRET is required when LOB_API_KEY is set/);
  });

  it("refuses the simulated mailer in production", () => {
    expect(failure({ NODE_ENV: "production", STRIPE_SECRET_KEY: "sk", STRIPE_WEBHOOK_SECRET: "wh" })).toMatch(
      /A mail provider is required in production/,
    );
  });
});

describe("LetterStream's daily limit (LETTERSTREAM_DAILY_LIMIT)", () => {
  it("is 50 unless set, and takes a whole number of at least 1", () => {
    expect(loadConfig(base).letterstream.dailyLimit).toBe(50);
    expect(loadConfig({ ...base, LETTERSTREAM_DAILY_LIMIT: "20" }).letterstream.dailyLimit).toBe(20);
    for (const bad of ["fifty", "2.5", "0", "-3"]) {
      expect(failure({ LETTERSTREAM_DAILY_LIMIT: bad })).toMatch(/LETTERSTREAM_DAILY_LIMIT must be/);
    }
  });
});

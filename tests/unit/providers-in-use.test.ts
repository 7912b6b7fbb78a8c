import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/env.ts";
import { providersInUse } from "../../src/server/providers/providers-in-use.ts";

const base = { NODE_ENV: "test", DATA_DIR: "/tmp/providers-in-use-test", SESSION_SECRET: "x".repeat(40) };
const said = (env: Record<string, string>) => providersInUse(loadConfig({ ...base, ...env }));

describe("the start-up line naming the services in use", () => {
  it("says so plainly when the test checkout and the simulated mailer are in use", () => {
    const { line, standIns } = said({});
    expect(standIns).toBe(true);
    expect(line).toMatch(/^TEST MODE: payments or mail are not real\./);
    expect(line).toContain("Payments: the built-in test checkout (no STRIPE_SECRET_KEY: nothing is charged)");
    expect(line).toContain("Mail: the simulated mailer (no LetterStream or Lob key: nothing is mailed)");
    expect(line).toContain("Email: files in DATA_DIR/outbox");
  });

  it("names test keys as test keys", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec" };
    const lob = { LOB_API_KEY: "test_key", LOB_WEBHOOK_SECRET: "secret" };
    const { line, standIns } = said({ ...stripe, ...lob });
    expect(standIns).toBe(true);
    expect(line).toContain("Payments: Stripe with a test key (nothing is charged)");
    expect(line).toContain("Mail: Lob with a test key (nothing is mailed)");
  });

  it("has no warning when payments and mail are real", () => {
    const { line, standIns } = said({
      STRIPE_SECRET_KEY: "sk_live_abc",
      STRIPE_WEBHOOK_SECRET: "whsec",
      LETTERSTREAM_API_ID: "id",
      LETTERSTREAM_API_KEY: "key",
      SMTP_URL: "smtp://mail.example.com:587",
    });
    expect(standIns).toBe(false);
    expect(line).toBe("Payments: Stripe. Mail: LetterStream. Email: SMTP.");
  });
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signedInUser, signUp, type TestApp, uniqueEmail } from "../helpers/test-app.ts";
import { resetTokenFrom, startSmtpCatcher } from "../stand-ins/smtp-catcher.ts";
import { scaled } from "../timeouts.ts";

let now = new Date("2026-11-22T12:00:00Z");
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: "http://app.test" }, clock: () => now });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers: cookie ? { cookie } : {} });

async function requestToken(email: string) {
  const sentBefore = smtp.messages.length;
  const response = await post("/api/auth/forgot-password", { email });
  expect(response.statusCode).toBe(200);
  const message = await smtp.waitFor((m) => m.to.includes(email) && smtp.messages.indexOf(m) >= sentBefore);
  return resetTokenFrom(message);
}

describe("forgot password", () => {
  it("answers the same for known and unknown emails, and mails a link only to the known one", async () => {
    const { email } = await signUp(t.app);
    const stranger = uniqueEmail("stranger");
    const known = await post("/api/auth/forgot-password", { email });
    const unknown = await post("/api/auth/forgot-password", { email: stranger });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toContain("If an account exists");
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.text).toContain("http://app.test/reset-password?token=");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.some((m) => m.to.includes(stranger))).toBe(false);
  });

  it("validates the email", async () => {
    const response = await post("/api/auth/forgot-password", { email: "nope" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: "Invalid email address" });
  });
});

describe("reset password", () => {
  it("keeps only the newest link working, and a reset revokes every other link", async () => {
    const { email } = await signUp(t.app);
    const older = await requestToken(email);
    const newer = await requestToken(email);
    const stale = await post("/api/auth/reset-password", { token: older, newPassword: "an older link password" });
    expect(stale.statusCode).toBe(400);
    const spare = newer;
    const third = await requestToken(email);
    expect(
      (await post("/api/auth/reset-password", { token: third, newPassword: "the newest password" })).statusCode,
    ).toBe(200);
    expect(
      (await post("/api/auth/reset-password", { token: spare, newPassword: "a spare link password" })).statusCode,
    ).toBe(400);
  });

  it("sets the new password once, signs the user out everywhere, and refuses the used token", async () => {
    const { email, password, cookie } = await signUp(t.app);
    const token = await requestToken(email);
    const reset = await post("/api/auth/reset-password", { token, newPassword: "brand new password" });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toContain("reset");

    expect(await signedInUser(t.app, cookie)).toBeNull();
    expect((await post("/api/auth/login", { email, password })).statusCode).toBe(401);
    expect((await post("/api/auth/login", { email, password: "brand new password" })).statusCode).toBe(200);

    const again = await post("/api/auth/reset-password", { token, newPassword: "another password" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain("already been used");
    const check = await post("/api/auth/reset-password/check", { token });
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toContain("already been used");
  });

  it("says whether a link still works before its form is shown, without using it", async () => {
    const { email } = await signUp(t.app);
    const token = await requestToken(email);
    const fresh = await post("/api/auth/reset-password/check", { token });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ valid: true });
    expect((await post("/api/auth/reset-password/check", { token })).statusCode).toBe(200);
    expect((await post("/api/auth/reset-password/check", { token: "made-up" })).statusCode).toBe(400);
    expect((await post("/api/auth/reset-password/check", {})).statusCode).toBe(400);
    now = new Date(now.getTime() + 61 * 60 * 1000);
    expect((await post("/api/auth/reset-password/check", { token })).statusCode).toBe(400);
  });

  it("refuses a token after 1 hour", async () => {
    const { email } = await signUp(t.app);
    const token = await requestToken(email);
    now = new Date(now.getTime() + 61 * 60 * 1000);
    const response = await post("/api/auth/reset-password", { token, newPassword: "brand new password" });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("invalid_input");
  });

  it("refuses an unknown token and validates the body", async () => {
    const unknown = await post("/api/auth/reset-password", { token: "made-up", newPassword: "brand new password" });
    expect(unknown.statusCode).toBe(400);
    const empty = await post("/api/auth/reset-password", { token: "", newPassword: "short" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      token: "Reset token is required",
      newPassword: "Password must be at least 8 characters",
    });
  });

  it("stores only a hash of the token", async () => {
    const { email } = await signUp(t.app);
    const token = await requestToken(email);
    const rows = (await t.db.execute("select token from password_reset_tokens")) as unknown as {
      rows: { token: string }[];
    };
    expect(rows.rows.some((row) => row.token === token)).toBe(false);
    expect(rows.rows.every((row) => /^[0-9a-f]{64}$/.test(row.token))).toBe(true);
  });
});

describe("without SMTP_URL", () => {
  it("writes the email to DATA_DIR/outbox as an .eml file", async () => {
    const local = await createTestApp();
    try {
      const { email } = await signUp(local.app);
      await local.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
      const outbox = path.join(local.dataDir, "outbox");
      let files: string[] = [];
      /* The outbox folder is made with the first email, which the email worker sends soon after the answer. */
      for (let i = 0; i < scaled(50) && files.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith(".eml")) : [];
      }
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(outbox, files[0]), "utf8");
      expect(eml).toContain(`To: ${email}`);
      expect(eml).toContain("reset-password?token=");
    } finally {
      await local.close();
    }
  });
});

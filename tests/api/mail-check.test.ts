import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { startLetterStreamStandIn } from "../stand-ins/letterstream-stand-in.ts";
import { startLobStandIn } from "../stand-ins/lob-stand-in.ts";
import { scaled } from "../timeouts.ts";

const run = promisify(execFile);
const API = { apiId: "api-id-check", apiKey: "api-key-check" };
const dataDir = mkdtempSync(path.join(tmpdir(), "mail-check-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function mailCheck(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/mail-check.ts"], {
      env: { ...process.env, NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: "", ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("npm run mail:check", { timeout: scaled(60_000) }, () => {
  it.each([
    ["assumed replies", false, "AUTHOK"],
    ["documented codes only", true, "-199"],
  ])(
    "prints the raw reply and the verdict of one auth-only call (%s), and mails nothing",
    async (_mode, strict, code) => {
      const standIn = await startLetterStreamStandIn({ ...API, strict });
      try {
        const env = {
          LETTERSTREAM_API_ID: API.apiId,
          LETTERSTREAM_API_KEY: API.apiKey,
          LETTERSTREAM_API_BASE: standIn.url,
        };
        const ok = await mailCheck(env);
        expect(ok.code).toBe(0);
        expect(ok.output).toContain(`<code>${code}</code>`);
        expect(ok.output).toMatch(
          new RegExp(`As the app reads it: authenticated\\. LetterStream accepted the credentials \\(${code}`),
        );
        expect(standIn.seen.operations).toEqual(["none"]);
        expect(standIn.jobs.size).toBe(0);

        const wrong = await mailCheck({ ...env, LETTERSTREAM_API_KEY: "not-the-key" });
        expect(wrong.code).toBe(1);
        expect(wrong.output).toContain("<code>IDOK</code>");
        expect(wrong.output).toMatch(/As the app reads it: refused\. LetterStream refused our credentials \(IDOK\)/);
      } finally {
        await standIn.close();
      }
    },
  );

  it("says what to set when no keys are configured", async () => {
    const missing = await mailCheck({ LETTERSTREAM_API_ID: "", LETTERSTREAM_API_KEY: "" });
    expect(missing).toEqual({
      code: 2,
      output: expect.stringContaining("Set LETTERSTREAM_API_ID and LETTERSTREAM_API_KEY"),
    });
  });

  it("with a Lob test key creates one test letter, cancels it and prints Lob's replies", async () => {
    const apiKey = "test_mailcheck0123456789";
    const standIn = await startLobStandIn({ apiKey });
    try {
      const env = { LOB_API_KEY: apiKey, LOB_API_BASE: standIn.url, MAIL_PROVIDER: "lob" };
      const ok = await mailCheck(env);
      expect(ok.code).toBe(0);
      expect(ok.output).toContain(`Lob at ${standIn.url} (test key`);
      expect(ok.output).toMatch(/POST \/v1\/letters -> HTTP 200 \{"id":"ltr_\w+"/);
      expect(ok.output).toMatch(/DELETE \/v1\/letters\/ltr_\w+ -> HTTP 200 \{"id":"ltr_\w+","deleted":true\}/);
      expect(ok.output).toMatch(/As the app reads it: works\. Lob created test letter ltr_\w+ and cancelled it/);
      expect(ok.output).not.toContain(apiKey);
      expect(standIn.letters()).toHaveLength(1);
      expect(standIn.letters()[0].letter.deleted).toBe(true);

      // Chosen without MAIL_PROVIDER when no LetterStream keys are set.
      const wrong = await mailCheck({
        LOB_API_KEY: "test_not_the_key",
        LOB_API_BASE: standIn.url,
        LETTERSTREAM_API_ID: "",
        LETTERSTREAM_API_KEY: "",
      });
      expect(wrong.code).toBe(1);
      expect(wrong.output).toMatch(/POST \/v1\/letters -> HTTP 401 \{"error":\{.*"code":"unauthorized"/);
      expect(wrong.output).toMatch(/As the app reads it: refused\. Lob answered POST \/v1\/letters with HTTP 401/);
      expect(standIn.letters()).toHaveLength(1);
    } finally {
      await standIn.close();
    }
  });

  it("with a Lob live key only reads, creates nothing, and says so", async () => {
    const apiKey = "live_mailcheck0123456789";
    const standIn = await startLobStandIn({ apiKey });
    try {
      const ok = await mailCheck({ LOB_API_KEY: apiKey, LOB_API_BASE: standIn.url, MAIL_PROVIDER: "lob" });
      expect(ok.code).toBe(0);
      expect(ok.output).toContain("GET /v1/letters?limit=1 -> HTTP 200 (letters left out)");
      expect(ok.output).toContain("Nothing was created");
      expect(standIn.seen.map((seen) => seen.method)).toEqual(["GET"]);
      expect(standIn.letters()).toEqual([]);
    } finally {
      await standIn.close();
    }
  });

  it("says what to set when Lob is chosen without a key", async () => {
    const missing = await mailCheck({ MAIL_PROVIDER: "lob", LOB_API_KEY: "" });
    expect(missing).toEqual({ code: 2, output: expect.stringContaining("Set LOB_API_KEY") });
  });
});

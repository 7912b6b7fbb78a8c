import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { startLetterStreamStandIn } from "../stand-ins/letterstream-stand-in.ts";

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

describe("npm run mail:check", { timeout: 60_000 }, () => {
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
});

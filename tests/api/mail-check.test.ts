import { execFile } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
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
    ["assumed replies", false, "<code>AUTHOK</code>", "<code>IDOK</code>"],
    ["the document's printed replies", true, /AUTHOK \d{6} \d{2}:\d{2}:\d{2}/, /IDOK \d{6} \d{2}:\d{2}:\d{2}/],
  ])(
    "prints the raw reply and the verdict of one auth-only call (%s), and mails nothing",
    async (_mode, strict, authOk, idOk) => {
      const standIn = await startLetterStreamStandIn({ ...API, strict });
      try {
        const env = {
          LETTERSTREAM_API_ID: API.apiId,
          LETTERSTREAM_API_KEY: API.apiKey,
          LETTERSTREAM_API_BASE: standIn.url,
        };
        const ok = await mailCheck(env);
        expect(ok.code).toBe(0);
        expect(ok.output).toMatch(authOk);
        expect(ok.output).toMatch(
          /As the app reads it: authenticated\. LetterStream accepted the credentials \(AUTHOK/,
        );
        expect(standIn.seen.operations).toEqual(["none"]);
        expect(standIn.jobs.size).toBe(0);

        const wrong = await mailCheck({ ...env, LETTERSTREAM_API_KEY: "not-the-key" });
        expect(wrong.code).toBe(1);
        expect(wrong.output).toMatch(idOk);
        expect(wrong.output).toMatch(/As the app reads it: refused\. LetterStream refused our credentials \(IDOK\)/);
      } finally {
        await standIn.close();
      }
    },
  );

  it.each([
    ["the printed AUTHOK with its time stamp", ["AUTHOK 051010 08:14:38"], 0, /As the app reads it: authenticated/],
    [
      "DUP, asked again with a fresh t, then AUTHOK",
      ["DUP 051010 08:14:52", "AUTHOK 051010 08:14:38"],
      0,
      /Raw reply 1 of 2:\nDUP 051010 08:14:52\nRaw reply 2 of 2:\nAUTHOK 051010 08:14:38\n/,
    ],
    ["BAD", ["BAD 051010 08:14:56"], 1, /As the app reads it: refused\. LetterStream refused our credentials \(BAD\)/],
    ["a page that is no verdict", ["<html><body>Maintenance</body></html>"], 1, /As the app reads it: unclear/],
  ])("reads %s, prints every raw reply and asks with debugging on", async (_case, replies, code, verdict) => {
    const asked: URLSearchParams[] = [];
    const server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        asked.push(new URLSearchParams(body));
        response.end(replies[Math.min(asked.length, replies.length) - 1]);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const result = await mailCheck({
        LETTERSTREAM_API_ID: API.apiId,
        LETTERSTREAM_API_KEY: API.apiKey,
        LETTERSTREAM_API_BASE: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      });
      expect(result.code).toBe(code);
      for (const reply of replies) expect(result.output).toContain(reply);
      expect(result.output).toMatch(verdict);
      expect(asked).toHaveLength(replies.length);
      expect(asked.every((form) => form.get("debug") === "3" && !form.has("job"))).toBe(true);
      expect(new Set(asked.map((form) => form.get("t"))).size).toBe(replies.length);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

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
      // Nothing Lob documents tells whether certified mail is enabled: the check says so instead of guessing.
      expect(ok.output).toMatch(/Certified mail on this account: not known\. Lob documents no read that tells/);
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

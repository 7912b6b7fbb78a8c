import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { loadConfig } from "../../src/server/env.ts";

/** Outside production, an instance without SESSION_SECRET makes one and keeps it in DATA_DIR. */
const dataDir = mkdtempSync(path.join(tmpdir(), "secret-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("the development session secret is made once and kept whole, with no draft left beside it", () => {
  const first = loadConfig({ NODE_ENV: "development", DATA_DIR: dataDir }).sessionSecret;
  expect(first).toMatch(/^[0-9a-f]{64}$/);
  expect(loadConfig({ NODE_ENV: "development", DATA_DIR: dataDir }).sessionSecret).toBe(first);
  expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(first);
  expect(readdirSync(dataDir)).toEqual(["session-secret"]);
});

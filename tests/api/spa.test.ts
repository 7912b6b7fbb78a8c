import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

let t: TestApp;
const clientDir = mkdtempSync(path.join(tmpdir(), "client-"));

beforeAll(async () => {
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(path.join(clientDir, "assets", "app-1234.js"), "console.log(1)");
  writeFileSync(path.join(clientDir, "assets", "app-1234.js.br"), brotliCompressSync("console.log(1)"));
  t = await createTestApp({ env: { CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("serving the built client", () => {
  it.each(["/", "/orders", "/reset-password?token=abc", "/no/such/page"])(
    "answers %s with the app's page, not cached",
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("<title>app</title>");
    },
  );

  it("serves hashed assets for a year, and a missing asset as 404", async () => {
    const asset = await t.app.inject({ url: "/assets/app-1234.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const missing = await t.app.inject({ url: "/assets/app-9999.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "not_found" });
  });

  it("sends the pre-compressed file to a browser that takes brotli, and the plain one otherwise", async () => {
    const compressed = await t.app.inject({ url: "/assets/app-1234.js", headers: { "accept-encoding": "br, gzip" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe("console.log(1)");
    const plain = await t.app.inject({ url: "/assets/app-1234.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log(1)");
  });

  it("serves a file added after start (a new build) without a restart", async () => {
    writeFileSync(path.join(clientDir, "assets", "app-5678.js"), "console.log(2)");
    expect((await t.app.inject({ url: "/assets/app-5678.js" })).statusCode).toBe(200);
  });

  it("answers unknown API paths with JSON 404", async () => {
    const response = await t.app.inject({ url: "/api/unknown" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "not_found" });
  });
});

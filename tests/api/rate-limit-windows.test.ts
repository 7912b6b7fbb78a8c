import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countAttempts, currentWindows, MINUTE } from "../../src/server/http/rate-limit.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const limit = (key: string) => ({ key, max: 5, windowMs: 15 * MINUTE });

describe("rate-limit windows, read by one prepared statement", () => {
  it("reads back each key's count whatever characters it holds, in the order asked", async () => {
    const now = new Date();
    const keys = [
      'login-failed:10.0.0.1:"quoted",comma@example.com',
      "login-failed:{braces}\\back slash",
      "login-failed:é ü 日本",
      "login-failed:NULL",
    ];
    await countAttempts(t.db, keys.map(limit), now);
    await countAttempts(t.db, [limit(keys[1] as string)], now);
    const windows = await currentWindows(t.db, [...keys, "login-failed:never-seen"].map(limit), now);
    expect(windows.map((window) => window?.count)).toEqual([1, 2, 1, 1, undefined]);
    expect(windows[0]?.windowStart.getTime()).toBe(now.getTime());
  });

  it("leaves out a window that has ended", async () => {
    const started = new Date(Date.now() - 20 * MINUTE);
    await countAttempts(t.db, [limit("login-failed:old")], started);
    const [ended] = await currentWindows(t.db, [limit("login-failed:old")], new Date());
    expect(ended).toBeUndefined();
  });
});

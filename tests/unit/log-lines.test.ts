import { describe, expect, it } from "vitest";
import { loggerOptions, readableLine } from "../../src/server/http/log-lines.ts";

describe("log lines", () => {
  it("turns a request's JSON line into one readable line, with its extra fields", () => {
    const json = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 10, 26, 12, 4, 5),
      pid: 1,
      hostname: "h",
      reqId: "req-1",
      res: { statusCode: 200 },
      responseTime: 12.5,
      msg: "request completed",
    });
    const line = readableLine(json);
    expect(line).toMatch(/^\d\d:\d\d:\d\d INFO {2}\[req-1\] 200 request completed in 12.5 ms\n$/);
    expect(line).not.toContain("hostname");
  });

  it("prints an error's stack under its line, and passes through what is not JSON", () => {
    const line = readableLine(
      JSON.stringify({ level: 50, time: 0, msg: "boom", err: { stack: "Error: boom\n    at x" } }),
    );
    expect(line).toContain("ERROR boom\nError: boom\n    at x\n");
    expect(readableLine("plain text")).toBe("plain text\n");
  });

  it("keeps JSON in production and when the output is not a terminal", () => {
    const terminal = { isTTY: true, write: () => true } as unknown as NodeJS.WriteStream;
    const pipe = { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream;
    expect(loggerOptions("info", true, terminal)).not.toHaveProperty("stream");
    expect(loggerOptions("info", false, pipe)).not.toHaveProperty("stream");
    expect(loggerOptions("info", false, pipe)).toMatchObject({ level: "info" });
    expect(loggerOptions("info", false, terminal)).toHaveProperty("stream");
  });
});

import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandling } from "../../src/server/http/errors.ts";
import { loggableError, loggerOptions } from "../../src/server/http/log-lines.ts";
import { ClientGone } from "../../src/server/http/request-signal.ts";

/** A failed query as Drizzle reports it: the values sent with it (here a 2 MB file) in its message and on it. */
function failedQuery(): Error {
  const file = Buffer.alloc(2 * 1024 * 1024, 0x41).toString("hex");
  const cause = Object.assign(new Error('date/time field value out of range: "0000-01-01"'), { code: "22008" });
  return Object.assign(
    new Error(
      `Failed query: insert into "evidence_files" ("bytes", "evidence_date") values ($1, $2)\nparams: ${file},0000-01-01`,
      {
        cause,
      },
    ),
    { query: 'insert into "evidence_files"', params: [file, "0000-01-01"] },
  );
}

/** An app whose one route throws `error`, and the JSON lines its logger wrote. */
async function logsOf(error: Error): Promise<{ status: number; lines: Record<string, unknown>[]; raw: string }> {
  let raw = "";
  const out = { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream;
  const options = loggerOptions("info", true, out) as object;
  const app = Fastify({ logger: { ...options, stream: { write: (line: string) => (raw += line) } } });
  registerErrorHandling(app);
  app.post("/fail", async () => {
    throw error;
  });
  const response = await app.inject({ method: "POST", url: "/fail", payload: { story: "my private story" } });
  await app.close();
  const lines = raw
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { status: response.statusCode, lines, raw };
}

describe("a failed request's log line", () => {
  it("is at error level, names the failure and its cause, and carries neither the file nor the request body", async () => {
    const { status, lines, raw } = await logsOf(failedQuery());
    expect(status).toBe(500);
    const failure = lines.find((line) => line.msg === "request failed");
    expect(failure?.level).toBe(50);
    const err = failure?.err as { message: string; cause: { code: string; message: string } };
    expect(err.message).toMatch(/^Failed query: insert into "evidence_files"/);
    expect(err.message).toContain("params: (not logged)");
    expect(err.cause).toMatchObject({ code: "22008", message: expect.stringContaining("out of range") });
    expect(raw).not.toContain("4141414141");
    expect(raw).not.toContain("my private story");
    expect(raw.length).toBeLessThan(20_000);
  });

  it("is at info level only for work stopped because its client went away", async () => {
    const { lines } = await logsOf(new ClientGone("render job blocksPages cancelled: the request went away"));
    const line = lines.find((entry) => entry.msg === "request ended: the client went away");
    expect(line?.level).toBe(30);
  });

  it("cuts a very long message and keeps only an error's type, code, message, stack and cause", () => {
    const shown = loggableError(Object.assign(new Error("x".repeat(50_000)), { code: "E1", secret: "hunter2" }));
    expect(Object.keys(shown).sort()).toEqual(["code", "message", "stack", "type"]);
    expect(shown.message.length).toBeLessThan(1_100);
    expect(JSON.stringify(shown)).not.toContain("hunter2");
  });
});

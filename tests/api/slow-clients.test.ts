import { get } from "node:http";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONNECTION_TIMEOUTS } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/env.ts";
import { makeCaseRecordInTurn } from "../../src/server/features/case/case-record-gate.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

const IDLE_MS = 400;

/** Resolves with how long the server kept a connection that sent `bytes` and then went quiet. */
function heldFor(port: number, bytes: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    socket.on("error", reject);
    socket.on("close", () => resolve(Date.now() - started));
  });
}

describe("slow clients", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ timeouts: { idleMs: IDLE_MS } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it("drops a connection that stops sending its headers, or its body, once it has been idle", async () => {
    const headers = await heldFor(port, "GET /healthz HTTP/1.1\r\nHost: x\r\n");
    const body = await heldFor(
      port,
      "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
    );
    for (const held of [headers, body]) {
      expect(held).toBeGreaterThanOrEqual(350);
      expect(held).toBeLessThan(10_000);
    }
  });

  it("keeps a connection whose request arrived whole while the answer takes longer than the idle time", async () => {
    const user = await signUp(t.app);
    const id = await createLetter(t.app, user.cookie);
    await buyLetter(t.app, user.cookie, id, "digital");
    /* Another account's case record holds the one turn for three idle times: this one waits, its connection quiet. */
    let release = () => {};
    const held = makeCaseRecordInTurn(
      -1,
      new AbortController().signal,
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const started = Date.now();
    const answer = new Promise<{ status?: number; bytes: Buffer }>((resolve, reject) => {
      const request = get(
        {
          port,
          host: "127.0.0.1",
          path: `/api/demand-letters/${id}/download/proof`,
          headers: { cookie: user.cookie },
          agent: false,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ status: response.statusCode, bytes: Buffer.concat(chunks) }));
        },
      );
      request.on("error", reject);
    });
    setTimeout(() => release(), 3 * IDLE_MS);
    const { status, bytes } = await answer;
    await held;
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * IDLE_MS);
    expect(status).toBe(200);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("bounds the headers and the whole request, however slowly bytes keep coming", () => {
    expect(CONNECTION_TIMEOUTS.headersMs).toBeLessThanOrEqual(15_000);
    expect(CONNECTION_TIMEOUTS.requestMs).toBeLessThanOrEqual(120_000);
    expect(t.app.server.headersTimeout).toBe(CONNECTION_TIMEOUTS.headersMs);
    expect(t.app.server.requestTimeout).toBe(CONNECTION_TIMEOUTS.requestMs);
  });
});

describe("HOST", () => {
  const base = { NODE_ENV: "test", SESSION_SECRET: "x".repeat(32), DATA_DIR: "/tmp/unused" };
  it("defaults to every interface and takes an address", () => {
    expect(loadConfig(base).host).toBe("0.0.0.0");
    expect(loadConfig({ ...base, HOST: "127.0.0.1" }).host).toBe("127.0.0.1");
    expect(loadConfig({ ...base, HOST: "::" }).host).toBe("::");
  });

  it("refuses what is not an address, with the setting's name", () => {
    expect(() => loadConfig({ ...base, HOST: "0.0.0.0; rm -rf" })).toThrow(/HOST must be an IP address or a host name/);
  });
});

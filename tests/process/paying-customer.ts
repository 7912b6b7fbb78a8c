import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { multipart } from "../helpers/evidence-files.ts";
import type { ServerProcess } from "./server-process.ts";
import { createLetter, signUp, type Visitor } from "./visitor.ts";

/** A signed-in customer with a paid letter: who may upload evidence and ask for the case record. */
export interface PayingCustomer {
  visitor: Visitor;
  letterId: number;
}

export async function payingCustomer(server: ServerProcess): Promise<PayingCustomer> {
  const visitor = await signUp(server);
  const letterId = await createLetter(visitor, server);
  const checkout = await visitor.call(server, "POST", "/api/create-checkout-session", {
    letterId,
    packageType: "digital",
  });
  expect(checkout.status, checkout.body).toBe(200);
  const sessionId = new URL(checkout.json<{ checkoutUrl: string }>().checkoutUrl).pathname.split("/").pop();
  const paid = await visitor.call(server, "POST", `/api/test-checkout/${sessionId}/pay`, {
    cardNumber: "4242 4242 4242 4242",
  });
  expect(paid.status, paid.body).toBeLessThan(300);
  return { visitor, letterId };
}

/** One evidence upload; answers its status, or 0 when the connection failed. */
export async function uploadEvidence(
  server: ServerProcess,
  customer: PayingCustomer,
  file: { name: string; type: string; bytes: Buffer },
): Promise<number> {
  const body = multipart([
    { name: "file", fileName: file.name, type: file.type, bytes: file.bytes },
    { name: "caption", value: "Notice" },
  ]);
  try {
    const reply = await fetch(`${server.url}/api/demand-letters/${customer.letterId}/evidence`, {
      method: "POST",
      headers: { ...body.headers, cookie: customer.visitor.cookie, origin: server.url },
      body: body.payload,
    });
    await reply.arrayBuffer();
    return reply.status;
  } catch {
    return 0;
  }
}

/** The customer's case record, read to its end; answers its status, or 0 when the connection failed. */
export async function readCaseRecord(server: ServerProcess, customer: PayingCustomer): Promise<number> {
  try {
    const reply = await fetch(`${server.url}/api/demand-letters/${customer.letterId}/download/proof`, {
      headers: { cookie: customer.visitor.cookie },
    });
    await reply.arrayBuffer();
    return reply.status;
  } catch {
    return 0;
  }
}

/** The process's resident memory in MB, from Linux's /proc; undefined once it is gone. */
export function rssMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

export function p99Of(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.POSITIVE_INFINITY;
}

export function medianOf(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.POSITIVE_INFINITY;
}

/** Milliseconds `work` took, and what it answered. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

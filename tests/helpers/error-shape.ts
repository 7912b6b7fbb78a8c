import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { errorStatus } from "../../src/domain/errors.ts";

/** The one error shape: JSON `{message, code, fields?}`, a known code, and the status that code answers with. */
export function expectErrorShape(response: LightMyRequestResponse): void {
  const where = `${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.headers["content-type"], where).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(
    Object.keys(body).filter((key) => !["message", "code", "fields"].includes(key)),
    where,
  ).toEqual([]);
  expect(typeof body.message, where).toBe("string");
  expect(Object.keys(errorStatus), where).toContain(body.code);
  expect(response.statusCode, where).toBe(errorStatus[body.code as keyof typeof errorStatus]);
  if ("fields" in body) {
    expect(body.fields, where).toBeTypeOf("object");
    for (const message of Object.values(body.fields as object)) expect(typeof message, where).toBe("string");
  }
}

import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../../src/server/features/auth/passwords.ts";

describe("password hashing", () => {
  it("finishes every hash of a burst larger than the number of cores, each one verifiable", async () => {
    const passwords = Array.from({ length: 12 }, (_, i) => `password number ${i}`);
    const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
    expect(new Set(hashes).size).toBe(12);
    const checks = await Promise.all(hashes.map((stored, i) => verifyPassword(stored, passwords[i]!)));
    expect(checks.every(Boolean)).toBe(true);
    expect(await verifyPassword(hashes[0], "not the password")).toBe(false);
    expect(await verifyPassword(undefined, "anything")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { createHashQueue } from "../../src/server/features/auth/hash-queue.ts";
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

describe("the hashing queue", () => {
  /** Work that finishes when the test says, recording the order it started in. */
  function gatedWork(started: string[]) {
    const gates: (() => void)[] = [];
    const work = (label: string) => () => {
      started.push(label);
      return new Promise<string>((resolve) => gates.push(() => resolve(label)));
    };
    const releaseNext = async () => {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    };
    return { work, releaseNext };
  }

  it("gives waiting clients turns: a flood from one address delays another client by one hash, not by the flood", async () => {
    const queue = createHashQueue({ slots: 1, perClient: 10, total: 100 });
    const started: string[] = [];
    const { work, releaseNext } = gatedWork(started);
    const all = [
      ...["f1", "f2", "f3", "f4", "f5"].map((label) => queue.run("flooder", work(label))),
      queue.run("owner", work("owner")),
    ];
    for (let i = 0; i < 6; i++) await releaseNext();
    await Promise.all(all);
    expect(started).toEqual(["f1", "f2", "owner", "f3", "f4", "f5"]);
  });

  it("refuses at once over its bounds: 429 past a client's share, 503 when full, and frees places as work ends", async () => {
    const queue = createHashQueue({ slots: 1, perClient: 2, total: 3 });
    const started: string[] = [];
    const { work, releaseNext } = gatedWork(started);
    const accepted = [queue.run("a", work("a1")), queue.run("a", work("a2")), queue.run("a", work("a3"))];
    await expect(queue.run("a", work("a4"))).rejects.toMatchObject({ code: "rate_limited", status: 429 });
    accepted.push(queue.run("b", work("b1")));
    await expect(queue.run("c", work("c1"))).rejects.toMatchObject({ code: "busy", status: 503 });
    expect(queue.waiting()).toBe(3);
    for (let i = 0; i < 4; i++) await releaseNext();
    await Promise.all(accepted);
    expect(queue.waiting()).toBe(0);
    expect(started).toEqual(["a1", "a2", "b1", "a3"]);
  });
});

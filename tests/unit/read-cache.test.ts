import { describe, expect, it } from "vitest";
import { createReadCache, onlyReads } from "../../src/server/db/read-cache.ts";

function counter(values: unknown[]) {
  let calls = 0;
  return {
    load: async () => values[Math.min(calls++, values.length - 1)],
    calls: () => calls,
  };
}

describe("the read cache", () => {
  it("reads once and then answers from memory until it is emptied", async () => {
    const cache = createReadCache({ enabled: true });
    const source = counter(["first", "second"]);
    expect(await cache.read("k", source.load)).toBe("first");
    expect(await cache.read("k", source.load)).toBe("first");
    expect(source.calls()).toBe(1);
    cache.clear();
    expect(await cache.read("k", source.load)).toBe("second");
    expect(source.calls()).toBe(2);
  });

  it("does not keep a read that was in flight while the cache was emptied", async () => {
    const cache = createReadCache({ enabled: true });
    let finish: (value: string) => void = () => {};
    const inFlight = cache.read("k", () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear(); // a write finished while the read was on its way
    finish("read before the write");
    expect(await inFlight).toBe("read before the write");
    expect(cache.size).toBe(0);
    expect(await cache.read("k", async () => "read after the write")).toBe("read after the write");
  });

  it("keeps nothing while it is off, and forgets everything when it is turned off", async () => {
    const cache = createReadCache({ enabled: false });
    const source = counter(["a", "b", "c"]);
    await cache.read("k", source.load);
    await cache.read("k", source.load);
    expect(source.calls()).toBe(2);
    cache.setEnabled(true);
    await cache.read("k", source.load);
    expect(cache.size).toBe(1);
    cache.setEnabled(false);
    expect(cache.size).toBe(0);
  });

  it("lets entries expire, and holds at most maxEntries", async () => {
    let now = 0;
    const cache = createReadCache({ enabled: true, ttlMs: 1000, maxEntries: 2, now: () => now });
    const source = counter(["old", "new"]);
    await cache.read("k", source.load);
    now = 999;
    expect(await cache.read("k", source.load)).toBe("old");
    now = 1000;
    expect(await cache.read("k", source.load)).toBe("new");
    await cache.read("a", async () => 1);
    await cache.read("b", async () => 2);
    expect(cache.size).toBe(2);
  });

  it("treats only plain selects as reads", () => {
    expect(onlyReads('select "id" from "orders"')).toBe(true);
    expect(onlyReads("  SELECT 1")).toBe(true);
    expect(onlyReads("select 1;  ")).toBe(true);
    for (const text of [
      "insert into orders",
      "update users set",
      "delete from sessions",
      "begin",
      "commit",
      "with x as (update orders set y = 1) select 1",
      "selected",
      "select 1; delete from sessions",
    ]) {
      expect(onlyReads(text), text).toBe(false);
    }
  });
});

import { describe, expect, it } from "vitest";
import { createStore } from "../../src/client/lib/create-store.ts";

describe("createStore", () => {
  it("gives the first value until a new one is set, then the new one", () => {
    const store = createStore({ count: 0 });
    expect(store.get()).toEqual({ count: 0 });
    const next = { count: 1 };
    store.set(next);
    expect(store.get()).toBe(next);
  });

  it("tells every listener of each change, after the value has changed", () => {
    const store = createStore("a");
    const seen: string[] = [];
    store.subscribe(() => seen.push(`first:${store.get()}`));
    store.subscribe(() => seen.push(`second:${store.get()}`));
    store.set("b");
    store.set("c");
    expect(seen).toEqual(["first:b", "second:b", "first:c", "second:c"]);
  });

  it("stops telling a listener once it unsubscribes, and keeps telling the others", () => {
    const store = createStore(0);
    const first: number[] = [];
    const second: number[] = [];
    const stopFirst = store.subscribe(() => first.push(store.get()));
    store.subscribe(() => second.push(store.get()));
    store.set(1);
    stopFirst();
    store.set(2);
    expect(first).toEqual([1]);
    expect(second).toEqual([1, 2]);
  });

  it("tells a listener that unsubscribes another during a change without skipping or failing", () => {
    const store = createStore(0);
    const calls: string[] = [];
    let stopSecond = () => {};
    store.subscribe(() => {
      calls.push("first");
      stopSecond();
    });
    stopSecond = store.subscribe(() => calls.push("second"));
    store.set(1);
    store.set(2);
    expect(calls).toEqual(["first", "second", "first"]);
  });

  it("keeps two stores apart", () => {
    const account = createStore<string | null>(null);
    const config = createStore({ testMode: false });
    let configChanges = 0;
    config.subscribe(() => configChanges++);
    account.set("ada@example.com");
    expect(config.get()).toEqual({ testMode: false });
    expect(configChanges).toBe(0);
  });
});

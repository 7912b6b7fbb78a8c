import { describe, expect, it } from "vitest";
import {
  accountTurns,
  nextTurn,
  TURNS_REMEMBERED,
  takeTurn,
} from "../../../src/server/features/evidence/turns-by-account.ts";

/** Runs the queue to the end the way the file pool does, answering whose jobs ran in which order. */
function serveAll(waiting: { owner: string; name: string }[], lastTurn = new Map<string, number>()): string[] {
  const order: string[] = [];
  let turns = 0;
  while (waiting.length > 0) {
    const index = nextTurn(waiting, lastTurn);
    const [job] = waiting.splice(index, 1);
    if (!job) break;
    takeTurn(lastTurn, job.owner, waiting, ++turns);
    order.push(job.name);
  }
  return order;
}

describe("file jobs take turns by account", () => {
  it("puts another account's single file after one of a burst, not after the whole burst", () => {
    const burst = Array.from({ length: 6 }, (_, index) => ({ owner: accountTurns(1), name: `attacker ${index}` }));
    const order = serveAll([...burst, { owner: accountTurns(2), name: "customer" }]);
    expect(order.indexOf("customer")).toBe(1);
  });

  it("serves accounts in turn, each account's files in the order they came", () => {
    const jobs = [
      { owner: "a", name: "a1" },
      { owner: "a", name: "a2" },
      { owner: "b", name: "b1" },
      { owner: "b", name: "b2" },
      { owner: "c", name: "c1" },
    ];
    expect(serveAll(jobs)).toEqual(["a1", "b1", "c1", "a2", "b2"]);
  });

  it("keeps arrival order when one account alone waits", () => {
    const jobs = ["1", "2", "3"].map((name) => ({ owner: "a", name }));
    expect(serveAll(jobs)).toEqual(["1", "2", "3"]);
  });

  it("lets an account that was just served wait behind one that was not", () => {
    const lastTurn = new Map([["a", 7]]);
    expect(nextTurn([{ owner: "a" }, { owner: "b" }], lastTurn)).toBe(1);
    expect(nextTurn([], lastTurn)).toBe(-1);
  });

  it("forgets idle accounts once too many are remembered, never one still waiting", () => {
    const lastTurn = new Map<string, number>();
    for (let index = 0; index < TURNS_REMEMBERED; index++) lastTurn.set(`idle ${index}`, index + 1);
    lastTurn.set("waiting", 5);
    takeTurn(lastTurn, "served", [{ owner: "waiting" }], 2_000);
    expect([...lastTurn.keys()].sort()).toEqual(["served", "waiting"]);
  });
});

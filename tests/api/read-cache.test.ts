import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "../../src/server/db/client.ts";
import { letterTotals, orders, sessions, users } from "../../src/server/db/schema.ts";
import { createLetter, insertOrder, letterInput } from "../helpers/factories.ts";
import { createTestApp, signedInUser, signUp, type TestApp } from "../helpers/test-app.ts";
import { scaled } from "../timeouts.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const orderIds = async (cookie: string) =>
  ((await get("/api/orders", cookie)).json() as { id: number }[]).map((order) => order.id);

/** Asks until `check` passes, for changes that reach this process by notification. */
async function eventually(check: () => Promise<boolean>, withinMs = 3000): Promise<boolean> {
  const deadline = Date.now() + scaled(withinMs);
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

/** Puts an entry in the cache; true once it is held (a notification of an earlier write may empty it first). */
const holdProbe = () =>
  eventually(async () => {
    await t.readCache.read("probe", async () => 1);
    return t.readCache.has("probe");
  });

describe("the read cache, within one process", () => {
  it("is emptied by this process's own writes before the write returns, and not by its reads", async () => {
    // letter_totals sends no notification: only the statement watcher can empty the cache here.
    const touchTotals = sql`update ${letterTotals} set letters = letters`;
    expect(await holdProbe()).toBe(true);
    await t.db.select().from(letterTotals);
    expect(t.readCache.has("probe")).toBe(true);
    await t.db.execute(touchTotals);
    expect(t.readCache.has("probe")).toBe(false);

    expect(await holdProbe()).toBe(true);
    await t.db.transaction(async (tx) => {
      await tx.execute(touchTotals);
    });
    expect(t.readCache.has("probe")).toBe(false);
  });

  it("keeps sessions and order lists, and shows this process's own writes at once", async () => {
    const buyer = await signUp(t.app);
    const letterId = await createLetter(t.app, buyer.cookie);
    expect(await orderIds(buyer.cookie)).toEqual([]);
    expect(await orderIds(buyer.cookie)).toEqual([]);
    expect(t.readCache.enabled).toBe(true);
    expect(t.readCache.size).toBeGreaterThan(0);

    const order = await insertOrder(t.db, { userId: buyer.user.id, demandLetterId: letterId });
    expect(await orderIds(buyer.cookie)).toEqual([order!.id]);

    await t.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: "refunded" }).where(eq(orders.id, order!.id));
    });
    expect((await get("/api/orders", buyer.cookie)).json()[0].status).toBe("refunded");
  });

  it("applies a promotion, a demotion and a sign-out at once", async () => {
    const person = await signUp(t.app);
    expect((await get("/api/admin/letters", person.cookie)).statusCode).toBe(403);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, person.user.id));
    expect((await get("/api/admin/letters", person.cookie)).statusCode).toBe(200);
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, person.user.id));
    expect((await get("/api/admin/letters", person.cookie)).statusCode).toBe(403);

    expect((await signedInUser(t.app, person.cookie))?.id).toBe(person.user.id);
    const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: person.cookie } });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await signedInUser(t.app, person.cookie)).toBeNull();
    expect((await get("/api/orders", person.cookie)).statusCode).toBe(401);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the read cache beside another process (PostgreSQL)", () => {
  let other: Database;
  beforeAll(async () => {
    other = await openPostgres(t.databaseUrl!, { migrate: false, max: 2, readCache: false });
  });
  const listenerPid = async () =>
    Number(
      (
        (await other.db.execute(
          sql`select pid from pg_stat_activity where application_name = 'read-cache-listener' and datname = current_database()`,
        )) as unknown as { rows: { pid: number }[] }
      ).rows[0]?.pid,
    );
  afterAll(() => other.close());

  it("empties when another process writes orders, users or sessions", async () => {
    const buyer = await signUp(t.app);
    const letterId = await createLetter(t.app, buyer.cookie);
    expect(
      await eventually(async () => {
        await orderIds(buyer.cookie);
        return t.readCache.has(`orders:${buyer.user.id}`);
      }),
    ).toBe(true);
    const order = await insertOrder(other.db, { userId: buyer.user.id, demandLetterId: letterId });
    expect(await eventually(async () => (await orderIds(buyer.cookie)).includes(order!.id))).toBe(true);

    await other.db.update(users).set({ isAdmin: true }).where(eq(users.id, buyer.user.id));
    expect(await eventually(async () => (await get("/api/admin/letters", buyer.cookie)).statusCode === 200)).toBe(true);

    // Signed out everywhere: the session row is deleted by another process.
    await other.db.delete(sessions).where(sql`(${sessions.sess}->>'userId')::int = ${buyer.user.id}`);
    expect(await eventually(async () => (await signedInUser(t.app, buyer.cookie)) === null)).toBe(true);
  });

  it("hears of a session changed or ended by another process, and not of a new one", async () => {
    const listener = new pg.Client({ connectionString: t.databaseUrl! });
    await listener.connect();
    const heard: string[] = [];
    listener.on("notification", (message) => heard.push(message.payload ?? ""));
    await listener.query("listen read_cache");
    try {
      const sid = `test-${Date.now()}`;
      await other.db.insert(sessions).values({ sid, sess: { cookie: {} }, expire: new Date(Date.now() + 60_000) });
      await other.db
        .update(sessions)
        .set({ expire: new Date(Date.now() + 120_000) })
        .where(eq(sessions.sid, sid));
      await other.db.delete(sessions).where(eq(sessions.sid, sid));
      // Notifications arrive in commit order: once this one is heard, every earlier one has been.
      await other.db.execute(sql`select pg_notify('read_cache', 'done')`);
      expect(await eventually(async () => heard.includes("done"))).toBe(true);
      expect(heard, "the change and the end were heard, the new session was not").toEqual([
        "sessions",
        "sessions",
        "done",
      ]);
    } finally {
      await listener.end();
    }
  });

  it("refuses a change at once from a session ended, or an admin revoked, by another process", async () => {
    const person = await signUp(t.app);
    const letterId = await createLetter(t.app, person.cookie);
    await other.db.update(users).set({ isAdmin: true }).where(eq(users.id, person.user.id));
    expect(
      await eventually(async () => {
        await signedInUser(t.app, person.cookie);
        return t.readCache.has(`session:${person.cookie.slice(4).split(".")[0]}`);
      }),
    ).toBe(true);
    expect(await eventually(async () => (await get("/api/admin/queue", person.cookie)).statusCode === 200)).toBe(true);

    // Notifications held back (the listening backend is stopped): only reading again can refuse.
    const listener = await listenerPid();
    process.kill(listener, "SIGSTOP");
    try {
      await other.db.update(users).set({ isAdmin: false }).where(eq(users.id, person.user.id));
      // A read may still answer from the cached session, or from the table if the heartbeat has
      // already given up on the stopped listener; either is allowed. A change must be refused.
      const tracking = await t.app.inject({
        method: "POST",
        url: "/api/admin/tracking",
        payload: { letterId, tracking: "9407 1112 2233" },
        headers: { cookie: person.cookie },
      });
      expect(tracking.statusCode).toBe(403);
      await other.db.delete(sessions).where(sql`(${sessions.sess}->>'userId')::int = ${person.user.id}`);
      const create = await t.app.inject({
        method: "POST",
        url: "/api/demand-letters",
        payload: letterInput(),
        headers: { cookie: person.cookie },
      });
      expect(create.statusCode).toBe(401);
    } finally {
      process.kill(listener, "SIGCONT");
    }
  });

  it("stops caching when its listening connection dies without a word, and starts again once it listens", async () => {
    const buyer = await signUp(t.app);
    const letterId = await createLetter(t.app, buyer.cookie);
    await orderIds(buyer.cookie);
    // A stopped backend keeps its socket open and answers nothing, like a connection lost in the network.
    const silent = await listenerPid();
    process.kill(silent, "SIGSTOP");
    try {
      expect(await eventually(async () => !t.readCache.enabled, 10_000)).toBe(true);
      expect(t.readCache.size).toBe(0);
    } finally {
      process.kill(silent, "SIGCONT");
    }
    expect(await eventually(async () => t.readCache.enabled && (await listenerPid()) !== silent, 5000)).toBe(true);

    await other.db.execute(sql`select pg_terminate_backend(${await listenerPid()})`);
    expect(await eventually(async () => !t.readCache.enabled)).toBe(true);
    expect(t.readCache.size).toBe(0);

    expect(await eventually(async () => t.readCache.enabled)).toBe(true);
    expect(await orderIds(buyer.cookie)).toEqual([]);
    const order = await insertOrder(other.db, { userId: buyer.user.id, demandLetterId: letterId });
    expect(await eventually(async () => (await orderIds(buyer.cookie)).includes(order!.id))).toBe(true);
  });
});

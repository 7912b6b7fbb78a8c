import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "../../src/server/db/client.ts";
import { demandLetters, letterTotals, orders, users } from "../../src/server/db/schema.ts";
import { createLetter, insertOrder } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { firstName: "Admin" });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
});
afterAll(() => t.close());

const newLetter = (cookie: string) => createLetter(t.app, cookie);

/** The totals as the triggers keep them, beside the same numbers counted the slow way. */
async function totalsAndCounts() {
  const [kept] = await t.db.select({ letters: letterTotals.letters, paid: letterTotals.paid }).from(letterTotals);
  const counted = (await t.db.execute(sql`
    select (select count(*)::int from demand_letters) as letters,
           (select count(*)::int from demand_letters l
             where exists (select 1 from orders o where o.demand_letter_id = l.id and o.status = 'completed')) as paid`)) as unknown as {
    rows: { letters: number; paid: number }[];
  };
  const flagged = (await t.db.execute(sql`
    select count(*)::int as mismatched from demand_letters l
    where l.paid <> exists (select 1 from orders o where o.demand_letter_id = l.id and o.status = 'completed')`)) as unknown as {
    rows: { mismatched: number }[];
  };
  expect(Number(flagged.rows[0]?.mismatched), "letters whose paid flag is wrong").toBe(0);
  return { kept, counted: { letters: Number(counted.rows[0]?.letters), paid: Number(counted.rows[0]?.paid) } };
}

async function adminTotals() {
  const total = async (status: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/admin/letters?status=${status}`,
        headers: { cookie: admin.cookie },
      })
    ).json().total as number;
  return {
    all: await total("all"),
    paid: await total("paid"),
    pending: await total("pending"),
    refunded: await total("refunded"),
    cancelled: await total("cancelled"),
  };
}

describe("the admin letters totals and paid flags", () => {
  it("stay equal to a real count through payments, upgrades, refunds and deletions", async () => {
    const buyer = await signUp(t.app, { firstName: "Bea" });
    const other = await signUp(t.app, { firstName: "Olu" });
    const paidDigital = await newLetter(buyer.cookie);
    const unpaid = await newLetter(buyer.cookie);
    const refunded = await newLetter(buyer.cookie);
    const othersLetter = await newLetter(other.cookie);
    await buyLetter(t.app, buyer.cookie, paidDigital);
    await buyLetter(t.app, buyer.cookie, refunded);
    await buyLetter(t.app, other.cookie, othersLetter, "mail");
    await insertOrder(t.db, { userId: buyer.user.id, demandLetterId: unpaid, status: "pending" });
    expect(await totalsAndCounts()).toEqual({ kept: { letters: 4, paid: 3 }, counted: { letters: 4, paid: 3 } });

    // A second paid order for a letter (an upgrade) does not count the letter twice, nor does its refund uncount it.
    const upgrade = await insertOrder(t.db, { userId: buyer.user.id, demandLetterId: paidDigital, type: "mail" });
    await t.db.update(orders).set({ status: "refunded" }).where(eq(orders.id, upgrade!.id));
    await t.db.update(orders).set({ status: "refunded" }).where(eq(orders.demandLetterId, refunded));
    expect(await totalsAndCounts()).toEqual({ kept: { letters: 4, paid: 2 }, counted: { letters: 4, paid: 2 } });

    await t.db.delete(users).where(eq(users.id, other.user.id));
    await t.db.delete(demandLetters).where(eq(demandLetters.id, unpaid));
    const { kept, counted } = await totalsAndCounts();
    expect(kept).toEqual(counted);
    expect(counted).toEqual({ letters: 2, paid: 1 });
    // The letter left is refunded, not pending (decision 0029).
    expect(await adminTotals()).toEqual({ all: 2, paid: 1, pending: 0, refunded: 1, cancelled: 0 });
  });

  it("count a letter paid twice at the same moment once", async ({ skip }) => {
    if (!t.databaseUrl) skip("two connections need PostgreSQL");
    const buyer = await signUp(t.app, { firstName: "Cy" });
    const letter = await newLetter(buyer.cookie);
    const [first, second] = await Promise.all([
      insertOrder(t.db, { userId: buyer.user.id, demandLetterId: letter, status: "pending" }),
      insertOrder(t.db, { userId: buyer.user.id, demandLetterId: letter, type: "mail", status: "pending" }),
    ]);
    const before = (await totalsAndCounts()).kept!.paid;
    const secondInstance: Database = await openPostgres(t.databaseUrl!, { migrate: false, max: 2 });
    try {
      const pay = (db: Database["db"], orderId: number) =>
        db.transaction(async (tx) => {
          await tx.update(orders).set({ status: "completed" }).where(eq(orders.id, orderId));
          await tx.execute(sql`select pg_sleep(0.2)`);
        });
      await Promise.all([pay(t.db, first!.id), pay(secondInstance.db, second!.id)]);
    } finally {
      await secondInstance.close();
    }
    const { kept, counted } = await totalsAndCounts();
    expect(kept).toEqual(counted);
    expect(kept!.paid).toBe(before + 1);
  });
});

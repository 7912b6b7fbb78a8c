import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, users } from "../../src/server/db/schema.ts";
import { csvField } from "../../src/server/features/admin/letters-csv.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter, payLocal } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

const now = new Date("2026-11-24T17:00:00Z");
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let uma: Awaited<ReturnType<typeof signUp>>;
let vic: Awaited<ReturnType<typeof signUp>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await signUp(t.app, { firstName: "Ada" });
  uma = await signUp(t.app, { firstName: "Uma", email: `uma.baker-${process.pid}@example.com` });
  vic = await signUp(t.app, { firstName: "Vic", email: `vic-${process.pid}@example.org` });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
  ids.upgraded = await createLetter(t.app, uma.cookie, {
    fullName: "Uma Zielinska",
    signature: { kind: "typed", name: "Uma Zielinska" },
  });
  ids.digital = await createLetter(t.app, vic.cookie, {
    fullName: "Victor Okafor",
    signature: { kind: "typed", name: "Victor Okafor" },
  });
  ids.draft = await createLetter(t.app, vic.cookie, { fullName: "Victor Okafor", signature: null });
  ids.upgradedOrder = await buyLetter(t.app, uma.cookie, ids.upgraded, "digital");
  const upgrade = await t.app.inject({
    method: "POST",
    url: `/api/orders/${ids.upgradedOrder}/upgrade`,
    headers: { cookie: uma.cookie },
  });
  expect(upgrade.statusCode).toBe(200);
  await payLocal(t.app, uma.cookie, upgrade.json().sessionUrl);
  ids.digitalOrder = await buyLetter(t.app, vic.cookie, ids.digital, "digital");
});
afterAll(() => t.close());

const get = (url: string, cookie = admin.cookie) => t.app.inject({ method: "GET", url, headers: { cookie } });
const search = async (q: string, status = "all") =>
  (await get(`/api/admin/letters?status=${status}&q=${encodeURIComponent(q)}`)).json();
const found = (page: { items: { id: number }[] }) => page.items.map((row) => row.id).sort();

describe("the Admin Center", () => {
  it("shows what each letter's orders add up to: $5 upgraded for $20 is $25", async () => {
    const page = (await get("/api/admin/letters")).json();
    const row = (id: number) => page.items.find((item: { id: number }) => item.id === id);
    expect(row(ids.upgraded)).toMatchObject({ paidTotal: "25.00", refundedTotal: "0.00", orderType: "mail" });
    expect(row(ids.digital)).toMatchObject({ paidTotal: "5.00" });
    expect(row(ids.draft)).toMatchObject({ paidTotal: "0.00", status: "Pending" });
  });

  it("searches by email, name, letter number and order number, within the status filter", async () => {
    expect(found(await search("uma.baker"))).toEqual([ids.upgraded]);
    expect(found(await search("EXAMPLE.ORG"))).toEqual([ids.digital, ids.draft].sort());
    expect(found(await search("okafor"))).toEqual([ids.digital, ids.draft].sort());
    expect(found(await search("okafor", "paid"))).toEqual([ids.digital]);
    /* A number is a letter number or an order number: both are shown. */
    expect(found(await search(String(ids.draft)))).toContain(ids.draft);
    expect(found(await search(`#${ids.digitalOrder}`))).toContain(ids.digital);
    expect(found(await search("999999"))).toEqual([]);
    const none = await search("nobody-has-this");
    expect(none).toMatchObject({ items: [], total: 0, totalCapped: false, nextBefore: null });
    /* LIKE's own characters are plain text in a search. */
    expect((await search("%")).items).toEqual([]);
    const tooLong = await get(`/api/admin/letters?q=${"x".repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe("Search for at most 100 characters");
  });

  it("exports the filtered letters as CSV, streamed, and records the export", async () => {
    const response = await get("/api/admin/letters/export?status=paid&q=example");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="letters-paid-2026-11-24.csv"');
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(header).toBe("Letter,Created (UTC),Name,Email,Platforms,Status,Package,Order,Paid total,Refunded,Tracking");
    const rows = lines.map((line) => line.split(","));
    expect(rows.map((row) => Number(row[0])).sort()).toEqual([ids.upgraded, ids.digital].sort());
    expect(rows.find((row) => Number(row[0]) === ids.upgraded)?.slice(2, 10)).toEqual([
      "Uma Zielinska",
      uma.email,
      "Instagram; Facebook",
      "Paid",
      "mail",
      expect.stringMatching(/^\d+$/),
      "25.00",
      "0.00",
    ]);

    const audit = (await get("/api/admin/audit")).json();
    expect(audit[0]).toMatchObject({
      actor: admin.email,
      action: "letters.export",
      details: { status: "paid", q: "example" },
    });
    expect(audit.length).toBeLessThanOrEqual(50);
  });

  it("escapes CSV fields and defuses spreadsheet formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField("+1 415 555 0134")).toBe("'+1 415 555 0134");
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
  });

  it("sums paid orders for today, 7 and 30 days, refunds, the mail queue, and 30 days for the chart", async () => {
    /* Move the two digital payments into the past: one 3 days ago, one 20 days ago. */
    await t.db
      .update(orders)
      .set({ paidAt: new Date("2026-11-21T15:00:00Z") })
      .where(eq(orders.id, ids.digitalOrder));
    await t.db
      .update(orders)
      .set({ paidAt: new Date("2026-11-04T15:00:00Z") })
      .where(eq(orders.id, ids.upgradedOrder));
    await t.db
      .update(orders)
      .set({ paidAt: new Date("2026-09-01T15:00:00Z") })
      .where(eq(orders.demandLetterId, ids.draft));
    const summary = (await get("/api/admin/summary")).json();
    expect(summary.periods).toEqual([
      { label: "Today", orders: 1, revenue: "20.00" },
      { label: "7 days", orders: 2, revenue: "25.00" },
      { label: "30 days", orders: 3, revenue: "30.00" },
    ]);
    expect(summary.days).toHaveLength(30);
    expect(summary.days.at(-1)).toEqual({ day: "2026-11-24", orders: 1, revenue: "20.00" });
    expect(summary.days.find((day: { day: string }) => day.day === "2026-11-21")).toEqual({
      day: "2026-11-21",
      orders: 1,
      revenue: "5.00",
    });
    expect(summary.days[0].day).toBe("2026-10-26");
    expect(summary.refunds).toEqual({ count: 0, amount: "0.00" });
    expect(summary.queue).toEqual({ waiting: 1, paused: 0, sentThisWeek: 0 });

    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${ids.digitalOrder}/refund`,
      payload: { reason: "Asked for by the customer." },
      headers: { cookie: admin.cookie },
    });
    expect(refund.statusCode).toBe(200);
    expect((await get("/api/admin/summary")).json().refunds).toEqual({ count: 1, amount: "5.00" });
    const row = (await get("/api/admin/letters")).json().items.find((item: { id: number }) => item.id === ids.digital);
    expect(row).toMatchObject({ paidTotal: "5.00", refundedTotal: "5.00" });
  });

  it("keeps the summary, audit log and export to admins", async () => {
    for (const url of ["/api/admin/summary", "/api/admin/audit", "/api/admin/letters/export"]) {
      expect((await get(url, uma.cookie)).statusCode).toBe(403);
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, users } from "../../src/server/db/schema.ts";
import { asText, csvField } from "../../src/server/features/admin/letters-csv.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

/** Issue 29: the Admin Center's table, filters and CSV tell a refunded order from a pending one. */
const TRACKING = "9400111899223197428490";
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let user: Awaited<ReturnType<typeof signUp>>;
const ids: Record<string, number> = {};

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });
const post = async (url: string, payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: "POST", url, payload, headers: { cookie: admin.cookie } });
  expect(response.statusCode, response.body).toBe(200);
};
const openCheckout = async (letterId: number) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/create-checkout-session",
    payload: { letterId, packageType: "digital" },
    headers: { cookie: user.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().orderId as number;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { firstName: "Ada" });
  user = await signUp(t.app, { firstName: "Uma" });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
  for (const name of ["paid", "mailed", "refunded", "refundedMail", "open", "draft", "expired"]) {
    ids[name] = await createLetter(t.app, user.cookie);
  }
  await buyLetter(t.app, user.cookie, ids.paid as number);
  await buyLetter(t.app, user.cookie, ids.mailed as number, "mail");
  await post("/api/admin/tracking", { letterId: ids.mailed, tracking: TRACKING });
  const refunded = await buyLetter(t.app, user.cookie, ids.refunded as number);
  await post(`/api/admin/orders/${refunded}/refund`, { reason: "Asked for by the customer." });
  /* A mailing handed over, its tracking number known, then refunded: its row keeps the number. */
  const refundedMail = await buyLetter(t.app, user.cookie, ids.refundedMail as number, "mail");
  await post("/api/admin/tracking", { letterId: ids.refundedMail, tracking: TRACKING });
  await post(`/api/admin/orders/${refundedMail}/refund`, { reason: "Sent to the wrong address." });
  /* After a refund the customer opens a new checkout: the money is still the refund's story. */
  await openCheckout(ids.refunded as number);
  await openCheckout(ids.open as number);
  const expired = await openCheckout(ids.expired as number);
  await t.db.update(orders).set({ status: "expired" }).where(eq(orders.id, expired));
});
afterAll(() => t.close());

type Row = { id: number; status: string; mailTracking: string | null; refundedTotal: string };
const list = async (status: string) => {
  const response = await get(`/api/admin/letters?status=${status}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Row[]; total: number };
};
const listed = (page: { items: Row[] }) => page.items.map((row) => row.id).sort((a, b) => a - b);
const sorted = (...names: string[]) => names.map((name) => ids[name] as number).sort((a, b) => a - b);

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(field);
      field = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index++;
    } else field += character;
  }
  return rows;
}

/** What a spreadsheet shows for a cell it reads from CSV: `="…"` is the text between the quotes. */
const shown = (cell: string) => /^="(.*)"$/.exec(cell)?.[1] ?? cell;

describe("the admin letters table tells a refund from a pending payment", () => {
  it("labels each letter Paid, Refunded, Pending or Cancelled from all its orders", async () => {
    const rows = new Map((await list("all")).items.map((row) => [row.id, row]));
    const status = (name: string) => rows.get(ids[name] as number)?.status;
    expect(status("paid")).toBe("Paid");
    expect(status("mailed")).toBe("Paid");
    expect(status("refunded")).toBe("Refunded");
    expect(status("refundedMail")).toBe("Refunded");
    expect(status("open")).toBe("Pending");
    expect(status("draft")).toBe("Pending");
    expect(status("expired")).toBe("Cancelled");
    /* The refunded row shows the refunded order, not the checkout opened after it. */
    expect(rows.get(ids.refunded as number)?.refundedTotal).toBe("5.00");
    expect(rows.get(ids.refundedMail as number)).toMatchObject({ mailTracking: TRACKING, refundedTotal: "25.00" });
  });

  it("gives each status its own filter and count, and never counts a refund as pending", async () => {
    const [all, paid, pending, refunded, cancelled] = await Promise.all(
      ["all", "paid", "pending", "refunded", "cancelled"].map(list),
    );
    expect(listed(paid)).toEqual(sorted("paid", "mailed"));
    expect(listed(pending)).toEqual(sorted("open", "draft"));
    expect(listed(refunded)).toEqual(sorted("refunded", "refundedMail"));
    expect(listed(cancelled)).toEqual(sorted("expired"));
    expect([all.total, paid.total, pending.total, refunded.total, cancelled.total]).toEqual([7, 2, 2, 2, 1]);
    /* A search within a filter counts the same way. */
    const searched = (await get(`/api/admin/letters?status=pending&q=${encodeURIComponent(user.email)}`)).json();
    expect(searched.total).toBe(2);
    expect((await get(`/api/admin/letters?status=refunded&q=%23${ids.refunded}`)).json().total).toBe(1);
    expect((await get("/api/admin/letters?status=bogus")).statusCode).toBe(400);
  });

  it("keeps each filter's count as a letter moves from pending to cancelled and back, and when it is deleted", async () => {
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          ["all", "pending", "cancelled"].map(async (status) => [status, (await list(status)).total] as const),
        ),
      );
    const before = await counts();
    const id = await createLetter(t.app, user.cookie);
    const orderId = await openCheckout(id);
    expect(await counts()).toEqual({ ...before, all: before.all + 1, pending: before.pending + 1 });
    await t.db.update(orders).set({ status: "expired" }).where(eq(orders.id, orderId));
    expect(await counts()).toEqual({ ...before, all: before.all + 1, cancelled: before.cancelled + 1 });
    expect(listed(await list("cancelled"))).toContain(id);
    await openCheckout(id);
    expect(listed(await list("pending"))).toContain(id);
    await t.db.update(orders).set({ status: "expired" }).where(eq(orders.demandLetterId, id));
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/demand-letters/${id}`,
      headers: { cookie: user.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await counts()).toEqual(before);
  });

  it("exports Refunded in the CSV, and tracking numbers as text a spreadsheet keeps whole", async () => {
    const response = await get("/api/admin/letters/export?status=all");
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ""));
    const column = (name: string) => header?.indexOf(name) ?? -1;
    const byId = new Map(rows.map((row) => [Number(row[0]), row]));
    const cell = (name: string, col: string) => byId.get(ids[name] as number)?.[column(col)];
    expect(cell("refunded", "Status")).toBe("Refunded");
    expect(cell("refundedMail", "Status")).toBe("Refunded");
    expect(cell("expired", "Status")).toBe("Cancelled");
    expect(cell("open", "Status")).toBe("Pending");
    /* All 22 digits, written as the text formula ="…", so no spreadsheet turns them into 9.4001E+21. */
    expect(cell("mailed", "Tracking")).toBe(`="${TRACKING}"`);
    expect(shown(cell("mailed", "Tracking") ?? "")).toBe(TRACKING);
    expect(shown(cell("refundedMail", "Tracking") ?? "")).toHaveLength(22);
    expect(response.body).toContain(`,"=""${TRACKING}"""\r\n`);
    expect(cell("paid", "Tracking")).toBe("");

    const refundedOnly = parseCsv((await get("/api/admin/letters/export?status=refunded")).body.replace(/^\uFEFF/, ""));
    expect(
      refundedOnly
        .slice(1)
        .map((row) => Number(row[0]))
        .sort((a, b) => a - b),
    ).toEqual(sorted("refunded", "refundedMail"));
    const pendingOnly = parseCsv((await get("/api/admin/letters/export?status=pending")).body.replace(/^\uFEFF/, ""));
    expect(pendingOnly.slice(1).every((row) => row[column("Status")] === "Pending")).toBe(true);
    expect(pendingOnly).toHaveLength(3);
  });

  it("writes only digits as a text formula: anything else stays an ordinary, defused field", () => {
    expect(asText("EA123456789US")).toBe("EA123456789US");
    expect(csvField(asText("=HYPERLINK(1)") as string)).toBe("'=HYPERLINK(1)");
    expect(asText("00123")).not.toBe("00123");
  });
});

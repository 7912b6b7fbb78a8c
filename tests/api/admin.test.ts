import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, orders, users } from "../../src/server/db/schema.ts";
import { createLetter, insertOrder } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let user: Awaited<ReturnType<typeof signUp>>;
let letterId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { MAIL_SIMULATION_STEP_SECONDS: "60" } });
  admin = await signUp(t.app, { firstName: "Admin" });
  user = await signUp(t.app, { firstName: "Uma" });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
  letterId = await newLetter();
});
afterAll(() => t.close());

const newLetter = (overrides: Record<string, unknown> = {}) => createLetter(t.app, user.cookie, overrides);
const call = (method: "GET" | "POST", url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

describe("authorization", () => {
  const routes: ["GET" | "POST", string, object?][] = [
    ["GET", "/api/admin/letters"],
    ["GET", "/api/admin/queue"],
    ["POST", "/api/admin/queue/remove", { orderId: 1 }],
    ["POST", "/api/admin/queue/retry", { orderId: 1 }],
    ["POST", "/api/admin/tracking", { letterId: 1, tracking: "9407" }],
    ["GET", "/api/admin/letters/1/download/pdf"],
  ];
  it.each(routes)("%s %s answers 401 signed out and 403 to a non-admin", async (method, url, body) => {
    expect((await call(method, url.replace("/1/", `/${letterId}/`), undefined, body)).statusCode).toBe(401);
    const forbidden = await call(method, url.replace("/1/", `/${letterId}/`), user.cookie, body);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: "forbidden" });
  });
});

describe("letters management", () => {
  it("pages and filters all letters on the server, with counts", async () => {
    const paidLetter = await newLetter({ username: "paid.one" });
    const orderId = await buyLetter(t.app, user.cookie, paidLetter);
    const all = (await call("GET", "/api/admin/letters?pageSize=2", admin.cookie)).json();
    expect(all.pageSize).toBe(2);
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.items[0]).toMatchObject({
      id: paidLetter,
      orderId,
      userEmail: user.email,
      fullName: "Zoë Łukasz",
      platforms: ["Instagram", "Facebook"],
      status: "Paid",
      orderType: "digital",
      amount: "5.00",
    });

    const paid = (await call("GET", "/api/admin/letters?status=paid", admin.cookie)).json();
    expect(paid.items.every((row: { status: string }) => row.status === "Paid")).toBe(true);
    const pending = (await call("GET", "/api/admin/letters?status=pending", admin.cookie)).json();
    expect(pending.items.some((row: { id: number }) => row.id === letterId)).toBe(true);
    expect(pending.total + paid.total).toBe(all.total);

    expect((await call("GET", "/api/admin/letters?status=lost", admin.cookie)).statusCode).toBe(400);
    expect((await call("GET", "/api/admin/letters?page=0", admin.cookie)).statusCode).toBe(400);
  });

  it("pages by the id beside each page, forward and back, to the same letters as counting pages", async () => {
    for (let i = 0; i < 5; i++) await newLetter({ username: `keyset.${i}` });
    const get = async (query: string) => {
      const response = await call("GET", `/api/admin/letters?pageSize=3&${query}`, admin.cookie);
      expect(response.statusCode).toBe(200);
      return response.json() as {
        items: { id: number }[];
        total: number;
        nextBefore: number | null;
        prevAfter: number | null;
      };
    };
    const ids = (page: { items: { id: number }[] }) => page.items.map((row) => row.id);

    const first = await get("page=1");
    expect(first.prevAfter).toBeNull();
    const forward = [first];
    while (forward.at(-1)?.nextBefore)
      forward.push(await get(`page=${forward.length + 1}&before=${forward.at(-1)?.nextBefore}`));
    expect(forward).toHaveLength(Math.ceil(first.total / 3));
    expect(forward.at(-1)?.nextBefore).toBeNull();
    const all = forward.flatMap(ids);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(new Set(all).size).toBe(first.total);
    /* The same pages as counting pages (OFFSET), which old links still use. */
    for (const [index, page] of forward.entries()) expect(ids(await get(`page=${index + 1}`))).toEqual(ids(page));

    /* Back from the last page, one page at a time, to the first. */
    const backward = [forward.at(-1)];
    for (let page = forward.length - 1; page >= 1; page--)
      backward.push(await get(`page=${page}&after=${backward.at(-1)?.prevAfter}`));
    expect(backward.at(-1)?.prevAfter).toBeNull();
    expect(backward.slice(1).map((page) => ids(page as { items: { id: number }[] }))).toEqual(
      forward.slice(0, -1).reverse().map(ids),
    );

    const both = await call("GET", "/api/admin/letters?before=5&after=2", admin.cookie);
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe("Page by before or by after, not both");
    expect((await call("GET", "/api/admin/letters?before=abc", admin.cookie)).statusCode).toBe(400);
  });

  it("downloads any letter's files under admin names, and records it", async () => {
    const pdf = await call("GET", `/api/admin/letters/${letterId}/download/pdf`, admin.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="admin-letter-${letterId}.pdf"`);
    const word = await call("GET", `/api/admin/letters/${letterId}/download/word`, admin.cookie);
    expect(word.headers["content-disposition"]).toBe(`attachment; filename="admin-letter-${letterId}.docx"`);
    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.action, "letter.download"));
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect((await call("GET", "/api/admin/letters/999999/download/pdf", admin.cookie)).statusCode).toBe(404);
  });

  it("sets a tracking number on a paid mail letter only, and never a blank one", async () => {
    const blank = await call("POST", "/api/admin/tracking", admin.cookie, { letterId, tracking: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Please enter a tracking number.");
    const noMail = await call("POST", "/api/admin/tracking", admin.cookie, {
      letterId,
      tracking: "9407 1112 2233 3444 5556 66",
    });
    expect(noMail.statusCode).toBe(409);

    const mailLetter = await newLetter();
    const order = await insertOrder(t.db, { userId: user.user.id, demandLetterId: mailLetter, type: "mail" });
    const saved = await call("POST", "/api/admin/tracking", admin.cookie, {
      letterId: mailLetter,
      tracking: "9407111222333444555666",
    });
    expect(saved.json()).toEqual({ message: "Tracking number updated successfully" });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.mailTracking).toBe("9407111222333444555666");
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, "order.set_tracking"));
    expect(audit).toMatchObject({ actorUserId: admin.user.id, targetId: String(order.id) });

    /* Spaces as typed are not kept: one number, as USPS links it. */
    await call("POST", "/api/admin/tracking", admin.cookie, {
      letterId: mailLetter,
      tracking: " 9407 1112 2233 3444 5556 77 ",
    });
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].mailTracking).toBe(
      "9407111222333444555677",
    );
  });

  it("refuses to change a delivered letter's tracking number without a confirmation and a reason, and audits it", async () => {
    const mailLetter = await newLetter();
    const order = await insertOrder(t.db, { userId: user.user.id, demandLetterId: mailLetter, type: "mail" });
    await t.db
      .update(orders)
      .set({ mailStatus: "delivered", mailTracking: "9407111222333444555666" })
      .where(eq(orders.id, order.id));
    const change = (body: Record<string, unknown>) =>
      call("POST", "/api/admin/tracking", admin.cookie, {
        letterId: mailLetter,
        tracking: "9407 0000 1111 2222 3333 44",
        ...body,
      });
    const unconfirmed = await change({});
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toContain("was delivered with tracking number 9407111222333444555666");
    const noReason = await change({ confirmDelivered: true, reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: "Say why the tracking number changes" });
    const stored = async () => (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].mailTracking;
    expect(await stored()).toBe("9407111222333444555666");

    const done = await change({ confirmDelivered: true, reason: "USPS reissued the label" });
    expect(done.statusCode).toBe(200);
    expect(await stored()).toBe("9407000011112222333344");
    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.action, "order.set_tracking"));
    expect(audits.find((row) => row.targetId === String(order.id))?.details).toEqual({
      letterId: mailLetter,
      from: "9407111222333444555666",
      to: "9407000011112222333344",
      delivered: true,
      reason: "USPS reissued the label",
    });
  });
});

describe("mail queue", () => {
  it("shows every paid mail order waiting, submits it on retry, and removes it", async () => {
    const mailLetter = await newLetter();
    const orderId = await buyLetter(t.app, user.cookie, mailLetter, "mail");
    const queue = (await call("GET", "/api/admin/queue", admin.cookie)).json();
    expect(queue.find((row: { id: number }) => row.id === orderId)).toMatchObject({
      type: "mail",
      amount: "25.00",
      mailStatus: "not_submitted",
      letterStreamJobId: null,
      userEmail: user.email,
    });

    const retried = await call("POST", "/api/admin/queue/retry", admin.cookie, { orderId });
    expect(retried.json()).toEqual({ message: "LetterStream submission successful" });
    const [submitted] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(submitted).toMatchObject({
      mailStatus: "submitted",
      letterstreamJobId: `RL${String(orderId).padStart(8, "0")}`,
      inQueue: true,
    });

    const removed = await call("POST", "/api/admin/queue/remove", admin.cookie, { orderId });
    expect(removed.json()).toEqual({ message: "Order removed from queue successfully" });
    expect(
      (await call("GET", "/api/admin/queue", admin.cookie)).json().some((row: { id: number }) => row.id === orderId),
    ).toBe(false);
    expect((await call("POST", "/api/admin/queue/remove", admin.cookie, { orderId })).statusCode).toBe(404);

    const actions = (
      await t.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.targetId, String(orderId)))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["queue.retry", "queue.remove"]));
  });

  it("refuses to retry an order that is not a paid mail order", async () => {
    const digital = await buyLetter(t.app, user.cookie, await newLetter());
    expect((await call("POST", "/api/admin/queue/retry", admin.cookie, { orderId: digital })).statusCode).toBe(409);
    expect((await call("POST", "/api/admin/queue/retry", admin.cookie, { orderId: 999999 })).statusCode).toBe(404);
    expect((await call("POST", "/api/admin/queue/retry", admin.cookie, { orderId: "x" })).statusCode).toBe(400);
  });
});

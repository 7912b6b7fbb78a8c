import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertOrder, letterInput } from "../helpers/factories.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date("2026-11-22T15:00:00Z") });
  alice = await signUp(t.app, { firstName: "Alice" });
  bob = await signUp(t.app, { firstName: "Bob" });
});
afterAll(() => t.close());

const create = (cookie: string, body: unknown) =>
  t.app.inject({ method: "POST", url: "/api/demand-letters", payload: body as object, headers: { cookie } });
const get = (cookie: string | undefined, url: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe("creating a letter", () => {
  it("stores the letter with content rendered on the server, ignoring content sent by the client", async () => {
    const response = await create(alice.cookie, letterInput({ letterContent: "I promise nothing", userId: 999 }));
    expect(response.statusCode).toBe(201);
    const letter = response.json();
    expect(letter).toMatchObject({
      id: expect.any(Number),
      userId: alice.user.id,
      fullName: "Zoë Łukasz",
      platforms: ["Instagram", "Facebook"],
      recipientBusinessId: "meta-main",
    });
    expect(letter.letterContent).not.toContain("I promise nothing");
    expect(letter.letterContent).toContain("Zoë Łukasz");
    expect(letter.letterContent).toContain("zoe.makes.things");
    expect(letter.letterContent).toContain("I lost access to 8 years of photos");
    expect(letter.letterContent).toContain("1 Meta Way");
    expect(letter.letterContent).toContain("December 22, 2026");
  });

  it("defaults the recipient to meta-main and upper-cases the state", async () => {
    const body = letterInput({ state: "ny" });
    delete (body as Record<string, unknown>).recipientBusinessId;
    const response = await create(alice.cookie, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ recipientBusinessId: "meta-main", state: "NY" });
  });

  it.each([
    [{ platforms: [] }, "platforms", "Select at least one platform"],
    [{ platforms: ["MySpace"] }, "platforms.0", undefined],
    [{ banDate: "" }, "banDate", "Ban date is required"],
    [{ banDate: "2099-01-01" }, "banDate", "Ban date cannot be in the future"],
    [{ zipCode: "9410" }, "zipCode", undefined],
    [{ state: "ZZ" }, "state", undefined],
    [{ phone: "555-0134" }, "phone", undefined],
    [{ email: "nope" }, "email", "Invalid email address"],
    [{ address: "12 Market St: rear" }, "address", undefined],
    [{ city: "San|Francisco" }, "city", undefined],
    [{ fullName: "" }, "fullName", undefined],
    [{ username: "" }, "username", undefined],
    [{ consequences: "" }, "consequences", undefined],
    [{ consequences: "x".repeat(20_000) }, "consequences", undefined],
    [{ recipientBusinessId: "meta-elsewhere" }, "recipientBusinessId", undefined],
  ])("refuses %j with 400 and a message on the field", async (override, field, message) => {
    const response = await create(alice.cookie, letterInput(override));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("invalid_input");
    expect(Object.keys(body.fields)).toContain(field);
    if (message) expect(body.fields[field]).toBe(message);
    else expect(body.fields[field].length).toBeGreaterThan(5);
  });

  it("explains why a colon or bar cannot be in an address", async () => {
    const response = await create(alice.cookie, letterInput({ address: "Unit 4 | 12 Market Street" }));
    expect(response.json().fields.address).toMatch(/mail/i);
  });

  it("answers 401 when signed out", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/demand-letters", payload: letterInput() });
    expect(response.statusCode).toBe(401);
  });
});

describe("reading letters", () => {
  it("lists only the user's own letters, newest first", async () => {
    const first = (await create(bob.cookie, letterInput({ username: "bob.one" }))).json();
    const second = (await create(bob.cookie, letterInput({ username: "bob.two", platforms: ["Threads"] }))).json();
    const list = (await get(bob.cookie, "/api/demand-letters")).json();
    expect(list.map((l: { id: number }) => l.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({ platforms: ["Threads"], username: "bob.two", paid: false, latestOrder: null });
    const aliceList = (await get(alice.cookie, "/api/demand-letters")).json();
    expect(aliceList.every((l: { id: number }) => l.id !== first.id && l.id !== second.id)).toBe(true);
  });

  it("shows a letter to its owner and answers 404 to anyone else", async () => {
    const letter = (await create(alice.cookie, letterInput())).json();
    expect((await get(alice.cookie, `/api/demand-letters/${letter.id}`)).json().id).toBe(letter.id);
    expect((await get(bob.cookie, `/api/demand-letters/${letter.id}`)).statusCode).toBe(404);
    expect((await get(undefined, `/api/demand-letters/${letter.id}`)).statusCode).toBe(401);
    expect((await get(alice.cookie, "/api/demand-letters/999999")).statusCode).toBe(404);
    expect((await get(alice.cookie, "/api/demand-letters/abc")).statusCode).toBe(400);
    expect((await get(alice.cookie, "/api/demand-letters/-1")).statusCode).toBe(400);
    expect((await get(alice.cookie, "/api/demand-letters/99999999999999")).statusCode).toBe(400);
  });

  it("serves the recipient list: the US addresses first, then the EU and UK parties (decision 0052)", async () => {
    const list = (await get(undefined, "/api/recipients")).json();
    expect(list.map((r: { id: string }) => r.id)).toEqual([
      "meta-main",
      "meta-instagram-disputes",
      "meta-whatsapp-disputes",
      "meta-privacy",
      "meta-ireland",
      "whatsapp-ireland",
      "whatsapp-llc",
    ]);
    expect(list.find((r: { id: string }) => r.id === "meta-ireland")).toMatchObject({
      displayName: "Meta Platforms Ireland Limited",
      fullAddress: "Merrion Road, Dublin 4, D04 X2K5, Ireland",
      country: "IE",
    });
    expect(list[0]).toMatchObject({
      displayName: expect.any(String),
      address1: "1 Meta Way",
      city: "Menlo Park",
      state: "CA",
      zip: "94025",
    });
  });
});

describe("downloads", () => {
  it("answers 402 before payment, then serves PDF and Word with the spec's names to the owner only", async () => {
    const letter = (await create(alice.cookie, letterInput())).json();
    const before = await get(alice.cookie, `/api/demand-letters/${letter.id}/download/pdf`);
    expect(before.statusCode).toBe(402);
    expect(before.json()).toMatchObject({ code: "payment_required" });

    await insertOrder(t.db, { userId: alice.user.id, demandLetterId: letter.id, status: "pending" });
    expect((await get(alice.cookie, `/api/demand-letters/${letter.id}/download/pdf`)).statusCode).toBe(402);
    await insertOrder(t.db, { userId: alice.user.id, demandLetterId: letter.id, status: "completed" });

    const pdf = await get(alice.cookie, `/api/demand-letters/${letter.id}/download/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="demand-letter-${letter.id}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const word = await get(alice.cookie, `/api/demand-letters/${letter.id}/download/word`);
    expect(word.statusCode).toBe(200);
    expect(word.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(word.headers["content-disposition"]).toBe(`attachment; filename="demand-letter-${letter.id}.docx"`);
    expect(word.rawPayload.subarray(0, 2).toString()).toBe("PK");

    expect((await get(bob.cookie, `/api/demand-letters/${letter.id}/download/pdf`)).statusCode).toBe(404);
    expect((await get(undefined, `/api/demand-letters/${letter.id}/download/pdf`)).statusCode).toBe(401);
    expect((await get(alice.cookie, `/api/demand-letters/${letter.id}/download/txt`)).statusCode).toBe(400);
  });
});

describe("orders list", () => {
  it("lists the user's own orders with the fields the pages need", async () => {
    const letter = (await create(bob.cookie, letterInput())).json();
    const order = await insertOrder(t.db, { userId: bob.user.id, demandLetterId: letter.id, type: "mail" });
    const list = (await get(bob.cookie, "/api/orders")).json();
    expect(list[0]).toMatchObject({
      id: order.id,
      type: "mail",
      amount: "25.00",
      status: "completed",
      demandLetterId: letter.id,
      isUpgrade: false,
      mailTracking: null,
    });
    const aliceOrders = (await get(alice.cookie, "/api/orders")).json();
    expect(aliceOrders.some((o: { id: number }) => o.id === order.id)).toBe(false);
    expect((await get(undefined, "/api/orders")).statusCode).toBe(401);
  });
});

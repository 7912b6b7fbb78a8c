import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { letterInput } from "../helpers/factories.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

/** Letters carry the country the sender lives in (issue 40, decision 0048). */

let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date("2026-11-22T15:00:00Z") });
  alice = await signUp(t.app, { firstName: "Alice" });
});
afterAll(() => t.close());

const create = (body: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/demand-letters",
    payload: body as object,
    headers: { cookie: alice.cookie },
  });
const read = (id: number) => t.app.inject({ url: `/api/demand-letters/${id}`, headers: { cookie: alice.cookie } });

/** A sender abroad: no state, the country's postal code. */
const abroad = (country: string, zipCode: string, overrides: Record<string, unknown> = {}) =>
  letterInput({ country, state: undefined, zipCode, city: "Berlin", phone: "+49 30 1234567", ...overrides });

describe("the sender's country", () => {
  it("is the United States when the client does not send one, as every earlier letter is", async () => {
    const response = await create(letterInput());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ country: "US", state: "CA", zipCode: "94105" });
    expect((await read(response.json().id)).json()).toMatchObject({ country: "US" });
  });

  it("takes a German address without a state, with a German postal code, and gives it back", async () => {
    const response = await create(abroad("de", " 10115 "));
    expect(response.statusCode).toBe(201);
    const letter = response.json();
    expect(letter).toMatchObject({ country: "DE", state: "", zipCode: "10115" });
    expect((await read(letter.id)).json()).toMatchObject({ country: "DE", state: "", zipCode: "10115" });
  });

  it("writes a UK postcode and an Eircode the way their rules read them", async () => {
    const uk = await create(abroad("GB", "sw1a  1aa", { city: "London", state: "" }));
    expect(uk.statusCode).toBe(201);
    expect(uk.json()).toMatchObject({ country: "GB", zipCode: "SW1A 1AA" });
    const ie = await create(abroad("IE", "d02 x285", { city: "Dublin" }));
    expect(ie.statusCode).toBe(201);
    expect(ie.json()).toMatchObject({ country: "IE", zipCode: "D02 X285" });
  });

  it("changes with the letter's other fields", async () => {
    const id = (await create(letterInput())).json().id;
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/demand-letters/${id}`,
      payload: abroad("FR", "75001", { city: "Paris" }),
      headers: { cookie: alice.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect((await read(id)).json()).toMatchObject({ country: "FR", state: "", zipCode: "75001", city: "Paris" });
  });

  it.each([
    [abroad("DE", "1011"), "zipCode", "Enter a 5-digit postal code, like 10115"],
    [abroad("DE", ""), "zipCode", "Postal code is required"],
    [abroad("GB", "12345"), "zipCode", /UK postcode/],
    [abroad("IE", "12345"), "zipCode", /Eircode/],
    [abroad("DE", "10115", { state: "CA" }), "state", "A state is only asked for US addresses: leave it empty"],
    [letterInput({ country: "US", state: "" }), "state", "State is required"],
    [
      letterInput({ country: "US", zipCode: "10115-1" }),
      "zipCode",
      "Enter a 5-digit ZIP code, or ZIP+4 like 94025-1234",
    ],
    [letterInput({ country: "CA" }), "country", /do not serve senders in CA yet/],
    [letterInput({ country: "UK" }), "country", /do not serve senders in UK yet/],
    [letterInput({ country: "" }), "country", "Choose the country you live in"],
    [letterInput({ country: 49 }), "country", "Choose the country you live in"],
  ])("refuses %j with 400 and a message on %s", async (body, field, message) => {
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields;
    expect(Object.keys(fields)).toContain(field);
    if (typeof message === "string") expect(fields[field]).toBe(message);
    else expect(fields[field]).toMatch(message);
  });
});

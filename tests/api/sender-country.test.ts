import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertOrder, letterInput } from "../helpers/factories.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

/** Letters carry the country the sender lives in (issue 40, decision 0048). */

let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date("2026-11-22T15:00:00Z"), env: { APP_URL: "http://app.test" } });
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

describe("the party a letter goes to, from the country and the platform", () => {
  it.each([
    ["DE", ["Instagram"], "meta-ireland", "Meta Platforms Ireland Limited"],
    ["DE", ["Facebook", "Threads"], "meta-ireland", "Meta Platforms Ireland Limited"],
    ["IE", ["WhatsApp"], "whatsapp-ireland", "WhatsApp Ireland Limited"],
    ["GB", ["Facebook"], "meta-main", "Meta Platforms, Inc."],
    ["GB", ["WhatsApp"], "whatsapp-llc", "WhatsApp LLC"],
  ])("a sender in %s writing about %j writes to %s", async (country, platforms, recipientId, party) => {
    const zip = { DE: "10115", IE: "D02 X285", GB: "SW1A 1AA" }[country] as string;
    const handles = platforms.includes("WhatsApp") ? { platformUsernames: { WhatsApp: "+353 87 123 4567" } } : {};
    const response = await create(abroad(country, zip, { platforms, recipientBusinessId: undefined, ...handles }));
    expect(response.statusCode).toBe(201);
    expect(response.json().recipientBusinessId).toBe(recipientId);
    const listed = (await t.app.inject({ url: "/api/recipients" })).json();
    expect(listed.find((entry: { id: string }) => entry.id === recipientId).name).toBe(party);
  });

  it("gives the Irish address as the EU terms print it", async () => {
    const listed = (await t.app.inject({ url: "/api/recipients" })).json();
    expect(listed.find((entry: { id: string }) => entry.id === "meta-ireland")).toMatchObject({
      country: "IE",
      fullAddress: "Merrion Road, Dublin 4, D04 X2K5, Ireland",
    });
  });

  it("keeps every US letter where it went before", async () => {
    const response = await create(
      letterInput({
        platforms: ["Instagram"],
        recipientBusinessId: "meta-instagram-disputes",
        accountLogin: "zoe@example.com",
      }),
    );
    expect(response.json()).toMatchObject({ country: "US", recipientBusinessId: "meta-instagram-disputes" });
    expect(response.json().letterContent).toContain("1601 Willow Rd.");
  });

  it.each([
    [
      abroad("DE", "10115", { recipientBusinessId: "meta-instagram-disputes" }),
      "recipientBusinessId",
      /A letter from Germany goes to Meta Platforms Ireland Limited and WhatsApp Ireland Limited/,
    ],
    [
      letterInput({ recipientBusinessId: "meta-ireland" }),
      "recipientBusinessId",
      /for senders in the European Union or the United Kingdom/,
    ],
    [abroad("GB", "SW1A 1AA", { platforms: ["Threads"] }), "platforms", /Threads letter from the United Kingdom/],
  ])("refuses an address meant for another region: %j", async (body, field, message) => {
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toMatch(message);
  });
});

describe("certified mail, a US service", () => {
  const checkout = (letterId: number, packageType: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { letterId, packageType },
      headers: { cookie: alice.cookie },
    });

  it("is refused before payment for a letter to Ireland, saying how to send it instead; the digital letter is sold", async () => {
    const id = (await create(abroad("DE", "10115", { platforms: ["Instagram"] }))).json().id;
    const mail = await checkout(id, "mail");
    expect(mail.statusCode).toBe(409);
    expect(mail.json().message).toMatch(/USPS Certified Mail is a US service: we cannot mail a letter to Ireland/);
    expect(mail.json().message).toMatch(/registered post/);
    const digital = await checkout(id, "digital");
    expect(digital.statusCode).toBe(200);
    expect(digital.json().checkoutUrl).toMatch(/test-checkout/);
  });

  it("is refused for a UK sender too, and for an unsigned letter the reason is the country, not the signature", async () => {
    const id = (await create(abroad("GB", "SW1A 1AA", { platforms: ["Facebook"], signature: undefined }))).json().id;
    const mail = await checkout(id, "mail");
    expect(mail.statusCode).toBe(409);
    expect(mail.json().message).toMatch(/a letter from United Kingdom/);
  });

  it("refuses the upgrade of a paid digital letter to Ireland, and says so at the eligibility check", async () => {
    const id = (
      await create(
        abroad("IE", "D02 X285", { platforms: ["WhatsApp"], platformUsernames: { WhatsApp: "+353 87 123 4567" } }),
      )
    ).json().id;
    const paid = await insertOrder(t.db, { userId: alice.user.id, demandLetterId: id, type: "digital" });
    const check = await t.app.inject({
      url: `/api/orders/${paid.id}/upgrade/check`,
      headers: { cookie: alice.cookie },
    });
    expect(check.json()).toMatchObject({ canUpgrade: false, reason: expect.stringMatching(/to Ireland/) });
    const upgrade = await t.app.inject({
      method: "POST",
      url: `/api/orders/${paid.id}/upgrade`,
      headers: { cookie: alice.cookie },
    });
    expect(upgrade.statusCode).toBe(409);
    expect(upgrade.json().message).toMatch(/to Ireland/);
    for (const packageType of ["follow-up-mail", "data-request-mail"]) {
      const mailing = await checkout(id, packageType);
      expect(mailing.statusCode).toBeGreaterThanOrEqual(400);
      expect(mailing.statusCode).toBeLessThan(500);
    }
    expect((await checkout(id, "data-request-mail")).json().message).toMatch(/to Ireland/);
  });

  it("is still sold for a US letter", async () => {
    const id = (await create(letterInput())).json().id;
    const mail = await checkout(id, "mail");
    expect(mail.statusCode).toBe(200);
  });
});

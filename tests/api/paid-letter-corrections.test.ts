import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_LETTER_VERSIONS } from "../../src/domain/letter/paid-corrections.ts";
import { users } from "../../src/server/db/schema.ts";
import { createLetter, letterInput } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

/** Decision 0021: a paid letter stays the same person's letter for the same accounts. */

const HOUR = 60 * 60_000;
let now = new Date("2026-11-22T15:00:00Z");
const clock = () => now;
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await signUp(t.app, { firstName: "Alice" });
  admin = await signUp(t.app, { firstName: "Ada" });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
});
afterAll(() => t.close());
/* Every test starts in fresh rate-limit windows. */
beforeEach(() => {
  now = new Date(now.getTime() + 2 * HOUR);
});

const FACTS = {
  platforms: ["Instagram", "Facebook", "WhatsApp"],
  username: "zoe.makes.things",
  platformUsernames: { Instagram: "zoe.makes.things", Facebook: "zoe.bakes.bread", WhatsApp: "+1 415 555 0199" },
  accountLogin: "zoe.login@example.com",
};

/** The letter as paid for, and a correction of it: `changes` on top of what was paid for. */
const body = (changes: Record<string, unknown> = {}) => {
  const merged = { ...FACTS, ...changes } as Record<string, unknown>;
  const name = (merged.fullName as string | undefined) ?? "Zoë Łukasz";
  return letterInput({ signature: { kind: "typed", name }, ...merged });
};
const handles = (changes: Record<string, string>) => ({
  platformUsernames: { ...FACTS.platformUsernames, ...changes },
});

async function paidLetter(cookie = alice.cookie, changes: Record<string, unknown> = {}) {
  const id = await createLetter(t.app, cookie, body(changes));
  await buyLetter(t.app, cookie, id, "digital");
  return id;
}
const correct = (id: number, changes: Record<string, unknown>, cookie = alice.cookie) =>
  t.app.inject({ method: "PATCH", url: `/api/demand-letters/${id}`, payload: body(changes), headers: { cookie } });
const read = async (id: number) =>
  (await t.app.inject({ url: `/api/demand-letters/${id}`, headers: { cookie: alice.cookie } })).json();

async function expectAllowed(id: number, changes: Record<string, unknown>) {
  const response = await correct(id, changes);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function expectRefused(id: number, changes: Record<string, unknown>, fields: string[]) {
  const response = await correct(id, changes);
  expect(response.statusCode, response.body).toBe(409);
  const error = response.json();
  expect(error.code).toBe("conflict");
  expect(error.message).toMatch(/^A paid letter stays with the person and accounts it was paid for, so /);
  expect(error.message).toMatch(/To write for someone else or for other accounts, start a new letter\.$/);
  expect(Object.keys(error.fields).sort()).toEqual([...fields].sort());
  return error;
}

describe("the name: a spelling fix, never another person", () => {
  it("takes case, accents, spacing and word order for free, and two edits of a longer name", async () => {
    const id = await paidLetter();
    await expectAllowed(id, { fullName: "zoë  ŁUKASZ" });
    await expectAllowed(id, { fullName: "Łukasz Zoë" });
    /* "zoełukasz" to "zoelucasz": Ł for L and k for c, two edits. */
    const fixed = await expectAllowed(id, { fullName: "Zoe Lucasz" });
    expect(fixed.letterContent).toContain("Zoe Lucasz");
    expect(fixed.signature).toEqual({ kind: "typed", name: "Zoe Lucasz" });
  });

  it("refuses a third edit, and names the field", async () => {
    const id = await paidLetter();
    const error = await expectRefused(id, { fullName: "Zoey Lucasz" }, ["fullName"]);
    expect(error.message).toContain("so the full name can only be corrected for spelling");
    expect(error.fields.fullName).toMatch(/fix the spelling of the name \(up to 2 characters changed\)/);
    expect((await read(id)).fullName).toBe("Zoë Łukasz");
  });

  it("refuses another person's name, and adding a surname", async () => {
    const id = await paidLetter();
    await expectRefused(id, { fullName: "Maria Gonzalez" }, ["fullName"]);
    await expectRefused(id, { fullName: "Zoë Łukasz Nowak" }, ["fullName"]);
  });

  it("gives a short name one edit: Li Na may become Li Ma, not Li Xu", async () => {
    const id = await paidLetter(alice.cookie, { fullName: "Li Na" });
    await expectRefused(id, { fullName: "Li Xu" }, ["fullName"]);
    await expectAllowed(id, { fullName: "Li Ma" });
  });

  it("measures every correction against the letter as paid, so small steps cannot walk to another name", async () => {
    const id = await paidLetter();
    await expectAllowed(id, { fullName: "Zoe Lucasz" });
    /* Two more edits from the last version, four from the letter as paid. */
    await expectRefused(id, { fullName: "Joe Lucas" }, ["fullName"]);
    await expectAllowed(id, { fullName: "Zoë Łukasz" });
  });
});

describe("the accounts: each platform's handle takes a spelling fix, never another account", () => {
  it("takes a leading @, case and up to two edits of a handle", async () => {
    const id = await paidLetter();
    await expectAllowed(id, { username: "@Zoe.Makes.Things", ...handles({ Instagram: "@Zoe.Makes.Things" }) });
    const fixed = await expectAllowed(id, { username: "zoe.make.thing", ...handles({ Instagram: "zoe.make.thing" }) });
    expect(fixed.letterContent).toContain("My Instagram username is “zoe.make.thing”.");
  });

  it("refuses a third edit of a handle, naming that platform's field", async () => {
    const id = await paidLetter();
    const error = await expectRefused(id, { username: "zoe.mak.thing", ...handles({ Instagram: "zoe.mak.thing" }) }, [
      "platformUsernames.Instagram",
    ]);
    expect(error.message).toContain("so the Instagram username can only be corrected for spelling");
  });

  it("refuses handles swapped between platforms, and handles of other accounts", async () => {
    const id = await paidLetter();
    await expectRefused(
      id,
      { username: "zoe.bakes.bread", ...handles({ Instagram: "zoe.bakes.bread", Facebook: "zoe.makes.things" }) },
      ["platformUsernames.Instagram", "platformUsernames.Facebook"],
    );
    const error = await expectRefused(
      id,
      { fullName: "Bob Builder", username: "bob.builds", ...handles({ Instagram: "bob.builds" }) },
      ["fullName", "platformUsernames.Instagram"],
    );
    expect(error.message).toContain("so the full name and the Instagram username can only be corrected for spelling");
  });

  it("compares a platform that uses the shared username by the handle it prints", async () => {
    const id = await paidLetter(alice.cookie, { platforms: ["Instagram", "Threads"], platformUsernames: {} });
    await expectAllowed(id, {
      platforms: ["Instagram", "Threads"],
      username: "zoe.makes.thing",
      platformUsernames: {},
    });
    await expectRefused(id, { platforms: ["Instagram", "Threads"], platformUsernames: { Threads: "someone.else" } }, [
      "platformUsernames.Threads",
    ]);
  });

  it("compares WhatsApp's phone number by its digits: formatting is free, two digits may be fixed, not three", async () => {
    const id = await paidLetter();
    await expectAllowed(id, handles({ WhatsApp: "+14155550199" }));
    await expectAllowed(id, handles({ WhatsApp: "+1 (415) 555-0123" }));
    await expectRefused(id, handles({ WhatsApp: "+1 415 555 7123" }), ["platformUsernames.WhatsApp"]);
  });

  it("lets the sign-in email be respelled, cleared or added, not changed to another", async () => {
    const id = await paidLetter();
    await expectAllowed(id, { accountLogin: "zoe.logn@example.com" });
    await expectRefused(id, { accountLogin: "bob@example.com" }, ["accountLogin"]);
    await expectAllowed(id, { accountLogin: "" });
    const without = await paidLetter(alice.cookie, { accountLogin: undefined });
    await expectAllowed(without, { accountLogin: "zoe.login@example.com" });
  });
});

describe("what else a correction may change", () => {
  it("moves the sender's address, and fixes contact details, the story and the ban date", async () => {
    const id = await paidLetter();
    const moved = await expectAllowed(id, {
      address: "400 Broadway",
      city: "New York",
      state: "NY",
      zipCode: "10013",
      email: "zoe.new@example.com",
      phone: "(212) 555-0100",
      banDate: "2026-10-30T00:00:00.000Z",
      consequences: "I lost the page my bakery customers use to order, and eight years of photos of my family.",
    });
    expect(moved.letterContent).toContain("400 Broadway");
    expect(moved.letterContent).toContain("New York, NY 10013");
    expect((await read(id)).versions.map((v: { reason: string }) => v.reason)).toEqual(["correction"]);
  });

  it("keeps its platforms and recipient, as before", async () => {
    const id = await paidLetter();
    const { WhatsApp, ...others } = FACTS.platformUsernames;
    const response = await correct(id, { platforms: ["Instagram", "Facebook"], platformUsernames: others });
    expect(WhatsApp).toBeDefined();
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/keeps its platforms and its recipient/);
  });

  it("holds an admin helping a customer to the same rule", async () => {
    const id = await paidLetter();
    const response = await correct(id, { fullName: "Maria Gonzalez" }, admin.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().fields.fullName).toMatch(/stays with the person/);
  });

  it("lets an unpaid letter change to anyone, and measures from what is paid for, not from the first draft", async () => {
    const id = await createLetter(t.app, alice.cookie, body());
    const draft = await correct(id, {
      fullName: "Maria Gonzalez",
      username: "maria.g",
      ...handles({ Instagram: "maria.g" }),
    });
    expect(draft.statusCode).toBe(200);
    await buyLetter(t.app, alice.cookie, id, "digital");
    await expectAllowed(id, { fullName: "María González", username: "maria.g", ...handles({ Instagram: "maria.g" }) });
    await expectRefused(id, { fullName: "Zoë Łukasz" }, ["fullName", "platformUsernames.Instagram"]);
  });
});

describe("how many corrections", () => {
  it("allows 5 corrections of a letter an hour, then answers 429 until the hour is over", async () => {
    const id = await paidLetter();
    for (let i = 1; i <= 5; i++) await expectAllowed(id, { city: `Town ${i}` });
    const sixth = await correct(id, { city: "Town 6" });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: "rate_limited",
      message: "Too many corrections to this letter. Please wait 60 minutes and try again.",
    });
    expect((await read(id)).city).toBe("Town 5");
    now = new Date(now.getTime() + HOUR);
    await expectAllowed(id, { city: "Town 6" });
  });

  it("counts a person's corrections across letters: 20 an hour", async () => {
    const bob = await signUp(t.app, { firstName: "Bob" });
    const letters = [];
    for (let i = 0; i < 5; i++) letters.push(await paidLetter(bob.cookie));
    for (let i = 0; i < 20; i++) {
      const response = await correct(letters[i % 5], { city: `Town ${i}` }, bob.cookie);
      expect(response.statusCode, response.body).toBe(200);
    }
    const over = await correct(letters[0], { city: "Town 21" }, bob.cookie);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe("Too many letter corrections. Please wait 60 minutes and try again.");
  });

  it(`keeps at most ${MAX_LETTER_VERSIONS} versions: the correction making the last is saved, the next is refused`, async () => {
    const id = await paidLetter();
    expect(
      (await t.app.inject({ url: `/api/demand-letters/${id}/download/pdf`, headers: { cookie: alice.cookie } }))
        .statusCode,
    ).toBe(200);
    for (let version = 2; version <= MAX_LETTER_VERSIONS; version++) {
      if (version % 5 === 0) now = new Date(now.getTime() + HOUR);
      await expectAllowed(id, { city: `Town ${version}` });
    }
    expect((await read(id)).versions).toHaveLength(MAX_LETTER_VERSIONS);
    now = new Date(now.getTime() + HOUR);
    const refused = await correct(id, { city: "One town too many" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "conflict",
      message: `This letter already has ${MAX_LETTER_VERSIONS} versions, the most one letter keeps, so it cannot be corrected again. To change it further, start a new letter.`,
    });
    const after = await read(id);
    expect(after.city).toBe(`Town ${MAX_LETTER_VERSIONS}`);
    expect(after.versions).toHaveLength(MAX_LETTER_VERSIONS);
  });
});

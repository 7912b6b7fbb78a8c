import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import { createSimulatedMailer } from "../../src/server/providers/mail/simulated-mailer.ts";
import { createLetter, letterInput, orderById } from "../helpers/factories.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { eq } from "drizzle-orm";
import { users } from "../../src/server/db/schema.ts";

let now = new Date("2026-11-22T15:00:00Z");
const clock = () => now;
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await signUp(t.app, { firstName: "Alice" });
  bob = await signUp(t.app, { firstName: "Bob" });
  admin = await signUp(t.app, { firstName: "Ada" });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");
const download = async (id: number, cookie = alice.cookie) => {
  const response = await call("GET", `/api/demand-letters/${id}/download/pdf`, cookie);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};

const FACTS = {
  platforms: ["Instagram", "WhatsApp"],
  recipientBusinessId: "meta-instagram-disputes",
  username: "zoe.makes.things",
  platformUsernames: { WhatsApp: "+1 415 555 0199" },
  accountLogin: "zoe.login@example.com",
  banReason: "Account integrity",
  appeals: [{ date: "2026-11-03", method: "In-app appeal form", reference: "A-77123" }],
  amountClaimed: "$1,200",
  amountBasis: "Two weeks of lost bakery orders at $600 a week.",
  enclosures: ["Screenshot of the ban notice", "  "],
};

describe("the facts a claim needs", () => {
  it("stores every new fact, normalised, and prints each one from what was typed", async () => {
    const response = await call("POST", "/api/demand-letters", alice.cookie, letterInput(FACTS));
    expect(response.statusCode).toBe(201);
    const letter = response.json();
    expect(letter).toMatchObject({
      platformUsernames: { WhatsApp: "+1 415 555 0199" },
      accountLogin: "zoe.login@example.com",
      appeals: [{ date: "2026-11-03", method: "In-app appeal form", reference: "A-77123" }],
      amountClaimed: "1200.00",
      enclosures: ["Screenshot of the ban notice"],
      signature: { kind: "typed", name: "Zoë Łukasz" },
    });
    const text: string = letter.letterContent;
    expect(text).toContain("My Instagram username is “zoe.makes.things”.");
    expect(text).toContain("My WhatsApp account is registered to the phone number +1 415 555 0199.");
    expect(text).toContain("I sign in to these accounts with zoe.login@example.com.");
    expect(text).toContain("The reason Meta gave was: “Account integrity”.");
    expect(text).toContain("November 3, 2026: In-app appeal form (reference A-77123).");
    expect(text).toContain("Pay me $1,200.00 for what I lost. I worked out this amount as follows: Two weeks");
    expect(text).toContain("Enclosures:");
    expect(text).toContain("/s/ Zoë Łukasz");
  });

  it("still creates a letter from the spec's payload alone", async () => {
    const { signature, ...spec } = letterInput();
    const response = await call("POST", "/api/demand-letters", alice.cookie, spec);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      platformUsernames: {},
      appeals: [],
      enclosures: [],
      signature: null,
      amountClaimed: null,
    });
    expect(signature).toBeDefined();
  });

  it.each([
    [{ platformUsernames: { Threads: "zoe" } }, "platformUsernames.Threads", /not one of the letter's platforms/],
    [{ platforms: ["WhatsApp"], platformUsernames: { WhatsApp: "zoe" } }, "platformUsernames.WhatsApp", /phone number/],
    [{ amountClaimed: "1200" }, "amountBasis", /how you worked out/],
    [{ amountClaimed: "twelve" }, "amountClaimed", /number/],
    [{ appeals: [{ date: "2099-01-01", method: "Form" }] }, "appeals.0.date", /future/],
    [{ appeals: [{ date: "2026-11-03", method: "" }] }, "appeals.0.method", /how you appealed/i],
    [{ signature: { kind: "typed", name: "Somebody Else" } }, "signature.name", /exactly as it appears/],
    [
      { signature: { kind: "drawn", png: "data:image/png;base64,aGVsbG8gd29ybGQgdGhpcyBpcyBub3QgYSBwbmc=" } },
      "signature.png",
      /PNG/,
    ],
    [{ fullName: "Zoë 🎉 Łukasz" }, "fullName", /cannot print: 🎉/],
    [{ username: "zoe🦄" }, "username", /cannot print/],
    [{ consequences: "Too short to explain." }, "consequences", /at least 40 characters/],
  ])("refuses %j with 400 on the field", async (override, field, message) => {
    const response = await call("POST", "/api/demand-letters", alice.cookie, letterInput(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toMatch(message);
  });

  it("drops characters no font prints from the story, and normalises tabs and control characters", async () => {
    const story = "I lost my shop 🎉 and\tyears\u0085 of photos of my family and my friends.";
    const response = await call("POST", "/api/demand-letters", alice.cookie, letterInput({ consequences: story }));
    expect(response.statusCode).toBe(201);
    expect(response.json().consequences).toBe("I lost my shop  and years of photos of my family and my friends.");
  });

  it("refuses, naming the story, a letter that would run past four pages", async () => {
    const story = Array.from({ length: 240 }, (_, index) => `Line ${index} of what I lost.`)
      .join("\n")
      .slice(0, 5000);
    const response = await call("POST", "/api/demand-letters", alice.cookie, letterInput({ consequences: story }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.consequences).toMatch(/would run to \d+ pages; the most is 4/);
  });
});

describe("editing and deleting a letter", () => {
  it("lets the owner and an admin edit an unpaid letter; another user gets 404", async () => {
    const id = await createLetter(t.app, alice.cookie);
    const changed = letterInput({ city: "Oakland", zipCode: "94607" });
    expect((await call("PATCH", `/api/demand-letters/${id}`, bob.cookie, changed)).statusCode).toBe(404);
    expect((await call("PATCH", `/api/demand-letters/${id}`, undefined, changed)).statusCode).toBe(401);
    const own = await call("PATCH", `/api/demand-letters/${id}`, alice.cookie, changed);
    expect(own.statusCode).toBe(200);
    expect(own.json().letterContent).toContain("Oakland, CA 94607");
    const byAdmin = await call("PATCH", `/api/demand-letters/${id}`, admin.cookie, letterInput({ city: "Berkeley" }));
    expect(byAdmin.statusCode).toBe(200);
    const read = (await call("GET", `/api/demand-letters/${id}`, alice.cookie)).json();
    expect(read).toMatchObject({ city: "Berkeley", editState: "editable", versions: [] });
  });

  it("validates a PATCH like a create and changes nothing on a bad body", async () => {
    const id = await createLetter(t.app, alice.cookie);
    const response = await call("PATCH", `/api/demand-letters/${id}`, alice.cookie, letterInput({ zipCode: "nope" }));
    expect(response.statusCode).toBe(400);
    expect((await call("GET", `/api/demand-letters/${id}`, alice.cookie)).json().zipCode).toBe("94105");
  });

  it("deletes an unpaid letter for its owner or an admin, and cancels its open checkout", async () => {
    const id = await createLetter(t.app, alice.cookie);
    const checkout = await call("POST", "/api/create-checkout-session", alice.cookie, {
      letterId: id,
      packageType: "digital",
    });
    const orderId = checkout.json().orderId as number;
    expect((await call("DELETE", `/api/demand-letters/${id}`, bob.cookie)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/demand-letters/${id}`, alice.cookie)).statusCode).toBe(204);
    expect((await call("GET", `/api/demand-letters/${id}`, alice.cookie)).statusCode).toBe(404);
    // The cancelled checkout is kept for admins but never shown to the user.
    expect((await orderById(t.db, orderId)).status).toBe("cancelled");
    const orders = (await call("GET", "/api/orders", alice.cookie)).json() as { id: number }[];
    expect(orders.map((order) => order.id)).not.toContain(orderId);
    const other = await createLetter(t.app, alice.cookie);
    expect((await call("DELETE", `/api/demand-letters/${other}`, admin.cookie)).statusCode).toBe(204);
  });

  it("keeps a paid letter: no delete, corrections make dated versions, platforms and recipient stay", async () => {
    now = new Date("2026-11-22T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie);
    await buyLetter(t.app, alice.cookie, id, "digital");
    expect((await call("DELETE", `/api/demand-letters/${id}`, alice.cookie)).statusCode).toBe(409);

    now = new Date("2026-11-24T15:00:00Z");
    const first = await download(id);
    expect(pdfText(first)).toContain("November 24, 2026");
    expect(pdfText(first)).toContain("December 24, 2026");

    now = new Date("2026-11-27T15:00:00Z");
    expect((await download(id)).equals(first)).toBe(true);

    const moved = await call(
      "PATCH",
      `/api/demand-letters/${id}`,
      alice.cookie,
      letterInput({ platforms: ["Facebook"] }),
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(/keeps its platforms and its recipient/);

    const fixed = await call(
      "PATCH",
      `/api/demand-letters/${id}`,
      alice.cookie,
      letterInput({ address: "14 Market Street" }),
    );
    expect(fixed.statusCode).toBe(200);
    const corrected = await download(id);
    expect(pdfText(corrected)).toContain("14 Market Street");
    expect(pdfText(corrected)).toContain("November 27, 2026");
    const read = (await call("GET", `/api/demand-letters/${id}`, alice.cookie)).json();
    expect(read.editState).toBe("correctable");
    expect(
      read.versions.map((v: { version: number; reason: string; letterDate: string }) => [
        v.version,
        v.reason,
        v.letterDate,
      ]),
    ).toEqual([
      [2, "correction", "2026-11-27"],
      [1, "download", "2026-11-24"],
    ]);
    expect(read.versions[0].pdfSha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("certified mail and the signature", () => {
  it("refuses certified mail for an unsigned letter, at checkout and at upgrade", async () => {
    const id = await createLetter(t.app, alice.cookie, { signature: undefined });
    const checkout = await call("POST", "/api/create-checkout-session", alice.cookie, {
      letterId: id,
      packageType: "mail",
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toMatchObject({
      code: "signature_required",
      message: expect.stringMatching(/Sign the letter/),
    });
    const digitalOrder = await buyLetter(t.app, alice.cookie, id, "digital");
    const upgrade = await call("POST", `/api/orders/${digitalOrder}/upgrade`, alice.cookie);
    expect(upgrade.statusCode).toBe(409);
    expect(upgrade.json().code).toBe("signature_required");
  });

  it("dates a mailed letter the day it is handed over, marks it, locks it, and keeps giving that copy once the number is known", async () => {
    now = new Date("2026-11-22T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie);
    await buyLetter(t.app, alice.cookie, id, "mail");
    now = new Date("2026-11-25T15:00:00Z");
    const step = 60_000;
    const deps = () =>
      testDispatchDeps({
        db: t.db,
        mail: createSimulatedMailer(t.db, { stepMs: step, clock }),
        clock,
        sent: [],
        log: t.app.log,
      });
    while ((await runDispatchOnce(deps())) > 0);

    const mailed = pdfText(await download(id));
    expect(mailed).toContain("November 25, 2026");
    expect(mailed).toMatch(/Via USPS Certified Mail\s*\n/);
    expect(mailed).toContain("/s/ Zoë Łukasz");
    const locked = await call("PATCH", `/api/demand-letters/${id}`, alice.cookie, letterInput({ city: "Oakland" }));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toMatch(/handed to the mail service on 2026-11-25/);
    expect((await call("GET", `/api/demand-letters/${id}`, alice.cookie)).json().editState).toBe("locked");

    now = new Date("2026-11-26T15:00:00Z");
    while ((await runDispatchOnce(deps())) > 0);
    /* The download is the copy the mail service took: the tracking number is on the case page, not added to it. */
    const tracked = pdfText(await download(id));
    expect(tracked).toBe(mailed);
    expect(tracked).not.toMatch(/Certified Mail No\./);
  });
});

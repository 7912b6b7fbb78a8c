import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLetter, letterInput } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

/*
 * Issue 40, parts 3 to 5: a sender in Germany (Instagram), in Ireland (WhatsApp) and in the
 * United Kingdom (Facebook) download a letter, a data request and an out-of-court guide addressed
 * to the right company under the right law, with no US wording; a US letter has no such guide.
 */
const now = new Date("2026-11-22T15:00:00Z");
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
const ids: Record<"de" | "ie" | "gb" | "us", number> = { de: 0, ie: 0, gb: 0, us: 0 };

const US_ONLY = [/small claims/i, /attorney general/i, /USPS/, /certified mail/i, /\bAAA\b/, /arbitration/i, /CCPA/];

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  alice = await signUp(t.app, { firstName: "Alice" });
  bob = await signUp(t.app, { firstName: "Bob" });
  const abroad = (overrides: Record<string, unknown>) => ({ state: undefined, ...overrides });
  ids.de = await createLetter(
    t.app,
    alice.cookie,
    abroad({
      country: "DE",
      zipCode: "10115",
      city: "Berlin",
      address: "Hauptstraße 1",
      phone: "+49 30 1234567",
      platforms: ["Instagram"],
      recipientBusinessId: "meta-main",
    }),
  );
  ids.ie = await createLetter(
    t.app,
    alice.cookie,
    abroad({
      country: "IE",
      zipCode: "H91 E2K3",
      city: "Galway",
      phone: "+353 91 123456",
      platforms: ["WhatsApp"],
      username: "+353 87 123 4567",
      recipientBusinessId: "meta-main",
    }),
  );
  ids.gb = await createLetter(
    t.app,
    alice.cookie,
    abroad({
      country: "GB",
      zipCode: "LS1 4AP",
      city: "Leeds",
      phone: "+44 113 496 0000",
      platforms: ["Facebook"],
      recipientBusinessId: "meta-main",
    }),
  );
  ids.us = await createLetter(t.app, alice.cookie, letterInput({ platforms: ["Facebook"] }));
  for (const id of Object.values(ids)) await buyLetter(t.app, alice.cookie, id, "digital");
});
afterAll(() => t.close());

const get = (url: string, cookie = alice.cookie) => t.app.inject({ url, headers: { cookie } });
const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");
async function textOf(url: string): Promise<string> {
  const response = await get(url);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers["content-type"]).toMatch(/pdf/);
  return pdfText(response.rawPayload);
}
function expectNoUsWording(text: string) {
  for (const pattern of US_ONLY) expect(text).not.toMatch(pattern);
}

describe("the letter PDF", () => {
  it("Germany, Instagram: a DSA complaint to Meta Platforms Ireland Limited", async () => {
    const text = await textOf(`/api/demand-letters/${ids.de}/download/pdf`);
    expect(text).toContain("Meta Platforms Ireland Limited Merrion Road Dublin 4 D04 X2K5 Ireland");
    expect(text).toContain("10115 Berlin Germany");
    expect(text).toContain("Article 20 of the Digital Services Act");
    expect(text).toContain("statement of reasons that Article 17");
    expect(text).toContain("Whether automated means were used");
    expect(text).toContain("Article 15 of the General Data Protection Regulation");
    expect(text).toContain("November 22, 2026");
    expectNoUsWording(text);
  });

  it("Ireland, WhatsApp: the terms and the GDPR to WhatsApp Ireland Limited, not the DSA", async () => {
    const text = await textOf(`/api/demand-letters/${ids.ie}/download/pdf`);
    expect(text).toContain("WhatsApp Ireland Limited Merrion Road");
    expect(text).toContain("Articles 15 and 22 of the GDPR");
    expect(text).not.toMatch(/Digital Services Act/);
    expectNoUsWording(text);
  });

  it("UK, Facebook: Meta Platforms, Inc. under the UK terms and the UK GDPR", async () => {
    const text = await textOf(`/api/demand-letters/${ids.gb}/download/pdf`);
    expect(text).toContain("Meta Platforms, Inc. 1 Meta Way Menlo Park, CA 94025 United States");
    expect(text).toContain("Leeds LS1 4AP United Kingdom");
    expect(text).toContain("UK GDPR");
    expect(text).toContain("Information Commissioner's Office");
    expect(text).not.toMatch(/Digital Services Act|Regulation \(EU\)/);
    expectNoUsWording(text);
  });

  it("US: still the US letter", async () => {
    const text = await textOf(`/api/demand-letters/${ids.us}/download/pdf`);
    expect(text).toContain("Subject: Formal demand for reinstatement");
    expect(text).not.toMatch(/Digital Services Act|GDPR/);
  });
});

describe("the data request PDF", () => {
  it("Germany: GDPR Arts. 15 and 22 to Meta Platforms Ireland Limited, its form, one month", async () => {
    const text = await textOf(`/api/demand-letters/${ids.de}/download/data-request/pdf`);
    expect(text).toContain("To Meta Platforms Ireland Limited:");
    expect(text).toContain("Articles 15 and 22 of the General Data Protection Regulation");
    expect(text).toContain("help.meta.com/support/privacy");
    expect(text).toContain("one month from receiving this request");
    expectNoUsWording(text);
  });

  it("Ireland: WhatsApp Ireland Limited's privacy address", async () => {
    const text = await textOf(`/api/demand-letters/${ids.ie}/download/data-request/pdf`);
    expect(text).toContain("WhatsApp Ireland Limited Attn: Privacy Policy Merrion Road");
    expectNoUsWording(text);
  });

  it("UK: the UK GDPR, the ICO next", async () => {
    const text = await textOf(`/api/demand-letters/${ids.gb}/download/data-request/pdf`);
    expect(text).toContain("Articles 15 and 22 of the UK GDPR");
    expect(text).toContain("Information Commissioner's Office");
    expectNoUsWording(text);
  });
});

describe("GET /api/demand-letters/:id/download/out-of-court", () => {
  it("Germany, Instagram: Appeals Centre Europe step by step, the last day, the DSC and the DPC", async () => {
    const text = await textOf(`/api/demand-letters/${ids.de}/download/out-of-court`);
    expect(text).toContain("Appeals Centre Europe, step by step");
    /* Banned November 1, 2026: the six months end the day before May 1, 2027. */
    expect(text).toContain("the six months end on April 30, 2027");
    expect(text).toContain("Digital Services Coordinator");
    expect(text).toContain("Data Protection Commission");
    expect(text).toContain("We are not a law firm");
    const later = await textOf(`/api/demand-letters/${ids.de}/download/out-of-court?decisionDate=2026-11-10`);
    expect(later).toContain("the six months end on May 9, 2027");
    const clock = await textOf(`/api/demand-letters/${ids.de}/download/out-of-court?dataRequestReceivedOn=2026-11-25`);
    expect(clock).toContain("the answer is due by December 25, 2026");
  });

  it("Ireland, WhatsApp: the GDPR and the DPC, no Appeals Centre", async () => {
    const text = await textOf(`/api/demand-letters/${ids.ie}/download/out-of-court`);
    expect(text).toContain("WhatsApp Ireland Limited");
    expect(text).toContain("Data Protection Commission");
    expect(text).not.toContain("Appeals Centre Europe, step by step");
  });

  it("UK, Facebook: the ICO and the county court in outline", async () => {
    const text = await textOf(`/api/demand-letters/${ids.gb}/download/out-of-court`);
    expect(text).toContain("Information Commissioner");
    expect(text).toContain("Money Claim Online");
    expect(text).toContain("small claims track");
    expect(text).not.toContain("Appeals Centre Europe, step by step");
  });

  it("refuses a US letter with 409 and a clear message, a bad date with 400, another user with 404", async () => {
    const us = await get(`/api/demand-letters/${ids.us}/download/out-of-court`);
    expect(us.statusCode).toBe(409);
    expect(us.json().message).toMatch(
      /^The out-of-court guide is for senders in the European Union and the United Kingdom/,
    );
    const bad = await get(`/api/demand-letters/${ids.de}/download/out-of-court?decisionDate=2026-13-40`);
    expect(bad.statusCode).toBe(400);
    expect((await get(`/api/demand-letters/${ids.de}/download/out-of-court`, bob.cookie)).statusCode).toBe(404);
  });
});

describe("the case page", () => {
  it("gives EU and UK letters their route and none of the US documents", async () => {
    const de = (await get(`/api/demand-letters/${ids.de}/case`)).json();
    expect(de.outOfCourt).toEqual({ route: "eu-meta", countryName: "Germany", banDate: "2026-11-01" });
    expect(de.timeZone).toBe("Europe/Berlin");
    expect((await get(`/api/demand-letters/${ids.ie}/case`)).json().outOfCourt.route).toBe("eu-whatsapp");
    expect((await get(`/api/demand-letters/${ids.gb}/case`)).json().outOfCourt.route).toBe("uk");
    expect((await get(`/api/demand-letters/${ids.us}/case`)).json().outOfCourt).toBeNull();
    await t.app.inject({
      method: "POST",
      url: `/api/demand-letters/${ids.de}/outcome`,
      payload: { kind: "refused" },
      headers: { cookie: alice.cookie },
    });
    const refused = (await get(`/api/demand-letters/${ids.de}/case`)).json();
    expect(refused.escalation).toMatchObject({ smallClaims: false, agComplaint: false, arbitrationWindowEnds: null });
  });
});

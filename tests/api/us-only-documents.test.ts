import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

/*
 * Decision 0053: the small-claims guide, the arbitration demand, the attorney general summary and
 * the final notice are US documents. A paid German Instagram letter and a UK Facebook letter are
 * refused each of them with 409 whatever the URL, past the deadline; a US letter still gets them.
 */
let now = new Date("2026-11-02T15:00:00Z");
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
const ids = { de: 0, gb: 0, us: 0 };

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  alice = await signUp(t.app, { firstName: "Alice" });
  ids.de = await createLetter(t.app, alice.cookie, {
    country: "DE",
    state: undefined,
    zipCode: "10115",
    city: "Berlin",
    address: "Hauptstraße 1",
    phone: "+49 30 1234567",
    platforms: ["Instagram"],
  });
  ids.gb = await createLetter(t.app, alice.cookie, {
    country: "GB",
    state: undefined,
    zipCode: "LS1 4AP",
    city: "Leeds",
    phone: "+44 113 496 0000",
    platforms: ["Facebook"],
  });
  ids.us = await createLetter(t.app, alice.cookie, {
    platforms: ["Instagram"],
    recipientBusinessId: "meta-instagram-disputes",
    accountLogin: "zoe.login@example.com",
  });
  for (const id of Object.values(ids)) {
    await buyLetter(t.app, alice.cookie, id, "digital");
    /* The letter is dated at its first download; each sender records mailing it that day, delivered the same day. */
    await get(`/api/demand-letters/${id}/download/pdf`);
    /* From abroad the letter goes by registered post (decision 0052); from the US, here, by courier. */
    const abroad = id !== ids.us;
    const sent = await send("PUT", `/api/demand-letters/${id}/sending`, {
      sentOn: "2026-11-02",
      method: abroad ? "registered_post" : "courier",
      trackingNumber: abroad ? "RR123456785DE" : "",
      deliveredOn: "2026-11-02",
    });
    expect(sent.statusCode, sent.body).toBe(200);
  }
  /* Past the 30-day reply deadline (December 2) and Instagram's 30 days after delivery. */
  now = new Date("2026-12-04T15:00:00Z");
});
afterAll(() => t.close());

function get(url: string) {
  return t.app.inject({ url, headers: { cookie: alice.cookie } });
}
function send(method: "PUT" | "POST", url: string, payload: object) {
  return t.app.inject({ method, url, payload, headers: { cookie: alice.cookie } });
}

/** Every way to reach a US-only document, and the document the refusal names. */
const routes = (id: number) => [
  { name: "The small-claims guide", call: () => get(`/api/demand-letters/${id}/download/small-claims`) },
  { name: "The demand for arbitration", call: () => get(`/api/demand-letters/${id}/download/arbitration`) },
  { name: "The attorney general summary", call: () => get(`/api/demand-letters/${id}/download/ag-complaint`) },
  { name: "The final notice", call: () => get(`/api/demand-letters/${id}/download/follow-up/pdf`) },
  { name: "The final notice", call: () => get(`/api/demand-letters/${id}/download/follow-up/word`) },
  { name: "The final notice", call: () => get(`/api/demand-letters/${id}/pages?document=final-notice`) },
  {
    name: "The final notice",
    call: () => send("PUT", `/api/demand-letters/${id}/follow-up/sending`, { sentOn: "2026-12-04", method: "courier" }),
  },
  {
    name: "The final notice",
    call: () => send("POST", "/api/create-checkout-session", { letterId: id, packageType: "follow-up-mail" }),
  },
];

describe("US-only documents for EU and UK letters", () => {
  for (const [key, where] of [
    ["de", "the European Union"],
    ["gb", "the United Kingdom"],
  ] as const) {
    it(`${key === "de" ? "Germany, Instagram" : "UK, Facebook"}: each route answers 409 and names the out-of-court guide`, async () => {
      for (const route of routes(ids[key])) {
        const response = await route.call();
        expect(response.statusCode, `${route.name}: ${response.body}`).toBe(409);
        expect(response.json()).toEqual({
          code: "conflict",
          message: `${route.name} is for senders in the United States: it relies on US courts, terms and law. For a letter from ${where}, your route is the out-of-court guide on your case page.`,
        });
      }
      /* The guide itself is there. */
      expect((await get(`/api/demand-letters/${ids[key]}/download/out-of-court`)).statusCode).toBe(200);
    });

    it(`${key}: the case page offers no final notice and points past the deadline to the out-of-court route`, async () => {
      const view = (await get(`/api/demand-letters/${ids[key]}/case`)).json();
      expect(view.deadline.passed).toBe(true);
      expect(view.sending).toMatchObject({ method: "registered_post", trackingNumber: "RR123456785DE" });
      expect(view.followUpOffered).toBe(false);
      expect(view.noticeCopy).toBeNull();
      expect(view.escalation).toEqual({
        arbitrationWindowEnds: null,
        dataRequest: true,
        agComplaint: false,
        smallClaims: false,
      });
      expect(view.nextStep.action).toEqual({
        label: "See your out-of-court route",
        href: `/letters/${ids[key]}#out-of-court`,
      });
      expect(view.nextStep.text).toMatch(/^The 30-day deadline has passed\. Your next step is out of court/);
      expect(view.nextStep.text).not.toMatch(/final notice|small claims|arbitration|attorney general|certified/i);
    });
  }
});

describe("a US letter", () => {
  it("still gets every one of them past its deadline", async () => {
    for (const route of routes(ids.us)) {
      const response = await route.call();
      expect(response.statusCode, `${route.name}: ${response.body.slice(0, 300)}`).toBe(200);
    }
    const view = (await get(`/api/demand-letters/${ids.us}/case`)).json();
    expect(view.followUpOffered).toBe(true);
    expect(view.escalation).toMatchObject({ agComplaint: true, smallClaims: true });
    expect(view.nextStep.action.href).toBe(`/api/demand-letters/${ids.us}/download/follow-up/pdf`);
  });
});

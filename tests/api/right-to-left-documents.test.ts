import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import { createSimulatedMailer } from "../../src/server/providers/mail/simulated-mailer.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { unescapeXml, zipEntry } from "../unit/documents/document-tools.ts";

/*
 * Arabic and Hebrew names beside an English address, in every document a case makes: pdftotext
 * reads each line back in the order it was typed ("ليلى حداد, 12 Market Street"), never with the
 * house number pulled into the name ("12 ,ليلى حداد Market Street").
 */
let now = new Date("2026-11-02T15:00:00Z");
const clock = () => now;
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signUp(t.app, { firstName: "Layla" });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: owner.cookie } });
/** The PDF's text in logical order, without the embedding marks pdftotext puts around right-to-left runs. */
const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf })
    .toString("utf8")
    .replace(/[\u202a-\u202e]/g, "")
    .replace(/\s+/g, " ");

async function mailToDelivery() {
  const start = now.getTime();
  const deps = () =>
    testDispatchDeps({ db: t.db, mail: createSimulatedMailer(t.db, { stepMs: 60_000, clock }), clock, log: t.app.log });
  for (const minutes of [0, 1, 2, 4]) {
    now = new Date(start + minutes * 60_000 + 5_000);
    while ((await runDispatchOnce(deps())) > 0);
  }
}

describe("right-to-left names in the case's documents", () => {
  it.each([
    ["Arabic", "ليلى حداد", "12 Market Street"],
    ["Hebrew", "שרה כהן", "7 Elm Road"],
  ])(
    "%s: the case record, arbitration pack, guide and final notice keep name and address in typed order",
    async (_, name, address) => {
      now = new Date("2026-11-02T15:00:00Z");
      const id = await createLetter(t.app, owner.cookie, {
        fullName: name,
        address,
        signature: { kind: "typed", name },
        platforms: ["Instagram"],
        recipientBusinessId: "meta-instagram-disputes",
        accountLogin: "layla@example.com",
      });
      await buyLetter(t.app, owner.cookie, id, "mail");
      await mailToDelivery();
      /* Past Instagram's 30 days after delivery, Meta refused: every document is offered. */
      now = new Date("2026-12-10T18:00:00Z");
      const outcome = await t.app.inject({
        method: "POST",
        url: `/api/demand-letters/${id}/outcome`,
        payload: { kind: "refused" },
        headers: { cookie: owner.cookie },
      });
      expect(outcome.statusCode).toBe(201);

      const documents: Record<string, string> = {};
      for (const [what, url] of [
        ["case record", `/api/demand-letters/${id}/download/proof`],
        ["arbitration pack", `/api/demand-letters/${id}/download/arbitration`],
        ["guide", `/api/demand-letters/${id}/download/small-claims`],
        ["final notice", `/api/demand-letters/${id}/download/follow-up/pdf`],
      ] as const) {
        const response = await get(url);
        expect(response.statusCode, what).toBe(200);
        documents[what] = pdfText(response.rawPayload);
      }
      const scrambled = `${address.split(" ")[0]} ,${name}`;
      for (const [what, text] of Object.entries(documents)) {
        expect(text, what).toContain(name);
        if (what !== "guide") expect(text, what).toContain(address); // the guide names the sender and their state, not the street
        expect(text, what).not.toContain(scrambled);
      }
      /* The Word files mark right to left only the name itself: no comma, full stop or house number rides in its runs. */
      for (const url of [
        `/api/demand-letters/${id}/download/word`,
        `/api/demand-letters/${id}/download/follow-up/word`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        const xml = zipEntry(response.rawPayload, "word/document.xml");
        const rightToLeft = [...xml.matchAll(/<w:r>([\s\S]*?)<\/w:r>/g)]
          .filter(([, run = ""]) => run.includes("<w:rtl/>"))
          .map(([, run = ""]) => unescapeXml(/<w:t[^>]*>([^<]*)<\/w:t>/.exec(run)?.[1] ?? ""));
        expect(rightToLeft, url).toContain(name);
        for (const text of rightToLeft) expect(text, url).toMatch(/^[\u0590-\u08ff ]+$/);
      }
      /* The lines that put the name and the address side by side. */
      expect(documents["case record"]).toContain(`Sender: ${name}, ${address}, San Francisco`);
      expect(documents["arbitration pack"]).toContain(`Claimant: ${name}, ${address}, San Francisco, CA 94105`);
    },
  );
});

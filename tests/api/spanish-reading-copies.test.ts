import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURTESY_MARK } from "../../src/domain/reading-copy/courtesy.ts";
import { FOLLOW_UP_NOT_OFFERED } from "../../src/server/features/case/get-case.ts";
import { LETTER_FILES_LOCKED } from "../../src/server/features/letters/letter-files.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date("2026-11-20T15:00:00Z") });
  alice = await signUp(t.app, { firstName: "Alice" });
  bob = await signUp(t.app, { firstName: "Bob" });
});
afterAll(() => t.close());

const get = (url: string, cookie = alice.cookie) => t.app.inject({ url, headers: { cookie } });
/** The PDF's text page by page, runs of white space made one space. */
const pagesOf = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf })
    .toString("utf8")
    .split("\f")
    .map((page) => page.replace(/\s+/g, " ").trim())
    .filter((page) => page.length > 0);

/** The user's story, long enough to run the letter onto several pages, in their own words and language. */
const STORY = Array.from(
  { length: 14 },
  (_, i) => `Line ${i + 1} of my own story: my bakery's page had 4,000 followers and every order came through it.`,
).join("\n");

async function paidLetter(username: string) {
  const id = await createLetter(t.app, alice.cookie, {
    username,
    consequences: STORY,
    banReason: "Account integrity",
    amountClaimed: "1200.00",
    amountBasis: "Three weeks of orders I could not take",
  });
  await buyLetter(t.app, alice.cookie, id, "digital");
  return id;
}

function expectSpanishReadingCopy(pdf: Buffer, english: readonly string[]) {
  const pages = pagesOf(pdf);
  expect(pages.length).toBeGreaterThan(1);
  for (const page of pages) expect(page).toContain(COURTESY_MARK);
  const text = pages.join(" ");
  for (const sentence of english) expect(text).not.toContain(sentence);
  return text;
}

describe("the demand letter's Spanish reading copy", () => {
  it("is the letter in Spanish, the story as written, marked on every page, and leaves the English letter as it was", async () => {
    const id = await paidLetter("panaderia.zoe");
    const before = await get(`/api/demand-letters/${id}/download/pdf`);
    expect(before.statusCode).toBe(200);

    const copy = await get(`/api/demand-letters/${id}/download/reading-copy/es`);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers["content-type"]).toBe("application/pdf");
    expect(copy.headers["content-disposition"]).toContain(`carta-de-reclamo-${id}-es.pdf`);
    const text = expectSpanishReadingCopy(copy.rawPayload, [
      "What I ask you to do",
      "Please reply in writing",
      "I am writing to",
      "Sincerely",
    ]);
    for (const spanish of [
      "Lo que les pido",
      "Restablecer mis cuentas de Instagram y Facebook y todo su contenido.",
      "Pagarme $1,200.00 por lo que perdí. Calculé esta cantidad así: Three weeks of orders I could not take.",
      "Meta desactivó mis cuentas de Instagram y Facebook el 1 de noviembre de 2026.",
      "El motivo que dio Meta fue: “Account integrity”.",
      "Les pido que respondan por escrito a más tardar el",
      "Presentar una queja ante el fiscal general de California.",
      "con el vencimiento trasladado al siguiente día hábil porque el 20 de diciembre de 2026 es domingo.",
      "Atentamente,",
      "Mi nombre de usuario en Instagram es “panaderia.zoe”.",
    ])
      expect(text).toContain(spanish);
    for (let i = 1; i <= 14; i++) expect(text).toContain(`Line ${i} of my own story:`);

    const after = await get(`/api/demand-letters/${id}/download/pdf`);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    expect(pagesOf(after.rawPayload).join(" ")).not.toContain("Traducción");
  });

  it("is refused like the English letter: 404 to another user, 402 before payment", async () => {
    const id = await paidLetter("not.for.bob");
    const other = await get(`/api/demand-letters/${id}/download/reading-copy/es`, bob.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain("not.for.bob");

    const unpaid = await createLetter(t.app, alice.cookie, { username: "unpaid.letter" });
    const [english, spanish] = await Promise.all([
      get(`/api/demand-letters/${unpaid}/download/pdf`),
      get(`/api/demand-letters/${unpaid}/download/reading-copy/es`),
    ]);
    expect([english.statusCode, spanish.statusCode]).toEqual([402, 402]);
    expect(spanish.json().message).toBe(LETTER_FILES_LOCKED);
    expect(spanish.json()).toEqual(english.json());
  });
});

describe("the final notice's Spanish reading copy", () => {
  it("is offered exactly when the notice is, dated as the notice kept at its first download", async () => {
    const id = await paidLetter("aviso.final");
    await get(`/api/demand-letters/${id}/download/pdf`);
    const early = await get(`/api/demand-letters/${id}/download/final-notice/reading-copy/es`);
    const englishEarly = await get(`/api/demand-letters/${id}/download/follow-up/pdf`);
    expect([early.statusCode, englishEarly.statusCode]).toEqual([409, 409]);
    expect(early.json().message).toBe(FOLLOW_UP_NOT_OFFERED);

    await t.app.inject({
      method: "POST",
      url: `/api/demand-letters/${id}/outcome`,
      payload: { kind: "refused" },
      headers: { cookie: alice.cookie },
    });
    const english = await get(`/api/demand-letters/${id}/download/follow-up/pdf`);
    expect(english.statusCode).toBe(200);
    const copy = await get(`/api/demand-letters/${id}/download/final-notice/reading-copy/es`);
    expect(copy.statusCode).toBe(200);
    const text = expectSpanishReadingCopy(copy.rawPayload, ["What I still ask you to do", "Final deadline"]);
    for (const spanish of [
      "Asunto: Aviso final sobre mi reclamo formal del 20 de noviembre de 2026",
      "Su respuesta no restableció mis cuentas.",
      "Lo que todavía les pido",
      "Plazo final",
      "20 de noviembre de 2026",
    ])
      expect(text).toContain(spanish);
    expect((await get(`/api/demand-letters/${id}/download/follow-up/pdf`)).rawPayload.equals(english.rawPayload)).toBe(
      true,
    );
    expect((await get(`/api/demand-letters/${id}/download/final-notice/reading-copy/es`, bob.cookie)).statusCode).toBe(
      404,
    );
  });
});

describe("the data request's Spanish reading copy", () => {
  it("is the request in Spanish, refused to another user and before payment like the English one", async () => {
    const id = await paidLetter("datos.zoe");
    const copy = await get(`/api/demand-letters/${id}/download/data-request/reading-copy/es`);
    expect(copy.statusCode).toBe(200);
    const pages = pagesOf(copy.rawPayload);
    for (const page of pages) expect(page).toContain(COURTESY_MARK);
    const text = pages.join(" ");
    for (const spanish of [
      "Asunto: Solicitud de una copia de mis datos personales",
      "En particular, les pido que incluyan:",
      "Conforme a la ley “California Consumer Privacy Act",
      "cuenta de Instagram “datos.zoe”",
    ])
      expect(text).toContain(spanish);
    expect(text).not.toContain("My request");

    expect((await get(`/api/demand-letters/${id}/download/data-request/reading-copy/es`, bob.cookie)).statusCode).toBe(
      404,
    );
    const wrong = await get(`/api/demand-letters/${id}/download/data-request/reading-copy/es?controller=whatsapp`);
    expect(wrong.statusCode).toBe(400);

    const unpaid = await createLetter(t.app, alice.cookie, { username: "unpaid.request" });
    const [english, spanish] = await Promise.all([
      get(`/api/demand-letters/${unpaid}/download/data-request/pdf`),
      get(`/api/demand-letters/${unpaid}/download/data-request/reading-copy/es`),
    ]);
    expect([english.statusCode, spanish.statusCode]).toEqual([402, 402]);
    expect(spanish.json()).toEqual(english.json());
  });
});

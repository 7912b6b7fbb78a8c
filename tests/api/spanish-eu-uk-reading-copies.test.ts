import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURTESY_MARK } from "../../src/domain/reading-copy/courtesy.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

/*
 * Decision 0065: a letter from Germany (the DSA complaint) and one from the United Kingdom get a
 * Spanish reading copy of the letter and of the data request, built from the same facts as the
 * English documents, owner only.
 */
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
const sha = (body: Buffer) => createHash("sha256").update(body).digest("hex");
const pagesOf = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf })
    .toString("utf8")
    .split("\f")
    .map((page) => page.replace(/\s+/g, " ").trim())
    .filter((page) => page.length > 0);

const STORY = Array.from(
  { length: 14 },
  (_, i) => `Line ${i + 1} of my own story: my shop's page had 4,000 followers and every order came through it.`,
).join("\n");

const SENDERS = {
  DE: { zipCode: "10115", city: "Berlin", address: "Hauptstraße 1", phone: "+49 30 1234567", platforms: ["Instagram"] },
  IE: {
    zipCode: "H91 E2K3",
    city: "Galway",
    address: "1 Shop Street",
    phone: "+353 91 123456",
    platforms: ["WhatsApp"],
  },
  GB: { zipCode: "LS1 4AP", city: "Leeds", address: "1 Park Row", phone: "+44 113 496 0000", platforms: ["Facebook"] },
} as const;

async function paidLetter(country: keyof typeof SENDERS, username: string) {
  const sender = SENDERS[country];
  const id = await createLetter(t.app, alice.cookie, {
    state: undefined,
    country,
    ...sender,
    platforms: [...sender.platforms],
    recipientBusinessId: "meta-main",
    username,
    consequences: STORY,
    banReason: "Account integrity",
    amountClaimed: "1200.00",
    amountBasis: "Three weeks of orders I could not take",
  });
  await buyLetter(t.app, alice.cookie, id, "digital");
  return id;
}

/** Fetches the English letter, the Spanish copy, then the English letter again; checks the copy's marks. */
async function readingCopyOf(id: number, english: readonly string[]) {
  const before = await get(`/api/demand-letters/${id}/download/pdf`);
  expect(before.statusCode).toBe(200);
  const copy = await get(`/api/demand-letters/${id}/download/reading-copy/es`);
  expect(copy.statusCode).toBe(200);
  expect(copy.headers["content-type"]).toBe("application/pdf");
  expect(copy.headers["content-disposition"]).toContain(`carta-de-reclamo-${id}-es.pdf`);
  const after = await get(`/api/demand-letters/${id}/download/pdf`);
  expect(sha(after.rawPayload)).toBe(sha(before.rawPayload));
  const englishText = pagesOf(before.rawPayload).join(" ");
  expect(englishText).not.toContain("Traducción");
  for (const sentence of english) expect(englishText).toContain(sentence);

  const pages = pagesOf(copy.rawPayload);
  expect(pages.length).toBeGreaterThan(1);
  for (const page of pages) expect(page).toContain(COURTESY_MARK);
  const text = pages.join(" ");
  for (const sentence of english) expect(text).not.toContain(sentence);
  for (let i = 1; i <= 14; i++) expect(text).toContain(`Line ${i} of my own story:`);
  return text;
}

describe("the Spanish reading copy of an EU or UK letter", () => {
  it("gives a sender in Germany the DSA complaint in Spanish, the law's English title kept", async () => {
    const id = await paidLetter("DE", "tienda.berlin");
    const text = await readingCopyOf(id, [
      "The statement of reasons",
      "What I ask you to do",
      "Please reply in writing",
      "I am writing to complain",
      "Yours sincerely",
    ]);
    for (const spanish of [
      "Asunto: Reclamación conforme al artículo 20 de la “Digital Services Act”",
      "“Digital Services Act” (Reglamento (UE) 2022/2065, Ley de Servicios Digitales)",
      "La exposición de motivos",
      "Revocar su decisión y restablecer mi cuenta de Instagram y todo su contenido.",
      "Pagarme $1,200.00 por lo que perdí. Calculé esta cantidad así: Three weeks of orders I could not take.",
      "El motivo que dieron fue: “Account integrity”.",
      "Les pido que respondan por escrito a más tardar el 20 de diciembre de 2026.",
      "Presentar una queja ante el Coordinador de Servicios Digitales de Alemania",
      "Mi nombre de usuario en Instagram es “tienda.berlin”.",
      "Hauptstraße 1",
      "Atentamente,",
    ])
      expect(text).toContain(spanish);
  });

  it("gives a WhatsApp sender in Ireland the letter under WhatsApp's terms and the GDPR, never the DSA", async () => {
    const id = await paidLetter("IE", "+353 87 123 4567");
    const text = await readingCopyOf(id, [
      "What I ask you to do",
      "Under Article 22, I have the right",
      "Yours sincerely",
    ]);
    for (const spanish of [
      "Asunto: Reclamación por el bloqueo de mi cuenta de WhatsApp y solicitud conforme a los artículos 15 y 22 del GDPR",
      "Conforme al artículo 22, tengo derecho a no ser objeto de una decisión basada únicamente en un tratamiento automatizado",
      "Comisión de Protección de Datos (Data Protection Commission) de Irlanda.",
      "como sus términos lo permiten a un consumidor de la Región Europea.",
    ])
      expect(text).toContain(spanish);
    expect(text).not.toContain("Digital Services Act");
  });

  it("gives a sender in the United Kingdom the UK GDPR letter in Spanish", async () => {
    const id = await paidLetter("GB", "shop.leeds");
    const text = await readingCopyOf(id, [
      "What I ask you to do",
      "Under Article 15 of the UK GDPR",
      "Information Commissioner's Office about my request",
      "Yours sincerely",
    ]);
    for (const spanish of [
      "Asunto: Reclamación por la desactivación de mi cuenta de Facebook y solicitud conforme al UK GDPR",
      "Sus términos para quienes viven en el Reino Unido son un acuerdo con Meta Platforms, Inc.",
      "Conforme al artículo 15 del UK GDPR",
      "Oficina del Comisionado de Información (Information Commissioner's Office)",
      "Les pido que respondan por escrito a más tardar el 20 de diciembre de 2026.",
    ])
      expect(text).toContain(spanish);
    expect(text).not.toContain("Digital Services Act");
  });

  it("is the owner's only, and locked before payment like the English letter", async () => {
    const id = await paidLetter("DE", "not.for.bob");
    const other = await get(`/api/demand-letters/${id}/download/reading-copy/es`, bob.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain("not.for.bob");

    const unpaid = await createLetter(t.app, alice.cookie, {
      state: undefined,
      country: "GB",
      ...SENDERS.GB,
      platforms: ["Facebook"],
      recipientBusinessId: "meta-main",
    });
    const [english, spanish] = await Promise.all([
      get(`/api/demand-letters/${unpaid}/download/pdf`),
      get(`/api/demand-letters/${unpaid}/download/reading-copy/es`),
    ]);
    expect([english.statusCode, spanish.statusCode]).toEqual([402, 402]);
    expect(spanish.json()).toEqual(english.json());
  });
});

describe("the Spanish reading copy of an EU or UK data request", () => {
  it("is the GDPR request in Spanish for Germany and the UK GDPR request for the UK, the English one unchanged", async () => {
    const de = await paidLetter("DE", "datos.berlin");
    const gb = await paidLetter("GB", "datos.leeds");
    for (const [id, spanish, english] of [
      [
        de,
        [
          "Asunto: Solicitud conforme a los artículos 15 y 22 del GDPR: cuenta de Instagram “datos.berlin”",
          "“General Data Protection Regulation” (Reglamento (UE) 2016/679, Reglamento General de Protección de Datos",
          "o ante la autoridad de protección de datos de Alemania",
          "20 de noviembre de 2026",
        ],
        ["My request", "Time to answer", "Article 12(3) of the GDPR gives you one month"],
      ],
      [
        gb,
        [
          "Asunto: Solicitud conforme a los artículos 15 y 22 del UK GDPR: cuenta de Facebook “datos.leeds”",
          "Oficina del Comisionado de Información (Information Commissioner's Office)",
        ],
        ["My request", "Time to answer", "Under the UK GDPR you should answer"],
      ],
    ] as const) {
      const before = await get(`/api/demand-letters/${id}/download/data-request/pdf`);
      const copy = await get(`/api/demand-letters/${id}/download/data-request/reading-copy/es`);
      expect(copy.statusCode).toBe(200);
      const after = await get(`/api/demand-letters/${id}/download/data-request/pdf`);
      expect(sha(after.rawPayload)).toBe(sha(before.rawPayload));
      const englishText = pagesOf(before.rawPayload).join(" ");
      const pages = pagesOf(copy.rawPayload);
      for (const page of pages) expect(page).toContain(COURTESY_MARK);
      const text = pages.join(" ");
      for (const sentence of spanish) expect(text).toContain(sentence);
      for (const sentence of english) {
        expect(englishText).toContain(sentence);
        expect(text).not.toContain(sentence);
      }
    }
    expect((await get(`/api/demand-letters/${de}/download/data-request/reading-copy/es`, bob.cookie)).statusCode).toBe(
      404,
    );
  });
});

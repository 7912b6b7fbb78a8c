import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURTESY_MARK } from "../../src/domain/reading-copy/courtesy.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

/*
 * Decision 0064: the out-of-court guide for EU and UK senders follows the account's language, as
 * the small-claims guide does (decision 0061). A Spanish account gets our guide in Spanish, with
 * the names of laws and bodies as they are; an English account gets the English guide as before.
 */
const now = new Date("2026-11-22T15:00:00Z");
let t: TestApp;
let spanish: string;
let english: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  spanish = (await signUp(t.app, { firstName: "Lucía", lastName: "Peña", language: "es" })).cookie;
  english = (await signUp(t.app, { firstName: "Alice" })).cookie;
});
afterAll(() => t.close());

const abroad = (overrides: Record<string, unknown>) => ({
  state: undefined,
  recipientBusinessId: "meta-main",
  ...overrides,
});
const GERMANY = abroad({
  country: "DE",
  zipCode: "10115",
  city: "Berlin",
  phone: "+49 30 1234567",
  platforms: ["Instagram"],
  banDate: "2026-11-01",
});
const UNITED_KINGDOM = abroad({
  country: "GB",
  zipCode: "LS1 4AP",
  city: "Leeds",
  phone: "+44 113 496 0000",
  platforms: ["Facebook"],
  banDate: "2026-11-01",
});

const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");

async function guideFor(cookie: string, letter: Record<string, unknown>, query = "") {
  const id = await createLetter(t.app, cookie, letter);
  await buyLetter(t.app, cookie, id, "digital");
  const response = await t.app.inject({
    url: `/api/demand-letters/${id}/download/out-of-court${query}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return { id, response, text: pdfText(response.rawPayload) };
}

/** The English guide's own headings and explanations: none may be left in the Spanish guide. */
const ENGLISH_GUIDE_WORDS = [
  "After your letter: out-of-court routes",
  "Prepared on",
  "Before you start",
  "We are not a law firm",
  "Your rights under the Digital Services Act",
  "Your last day",
  "Counted from the day",
  "Appeals Centre Europe, step by step",
  "Check that you can use it",
  "Create an account on the centre's website",
  "Read the decision",
  "A complaint to the Digital Services Coordinator",
  "Find your own country's",
  "Your data and the reasons",
  "Your data: UK GDPR",
  "Record on your case page",
  "Your request was received",
  "Privacy requests:",
  "A complaint to a data protection authority",
  "Your route in the United Kingdom",
  "A complaint to the Information Commissioner's Office",
  "Wait for Meta's answer",
  "A claim in the county court, in outline",
  "Reports say",
  "Under Article",
  "Under the UK GDPR",
];

function expectNoEnglishGuideWords(text: string) {
  for (const words of ENGLISH_GUIDE_WORDS) expect(text, words).not.toContain(words);
}

describe("the out-of-court guide for a Spanish-speaking account", () => {
  it("Germany, Instagram: the DSA route in Spanish, the bodies named as they are", async () => {
    const { id, response, text } = await guideFor(
      spanish,
      GERMANY,
      "?decisionDate=2026-11-03&dataRequestReceivedOn=2026-11-10",
    );
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="guia-extrajudicial-${id}.pdf"`);
    expect(response.rawPayload.toString("latin1")).toContain("/Lang (es-US)");
    /* Our own guide, not a translation of a document sent: no courtesy-translation mark. */
    expect(text).not.toContain(COURTESY_MARK);
    for (const line of [
      "Después de su carta: vías extrajudiciales",
      "Preparada el 22 de noviembre de 2026 para ",
      `carta de reclamo n.º ${id}, con los datos que usted ingresó.`,
      "No somos un bufete de abogados y esto no es asesoramiento legal.",
      "Sus derechos según el Digital Services Act",
      "Según el artículo 17 del Digital Services Act (DSA, Reglamento (UE) 2022/2065",
      "Contados desde el día en que Meta le comunicó su decisión (3 de noviembre de 2026), los seis meses terminan el",
      "Appeals Centre Europe, paso a paso",
      "Según informes (no pudimos comprobarlo en una página oficial):",
      "Una queja ante el Coordinador de Servicios Digitales",
      "Sus datos y los motivos: GDPR",
      "Su solicitud se recibió el 10 de noviembre de 2026: la respuesta vence el 10 de diciembre de 2026.",
      "Instagram: Meta Platforms Ireland Limited",
      "Solicitudes de privacidad:",
      "Una queja ante una autoridad de protección de datos",
      "Data Protection Commission: complaints: https://dataprotection.ie/",
      "Appeals Centre Europe: https://appealscentre.eu/",
    ])
      expect(text, line).toContain(line);
    expectNoEnglishGuideWords(text);
  });

  it("United Kingdom, Facebook: the UK GDPR, the ICO and the county court in Spanish", async () => {
    const { id, response, text } = await guideFor(spanish, UNITED_KINGDOM);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="guia-extrajudicial-${id}.pdf"`);
    expect(text).not.toContain(COURTESY_MARK);
    for (const line of [
      "Su vía en el Reino Unido",
      "Los términos del Reino Unido son un acuerdo con Meta Platforms, Inc. Permiten a un consumidor",
      "Sus datos: UK GDPR",
      "Anote en la página de su caso el día en que Meta recibió su solicitud de datos",
      "Una queja ante la Information Commissioner's Office (ICO)",
      "Espere la respuesta de Meta, o a que pase el mes.",
      "Una demanda ante la county court (tribunal de condado), a grandes rasgos",
      "ICO: make a complaint: https://ico.org.uk/",
      "Money Claim Online es el servicio de HM Courts and Tribunals Service",
    ])
      expect(text, line).toContain(line);
    expect(text).not.toContain("Digital Services Act");
    expectNoEnglishGuideWords(text);
  });
});

describe("the out-of-court guide for an English-speaking account", () => {
  it("is the English guide, with its English name, as before", async () => {
    const { id, response, text } = await guideFor(english, GERMANY);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="out-of-court-guide-${id}.pdf"`);
    expect(response.rawPayload.toString("latin1")).not.toContain("/Lang (es-US)");
    for (const line of ENGLISH_GUIDE_WORDS.filter(
      (words) => !/UK|United Kingdom|Information|county|Your request|Wait/.test(words),
    ))
      expect(text, line).toContain(line);
    expect(text).not.toContain("Después de su carta");
  });

  it("names the UK company once, without a second full stop after Inc.", async () => {
    const { text } = await guideFor(english, UNITED_KINGDOM);
    expect(text).toContain("The UK terms are an agreement with");
    expect(text).not.toMatch(/Inc\.\./);
  });
});

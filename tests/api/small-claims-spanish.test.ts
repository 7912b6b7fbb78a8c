import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURTESY_MARK } from "../../src/domain/reading-copy/courtesy.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

let now = new Date("2026-11-02T15:00:00Z");
let t: TestApp;
let spanish: string;
let english: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  spanish = (await signUp(t.app, { firstName: "Zoë", lastName: "Łukasz", language: "es" })).cookie;
  english = (await signUp(t.app, { firstName: "Ada" })).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const text = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");

/** Each guide a few minutes after the last, so many guides stay under the per-minute download limit. */
let guides = 0;
const later = (iso: string) => new Date(Date.parse(iso) + guides * 180_000);

/** A paid letter, Meta's refusal recorded a month later, and the guide its owner then downloads. */
async function guideFor(cookie: string, overrides: Record<string, unknown>) {
  guides += 1;
  now = later("2026-11-02T15:00:00Z");
  const id = await createLetter(t.app, cookie, overrides);
  await buyLetter(t.app, cookie, id, "digital");
  await get(`/api/demand-letters/${id}/download/pdf`, cookie);
  now = later("2026-12-05T15:00:00Z");
  const outcome = await t.app.inject({
    method: "POST",
    url: `/api/demand-letters/${id}/outcome`,
    payload: { kind: "refused" },
    headers: { cookie },
  });
  expect(outcome.statusCode).toBeLessThan(300);
  const response = await get(`/api/demand-letters/${id}/download/small-claims`, cookie);
  expect(response.statusCode).toBe(200);
  return { id, response, text: text(response.rawPayload) };
}

const INSTAGRAM_CLAIM = {
  platforms: ["Instagram"],
  recipientBusinessId: "meta-instagram-disputes",
  accountLogin: "zoe.login@example.com",
  banReason: "Account integrity",
  amountClaimed: "$1,200",
  amountBasis: "Four weeks of bakery orders at $300 a week.",
};

/** The English guide's own headings and explanations: none may be left in the Spanish guide. */
const ENGLISH_GUIDE_WORDS = [
  "Small claims and arbitration guide",
  "We are not a law firm",
  "Time limit",
  "1. Your statement of claim",
  "Drafted from your case",
  "The amount",
  "2. Who you sue",
  "Use the exact legal name",
  "3. Small claims court in",
  "What the sources below said",
  "Sources:",
  "4. Finding the agent",
  "Open the business entity search",
  "5. Small claims court or arbitration",
  "If the dispute is not resolved within",
  "Instead of arbitration, you may bring",
  "Which version of the terms you accepted",
  "Meta's terms have changed over time",
  "If your copy has",
  "6. Hearing checklist",
  "Print your case record",
  "No court outcome is certain",
  "7. A complaint to the",
  "Beside a claim, you may complain",
  "(official page; checked",
  "Whether a court enforces these clauses",
];

describe("the small-claims guide for a Spanish-speaking account", () => {
  it("is written in Spanish, with the statement of claim to file in English and its Spanish reading after it", async () => {
    const { id, response, text: guide } = await guideFor(spanish, INSTAGRAM_CLAIM);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="guia-de-reclamos-menores-${id}.pdf"`);
    const raw = response.rawPayload.toString("latin1");
    expect(raw).toContain("/Lang (es-US)");
    /* The statement of claim is tagged English inside the Spanish document. */
    expect(raw).toContain("/Lang (en-US)");
    /* Our guide, not a translation of a document sent: no courtesy-translation mark. */
    expect(guide).not.toContain(COURTESY_MARK);

    for (const line of [
      `Guía de reclamos menores y arbitraje: carta de reclamo n.º ${id}`,
      "Preparada el 5 de diciembre de 2026 para Zoë Łukasz, California.",
      "No somos un bufete de abogados y esto no es asesoramiento legal.",
      "1. Su declaración del reclamo, en inglés",
      "(lo exige el Código de Procedimiento Civil de California, § 185)",
      "(en California, el formulario SC-100)",
      "Lectura en español de la declaración (no la presente)",
      "No la copie en el formulario ni la entregue a la corte",
      "Reclamo $1,200.00 por otras pérdidas, calculadas así: Four weeks of bakery orders at $300 a week.",
      "2. A quién demanda",
      "Meta Platforms, Inc., una corporación de Delaware, por Instagram.",
      "3. La corte de reclamos menores de California",
      "Lo máximo que puede reclamar una persona: $12,500.",
      "(página oficial; consultada el 26 de noviembre de 2026)",
      "4. Cómo encontrar al agente para notificaciones judiciales en California",
      "5. Corte de reclamos menores o arbitraje",
      "Si la controversia no se resuelve dentro de 30 días después de recibido el aviso",
      "Qué versión de los términos aceptó usted",
      "6. Lista para la audiencia",
      "7. Una queja ante el fiscal general de California",
    ])
      expect(guide).toContain(line);

    /* The statement the court reads, in English, then its reading, in Spanish. */
    const statement = "On November 1, 2026, Meta Platforms, Inc. disabled my Instagram account “zoe.makes.things”.";
    const reading =
      "El 1 de noviembre de 2026, Meta Platforms, Inc. desactivó mi cuenta de Instagram “zoe.makes.things”.";
    expect(guide).toContain(statement);
    expect(guide).toContain("I claim $1,200.00 for other losses, worked out as follows");
    expect(guide).toContain(reading);
    expect(guide.indexOf(reading)).toBeGreaterThan(guide.indexOf(statement));
    expect(guide).toContain("They refused to restore my account.");
    expect(guide).toContain("Se negaron a restablecer mi cuenta.");
    expect(guide).toContain("Primera causa: incumplimiento de contrato, las propias promesas de Meta.");

    for (const words of ENGLISH_GUIDE_WORDS) expect(guide).not.toContain(words);
    /* A story in English needs no translation. */
    expect(guide).not.toContain("3.1110(g)");
  });

  it("tells a sender whose story is in Spanish that a court needs a certified English translation, in either language", async () => {
    const california = (await guideFor(spanish, { ...INSTAGRAM_CLAIM, storyLanguage: "es" })).text;
    expect(california).toContain(
      "Usted escribió su relato en español. Los documentos que se presentan ante una corte de California deben estar en inglés",
    );
    expect(california).toContain("(Reglas de la Corte de California, regla 3.1110(g))");

    const texas = (
      await guideFor(spanish, {
        ...INSTAGRAM_CLAIM,
        state: "TX",
        city: "Dallas",
        zipCode: "75201",
        storyLanguage: "es",
      })
    ).text;
    expect(texas).toContain(
      "Las cortes de los Estados Unidos trabajan en inglés: la corte necesitará una traducción certificada",
    );
    expect(texas).not.toContain("3.1110(g)");
    expect(texas).not.toContain("SC-100");

    const englishAccount = (await guideFor(english, { ...INSTAGRAM_CLAIM, storyLanguage: "es" })).text;
    expect(englishAccount).toContain("You wrote your story in Spanish.");
    expect(englishAccount).toContain("(California Rules of Court, rule 3.1110(g))");
  });

  it("names a local court's place in Spanish and marks what it keeps in the sources' English", async () => {
    const nyc = (await guideFor(spanish, { ...INSTAGRAM_CLAIM, state: "NY", city: "New York", zipCode: "10001" })).text;
    expect(nyc).toContain("3. La corte de reclamos menores de la Ciudad de Nueva York");
    expect(nyc).toContain(
      "Su código postal está en la Ciudad de Nueva York, que tiene su propia corte de reclamos menores y sus propias reglas.",
    );
    expect(nyc).toContain("la notificación y la apelación se deja en inglés");
    expect(nyc).toContain("Las cortes de los Estados Unidos trabajan en inglés y sus formularios se llenan en inglés");
    expect(nyc).not.toContain("Código de Procedimiento Civil");
    expect(nyc).toContain("Si su copia no tiene aviso de arbitraje al principio, y tiene una sección 7.4");
    expect(nyc).toContain("Lo que anotamos de esa página, en inglés:");
    expect(nyc).not.toContain("Your ZIP code is in New York City");
  });

  it("stays the English guide for an English-speaking account", async () => {
    const { id, response, text: guide } = await guideFor(english, INSTAGRAM_CLAIM);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="small-claims-guide-${id}.pdf"`);
    expect(response.rawPayload.toString("latin1")).not.toContain("/Lang (es-US)");
    for (const words of ["Small claims and arbitration guide", "1. Your statement of claim", "6. Hearing checklist"])
      expect(guide).toContain(words);
    for (const words of ["Guía de reclamos menores", "Lectura en español", "You wrote your story in Spanish"])
      expect(guide).not.toContain(words);
  });

  it("links the Spanish reader's chosen county court, and asks for the county in Spanish until it is chosen", async () => {
    const { id, text: before } = await guideFor(spanish, {
      state: "GA",
      city: "Atlanta",
      zipCode: "30303",
      platforms: ["Facebook"],
      recipientBusinessId: "meta-main",
    });
    expect(before).toContain("elija su condado en la página de su caso y vuelva a descargar esta guía");
    expect(before).toContain("Mientras tanto, busque su corte en https://georgiacourts.gov/cmcss/");
    const refused = await t.app.inject({
      method: "PUT",
      url: `/api/demand-letters/${id}/county`,
      payload: { county: "Atlantis" },
      headers: { cookie: spanish },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.county).toBe("Elija su condado de la lista.");
    const chosen = await t.app.inject({
      method: "PUT",
      url: `/api/demand-letters/${id}/county`,
      payload: { county: "Gwinnett" },
      headers: { cookie: spanish },
    });
    expect(chosen.statusCode).toBe(200);
    now = new Date(now.getTime() + 180_000);
    const after = text((await get(`/api/demand-letters/${id}/download/small-claims`, spanish)).rawPayload);
    expect(after).toContain(
      "Para el condado de Gwinnett (Gwinnett County), revise las tarifas de presentación y de notificación en la página de esta corte",
    );
    expect(after).toContain("https://gwinnettcourts.com/magistrate/appeals");
    expect(after).not.toContain("elija su condado en la página de su caso");
  });
});

import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CASE_RECORD_LOCKED } from "../../src/server/features/case/proof-packet.ts";
import { COURTESY_MARK } from "../../src/domain/reading-copy/courtesy.ts";
import {
  AG_COMPLAINT_NOT_OFFERED,
  ARBITRATION_NOT_OFFERED,
  NO_ARBITRATION_AGREEMENT,
} from "../../src/server/features/case/escalation-inputs.ts";
import { runDispatchOnce } from "../../src/server/features/dispatch/dispatch-worker.ts";
import { createSimulatedMailer } from "../../src/server/providers/mail/simulated-mailer.ts";
import { testDispatchDeps } from "../helpers/dispatch.ts";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

/* Spanish reading copies of the documents for going further and of the case record (decision 0062). */
let now = new Date("2026-11-02T15:00:00Z");
const clock = () => now;
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await signUp(t.app, { firstName: "Alice" });
  bob = await signUp(t.app, { firstName: "Bob" });
});
afterAll(() => t.close());

const get = (url: string, cookie = alice.cookie) => t.app.inject({ url, headers: { cookie } });
const pagesOf = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf })
    .toString("utf8")
    .split("\f")
    .map((page) => page.replace(/\s+/g, " ").trim())
    .filter((page) => page.length > 0);

/** Every page carries the courtesy mark; none of the English sentences is left; the text, one string. */
function spanishText(pdf: Buffer, english: readonly string[]) {
  const pages = pagesOf(pdf);
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages) expect(page).toContain(COURTESY_MARK);
  const text = pages.join(" ");
  for (const sentence of english) expect(text).not.toContain(sentence);
  return text;
}

/** The English document, then the copy, then the English again: the English is the same bytes. */
async function copyBesideEnglish(english: string, copy: string) {
  const before = await get(english);
  expect(before.statusCode).toBe(200);
  const spanish = await get(copy);
  expect(spanish.statusCode).toBe(200);
  expect(spanish.headers["content-type"]).toBe("application/pdf");
  const after = await get(english);
  expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
  expect(pagesOf(after.rawPayload).join(" ")).not.toContain("Traducción");
  return spanish;
}

async function mailToDelivery(start: string) {
  const deps = () =>
    testDispatchDeps({ db: t.db, mail: createSimulatedMailer(t.db, { stepMs: 60_000, clock }), clock, log: t.app.log });
  for (const minutes of [0, 1, 2, 4]) {
    now = new Date(Date.parse(start) + minutes * 60_000 + 5_000);
    while ((await runDispatchOnce(deps())) > 0);
  }
}

describe("the attorney-general summary's Spanish reading copy", () => {
  it("is offered when the English summary is, to the same people, in Spanish with the sender's words as written", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie, {
      state: "TX",
      zipCode: "78701",
      city: "Austin",
      banReason: "Account integrity",
      amountClaimed: "1200.00",
      amountBasis: "Three weeks of orders I could not take",
    });
    const url = `/api/demand-letters/${id}/download/ag-complaint/reading-copy/es`;
    const unpaid = await get(url);
    const englishUnpaid = await get(`/api/demand-letters/${id}/download/ag-complaint`);
    expect([unpaid.statusCode, englishUnpaid.statusCode]).toEqual([402, 402]);
    expect(unpaid.json()).toEqual(englishUnpaid.json());

    await buyLetter(t.app, alice.cookie, id, "digital");
    await get(`/api/demand-letters/${id}/download/pdf`);
    now = new Date("2026-11-10T15:00:00Z");
    const early = await get(url);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(AG_COMPLAINT_NOT_OFFERED);
    expect(early.json()).toEqual((await get(`/api/demand-letters/${id}/download/ag-complaint`)).json());

    await t.app.inject({
      method: "POST",
      url: `/api/demand-letters/${id}/outcome`,
      payload: { kind: "refused" },
      headers: { cookie: alice.cookie },
    });
    const copy = await copyBesideEnglish(`/api/demand-letters/${id}/download/ag-complaint`, url);
    expect(copy.headers["content-disposition"]).toContain(`queja-fiscal-general-${id}-es.pdf`);
    const text = spanishText(copy.rawPayload, [
      "We are not a law firm",
      "Where to file",
      "Your summary",
      "After you file",
      "Paste these paragraphs",
      "I ask your office",
    ]);
    for (const spanish of [
      "Queja ante el fiscal general",
      "Preparado el 10 de noviembre de 2026",
      "No somos un bufete de abogados y esto no es asesoría legal.",
      "Dónde presentar la queja",
      "texasattorneygeneral.gov",
      "Meta Platforms, Inc.",
      "El motivo que dieron fue: “Account integrity”.",
      "Se negaron a restablecer mis cuentas.",
      "calculadas así: Three weeks of orders I could not take.",
      "Después de presentar la queja",
    ])
      expect(text).toContain(spanish);

    expect((await get(url, bob.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});

describe("the arbitration demand's Spanish reading copy", () => {
  it("is offered when the English demand is, to the same people, in Spanish with the terms quoted as written", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const instagram = await createLetter(t.app, alice.cookie, {
      platforms: ["Instagram"],
      username: "panaderia.zoe",
      recipientBusinessId: "meta-instagram-disputes",
      accountLogin: "zoe.login@example.com",
      amountPaidToMeta: "179.88",
      amountPaidBasis: "Meta Verified, 12 months at $14.99",
    });
    const facebook = await createLetter(t.app, alice.cookie, {
      platforms: ["Facebook"],
      recipientBusinessId: "meta-main",
    });
    const url = (id: number) => `/api/demand-letters/${id}/download/arbitration/reading-copy/es`;
    const english = (id: number) => `/api/demand-letters/${id}/download/arbitration`;
    const [unpaid, englishUnpaid] = [await get(url(instagram)), await get(english(instagram))];
    expect([unpaid.statusCode, englishUnpaid.statusCode]).toEqual([402, 402]);
    expect(unpaid.json()).toEqual(englishUnpaid.json());

    for (const id of [instagram, facebook]) await buyLetter(t.app, alice.cookie, id, "mail");
    await mailToDelivery("2026-11-02T15:00:00Z");

    now = new Date("2026-12-02T18:00:00Z");
    const early = await get(url(instagram));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ARBITRATION_NOT_OFFERED);
    expect(early.json()).toEqual((await get(english(instagram))).json());

    now = new Date("2026-12-03T18:00:00Z");
    const copy = await copyBesideEnglish(english(instagram), url(instagram));
    expect(copy.headers["content-disposition"]).toContain(`demanda-de-arbitraje-${instagram}-es.pdf`);
    const text = spanishText(copy.rawPayload, [
      "Arbitration filing pack",
      "We are not a law firm",
      "Before you file: did you opt out?",
      "Count one: breach of contract",
      "I ask that the case be decided on documents",
      "How to file",
      "Small claims court instead",
    ]);
    for (const spanish of [
      "Paquete para presentar un arbitraje",
      "No somos un bufete de abogados y esto no es asesoría legal.",
      "Demandada: Meta Platforms, Inc.",
      "El 1 de noviembre de 2026, Meta Platforms, Inc. desactivó mi cuenta de Instagram “panaderia.zoe”.",
      "que fue entregado el 2 de noviembre de 2026",
      "Ese plazo terminó el 2 de diciembre de 2026 sin que la controversia se resolviera.",
      "Primera causa: incumplimiento de contrato",
      "pacto implícito de buena fe y trato justo",
      "Calise v. Meta Platforms, Inc., 103 F.4th 732 (9th Cir. 2024)",
      "La cantidad que reclamo es $179.88, el dinero que les pagué.",
      "Los términos que acepté dicen: “We will pay all arbitration filing fees",
      "Meta Verified, 12 months at $14.99",
      "Consumer Demand for Arbitration Form",
      "O bien, la corte de reclamos menores",
    ])
      expect(text).toContain(spanish);

    const none = await get(url(facebook));
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual((await get(english(facebook))).json());
    expect([ARBITRATION_NOT_OFFERED, NO_ARBITRATION_AGREEMENT]).toContain(none.json().message);
    expect((await get(url(instagram), bob.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ url: url(instagram) })).statusCode).toBe(401);
  });
});

describe("the case record's Spanish reading copy", () => {
  it("gives the record's own sentences in Spanish, hashes as they are, without the exhibits' pages", async () => {
    now = new Date("2026-11-02T15:00:00Z");
    const id = await createLetter(t.app, alice.cookie, { username: "registro.zoe" });
    const url = `/api/demand-letters/${id}/download/proof/reading-copy/es`;
    const [unpaid, englishUnpaid] = [await get(url), await get(`/api/demand-letters/${id}/download/proof`)];
    expect([unpaid.statusCode, englishUnpaid.statusCode]).toEqual([402, 402]);
    expect(unpaid.json().message).toBe(CASE_RECORD_LOCKED);
    expect(unpaid.json()).toEqual(englishUnpaid.json());

    await buyLetter(t.app, alice.cookie, id, "mail");
    await mailToDelivery("2026-11-02T15:00:00Z");
    now = new Date("2026-11-05T15:00:00Z");
    const english = await get(`/api/demand-letters/${id}/download/proof`);
    expect(english.statusCode).toBe(200);
    const englishText = pagesOf(english.rawPayload).join(" ");
    const hash = englishText.match(/SHA-256 of this version's PDF: ([0-9a-f]{64})/)?.[1];
    expect(hash).toBeDefined();

    const copy = await get(url);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers["content-disposition"]).toContain(`expediente-del-caso-${id}-es.pdf`);
    const text = spanishText(copy.rawPayload, [
      "Case record: demand letter",
      "Index of exhibits",
      "from the records kept with the letter",
      "Every status, with its date",
      "It is not legal advice.",
    ]);
    for (const spanish of [
      `Expediente del caso: carta de reclamo n.º ${id}`,
      "Preparado el 5 de noviembre de 2026 a partir de los registros que se guardan con la carta.",
      "Índice de anexos",
      "Anexo A (Exhibit A): Carta de reclamo, versión 1",
      "Registro de un envío simulado (no se envió nada por correo)",
      `SHA-256 del PDF de esta versión: ${hash}`,
      "Entregado (Delivered)",
      "No es asesoría legal.",
    ])
      expect(text).toContain(spanish);
    expect(pagesOf(copy.rawPayload).length).toBeLessThan(pagesOf(english.rawPayload).length);
    const again = await get(`/api/demand-letters/${id}/download/proof`);
    expect(pagesOf(again.rawPayload).join(" ")).toBe(englishText);

    expect((await get(url, bob.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});

import { keepShot, keepShotOf } from "./shots.ts";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { scaled } from "../timeouts.ts";
import { DESKTOP, PHONE } from "./a11y-helpers.ts";
import { type OwnServer, startServer, ownServerPort } from "./admin-helpers.ts";
import { createLetterViaApi, expect, newEmail, PASSWORD, payViaApi, signedBy, test, watchConsole } from "./fixtures.ts";

const SHOTS = path.join("test-results", "screens", "spanish-case");

/* Its own server, whose clock the test moves past the reply deadline and the terms' window. */
const PORT = ownServerPort(11);
let server: OwnServer;
let root: string;
let offsetFile: string;

test.use({ locale: "es-US" });

test.beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "e2e-spanish-case-"));
  offsetFile = path.join(root, "clock-offset-days");
  writeFileSync(offsetFile, "0");
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer(
    path.join(root, "data"),
    PORT,
    { CLOCK_OFFSET_FILE: offsetFile },
    "tests/e2e/clock-server.ts",
  );
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** Moves the server's clock `days` whole days on, and waits until it has read the file. */
async function moveClock(days: number): Promise<void> {
  writeFileSync(offsetFile, String(days));
  await new Promise((resolve) => setTimeout(resolve, 250));
}

async function api(page: Page, method: "post" | "put", url: string, data: unknown) {
  const base = server.baseUrl;
  const response = await page.request[method](`${base}${url}`, { data, headers: { origin: base } });
  expect(response.ok(), `${method} ${url}: ${response.status()}`).toBe(true);
  return response;
}

async function signInByApi(page: Page, email: string): Promise<void> {
  await api(page, "post", "/api/auth/login", { email, password: PASSWORD });
}

/** A Spanish-speaking user, signed in, with a signed letter paid as a digital letter and downloaded (so dated). */
async function spanishUserWithPaidLetter(page: Page, email: string): Promise<number> {
  const base = server.baseUrl;
  await api(page, "post", "/api/auth/register", {
    email,
    password: PASSWORD,
    firstName: "Lucía",
    lastName: "Pérez",
    language: "es",
  });
  await signInByApi(page, email);
  /* To Instagram's dispute address, as a notice of dispute: the terms' window runs from its delivery. */
  const letterId = await createLetterViaApi(page, base, {
    ...signedBy("Lucía Pérez"),
    platforms: ["Instagram"],
    recipientBusinessId: "meta-instagram-disputes",
    accountLogin: "lucia.login@example.com",
  });
  await payViaApi(page, base, letterId);
  expect((await page.request.get(`${base}/api/demand-letters/${letterId}/download/pdf`)).ok()).toBe(true);
  return letterId;
}

/** The page (and, when given, one card) at phone and desktop width: nothing wider than the screen. */
async function shoot(page: Page, name: string, card?: Locator): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const wide = await page.evaluate((width) => {
      const elements = [...document.querySelectorAll("main *")].filter(
        (e) => e.getBoundingClientRect().right > width + 1,
      );
      // The innermost elements past the edge name the culprit.
      const innermost = elements.filter((e) => !elements.some((other) => other !== e && e.contains(other)));
      return innermost
        .slice(0, 5)
        .map((e) => `<${e.tagName.toLowerCase()} class="${e.className}"> ${e.textContent?.slice(0, 60)}`);
    }, size.width);
    expect(wide, `wider than ${size.width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await keepShot(page, { path: path.join(SHOTS, `${name}-${size.width}.png`), fullPage: true });
    if (card) await keepShotOf(card, { path: path.join(SHOTS, `${name}-card-${size.width}.png`) });
  }
  await page.setViewportSize(DESKTOP);
}

/** Sentences of the English case page that must not be left on the Spanish one. */
const ENGLISH = [
  "What happened",
  "Next step",
  "Reply deadline",
  "Letter created",
  "When and how you sent it",
  "Record what happened",
  "Upload what Meta sent you",
  "Never upload the content Meta flagged",
  "Your appeal inside Meta",
  "Going further",
  "Request a copy of your data",
  "If you go to court",
  "We are not a law firm",
  "days left",
  "Reminders",
];

async function expectNoEnglish(page: Page): Promise<void> {
  const text = await page.locator("main").innerText();
  for (const sentence of ENGLISH) expect(text, `"${sentence}" is still English`).not.toContain(sentence);
}

test("a Spanish speaker's case page: deadline, timeline, sending, evidence, outcome, final notice and going further", async ({
  page,
}) => {
  test.setTimeout(scaled(150_000));
  const base = server.baseUrl;
  const errors = watchConsole(page);
  const email = newEmail("caso");
  const letterId = await spanishUserWithPaidLetter(page, email);

  await page.goto(`${base}/letters/${letterId}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: `Carta n.º ${letterId}` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`Carta n.º ${letterId}`));

  // The deadline and the next step, the days counted in Spanish.
  const next = page.getByRole("region", { name: "Siguiente paso" });
  await expect(next.getByText(/^Plazo de respuesta: \d{1,2} [a-z]{3}\.? \d{4} \(quedan \d+ días\)$/)).toBeVisible();
  await expect(next.getByText(/^Imprima, firme y envíe su carta por correo certificado/)).toBeVisible();
  await expect(next.getByRole("button", { name: "Descargar PDF" })).toBeVisible();
  /* The letter itself stays English; beside it, its Spanish reading copy. */
  await expect(next.getByRole("link", { name: "Leer en español" })).toHaveAttribute(
    "href",
    `/api/demand-letters/${letterId}/download/reading-copy/es`,
  );

  // The timeline: titles, sentences and dates in Spanish, in the sender's zone named in Spanish.
  await expect(page.getByText("Las fechas y horas están en la hora del Pacífico, donde usted vive")).toBeVisible();
  const timeline = page.getByRole("list", { name: "Lo que pasó" });
  await expect(timeline.getByText("Carta creada", { exact: true })).toBeVisible();
  await expect(timeline.getByText(/^Pagó \$5\.00 por la carta digital \(pedido n\.º \d+\)$/)).toBeVisible();
  await expect(
    timeline.getByText(/^Versión 1 con fecha del \d{1,2} de [a-z]+ de \d{4} \(huella digital [0-9a-f]{8};/),
  ).toBeVisible();
  await expect(timeline.getByText(/^Plazo de respuesta \(30 días desde la fecha de la carta\)$/)).toBeVisible();
  await expect(timeline.getByText(/ \(por venir\)$/).first()).toBeVisible();

  // The evidence section and its guidance.
  const evidence = page.locator("#evidence");
  await expect(evidence.getByRole("heading", { name: "Pruebas" })).toBeVisible();
  await expect(evidence.getByText("Suba lo que Meta le envió")).toBeVisible();
  await expect(evidence.getByText("Nunca suba el contenido que Meta señaló")).toBeVisible();
  await expect(evidence.getByText("0 de 20 archivos")).toBeVisible();
  await evidence.getByRole("button", { name: "Agregar archivo" }).click();
  await expect(evidence.getByText("Elija un archivo para subir.")).toBeVisible();
  await expect(
    page.locator("#appeal-window").getByRole("heading", { name: "Su apelación dentro de Meta" }),
  ).toBeVisible();
  await expect(page.locator("#reminders").getByRole("button", { name: "Desactivar recordatorios" })).toBeVisible();
  await shoot(page, "case-paid");
  await expectNoEnglish(page);

  // The sending form: its messages, and what it records, in Spanish.
  const sent = page.locator("#sent");
  await expect(sent.getByRole("heading", { name: "Cuándo y cómo la envió" })).toBeVisible();
  await sent.getByRole("button", { name: "Guardar" }).click();
  await expect(sent.getByText("Ingrese el día en que la envió.")).toBeVisible();
  await expect(sent.getByText("Elija cómo la envió.")).toBeVisible();
  await shoot(page, "sending-errors", sent);
  const today = (await sent.getByLabel("Día en que la envió").getAttribute("max")) ?? "";
  await sent.getByLabel("Día en que la envió").fill(today);
  await sent.getByLabel("Cómo la envió").selectOption("certified_mail");
  await sent.getByLabel("Número de seguimiento o de correo certificado (opcional)").fill("9589 0710 5270 0123 4567 89");
  await sent.getByLabel("Día en que se entregó (opcional)").fill(today);
  await sent.getByRole("button", { name: "Guardar" }).click();
  await expect(
    sent.getByText(
      /^Usted registró que la envió el \d{1,2} de [a-z]+ de \d{4} por correo certificado de USPS, n\.º 9589 0710 5270 0123 4567 89\. Se entregó el \d{1,2} de [a-z]+ de \d{4}\.$/,
    ),
  ).toBeVisible();
  await expect(
    timeline.getByText("Usted envió su carta por correo certificado de USPS, n.º 9589 0710 5270 0123 4567 89"),
  ).toBeVisible();
  await expect(timeline.getByText("Su carta fue entregada, según lo que usted registró")).toBeVisible();
  await expect(
    timeline.getByText(
      /^Fin de los 30 días que las Condiciones de Uso de Instagram dan para resolver la disputa, contados desde la entrega el \d{1,2} de [a-z]+ de \d{4}/,
    ),
  ).toBeVisible();

  // The outcome form: Meta refused, so the final notice and the documents for going further are offered.
  const outcome = page.locator("#outcome");
  await expect(outcome.getByRole("heading", { name: "Registre lo que pasó" })).toBeVisible();
  await outcome.getByRole("button", { name: "Guardar" }).click();
  await expect(outcome.getByText("Elija lo que pasó.")).toBeVisible();
  await outcome.getByRole("radio", { name: "Meta se negó" }).check();
  await outcome.getByLabel("Nota (opcional)").fill("Respondieron que no.");
  await outcome.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Registrado: Meta se negó.", { exact: true })).toBeVisible();
  await expect(timeline.getByText("Meta se negó: Respondieron que no.")).toBeVisible();
  await expect(next.getByText(/^Envíe a Meta un aviso final: una carta breve/)).toBeVisible();
  await expect(next.getByRole("button", { name: "Descargar el aviso final" })).toBeVisible();
  await expect(next.getByRole("link", { name: "Leer en español" })).toHaveAttribute(
    "href",
    `/api/demand-letters/${letterId}/download/final-notice/reading-copy/es`,
  );

  const notice = page.locator("#final-notice");
  await expect(notice.getByRole("heading", { name: "Aviso final" })).toBeVisible();
  await expect(notice.getByRole("button", { name: "Aviso final (PDF)" })).toBeVisible();
  await expect(notice.getByRole("button", { name: "Enviar el aviso final por mí ($20.00)" })).toBeVisible();
  await expect(notice.getByRole("link", { name: "Leer en español" })).toHaveAttribute(
    "href",
    `/api/demand-letters/${letterId}/download/final-notice/reading-copy/es`,
  );
  await shoot(page, "final-notice", notice);

  const further = page.locator("#further");
  await expect(further.getByRole("heading", { name: "Para ir más allá" })).toBeVisible();
  await expect(further.getByRole("heading", { name: "Solicite una copia de sus datos" })).toBeVisible();
  await expect(further.getByRole("link", { name: "Leer en español" }).first()).toHaveAttribute(
    "href",
    `/api/demand-letters/${letterId}/download/data-request/reading-copy/es`,
  );
  await expect(
    further.getByRole("heading", { name: "Presente una queja ante el fiscal general de su estado" }),
  ).toBeVisible();
  await expect(further.getByRole("heading", { name: "Iniciar un arbitraje" })).toHaveCount(0);
  await expect(
    page.locator("#case-record").getByRole("button", { name: "Guía de reclamos menores (PDF)" }),
  ).toBeVisible();
  await expectNoEnglish(page);

  // Thirty-five days on: the reply deadline and the terms' thirty days after delivery have passed.
  await moveClock(35);
  await signInByApi(page, email);
  await page.goto(`${base}/letters/${letterId}`);
  await expect(next.getByText(/^Plazo de respuesta: .+ \(vencido\)$/)).toBeVisible();
  await expect(further.getByRole("heading", { name: "Iniciar un arbitraje" })).toBeVisible();
  await expect(further.getByText(/terminaron el \d{1,2} de [a-z]+ de \d{4}\./)).toBeVisible();
  await expect(further.getByRole("button", { name: "Demanda de arbitraje, en inglés (PDF)" })).toBeVisible();
  await expect(
    further
      .getByRole("link", { name: "Leer en español" })
      .and(further.locator('[href$="/arbitration/reading-copy/es"]')),
  ).toHaveAttribute("href", `/api/demand-letters/${letterId}/download/arbitration/reading-copy/es`);
  await shoot(page, "going-further", further);
  await expectNoEnglish(page);
  expect(errors).toEqual([]);
});

test("in Spanish the case record and the attorney-general summary each have their reading-copy link", async ({
  page,
}) => {
  const base = server.baseUrl;
  const letterId = await spanishUserWithPaidLetter(page, newEmail("case-es-copies"));
  await api(page, "post", `/api/demand-letters/${letterId}/outcome`, { kind: "refused" });
  await page.goto(`${base}/letters/${letterId}`);
  const prefix = `/api/demand-letters/${letterId}/download`;
  await expect(page.locator("#case-record").getByRole("link", { name: "Leer en español" })).toHaveAttribute(
    "href",
    `${prefix}/proof/reading-copy/es`,
  );
  const further = page.locator("#further");
  await expect(
    further
      .getByRole("link", { name: "Leer en español" })
      .and(further.locator('[href$="/ag-complaint/reading-copy/es"]')),
  ).toHaveAttribute("href", `${prefix}/ag-complaint/reading-copy/es`);
  const copy = await page.request.get(`${base}${prefix}/ag-complaint/reading-copy/es`);
  expect(copy.status()).toBe(200);
  expect(copy.headers()["content-type"]).toBe("application/pdf");
});

test("in English the same page shows no reading-copy link", async ({ browser }) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const base = server.baseUrl;
  const letterId = await spanishUserWithPaidLetter(page, newEmail("case-en"));
  await api(page, "put", "/api/auth/user/language", { language: "en" });
  await page.goto(`${base}/letters/${letterId}`);
  const next = page.getByRole("region", { name: "Next step" });
  await expect(next.getByText(/^Reply deadline: [A-Z][a-z]{2} \d{1,2}, \d{4} \(\d+ days left\)$/)).toBeVisible();
  await expect(next.getByRole("button", { name: "Download PDF" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Leer en español" })).toHaveCount(0);
  await expect(page.getByText("Dates and times are in Pacific Time, where you live, as in your letter.")).toBeVisible();
  await context.close();
});

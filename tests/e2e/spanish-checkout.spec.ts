import { keepShot } from "./shots.ts";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { createLetterViaApi, expect, newEmail, PASSWORD, signedBy, test } from "./fixtures.ts";
import { scaled } from "../timeouts.ts";

/**
 * A Spanish account pays for its letter and asks for help, all in Spanish: the packages, the
 * letter before payment, the review, the test card page, the success page, the support page,
 * the live chat and an unknown address. No English sentence of these parts is left on screen.
 */
const SHOTS = "test-results/screens/spanish-checkout";

type Catalog = Record<string, string>;
const catalog = (language: string, part: string): Catalog =>
  JSON.parse(readFileSync(`src/client/i18n/messages/${language}/${part}.json`, "utf8"));

/** The English sentences of a part that Spanish says differently (plain ones, without placeholders). */
function englishOnly(part: string): string[] {
  const en = catalog("en", part);
  const es = catalog("es", part);
  return Object.keys(en)
    .filter((id) => en[id] !== es[id] && en[id].length >= 12 && !/[{<]/.test(en[id]))
    .map((id) => en[id]);
}

async function expectNoEnglish(page: Page, part: string) {
  const text = await page.locator("body").innerText();
  const left = englishOnly(part).filter((sentence) => text.includes(sentence));
  expect(left, `English ${part} sentences on ${page.url()}`).toEqual([]);
}

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await keepShot(page, { path: `${SHOTS}/${name}-1280.png`, fullPage: true });
}

test.use({ locale: "es-US" });

test("a Spanish account chooses a package, sees the letter, pays on the test page, and gets help, in Spanish", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(scaled(120_000));
  await page.setViewportSize({ width: 1280, height: 800 });
  const dollars = (amount: number) =>
    page.evaluate(
      (value) => new Intl.NumberFormat("es-US", { style: "currency", currency: "USD" }).format(value),
      amount,
    );

  // Signing up in Spanish makes a Spanish account.
  await page.goto("/register");
  await page.getByLabel("Nombre", { exact: true }).fill("Ana");
  await page.getByLabel("Apellido").fill("Ruiz");
  await page.getByLabel("Correo electrónico").fill(newEmail("es-checkout"));
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByRole("navigation", { name: "Principal" }).getByText("Hola, Ana")).toBeVisible();
  expect((await (await page.request.get("/api/auth/user")).json()).language).toBe("es");
  const letterId = await createLetterViaApi(page, baseURL ?? "", { platforms: ["Instagram"], ...signedBy() });

  // The digital package, and the whole letter before paying.
  await page.goto(`/checkout?letterId=${letterId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Pago" })).toBeVisible();
  await expect(page).toHaveTitle(/Pago/);
  await expect(page.getByRole("heading", { name: "Resumen del pedido" })).toBeVisible();
  await expect(page.getByText("Carta de solicitud de restablecimiento de cuenta de Meta")).toBeVisible();
  await expect(page.getByText(`Carta n.º ${letterId}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Carta digital" })).toBeVisible();
  await expect(page.getByText("Un archivo de Word (.docx) editable")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Su carta completa \(\d+ páginas?\)$/ })).toBeVisible();
  await expect(page.getByText("Vista previa: aún sin fecha ni enviada")).toBeVisible();
  await expect(page.getByRole("button", { name: `Pagar ${await dollars(5)}` }).first()).toBeVisible();
  await expect(page.getByText(/No somos un bufete de abogados/)).toBeVisible();
  await expectNoEnglish(page, "checkout");
  await shots(page, "checkout-digital");

  // Certified mail: the package, then the review before paying.
  await page.getByRole("link", { name: "Cambiar al paquete con envío" }).click();
  await expect(page).toHaveURL(/package=mail/);
  await expect(page.getByRole("heading", { name: "Carta + correo certificado" })).toBeVisible();
  await expect(page.getByText("Lo que el correo certificado hace y lo que no hace")).toBeVisible();
  await expect(
    page.getByRole("link", { name: `Elegir la Carta digital (${await dollars(5)}) en su lugar` }),
  ).toBeVisible();
  await expectNoEnglish(page, "checkout");
  await shots(page, "checkout-mail");
  await page
    .getByRole("button", { name: `Pagar ${await dollars(25)}` })
    .first()
    .click();
  const review = page.getByRole("dialog", { name: "Revise antes de pagar" });
  await expect(
    review.getByText(/^Su carta, \d+ páginas?; se imprime y se envía por correo certificado de USPS$/),
  ).toBeVisible();
  await expect(review.getByText(`${await dollars(25)} por la carta, enviada por correo`)).toBeVisible();
  await keepShot(page, { path: `${SHOTS}/review-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: `${SHOTS}/review-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await review.getByRole("button", { name: "Continuar al pago" }).click();

  // The test card page: a declined card, then a good one.
  await expect(page).toHaveURL(/\/test-checkout\/cs_local_[0-9a-f]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pago de prueba" })).toBeVisible();
  await expect(page.getByText("Pago de prueba: no se cobra ninguna tarjeta real.")).toBeVisible();
  await expect(page.getByText(await dollars(25), { exact: true })).toBeVisible();
  await page.getByLabel("Número de tarjeta").fill("4000 0000 0000 0002");
  await page.getByLabel("Vence (MM / AA)").fill("12 / 30");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Nombre en la tarjeta").fill("Ana Ruiz");
  await page.getByRole("button", { name: `Pagar ${await dollars(25)}` }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Su tarjeta fue rechazada. Pruebe con otra tarjeta." }),
  ).toBeVisible();
  await expectNoEnglish(page, "checkout");
  await shots(page, "test-checkout");
  await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: `Pagar ${await dollars(25)}` }).click();

  // The success page.
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_local_/);
  await expect(page.getByRole("heading", { level: 1, name: "Pago realizado" })).toBeVisible();
  await expect(page).toHaveTitle(/Pago realizado/);
  await expect(page.getByText(`Carta + correo certificado · Carta n.º ${letterId}`)).toBeVisible();
  await expect(page.getByText(/^Imprimiremos su carta y la enviaremos por correo certificado de USPS/)).toBeVisible();
  await expect(page.getByText(await dollars(25), { exact: true })).toBeVisible();
  await expectNoEnglish(page, "checkout");
  await shots(page, "success");

  // The support page, with the letter to choose, and a message sent.
  await page.goto("/support");
  await expect(page.getByRole("heading", { level: 1, name: "Contactar a ayuda" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Envíenos un mensaje" })).toBeVisible();
  await expect(page.getByText("Todos los campos son opcionales, excepto su mensaje.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ayuda prioritaria" })).toBeVisible();
  await expect(page.getByText(/^Usted escribe como Ana Ruiz\./)).toBeVisible();
  await page.getByLabel("Asunto (opcional)").fill("Mi envío");
  await page
    .getByLabel("Sobre una carta (opcional)")
    .selectOption({ label: `Carta n.º ${letterId}: Instagram (zoe.makes.things)` });
  await page.getByLabel("Mensaje", { exact: true }).fill("¿Cuándo sale mi carta?");
  await expectNoEnglish(page, "support");
  await shots(page, "support");
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page.getByRole("heading", { name: "Mensaje enviado" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Escribir otro mensaje" })).toBeVisible();

  // The live chat panel.
  await page.getByRole("navigation", { name: "Principal" }).getByRole("button", { name: /chat/i }).click();
  const chat = page.getByRole("dialog", { name: "Chat en vivo con ayuda" });
  await expect(
    chat.getByText("Escriba su pregunta abajo. Su conversación se guarda aquí, en todas las páginas."),
  ).toBeVisible();
  await chat.getByLabel("Su mensaje").fill("Hola");
  await chat.getByRole("button", { name: "Enviar" }).click();
  await expect(chat.getByText(/^Usted, /)).toBeVisible();
  await expect(chat.getByText(/^Desde el .+ espera una respuesta\. Si no la ve en 3 minutos/)).toBeVisible();
  await expectNoEnglish(page, "support");
  await keepShot(page, { path: `${SHOTS}/chat-1280.png` });
  await chat.getByRole("button", { name: "Cerrar chat" }).click();

  // An unknown address.
  await page.goto("/no-existe");
  await expect(page.getByRole("heading", { level: 1, name: "404 Página no encontrada" })).toBeVisible();
  await expect(page).toHaveTitle(/404 Página no encontrada/);
  await expect(page.getByRole("link", { name: "Ir a la página de inicio" })).toBeVisible();
  await shots(page, "not-found");
});

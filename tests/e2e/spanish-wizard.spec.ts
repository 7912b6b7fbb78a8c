import { keepShot } from "./shots.ts";
import type { Page } from "@playwright/test";
import { SPANISH_STORY_NOTE } from "../../src/domain/letter/story-language.ts";
import { expect, registerViaApi, test } from "./fixtures.ts";
import { checkoutLetterId, letterById, stepHeading } from "./wizard-helpers.ts";

const preview = (page: Page) => page.getByRole("article", { name: "Vista previa de la carta" });

const SHOTS = "test-results/screens/spanish-wizard";

const STORY_ES =
  "Perdí diez años de fotos de mi familia y la página de la tienda que usan mis clientes para escribirme.";

/** The step as it looks on a phone and on a wide screen. */
async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepShot(page, { path: `${SHOTS}/${name}-1280.png`, fullPage: true });
}

/** English sentences of the wizard that must not be left on a Spanish page. */
const ENGLISH = [/\bNext\b/, /\bPrevious\b/, /Step \d of 4/, /Live preview/, /Ban Details/, /Personal Info/];

async function noEnglish(page: Page) {
  const text = (await page.locator("main").innerText()).replace(/\[[^\]]*\]/g, "");
  for (const pattern of ENGLISH) expect(text).not.toMatch(pattern);
}

test("a Spanish speaker writes a letter in Spanish, marks the story as written in Spanish, and the English letter says so", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerViaApi(page, { firstName: "María" });
  const changed = await page.request.put("/api/auth/user/language", { data: { language: "es" } });
  expect(changed.ok()).toBe(true);

  await page.goto("/create-letter");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cree su carta de reclamo");
  await expect(page).toHaveTitle(/Crear carta/);
  await expect(page.getByText("Paso 1 de 4: Datos personales")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Progreso de la carta" })).toHaveAttribute(
    "aria-valuetext",
    "Paso 1 de 4: Datos personales",
  );
  for (const marker of ["Detalles del bloqueo", "Elegir servicio"]) {
    await expect(page.getByRole("listitem").filter({ hasText: marker })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 2, name: "Vista previa en vivo" })).toBeVisible();
  // The letter itself stays English: it goes to Meta.
  await expect(preview(page)).toContainText("[Your Full Name]");
  await expect(preview(page)).toContainText("Esta vista previa muestra el comienzo de su carta");

  // Validation in Spanish.
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByText("Ingrese su nombre completo")).toBeVisible();
  await expect(page.getByText("Ingrese su correo electrónico")).toBeVisible();
  await expect(page.getByText("Ingrese su número de teléfono")).toBeVisible();
  await expect(page.getByText("Elija su estado")).toBeVisible();
  await noEnglish(page);
  await shoot(page, "1-datos-personales");

  await page.getByLabel("Nombre completo").fill("María Gómez");
  await page.getByLabel("Correo electrónico").fill("maria.gomez@example.com");
  await page.getByLabel("Teléfono").fill("(415) 555-0134");
  await page.getByLabel("Dirección", { exact: true }).fill("12 Market Street");
  await page.getByLabel("Ciudad").fill("San Francisco");
  await page.getByLabel("Estado").selectOption("CA");
  // Messages whose words depend on what was typed are Spanish too, the typed characters kept.
  await page.getByLabel("Nombre completo").fill("María Gómez 🎉");
  await page.getByLabel("Código postal").fill("9411");
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(
    page.getByText("El nombre completo contiene caracteres que la carta no puede imprimir: 🎉. Quítelos."),
  ).toBeVisible();
  await expect(page.getByText("Ingrese un código postal de 5 dígitos", { exact: false })).toBeVisible();
  await noEnglish(page);
  await page.getByLabel("Nombre completo").fill("María Gómez");
  await page.getByLabel("Código postal").fill("94110");
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(stepHeading(page, "Detalles del bloqueo")).toBeVisible();
  await expect(page.getByText("Paso 2 de 4: Detalles del bloqueo")).toBeVisible();

  await page.getByLabel("Consecuencias").fill("Poco texto");
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByText("Elija al menos una plataforma")).toBeVisible();
  await expect(page.getByText("Describa las consecuencias en al menos 40 caracteres")).toBeVisible();

  await page.getByRole("checkbox", { name: "Instagram" }).check();
  await page.getByLabel("Usuario de Instagram").fill("maria.hace.cosas");
  await page.getByLabel("Correo o teléfono con el que inicia sesión").fill("maria.gomez@example.com");
  await page.getByLabel("Consecuencias").fill(STORY_ES);
  await expect(page.getByText("Su carta llega a Meta en inglés.")).toBeVisible();
  const spanishBox = page.getByRole("checkbox", { name: "Escribí mi historia en español" });
  await expect(spanishBox).not.toBeChecked();
  await expect(preview(page)).not.toContainText(SPANISH_STORY_NOTE);
  await spanishBox.check();
  await expect(preview(page)).toContainText(STORY_ES);
  await expect(preview(page)).toContainText(SPANISH_STORY_NOTE);
  await page.getByRole("button", { name: /Más datos \(opcional\)/ }).click();
  await expect(page.getByText("Lo que preguntará un tribunal", { exact: true })).toBeVisible();
  await noEnglish(page);
  await shoot(page, "2-detalles-del-bloqueo");

  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(stepHeading(page, "Vista previa")).toBeVisible();
  await expect(page.getByText("Escrita en español: la carta la cita tal como la escribió")).toBeVisible();
  await expect(page.getByRole("button", { name: "Editar datos personales" })).toBeVisible();
  await noEnglish(page);
  await shoot(page, "3-vista-previa");

  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(stepHeading(page, "Elegir servicio")).toBeVisible();
  await expect(page.getByText("Firme su carta")).toBeVisible();
  await expect(page.getByText("Carta + correo certificado")).toBeVisible();
  await noEnglish(page);
  await shoot(page, "4-elegir-servicio");

  await page.getByRole("button", { name: "Crear carta" }).click();
  const id = await checkoutLetterId(page);
  const letter = await letterById(page, id);
  expect(letter.storyLanguage).toBe("es");
  expect(letter.consequences).toBe(STORY_ES);
  expect(letter.letterContent).toContain(STORY_ES);
  expect(letter.letterContent).toContain(SPANISH_STORY_NOTE);

  // Editing keeps the box ticked; unticking takes the line out of the letter.
  await page.goto(`/letters/${id}/edit?step=2`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Editar la carta n.º ${id}`);
  const box = page.getByRole("checkbox", { name: "Escribí mi historia en español" });
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(preview(page)).not.toContainText(SPANISH_STORY_NOTE);
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page).toHaveURL(/\/checkout/);
  const saved = await letterById(page, id);
  expect(saved.storyLanguage).toBe("en");
  expect(saved.letterContent).not.toContain(SPANISH_STORY_NOTE);
});

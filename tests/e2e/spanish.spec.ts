import { keepShot } from "./shots.ts";
import { expect, newEmail, PASSWORD, test } from "./fixtures.ts";

const SHOTS = "test-results/screens/spanish";

/* No two tests share an account or a letter on the shared server: they run side by side. */
test.describe.configure({ mode: "parallel" });

test.describe("the site in Spanish", () => {
  test("a visitor switches to Español, signs up in Spanish, and the choice stays after a reload", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Español" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toContainText("Pida a Meta que le devuelva su cuenta");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("ReinstateLetter | Cartas de reclamo por cuentas de Meta desactivadas");
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Español" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await keepShot(page, { path: `${SHOTS}/landing-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await keepShot(page, { path: `${SHOTS}/landing-390.png`, fullPage: true });
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await keepShot(page, { path: `${SHOTS}/menu-390.png` });
    await page.locator("#mobile-menu").getByRole("link", { name: "Comenzar" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Cree su cuenta" })).toBeVisible();
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByText("Ingrese su nombre")).toBeVisible();
    await expect(page.getByText("El correo electrónico no es válido")).toBeVisible();
    await expect(page.getByText("La contraseña debe tener al menos 8 caracteres")).toBeVisible();
    await keepShot(page, { path: `${SHOTS}/register-errors-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await keepShot(page, { path: `${SHOTS}/register-errors-1280.png`, fullPage: true });

    await page.getByLabel("Nombre", { exact: true }).fill("Ana");
    await page.getByLabel("Apellido").fill("Ruiz");
    await page.getByLabel("Correo electrónico").fill(newEmail("es"));
    await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByText("¡Le damos la bienvenida a ReinstateLetter!", { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Principal" }).getByText("Hola, Ana")).toBeVisible();
    await keepShot(page, {
      path: `${SHOTS}/signed-in-header-1280.png`,
      clip: { x: 0, y: 0, width: 1280, height: 80 },
    });
    const account = await (await page.request.get("/api/auth/user")).json();
    expect(account.language).toBe("es");

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(
      page.getByRole("navigation", { name: "Principal" }).getByRole("button", { name: "Cerrar sesión" }),
    ).toBeVisible();

    // Back to English from the footer: the account keeps that too.
    await page.getByRole("contentinfo").getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" })).toBeVisible();
    await expect.poll(async () => (await (await page.request.get("/api/auth/user")).json()).language).toBe("en");
  });

  test("a browser that asks for Spanish gets the site in Spanish on its first visit", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-MX" });
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: "Inicie sesión en su cuenta" })).toBeVisible();
    await page.getByLabel("Correo electrónico").fill("no-es-un-correo");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByText("El correo electrónico no es válido")).toBeVisible();
    await context.close();
  });
});

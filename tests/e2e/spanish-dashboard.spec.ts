import { keepShot } from "./shots.ts";
import { checkoutByApi } from "./a11y-helpers.ts";
import { scaled } from "../timeouts.ts";
import { createLetterViaApi, expect, newEmail, PASSWORD, signedBy, test } from "./fixtures.ts";

const SHOTS = "test-results/screens/spanish-dashboard";

/** English sentences of the dashboard, letters and orders pages that must not remain in Spanish. */
const ENGLISH = [
  "Welcome back",
  "Recent Orders",
  "Recent Demand Letters",
  "Total Letters",
  "Your Orders",
  "Your Letters",
  "Payment Successful",
  "Not paid",
  "Download PDF",
  "Tracking number",
  "Order date",
  "Upgrade to Certified Mail",
  "Digital Letter",
  "Created",
];

test.describe("the dashboard, letters and orders in Spanish", () => {
  test.use({ locale: "es-US" });

  test("a Spanish account with paid letters sees its pages, statuses, dates and money in Spanish", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(scaled(120_000));
    const base = baseURL ?? "";
    await page.context().addCookies([{ name: "lang", value: "es", url: base }]);
    const registered = await page.request.post(`${base}/api/auth/register`, {
      data: { email: newEmail("es-dash"), password: PASSWORD, firstName: "Ana", lastName: "Ruiz", language: "es" },
      headers: { origin: base },
    });
    expect(registered.ok(), await registered.text()).toBe(true);

    const digitalLetter = await createLetterViaApi(page, base);
    await checkoutByApi(page, base, digitalLetter, "digital", true);
    const mailLetter = await createLetterViaApi(page, base, signedBy("Ana Ruiz"));
    await checkoutByApi(page, base, mailLetter, "mail", true);
    await checkoutByApi(page, base, await createLetterViaApi(page, base, signedBy("Ana Ruiz")), "digital", false);
    const today = new Intl.DateTimeFormat("es-US", { month: "short", day: "numeric", year: "numeric" }).format(
      new Date(),
    );

    // The dashboard.
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: "¡Hola de nuevo, Ana!" })).toBeVisible();
    await expect(page).toHaveTitle(/^Panel \| /);
    await expect(page.getByRole("heading", { name: "Cartas de reclamo recientes" })).toBeVisible();
    const recentOrders = page.getByRole("region", { name: "Pedidos recientes" });
    await expect(recentOrders.getByText("Carta + correo certificado")).toBeVisible();
    await expect(recentOrders.getByText("Pagado", { exact: true }).first()).toBeVisible();
    await expect(recentOrders.getByText("Sin pagar", { exact: true })).toBeVisible();
    await expect(recentOrders.getByText("$25.00")).toBeVisible();
    await expect(recentOrders.getByText(today).first()).toBeVisible();
    await expect(page.getByText("Cartas en total")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver todos los pedidos" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Hablar con un agente" })).toBeVisible();
    await expectNoEnglish(page);
    await shoot(page, "dashboard");

    // The letters list.
    await page.goto("/letters");
    await expect(page.getByRole("heading", { level: 1, name: "Sus cartas" })).toBeVisible();
    const mailRow = page.getByRole("listitem").filter({ hasText: `Carta n.º ${mailLetter}` });
    await expect(mailRow.getByText("Pagada", { exact: true })).toBeVisible();
    await expect(mailRow.getByText(`Creada el ${today}`)).toBeVisible();
    await expect(mailRow.getByRole("link", { name: `Caso de la carta n.º ${mailLetter}` })).toBeVisible();
    await expect(mailRow.getByRole("link", { name: "Descargas en Mis pedidos" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Pagar la carta n\.º \d+$/ })).toBeVisible();
    await expectNoEnglish(page);
    await shoot(page, "letters");

    // The orders: payment status, money, dates, downloads, the upgrade and the mail tracking.
    await page.goto("/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Sus pedidos" })).toBeVisible();
    const mailOrder = page.getByRole("article").filter({ hasText: "Carta + correo certificado" });
    await expect(mailOrder.getByText("Pago realizado")).toBeVisible();
    await expect(mailOrder.getByText("$25.00")).toBeVisible();
    await expect(mailOrder.getByText("Fecha del pedido")).toBeVisible();
    await expect(mailOrder.getByText(today, { exact: true })).toBeVisible();
    const tracking = mailOrder.getByRole("region", { name: /^Seguimiento del correo certificado de la carta/ });
    await expect(tracking.getByText("Correo certificado simulado (no se envía nada)")).toBeVisible();
    await expect(tracking.getByText(/^Estado: /)).toBeVisible();
    // The simulated mailer gives the tracking number once the letter is "mailed", a step (a minute) after
    // it is handed over: until then the box says where the number will appear.
    const trackingNumber = tracking.getByText("Número de seguimiento simulado (no es de USPS)");
    const numberToCome = tracking.getByText(/^Su número de seguimiento aparecerá aquí cuando su carta se envíe/);
    await expect(trackingNumber.or(numberToCome)).toBeVisible();
    if (await trackingNumber.isVisible()) {
      await expect(tracking.getByRole("button", { name: "Copiar el número de seguimiento" })).toBeVisible();
    }
    // The progress list starts with the hand-over: the shared server's mail worker wakes every 15 s and
    // may first hand over other files' mailings, and the page asks again every 5 s.
    await expect(tracking.getByRole("list", { name: "Avance del envío" })).toBeVisible({ timeout: scaled(40_000) });

    const digitalOrder = page.getByRole("article").filter({ hasText: `carta n.º ${digitalLetter}` });
    await expect(digitalOrder.getByText("Carta digital")).toBeVisible();
    await expect(digitalOrder.getByRole("button", { name: "Descargar PDF" })).toBeVisible();
    await expect(digitalOrder.getByRole("button", { name: "Pasar a correo certificado (+$20)" })).toBeVisible();
    await digitalOrder.getByRole("button", { name: "Descargar PDF" }).click();
    /* The toast, not the screen reader's live copy of it ("Notificación …"). */
    await expect(page.getByText("Descarga iniciada", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Su archivo PDF se está descargando/)).toBeVisible();

    const unpaid = page.getByRole("article").filter({ hasText: "Sin pagar" });
    await expect(unpaid.getByText("Este pago no se completó. No se cobró nada.")).toBeVisible();
    await expect(unpaid.getByRole("link", { name: /^Pagar ahora el pedido n\.º \d+$/ })).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: "formulario de contacto" })).toBeVisible();
    await expectNoEnglish(page);
    await shoot(page, "orders");
  });
});

async function expectNoEnglish(page: import("@playwright/test").Page) {
  const text = await page.locator("main").innerText();
  for (const sentence of ENGLISH) expect(text, `"${sentence}" left in English`).not.toContain(sentence);
}

async function shoot(page: import("@playwright/test").Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await keepShot(page, { path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

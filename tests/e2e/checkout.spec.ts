import { readFileSync } from "node:fs";
import type { Download, Page } from "@playwright/test";
import { continueToPayment, createLetterViaApi, expect, fillTestCard, registerViaApi, test } from "./fixtures.ts";

/** The wizard has its own test: here the letter is made through the API, with the page's own cookies. */
function createLetter(page: Page, baseURL: string | undefined): Promise<number> {
  return createLetterViaApi(page, baseURL ?? "", { platforms: ["Instagram"] });
}

async function fillCard(page: Page, cardNumber: string) {
  await fillTestCard(page, cardNumber);
  await expect(page.getByText("Test payment — no real card is charged.")).toBeVisible();
}

async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
  return file;
}

async function fileStart(file: Download, length: number): Promise<string> {
  return readFileSync(await file.path())
    .subarray(0, length)
    .toString("latin1");
}

/* No two tests share an account or a letter on the shared server: they run side by side. */
test.describe.configure({ mode: "parallel" });

test.describe("checkout and orders", () => {
  test("pay digital, download both files, then upgrade to certified mail", async ({ page, baseURL }) => {
    await registerViaApi(page);
    const letterId = await createLetter(page, baseURL);

    await page.goto(`/checkout?letterId=${letterId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(page).toHaveTitle(/Checkout/);
    await expect(page.getByText("Meta account reinstatement letter")).toBeVisible();
    await expect(page.getByText(`Letter #${letterId}`, { exact: true })).toBeVisible();
    await expect(page.getByText("zoe.makes.things", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Digital Letter" })).toBeVisible();
    await expect(page.getByText(/We are not a law firm and do not give legal advice/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade to Mail Package" })).toBeVisible();
    /* Back to Letter Creation opens this letter at step 1 with its answers, never an empty wizard. */
    await page.getByRole("link", { name: "Back to Letter Creation" }).click();
    await expect(page).toHaveURL(`/letters/${letterId}/edit?step=1`);
    await expect(page.getByLabel("Full name")).not.toHaveValue("");
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await page.getByRole("button", { name: "Pay $5.00" }).click();

    await fillCard(page, "4242 4242 4242 4242");
    await expect(page.getByText("$5.00", { exact: true })).toBeVisible();
    await expect(page.getByText(`Demand letter - digital (PDF + Word) - Letter #${letterId}`)).toBeVisible();
    await page.getByRole("button", { name: "Pay $5.00" }).click();

    await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_local_/);
    await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
    await expect(page.getByText(`Digital Letter · Letter #${letterId}`)).toBeVisible();

    const pdf = await download(page, "Download PDF");
    expect(pdf.suggestedFilename()).toBe(`demand-letter-${letterId}.pdf`);
    expect(await fileStart(pdf, 4)).toBe("%PDF");
    await expect(page.getByText("Your PDF file is downloading", { exact: true })).toBeVisible();
    const word = await download(page, "Download Word");
    expect(word.suggestedFilename()).toBe(`demand-letter-${letterId}.docx`);
    expect(await fileStart(word, 2)).toBe("PK");
    await expect(page.getByText("Your WORD file is downloading", { exact: true })).toBeVisible();

    // Checkout for the paid letter shows what it has, its files and the upgrade, never a second Pay.
    await page.goto(`/checkout?letterId=${letterId}&package=mail`);
    await expect(page.getByRole("heading", { name: "This letter is already paid" })).toBeVisible();
    await expect(page.getByText(/You have: Digital Letter \(order #\d+\)/)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Upgrade to Certified Mail (+$20)" })).toBeVisible();

    await page.getByRole("link", { name: "Go to My Orders" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your Orders" })).toBeVisible();
    const digitalOrder = page.getByRole("article").filter({ hasText: "Digital Letter" });
    await expect(digitalOrder.getByText("Payment Successful")).toBeVisible();
    await expect(digitalOrder.getByText("$5.00")).toBeVisible();
    const digitalPdf = await download(page, "Download PDF");
    expect(digitalPdf.suggestedFilename()).toBe(`demand-letter-${letterId}.pdf`);

    await digitalOrder.getByRole("button", { name: "Upgrade to Certified Mail (+$20)" }).click();
    await continueToPayment(page);
    await fillCard(page, "4242424242424242");
    await expect(page.getByText(`Upgrade to USPS Certified Mail - Letter #${letterId}`)).toBeVisible();
    await page.getByRole("button", { name: "Pay $20.00" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
    await expect(page.getByText("Upgrade to USPS Certified Mail")).toBeVisible();
    await expect(page.getByText(/email you the\s+tracking number/)).toBeVisible();

    await page.getByRole("link", { name: "Go to My Orders" }).click();
    const mailOrder = page.getByRole("article").filter({ hasText: "Letter + Certified Mail" });
    await expect(mailOrder.getByText("Payment Successful")).toBeVisible();
    await expect(mailOrder.getByText("$20.00")).toBeVisible();
    await expect(mailOrder.getByText(/^Upgrade of Order #\d+$/)).toBeVisible();
    await expect(mailOrder.getByText("Simulated certified mail (nothing is mailed)")).toBeVisible();
    await expect(digitalOrder.getByText(/Upgraded to certified mail in Order #\d+/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Upgrade to Certified Mail (+$20)" })).toHaveCount(0);
  });

  test("a declined card charges nothing; cancelling returns to checkout with a notice", async ({ page, baseURL }) => {
    await registerViaApi(page);
    const letterId = await createLetter(page, baseURL);

    await page.goto(`/checkout?letterId=${letterId}`);
    await page.getByRole("link", { name: "Upgrade to Mail Package" }).click();
    await expect(page).toHaveURL(`/checkout?letterId=${letterId}&package=mail`);
    await expect(page.getByRole("heading", { name: "Letter + Certified Mail" })).toBeVisible();
    await expect(
      page.getByText(/proves that your letter was mailed and that it was delivered\. It does not make Meta answer/),
    ).toBeVisible();
    await page.getByRole("button", { name: "Pay $25.00" }).click();
    await continueToPayment(page);

    await fillCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay $25.00" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Your card was declined. Try another card." }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/test-checkout\//);

    const orders = (await (await page.request.get("/api/orders")).json()) as Array<{ status: string }>;
    expect(orders.map((order) => order.status)).toEqual(["pending"]);

    await page.getByRole("link", { name: "Cancel and go back" }).click();
    await expect(page).toHaveURL(`/checkout?letterId=${letterId}&package=mail&cancelled=1`);
    await expect(page.getByText("Payment cancelled — you have not been charged.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay $25.00" })).toBeEnabled();

    /* A checkout left unpaid is not an order: "Not paid", with Pay now and Remove, and no count on the dashboard. */
    await page.goto("/orders");
    await expect(page.getByText("Not paid", { exact: true })).toBeVisible();
    await expect(page.getByText("This checkout was not paid. Nothing was charged.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Download PDF" })).toHaveCount(0);
    const [unpaid] = (await (await page.request.get("/api/orders")).json()) as Array<{ id: number }>;
    await expect(page.getByRole("link", { name: `Pay now for order #${unpaid.id}` })).toHaveAttribute(
      "href",
      `/checkout?letterId=${letterId}&package=mail`,
    );
    await page.goto("/");
    await expect(page.getByText("Total Orders").locator("..").getByText("0", { exact: true })).toBeVisible();
    await page.goto("/orders");
    await page.getByRole("button", { name: `Remove order #${unpaid.id}` }).click();
    await expect(page.getByRole("heading", { name: "No Orders Yet" })).toBeVisible();
    expect(await (await page.request.get("/api/orders")).json()).toEqual([]);
  });

  test("checkout without a letter goes to /create-letter; no orders shows the empty state", async ({ page }) => {
    await registerViaApi(page);
    await page.goto("/orders");
    await expect(page.getByRole("heading", { name: "No Orders Yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Demand Letter" })).toBeVisible();

    await page.goto("/checkout");
    /* The wizard then writes its first step into the address (decision 0015). */
    await expect(page).toHaveURL(/\/create-letter(\?step=1)?$/);
  });
});

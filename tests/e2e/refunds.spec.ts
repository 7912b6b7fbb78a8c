import { keepShot } from "./shots.ts";
import type { Page } from "@playwright/test";
import { createLetterViaApi, expect, openCheckoutViaApi, registerViaApi, test } from "./fixtures.ts";

/** Opens a checkout through the API with the page's own session; returns its test-checkout address. */
async function openCheckout(page: Page, base: string, letterId: number, packageType: "digital" | "mail") {
  return (await openCheckoutViaApi(page, base, letterId, packageType)).checkoutUrl;
}

async function payInBrowser(page: Page, checkoutUrl: string, amount: string) {
  await page.goto(new URL(checkoutUrl).pathname);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 30");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Zoë Łukasz");
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_local_/);
}

test("a forgotten mail checkout is closed once a newer checkout opens: its page says why, and it cannot be paid", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  await registerViaApi(page);
  const letterId = await createLetterViaApi(page, base, { platforms: ["Instagram"] });
  const forgotten = await openCheckout(page, base, letterId, "mail");

  await payInBrowser(page, await openCheckout(page, base, letterId, "digital"), "$5.00");
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();

  await page.goto(new URL(forgotten).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "This checkout is closed" })).toBeVisible();
  await expect(
    page.getByText(
      "This checkout was closed because a newer checkout was opened for the same letter, or the letter was paid for another way. It can no longer be paid, and nothing was charged.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepShot(page, { path: `test-results/screens/checkout-closed-${width}.png`, fullPage: true });
  }
  const late = await page.request.post(
    `${base}/api/test-checkout/${new URL(forgotten).pathname.split("/").pop()}/pay`,
    {
      data: { cardNumber: "4242424242424242" },
      headers: { origin: base },
    },
  );
  expect(late.status()).toBe(409);

  await page.getByRole("link", { name: "Go to your letters" }).click();
  await expect(page).toHaveURL("/letters");
  await page.goto("/orders");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article").filter({ hasText: "Digital Letter" })).toHaveCount(1);
});

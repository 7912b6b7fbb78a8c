import type { Page } from "@playwright/test";
import { createLetterViaApi, expect, register, test } from "./fixtures.ts";

/** Opens a checkout through the API with the page's own session; returns its test-checkout address. */
async function openCheckout(page: Page, base: string, letterId: number, packageType: "digital" | "mail") {
  const response = await page.request.post(`${base}/api/create-checkout-session`, {
    data: { letterId, packageType },
    headers: { origin: base },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { checkoutUrl: string }).checkoutUrl;
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

test("a forgotten mail checkout paid after the letter was upgraded is refunded, and the customer sees why", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  await register(page);
  const letterId = await createLetterViaApi(page, base, { platforms: ["Instagram"] });
  const forgotten = await openCheckout(page, base, letterId, "mail");

  await payInBrowser(page, await openCheckout(page, base, letterId, "digital"), "$5.00");
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  const orders = (await (await page.request.get(`${base}/api/orders`)).json()) as { id: number; type: string }[];
  const digital = orders.find((order) => order.type === "digital")!;
  const upgrade = await page.request.post(`${base}/api/orders/${digital.id}/upgrade`, { headers: { origin: base } });
  await payInBrowser(page, ((await upgrade.json()) as { sessionUrl: string }).sessionUrl, "$20.00");
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();

  await payInBrowser(page, forgotten, "$25.00");
  await expect(page.getByRole("heading", { level: 1, name: "Your payment is being refunded" })).toBeVisible();
  await expect(page.getByText("$25.00 refunded to your card.")).toBeVisible();
  await expect(page.getByText(/This checkout had already been closed/)).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/refund-success-${width}.png`, fullPage: true });
  }

  await page.getByRole("link", { name: "Go to My Orders" }).click();
  const refunded = page.getByRole("article").filter({ hasText: "$25.00 refunded to your card." });
  await expect(refunded).toHaveCount(1);
  await expect(refunded.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(refunded.getByRole("button", { name: "Download PDF" })).toHaveCount(0);
  await expect(page.getByRole("article").filter({ hasText: "Upgrade of Order" })).toHaveCount(1);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/refund-orders-${width}.png`, fullPage: true });
  }
});

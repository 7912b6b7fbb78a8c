import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DESKTOP, expectAccessible, PHONE } from "./a11y-helpers.ts";
import { createLetterViaApi, expect, register, signedBy, test, watchConsole } from "./fixtures.ts";

const SCREENS = path.join("test-results", "screens", "out-of-court");

/* Issue 40, part 5: a sender in Germany sees the EU route on the case page, not the US guides. */
test("a German letter's case page shows the six-month window, the GDPR month and the guide", async ({
  page,
  baseURL,
}) => {
  const base = baseURL as string;
  const errors = watchConsole(page);
  await register(page, { firstName: "Greta" });
  const letterId = await createLetterViaApi(page, base, {
    ...signedBy("Greta Schmidt"),
    country: "DE",
    state: undefined,
    zipCode: "10115",
    city: "Berlin",
    address: "Hauptstraße 1",
    phone: "+49 30 1234567",
    platforms: ["Instagram"],
  });
  const checkout = await page.request.post(`${base}/api/create-checkout-session`, {
    data: { letterId, packageType: "digital" },
    headers: { origin: base },
  });
  expect(checkout.status()).toBe(200);
  const sessionId = new URL(((await checkout.json()) as { checkoutUrl: string }).checkoutUrl).pathname.split("/").pop();
  const paid = await page.request.post(`${base}/api/test-checkout/${sessionId}/pay`, {
    data: { cardNumber: "4242424242424242" },
    headers: { origin: base },
  });
  expect(paid.ok()).toBe(true);

  await page.goto(`${base}/letters/${letterId}`);
  const card = page.locator("#out-of-court");
  await expect(card.getByRole("heading", { name: "After your letter: the EU route" })).toBeVisible();
  await expect(card.getByText("For a sender in Germany.", { exact: false })).toBeVisible();
  /* The ban date in letterInput is November 1, 2026: the six months end on April 30, 2027. */
  await expect(card.getByText("April 30, 2027")).toBeVisible();
  await expect(page.getByRole("button", { name: /Small claims/i })).toHaveCount(0);
  await expect(page.getByText(/attorney general/i)).toHaveCount(0);

  await card.getByLabel("Day Meta told you of its decision (optional)").fill("2026-11-10");
  await expect(card.getByText("May 9, 2027")).toBeVisible();
  await card.getByLabel("Day Meta received your data request (optional)").fill("2026-11-25");
  await expect(card.getByText("December 25, 2026")).toBeVisible();

  mkdirSync(SCREENS, { recursive: true });
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await card.screenshot({ path: path.join(SCREENS, `case-card-de-${size.width}.png`) });
  }
  await page.setViewportSize(DESKTOP);
  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: "Out-of-court guide (PDF)" }).click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");

  await expectAccessible(page, "case page of a German letter");
  expect(errors).toEqual([]);
});

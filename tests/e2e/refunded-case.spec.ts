import { keepShot } from "./shots.ts";
import { tmpdir } from "node:os";
import path from "node:path";
import { DESKTOP, expectAccessible, PHONE } from "./a11y-helpers.ts";
import { type OwnServer, signIn, startServerWithAdmin, ownServerPort } from "./admin-helpers.ts";
import { expect, newEmail, paidLetterViaApi, signedBy, test, watchConsole } from "./fixtures.ts";

/* A refunded letter's case page, as its customer sees it after support refunded the payment. */
const PORT = ownServerPort(10);
const ADMIN = newEmail("refund-admin");
const CUSTOMER = newEmail("refunded");
let server: OwnServer;
let cleanUp: () => Promise<void>;

test.beforeAll(async () => {
  ({ server, cleanUp } = await startServerWithAdmin(PORT, { admin: ADMIN, users: [CUSTOMER] }));
});
test.afterAll(async () => cleanUp?.());

test("says what was refunded and offers only checkout again, with the evidence kept", async ({ page, browser }) => {
  const base = server.baseUrl;
  const errors = watchConsole(page);
  await signIn(page, base, CUSTOMER);
  const { letterId, orderId } = await paidLetterViaApi(page, base, signedBy());

  const support = await browser.newContext();
  const admin = await support.newPage();
  await signIn(admin, base, ADMIN);
  const refunded = await admin.request.post(`${base}/api/admin/orders/${orderId}/refund`, {
    data: { reason: "Customer asked" },
    headers: { origin: base },
  });
  expect(refunded.ok()).toBe(true);
  await support.close();

  await page.goto(`${base}/letters/${letterId}`);
  const notice = page.getByRole("status").filter({ hasText: "This letter was refunded." });
  await expect(notice).toContainText(`$5.00 for the digital letter, refunded on`);
  await expect(notice).toContainText(`(order #${orderId})`);
  await expect(notice).toContainText("To use the letter again, pay for it again.");
  await expect(page.locator("#outcome")).toHaveCount(0);
  await expect(page.locator("#case-record")).toHaveCount(0);
  await expect(page.locator("#reminders")).toHaveCount(0);
  await expect(page.locator("#evidence").getByText("No files were kept with this letter.")).toBeVisible();
  await expect(page.locator("#evidence").getByRole("button", { name: /Add/ })).toHaveCount(0);
  const next = page.getByRole("region", { name: "Next step" });
  await expect(next.getByRole("link", { name: "Go to checkout" })).toHaveAttribute(
    "href",
    `/checkout?letterId=${letterId}`,
  );

  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await keepShot(page, { path: path.join(tmpdir(), `case-refunded-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
  await expectAccessible(page, "refunded letter's case page");
  expect(errors).toEqual([]);
});

import { keepShot } from "./shots.ts";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { DESKTOP, expectAccessibleHere, PHONE } from "./a11y-helpers.ts";
import { signIn, startServerWithAdmin, ownServerPort } from "./admin-helpers.ts";
import { expect, newEmail, paidLetterViaApi, signedBy, test, watchConsole } from "./fixtures.ts";
import { scaled } from "../timeouts.ts";

/*
 * A server of its own whose mail worker looks at the queue once, a second after start, and then
 * hourly: paid letters wait in the queue, not yet handed over, while the admin acts on them.
 */
const PORT = ownServerPort(3);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_EMAIL = newEmail("e2e-remove-admin");
const USER_EMAIL = newEmail("e2e-remove-user");
let cleanUp: () => Promise<void>;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(scaled(120_000));
  ({ cleanUp } = await startServerWithAdmin(
    PORT,
    { admin: ADMIN_EMAIL, users: [USER_EMAIL] },
    { DISPATCH_INTERVAL_SECONDS: "3600" },
  ));
});
test.afterAll(async () => {
  await cleanUp?.();
});

async function paidMailOrder(page: Page): Promise<number> {
  return (await paidLetterViaApi(page, BASE, signedBy(), "mail")).orderId;
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text);

test("Remove asks for a reason, cancels the mailing with a refund, and the customer sees why on /orders; another is put back", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(90_000));
  await signIn(page, BASE, USER_EMAIL);
  const refunded = await paidMailOrder(page);
  const putBack = await paidMailOrder(page);

  const adminContext = await browser.newContext({ baseURL: BASE, viewport: DESKTOP });
  const admin = await adminContext.newPage();
  const adminErrors = watchConsole(admin);
  await signIn(admin, BASE, ADMIN_EMAIL);
  await admin.goto(`${BASE}/admin`);
  const queue = admin.getByRole("region", { name: "Upgraded Orders Queue" });
  await expect(queue.getByRole("row").filter({ hasText: `#${refunded}` })).toContainText("Not submitted");

  // Remove opens a dialog: nothing happens without a reason.
  await queue.getByRole("button", { name: `Remove order #${refunded}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Remove order #${refunded} from the queue?` });
  await expect(dialog).toContainText("nothing will be mailed");
  await dialog.getByRole("button", { name: "Cancel the mailing" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please give a reason for the cancellation.");
  await dialog.getByLabel(/^Reason/).fill("The customer asked us to stop it before it went out.");
  await expect(dialog.getByRole("checkbox", { name: /Refund \$25\.00 to the customer's card/ })).toBeChecked();
  await expectAccessibleHere(admin, "the Remove dialog at 1280 px");
  await keepShot(admin, { path: path.join(tmpdir(), "remove-dialog-1280.png") });
  await admin.setViewportSize(PHONE);
  await expectAccessibleHere(admin, "the Remove dialog at 390 px");
  await keepShot(admin, { path: path.join(tmpdir(), "remove-dialog-390.png") });
  await admin.setViewportSize(DESKTOP);
  await dialog.getByRole("button", { name: "Cancel the mailing" }).click();
  await expect(toast(admin, "Order removed from queue successfully. The payment is being refunded.")).toBeVisible();
  await expect(queue.getByRole("row").filter({ hasText: `#${refunded}` })).toHaveCount(0);

  // The second is removed without a refund, then put back from the cancelled list.
  await queue.getByRole("button", { name: `Remove order #${putBack}` }).click();
  const second = admin.getByRole("dialog", { name: `Remove order #${putBack} from the queue?` });
  await second.getByLabel(/^Reason/).fill("Checking the address with the customer.");
  await second.getByRole("checkbox", { name: /Refund/ }).uncheck();
  await second.getByRole("button", { name: "Cancel the mailing" }).click();
  const cancelled = admin.getByRole("region", { name: "Mailings cancelled by support" });
  await expect(cancelled).toContainText("Checking the address with the customer.");
  await cancelled.getByRole("button", { name: `Put back in queue order #${putBack}` }).click();
  await expect(toast(admin, "LetterStream submission successful")).toBeVisible();
  await expect(cancelled).toHaveCount(0);
  expect(adminErrors, "admin console errors").toEqual([]);
  await adminContext.close();

  // The customer's orders say what happened, and why.
  await page.goto(`${BASE}/orders`);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: `Order #${refunded}` }) });
  await expect(card.getByRole("note").first()).toHaveText(
    "Mailing cancelled by support. The customer asked us to stop it before it went out. Nothing was mailed.",
  );
  await expect(card).toContainText(/\$25\.00 (refunded|being refunded) to your card/);
  const mailed = page.getByRole("article").filter({ has: page.getByRole("heading", { name: `Order #${putBack}` }) });
  await expect(mailed).not.toContainText("Mailing cancelled by support");
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await card.scrollIntoViewIfNeeded();
    await keepShot(page, { path: path.join(tmpdir(), `orders-cancelled-${size.width}.png`), fullPage: true });
    await expectAccessibleHere(page, `customer's orders at ${size.width} px`);
  }
});

import { keepShot } from "./shots.ts";
import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { DESKTOP, PHONE } from "./a11y-helpers.ts";
import { signIn, startServerWithAdmin, ownServerPort } from "./admin-helpers.ts";
import {
  createLetterViaApi,
  expect,
  newEmail,
  openCheckoutViaApi,
  payViaApi,
  signedBy,
  test,
  watchConsole,
} from "./fixtures.ts";
import { scaled } from "../timeouts.ts";

/**
 * Issue 29: refunded orders read Refunded (never Pending) in the Admin Center's table, at 1280 px
 * with every action in view and at 390 px with a visible cue that the tables scroll sideways.
 */
const PORT = ownServerPort(1);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_EMAIL = newEmail("truth-admin");
const USER_EMAIL = newEmail("truth-user");
const TRACKING = "9400111899223197428490";
const SHOTS = "test-results/screens";

let cleanUp: () => Promise<void>;

test.beforeAll(async () => {
  test.setTimeout(scaled(120_000));
  ({ cleanUp } = await startServerWithAdmin(
    PORT,
    { admin: ADMIN_EMAIL, users: [USER_EMAIL] },
    { MAIL_SIMULATION_STEP_SECONDS: "3600" },
  ));
});
test.afterAll(async () => {
  await cleanUp?.();
});

const rowOf = (table: Locator, letterId: number) =>
  table.getByRole("row").filter({ has: table.page().getByRole("cell", { name: `#${letterId}`, exact: true }) });

/** The card a heading names, for its screenshot. */
const cardOf = (page: Page, heading: string) =>
  page.getByRole("heading", { name: heading }).locator("xpath=ancestor::div[contains(@class, 'rounded-xl')][1]");

/** A card as it sits on the whole page, the sticky header kept out of it. */
async function shoot(page: Page, card: Locator, name: string) {
  const box = await card.evaluate((element) => {
    window.scrollTo(0, 0);
    const rect = element.getBoundingClientRect();
    return { x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height };
  });
  await keepShot(page, {
    path: `${SHOTS}/${name}.png`,
    fullPage: true,
    clip: box,
    style: "header.sticky { position: static !important; }",
  });
}

/** The table's shown buttons (not those of a closed dialog) that lie outside its visible box. */
async function buttonsInView(table: Locator): Promise<string[]> {
  return table.evaluate((box) => {
    const edge = box.getBoundingClientRect();
    return [...box.querySelectorAll("button")]
      .filter((button) => {
        const rect = button.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) return false;
        return rect.left < edge.left - 1 || rect.right > edge.right + 1;
      })
      .map((button) => button.textContent ?? "");
  });
}

test("refunded orders read Refunded in the admin table, its filters and counts, at 1280 and 390 px", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(150_000));
  mkdirSync(SHOTS, { recursive: true });
  // A customer buys three letters (one by mail) and leaves a fourth unpaid.
  await signIn(page, BASE, USER_EMAIL);
  const kept = await createLetterViaApi(page, BASE, signedBy("Rosa Delgado"));
  const refunded = await createLetterViaApi(page, BASE, signedBy("Maximiliana Wolfeschlegel-Okonkwo"));
  const mailed = await createLetterViaApi(page, BASE, signedBy("Tomasz Brzęczyszczykiewicz"));
  const unpaid = await createLetterViaApi(page, BASE, signedBy("Ada Obi"));
  await payViaApi(page, BASE, kept, "digital");
  const { orderId: refundedOrder } = await payViaApi(page, BASE, refunded, "mail");
  await payViaApi(page, BASE, mailed, "mail");
  await openCheckoutViaApi(page, BASE, unpaid);

  const context = await browser.newContext({ baseURL: BASE, timezoneId: "UTC", viewport: DESKTOP });
  const admin = await context.newPage();
  const errors = watchConsole(admin);
  await signIn(admin, BASE, ADMIN_EMAIL);
  for (const letterId of [mailed, refunded]) {
    const saved = await admin.request.post(`${BASE}/api/admin/tracking`, {
      data: { letterId, tracking: TRACKING },
      headers: { origin: BASE },
    });
    expect(saved.ok()).toBe(true);
  }
  await admin.goto(`${BASE}/admin`);
  const table = admin.getByRole("region", { name: "Demand letters" });
  await expect(rowOf(table, refunded).getByText("Paid", { exact: true })).toBeVisible();

  // The admin refunds the mail order from its row: it reads Refunded, never Pending.
  await rowOf(table, refunded)
    .getByRole("button", { name: `Refund order #${refundedOrder}` })
    .click();
  const dialog = admin.getByRole("dialog", { name: `Refund order #${refundedOrder}?` });
  await dialog.getByLabel("Reason (the customer reads it)").fill("Sent to the wrong address.");
  await dialog.getByRole("button", { name: "Refund $25.00" }).click();
  await expect(dialog).toBeHidden();
  const refundedRow = rowOf(table, refunded);
  await expect(refundedRow.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(refundedRow.getByText("Pending", { exact: true })).toHaveCount(0);
  await expect(refundedRow.getByText("$25.00 refunded")).toBeVisible();
  await expect(rowOf(table, unpaid).getByText("Pending", { exact: true })).toBeVisible();

  // At 1280 px the table fits its card, every action in view, and no scroll cue is needed.
  expect(await table.evaluate((box) => box.scrollWidth <= box.clientWidth + 1)).toBe(true);
  expect(await buttonsInView(table)).toEqual([]);
  // With room to spare (about 50 px): six-digit letter and order numbers take about 25 px more.
  const spare = await table.evaluate((box) => {
    const inner = box.querySelector("table") as HTMLTableElement;
    inner.style.width = "min-content";
    const least = inner.getBoundingClientRect().width;
    inner.style.width = "";
    return box.clientWidth - least;
  });
  expect(spare).toBeGreaterThanOrEqual(40);
  await expect(rowOf(table, kept).getByRole("button", { name: /^Refund order #\d+$/ })).toBeInViewport();
  await expect(admin.getByText("Scroll sideways to see every column")).toHaveCount(0);
  const lettersCard = cardOf(admin, "Demand Letters Management");
  const queueCard = cardOf(admin, "Upgraded Orders Queue");
  await shoot(admin, lettersCard, "admin-letters-1280");
  await shoot(admin, queueCard, "admin-queue-1280");

  // The filters: Refunded lists it, Pending Payment does not, and each count says so.
  const filters = admin.getByRole("group", { name: "Filter letters by payment status" });
  await filters.getByRole("button", { name: "Refunded" }).click();
  await expect(admin).toHaveURL(/[?&]status=refunded/);
  await expect(admin.getByText("1 letter", { exact: true })).toBeVisible();
  await expect(rowOf(table, refunded)).toBeVisible();
  await filters.getByRole("button", { name: "Pending Payment" }).click();
  await expect(admin.getByText("1 letter", { exact: true })).toBeVisible();
  await expect(rowOf(table, unpaid)).toBeVisible();
  await expect(rowOf(table, refunded)).toHaveCount(0);
  await filters.getByRole("button", { name: "Paid Orders" }).click();
  await expect(admin.getByText("2 letters", { exact: true })).toBeVisible();
  await expect(rowOf(table, refunded)).toHaveCount(0);
  await filters.getByRole("button", { name: "Cancelled" }).click();
  await expect(admin.getByText("No letters found for the selected filter.")).toBeVisible();
  await filters.getByRole("button", { name: "All Orders" }).click();
  await expect(admin.getByText("4 letters", { exact: true })).toBeVisible();

  // The audit log dates each entry with the time and its zone.
  const activity = admin.getByRole("region", { name: "Recent activity" });
  await expect(activity.getByRole("row").filter({ hasText: "payment.refund_requested" })).toContainText(
    /[A-Z][a-z]{2} \d{1,2}, \d{4}\s*\d{1,2}:\d{2} [AP]M UTC/,
  );

  // At 390 px the tables scroll inside their cards, say so, and scroll from the keyboard.
  await admin.setViewportSize(PHONE);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const hint = admin.getByText("Scroll sideways to see every column");
  expect(await hint.count()).toBeGreaterThanOrEqual(2);
  await expect(table).toHaveAccessibleDescription("Scroll sideways to see every column");
  await table.focus();
  await expect(table).toBeFocused();
  for (let press = 0; press < 5; press++) await admin.keyboard.press("ArrowRight");
  await expect.poll(() => table.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  await shoot(admin, lettersCard, "admin-letters-390-scrolled");
  await table.evaluate((box) => box.scrollTo({ left: 0 }));
  await expect(rowOf(table, refunded).getByText("Refunded", { exact: true })).toBeAttached();
  await shoot(admin, lettersCard, "admin-letters-390");
  const queue = admin.getByRole("region", { name: "Upgraded Orders Queue" });
  await expect(queue).toHaveAccessibleDescription("Scroll sideways to see every column");
  await shoot(admin, queueCard, "admin-queue-390");
  await keepShot(admin, { path: `${SHOTS}/admin-page-390.png`, fullPage: true });
  await admin.setViewportSize(DESKTOP);
  await keepShot(admin, { path: `${SHOTS}/admin-page-1280.png`, fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
});

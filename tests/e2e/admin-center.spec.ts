import { keepShot } from "./shots.ts";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DESKTOP, expectAccessible, PHONE } from "./a11y-helpers.ts";
import { signIn, startServerWithAdmin, ownServerPort } from "./admin-helpers.ts";
import { createLetterViaApi, expect, newEmail, payViaApi, signedBy, test, watchConsole } from "./fixtures.ts";
import { scaled } from "../timeouts.ts";

/** The Admin Center's overview, search, export and refunds, on a server of its own with known orders. */
const PORT = ownServerPort(4);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_EMAIL = newEmail("center-admin");
const USER_EMAIL = newEmail("center-user");
const LONG_NAME = `Maximiliana ${"Wolfeschlegelsteinhausen".repeat(3)} Okonkwo-Abernathy`.slice(0, 100);

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

test("an admin reads the summary, searches, exports the list as CSV and refunds an order from its row", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(150_000));
  // A customer buys a digital letter ($5) and one with certified mail ($25), and leaves a third unpaid.
  await signIn(page, BASE, USER_EMAIL);
  const digital = await createLetterViaApi(page, BASE, {
    ...signedBy(LONG_NAME),
    platforms: ["Instagram", "Facebook", "Threads"],
  });
  const mailed = await createLetterViaApi(page, BASE, signedBy("Rosa Delgado"));
  const draft = await createLetterViaApi(page, BASE, { ...signedBy("Rosa Delgado"), username: "rosa.draft" });
  await payViaApi(page, BASE, digital, "digital");
  await payViaApi(page, BASE, mailed, "mail");

  const context = await browser.newContext({ baseURL: BASE, acceptDownloads: true });
  const admin = await context.newPage();
  const errors = watchConsole(admin);
  await signIn(admin, BASE, ADMIN_EMAIL);
  await admin.goto(`${BASE}/admin`);

  // The summary: today's two paid orders, $30, the mailing handed over, no refunds yet.
  const summary = admin.getByRole("region", { name: "Summary" });
  await expect(summary.getByText("Today", { exact: true }).locator("..")).toContainText("$30.00");
  await expect(summary.getByText("Today", { exact: true }).locator("..")).toContainText("2 paid orders");
  await expect(summary.getByText("Last 30 days", { exact: true }).locator("..")).toContainText("$30.00");
  await expect(summary.getByText("Refunds, 30 days").locator("..")).toContainText("$0.00");
  // The mail worker hands the letter over on its own clock: read the summary again until it has.
  await expect(async () => {
    await admin.reload();
    // The summary arrives whole: once it shows, its mail line is this load's answer.
    await expect(summary.getByText("Mail queue")).toBeVisible({ timeout: scaled(10_000) });
    await expect(summary.getByText("Mail queue").locator("..")).toContainText("1 sent this week", { timeout: 1000 });
  }).toPass({ timeout: scaled(30_000) });
  await summary.getByText("Show as a table").click();
  const days = summary.getByRole("region", { name: "Paid orders per day, as a table" });
  await expect(days.getByRole("row")).toHaveCount(31);
  await expect(days.getByRole("row").nth(1)).toContainText("2");
  await expect(days.getByRole("row").nth(1)).toContainText("$30.00");

  // The table fits 1280 px: the 100-character name is cut, whole on focus.
  await admin.setViewportSize(DESKTOP);
  const table = admin.getByRole("region", { name: "Demand letters" });
  expect(await table.evaluate((box) => box.scrollWidth <= box.clientWidth + 1)).toBe(true);
  // Tab from the email before it, as a keyboard user does.
  const digitalRow = table
    .getByRole("row")
    .filter({ has: admin.getByRole("cell", { name: `#${digital}`, exact: true }) });
  await digitalRow.getByText(USER_EMAIL, { exact: true }).focus();
  await admin.keyboard.press("Tab");
  await expect(digitalRow.getByText(LONG_NAME, { exact: true })).toBeFocused();
  const bubble = () =>
    digitalRow.locator(`[data-full-value="${LONG_NAME}"]`).evaluate((element) => {
      const after = getComputedStyle(element, "::after");
      return {
        display: after.display,
        content: after.content,
        width: Number.parseFloat(after.width),
        cell: element.getBoundingClientRect().width,
      };
    });
  await expect.poll(async () => (await bubble()).display).toBe("block");
  const shown = await bubble();
  expect(shown.content).toBe(`"${LONG_NAME}"`);
  expect(shown.width).toBeGreaterThan(shown.cell);
  await keepShot(admin, { path: path.join(tmpdir(), "admin-center-1280.png"), fullPage: true });
  await admin.setViewportSize(PHONE);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await keepShot(admin, { path: path.join(tmpdir(), "admin-center-390.png"), fullPage: true });
  await admin.setViewportSize(DESKTOP);
  await expectAccessible(admin, "admin center with summary, search and activity");

  // Search by part of the email narrows the list to the customer's three letters; by name to two.
  const search = admin.getByRole("searchbox", { name: "Search letters" });
  await search.fill("rosa");
  await search.press("Enter");
  await expect(admin).toHaveURL(/[?&]q=rosa/);
  await expect(admin.getByText("2 letters found")).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(3);
  await search.fill(USER_EMAIL.split("@")[0] ?? "");
  await search.press("Enter");
  await expect(admin.getByText("3 letters found")).toBeVisible();

  // The CSV holds exactly what the list shows, with each letter's total.
  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^letters-all-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...lines] = readFileSync(await download.path(), "utf8")
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(header?.split(",")).toEqual([
    "Letter",
    "Created (UTC)",
    "Name",
    "Email",
    "Platforms",
    "Status",
    "Package",
    "Order",
    "Paid total",
    "Refunded",
    "Tracking",
  ]);
  const rows = new Map(lines.map((line) => line.split(",")).map((fields) => [Number(fields[0]), fields]));
  expect([...rows.keys()].sort()).toEqual([digital, mailed, draft].sort());
  expect(rows.get(digital)?.slice(2, 10)).toEqual([
    LONG_NAME,
    USER_EMAIL,
    "Instagram; Facebook; Threads",
    "Paid",
    "digital",
    expect.stringMatching(/^\d+$/),
    "5.00",
    "0.00",
  ]);
  expect(rows.get(mailed)?.[8]).toBe("25.00");
  expect(rows.get(draft)?.slice(5, 9)).toEqual(["Pending", "", "", "0.00"]);

  // Refund the digital order from its row, with a reason; the row, the summary and the activity log show it.
  const row = table.getByRole("row").filter({ has: admin.getByRole("cell", { name: `#${digital}`, exact: true }) });
  await row.getByRole("button", { name: /^Refund order #\d+$/ }).click();
  const dialog = admin.getByRole("dialog", { name: /^Refund order #\d+\?$/ });
  await dialog.getByRole("button", { name: "Refund $5.00" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please give a reason for the refund.");
  await dialog.getByLabel("Reason (the customer reads it)").fill("Asked for by the customer by email.");
  await dialog.getByRole("button", { name: "Refund $5.00" }).click();
  await expect(dialog).toBeHidden();
  await expect(summary.getByText("Refunds, 30 days").locator("..")).toContainText("$5.00");
  await expect(summary.getByText("Refunds, 30 days").locator("..")).toContainText("1 refund");
  const activity = admin.getByRole("region", { name: "Recent activity" });
  await expect(activity.getByRole("row").filter({ hasText: "payment.refund_requested" })).toHaveCount(1);
  await expect(activity.getByRole("row").filter({ hasText: "letters.export" })).toHaveCount(1);
  expect(errors).toEqual([]);
  await context.close();
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Download, Locator, Page } from "@playwright/test";
import { signIn, startServerWithAdmin, ownServerPort } from "./admin-helpers.ts";
import {
  continueToPayment,
  createLetterViaApi,
  expect,
  fillTestCard,
  newEmail,
  payViaApi,
  signedBy,
  test,
  watchConsole,
} from "./fixtures.ts";
import { scaled } from "../timeouts.ts";

/**
 * /admin against a server of its own (its own port, simulated mailer), because making
 * an admin needs the admin CLI on a database no server holds.
 * Mail steps are 2 s scaled for the machine (6 s in CI): a letter is delivered four steps after it is
 * released, long enough for the admin to catch it in the queue even while the buyer's pages load
 * slowly on a busy machine.
 */
const PORT = ownServerPort(2);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_EMAIL = newEmail("e2e-admin");
const USER_EMAIL = newEmail("e2e-user");

let cleanUp: () => Promise<void>;
let dataDir: string;

/** The emails this server wrote to `to` (no SMTP_URL: .eml files in DATA_DIR/outbox), bodies unfolded. */
function emailsTo(to: string): string[] {
  const outbox = path.join(dataDir, "outbox");
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => readFileSync(path.join(outbox, name), "utf8").replace(/=\r?\n/g, ""))
    .filter((text) => text.includes(`To: ${to}`));
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(scaled(120_000));
  ({ cleanUp, dataDir } = await startServerWithAdmin(
    PORT,
    { admin: ADMIN_EMAIL, users: [USER_EMAIL] },
    { MAIL_SIMULATION_STEP_SECONDS: String(scaled(2_000) / 1000) },
  ));
});

test.afterAll(async () => {
  await cleanUp?.();
});

/** Signed by its sender: some go by certified mail, which needs a signed letter. */
function createLetter(page: Page, fullName = "Zoë Łukasz"): Promise<number> {
  return createLetterViaApi(page, BASE, { ...signedBy(fullName), platforms: ["Instagram", "Threads"] });
}

/** The mail package bought through /checkout and the built-in test card page. */
async function buyMailInBrowser(page: Page, letterId: number) {
  await page.goto(`${BASE}/checkout?letterId=${letterId}&package=mail`);
  await page.getByRole("button", { name: "Pay $25.00" }).click();
  await continueToPayment(page);
  await fillTestCard(page);
  await page.getByRole("button", { name: "Pay $25.00" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
}

async function mailOrderId(page: Page, letterId: number): Promise<number> {
  const orders = (await (await page.request.get(`${BASE}/api/orders`)).json()) as Array<{
    id: number;
    demandLetterId: number;
    type: string;
  }>;
  const order = orders.find((item) => item.demandLetterId === letterId && item.type === "mail");
  if (!order) throw new Error(`no mail order for letter ${letterId}`);
  return order.id;
}

const queueTable = (page: Page) => page.getByRole("region", { name: "Upgraded Orders Queue" });
const lettersTable = (page: Page) => page.getByRole("region", { name: "Demand letters" });
const queueRow = (page: Page, orderId: number) =>
  queueTable(page)
    .getByRole("row")
    .filter({ hasText: `#${orderId}` });
const letterRow = (page: Page, letterId: number) =>
  lettersTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: `#${letterId}`, exact: true }) });
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text);

async function download(page: Page, button: Locator): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  return file;
}

function fileStart(file: Download, length: number): Promise<string> {
  return file.path().then((filePath) => readFileSync(filePath).subarray(0, length).toString("latin1"));
}

test("an admin follows a paid mail letter through the queue, filters letters, sets tracking and downloads", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  const adminContext = await browser.newContext({ baseURL: BASE });
  const admin = await adminContext.newPage();
  const adminErrors = watchConsole(admin);

  await signIn(admin, BASE, ADMIN_EMAIL);
  await expect(admin.getByRole("link", { name: "Admin" })).toBeVisible();
  await admin.goto(`${BASE}/admin`);
  await expect(admin.getByRole("heading", { level: 1, name: "Admin Center" })).toBeVisible();
  await expect(admin.getByText("Admin Access")).toBeVisible();
  await expect(admin).toHaveTitle(/^Admin Center/);
  await expect(admin.getByText("0 letters")).toBeVisible();
  await expect(admin.getByText("No letters found for the selected filter.")).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Upgraded Orders Queue" })).toHaveCount(0);

  // A user buys the mail package for one letter and leaves another unpaid.
  await signIn(page, BASE, USER_EMAIL);
  const paidLetter = await createLetter(page);
  const unpaidLetter = await createLetter(page, "Unpaid Person");
  await buyMailInBrowser(page, paidLetter);
  const orderId = await mailOrderId(page, paidLetter);

  // The buyer watches My Orders and the case page: neither is reloaded from here to delivery.
  await page.goto(`${BASE}/orders`);
  const mailOrder = page.getByRole("article").filter({ hasText: `Order #${orderId}` });
  const casePage = await page.context().newPage();
  const caseErrors = watchConsole(casePage);
  await casePage.goto(`${BASE}/letters/${paidLetter}`);
  const caseTracking = casePage.getByRole("region", { name: /Certified mail tracking of the letter/ });

  // The admin sees it in the queue (the simulated mailer moves it on every step).
  await admin.reload();
  await expect(queueRow(admin, orderId)).toBeVisible();
  await expect(queueRow(admin, orderId)).toContainText("Letter + Certified Mail");
  await expect(queueRow(admin, orderId)).toContainText("$25.00");
  await expect(queueRow(admin, orderId)).toContainText(USER_EMAIL);
  await expect(admin.getByRole("heading", { name: "Upgraded Orders Queue" })).toBeVisible();

  // ...until it is delivered and leaves the queue by itself, with its tracking number on the letter.
  await expect(queueRow(admin, orderId)).toHaveCount(0, { timeout: scaled(45_000) });
  await expect(admin.getByRole("heading", { name: "Demand Letters Management" })).toBeVisible();
  await expect(letterRow(admin, paidLetter)).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Upgraded Orders Queue" })).toHaveCount(0);
  await expect(letterRow(admin, paidLetter).getByText(/^\d{22}$/)).toBeVisible();
  const simulatedTracking =
    (await letterRow(admin, paidLetter)
      .getByText(/^\d{22}$/)
      .textContent()) ?? "";

  // My Orders and the case page moved on by themselves, with the step's time and the tracking number.
  await expect(mailOrder.getByText(/Status:\s*Delivered/)).toBeVisible({ timeout: scaled(20_000) });
  await expect(caseTracking.getByText(/Status:\s*Delivered/)).toBeVisible({ timeout: scaled(20_000) });
  await expect(caseTracking.getByText(simulatedTracking)).toBeVisible();
  await casePage.close();
  expect(caseErrors).toEqual([]);
  await expect(mailOrder.getByRole("list", { name: "Mail progress" }).getByText("Delivered")).toBeVisible();
  await expect(mailOrder.getByText(simulatedTracking)).toBeVisible();

  // Each promised email once: the receipt, "mailed" with its tracking number, "delivered".
  const about = (words: string) => emailsTo(USER_EMAIL).filter((text) => text.includes(words));
  await expect.poll(() => about(`marked your letter "delivered"`).length, { timeout: scaled(10_000) }).toBe(1);
  expect(about("Here is your receipt")).toHaveLength(1);
  expect(about(`marked your letter "mailed"`)).toHaveLength(1);
  expect(about(`marked your letter "mailed"`)[0]).toContain(simulatedTracking);

  // Handed to the mail service, the letter is read-only for its owner.
  await page.goto(`${BASE}/letters/${paidLetter}/edit`);
  await expect(page.getByText("This letter can no longer be changed.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Letter details" })).toContainText("Instagram, Threads");
  await expect(page.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await page.goto(`${BASE}/orders`);
  await expect(mailOrder).toBeVisible();

  // Every letter, newest first, with the server's count; the filter goes to the server.
  await expect(admin.getByText("2 letters")).toBeVisible();
  const paidRow = letterRow(admin, paidLetter);
  await expect(paidRow).toContainText(`#${orderId}`);
  await expect(paidRow).toContainText(USER_EMAIL);
  await expect(paidRow).toContainText("Zoë Łukasz");
  await expect(paidRow).toContainText("Instagram, Threads");
  await expect(paidRow.getByText("Paid", { exact: true })).toBeVisible();
  await expect(letterRow(admin, unpaidLetter).getByText("Pending", { exact: true })).toBeVisible();

  await admin.getByRole("button", { name: "Paid Orders" }).click();
  await expect(admin.getByRole("button", { name: "Paid Orders" })).toHaveAttribute("aria-pressed", "true");
  await expect(admin).toHaveURL(`${BASE}/admin?status=paid`);
  await expect(admin.getByText("1 letter", { exact: true })).toBeVisible();
  await expect(letterRow(admin, paidLetter)).toBeVisible();
  await expect(letterRow(admin, unpaidLetter)).toHaveCount(0);

  await admin.getByRole("button", { name: "Pending Payment" }).click();
  await expect(letterRow(admin, unpaidLetter)).toBeVisible();
  await expect(letterRow(admin, paidLetter)).toHaveCount(0);
  await expect(letterRow(admin, unpaidLetter).getByRole("textbox")).toHaveCount(0);

  await admin.getByRole("button", { name: "All Orders" }).click();
  await expect(admin).toHaveURL(`${BASE}/admin`);
  await expect(admin.getByText("Page 1 of 1")).toBeVisible();

  // Tracking: a blank number never reaches the server; a real one replaces the mailer's.
  const trackingInput = admin.getByRole("textbox", { name: `Tracking number for letter #${paidLetter}` });
  const save = admin.getByRole("button", { name: `Save tracking number for letter #${paidLetter}` });
  await save.click();
  await expect(toast(admin, "Please enter a tracking number.")).toBeVisible();
  await expect(trackingInput).toBeFocused();
  // The letter was delivered: changing its number asks first, and wants a reason.
  await trackingInput.fill("EZ 1234 5678 US");
  await trackingInput.press("Enter");
  const confirmChange = admin.getByRole("dialog", { name: "Change a delivered letter's tracking number?" });
  await expect(confirmChange).toContainText(simulatedTracking);
  await confirmChange.getByRole("button", { name: "Change tracking number" }).click();
  await expect(confirmChange.getByRole("alert")).toHaveText("Say why the tracking number changes.");
  await confirmChange.getByLabel("Reason for the change").fill("USPS relabelled the envelope");
  await confirmChange.getByRole("button", { name: "Change tracking number" }).click();
  await expect(toast(admin, "Tracking number updated successfully")).toBeVisible();
  await expect(confirmChange).toBeHidden();
  await expect(letterRow(admin, paidLetter).getByText("EZ12345678US")).toBeVisible();
  await expect(trackingInput).toHaveValue("");

  await page.reload();
  await expect(mailOrder.getByText("EZ12345678US")).toBeVisible();

  // Admin downloads of any letter, named admin-letter-{id}.
  const pdf = await download(
    admin,
    letterRow(admin, paidLetter).getByRole("button", { name: `Download PDF of letter #${paidLetter}` }),
  );
  expect(pdf.suggestedFilename()).toBe(`admin-letter-${paidLetter}.pdf`);
  expect(await fileStart(pdf, 4)).toBe("%PDF");
  const word = await download(
    admin,
    letterRow(admin, unpaidLetter).getByRole("button", { name: `Download Word of letter #${unpaidLetter}` }),
  );
  expect(word.suggestedFilename()).toBe(`admin-letter-${unpaidLetter}.docx`);
  expect(await fileStart(word, 2)).toBe("PK");

  expect(adminErrors, "admin console errors").toEqual([]);
  await adminContext.close();
});

test("an admin retries and removes a queued order", async ({ page, browser }) => {
  const adminContext = await browser.newContext({ baseURL: BASE });
  const admin = await adminContext.newPage();
  const adminErrors = watchConsole(admin);
  await signIn(admin, BASE, ADMIN_EMAIL);
  await admin.goto(`${BASE}/admin`);
  await expect(admin.getByRole("heading", { name: "Demand Letters Management" })).toBeVisible();

  await signIn(page, BASE, USER_EMAIL);
  const { orderId } = await payViaApi(page, BASE, await createLetter(page), "mail");

  await admin.reload();
  const row = queueRow(admin, orderId);
  await row.getByRole("button", { name: `Retry order #${orderId}` }).click();
  /* Under load the mail worker may hold the order at that moment: the server then says so, and the
     order stays in the queue for the removal below. */
  await expect(
    toast(
      admin,
      /LetterStream submission successful|Mail status refreshed from LetterStream|The mail worker is sending this order right now/,
    ),
  ).toBeVisible();
  await row.getByRole("button", { name: `Remove order #${orderId}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Remove order #${orderId} from the queue?` });
  await dialog.getByLabel(/^Reason/).fill("Test order, not needed.");
  await dialog.getByRole("button", { name: /^(Remove|Cancel the mailing)$/ }).click();
  await expect(toast(admin, /^Order removed from queue successfully/)).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Upgraded Orders Queue" })).toHaveCount(0);

  expect(adminErrors, "admin console errors").toEqual([]);
  await adminContext.close();
});

test("a non-admin is turned away from /admin and from the admin API", async ({ page, playwright }) => {
  await signIn(page, BASE, USER_EMAIL);
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await page.goto(`${BASE}/admin`);
  await expect(toast(page, "Access Denied")).toBeVisible();
  await expect(toast(page, "You need admin privileges to access this page.")).toBeVisible();
  await expect(page).toHaveURL(`${BASE}/`);
  await expect(page.getByRole("heading", { name: "Admin Center" })).toHaveCount(0);

  expect((await page.request.get(`${BASE}/api/admin/queue`)).status()).toBe(403);
  expect((await page.request.get(`${BASE}/api/admin/letters?status=all`)).status()).toBe(403);
  const anonymous = await playwright.request.newContext();
  expect((await anonymous.get(`${BASE}/api/admin/queue`)).status()).toBe(401);
  await anonymous.dispose();
});

test("an admin pages through the letters by the id beside each page, and reload and Back keep the page", async ({
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  const context = await browser.newContext({ baseURL: BASE });
  const admin = await context.newPage();
  await signIn(admin, BASE, ADMIN_EMAIL);
  /* More than one page of 25, whatever the earlier tests left. */
  for (let i = 0; i < 26; i++) await createLetterViaApi(admin, BASE, { ...signedBy(`Pager Person ${i}`) });
  await admin.goto(`${BASE}/admin`);
  const letters = lettersTable(admin);
  const firstRow = async () => (await letters.getByRole("row").nth(1).innerText()).split("\t")[0];
  await expect(admin.getByText(/^Page 1 of [2-9]/)).toBeVisible();
  const pageOneFirst = await firstRow();
  await expect(admin.getByRole("button", { name: "Previous" })).toBeDisabled();

  await admin.getByRole("button", { name: "Next" }).click();
  await expect(admin).toHaveURL(/[?&]page=2&before=\d+/);
  await expect(admin.getByText(/^Page 2 of/)).toBeVisible();
  await expect.poll(firstRow).not.toBe(pageOneFirst);
  const pageTwoFirst = await firstRow();

  await admin.reload();
  await expect(admin.getByText(/^Page 2 of/)).toBeVisible();
  await expect.poll(firstRow).toBe(pageTwoFirst);

  await admin.getByRole("button", { name: "Previous" }).click();
  await expect(admin.getByText(/^Page 1 of/)).toBeVisible();
  await expect.poll(firstRow).toBe(pageOneFirst);
  await admin.goBack();
  await expect(admin.getByText(/^Page 2 of/)).toBeVisible();
  await expect.poll(firstRow).toBe(pageTwoFirst);
  await context.close();
});

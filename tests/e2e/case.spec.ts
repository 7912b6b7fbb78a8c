import { keepShot, keepShotOf } from "./shots.ts";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DESKTOP, expectAccessible, PHONE } from "./a11y-helpers.ts";
import { type OwnServer, registerByApi, signInViaApi, startServer, ownServerPort } from "./admin-helpers.ts";
import type { Locator, Page } from "@playwright/test";
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
 * At desktop and phone width: nothing wider than the screen, and a screenshot of `shot` (the
 * whole page unless given) to look at. Leaves the page at desktop width.
 */
async function atBothWidths(page: Page, name: string, shot?: Locator): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    const file = path.join(tmpdir(), `${name}-${size.width}.png`);
    await (shot ? keepShotOf(shot, { path: file }) : keepShot(page, { path: file, fullPage: true }));
  }
  await page.setViewportSize(DESKTOP);
}

/** Screenshots of `shot` at phone and desktop width into test-results/screens/<topic>/, to look at. */
async function shootBothWidths(page: Page, topic: string, name: string, shot: Locator): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await keepShot(page, {
      path: path.join("test-results", "screens", topic, `${name}-${size.width}.png`),
      fullPage: true,
    });
    await keepShotOf(shot, { path: path.join("test-results", "screens", topic, `${name}-box-${size.width}.png`) });
  }
}

/*
 * Its own server, whose simulated mail service moves a step every second, so a letter is delivered
 * about 4 s after it is released: nothing here looks at a step between "Paid" and "Delivered".
 */
const PORT = ownServerPort(6);
let server: OwnServer;
let root: string;

test.beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "e2e-case-"));
  server = await startServer(path.join(root, "data"), PORT, { MAIL_SIMULATION_STEP_SECONDS: "1" });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** A new user, signed in, with a signed letter bought through the API (paid on the test checkout); returns the letter's id. */
async function signedInWithPaidLetter(page: Page, prefix: string, packageType: "digital" | "mail"): Promise<number> {
  const base = server.baseUrl;
  const email = newEmail(prefix);
  await registerByApi(base, email, "Zoë");
  await signInViaApi(page, base, email);
  const letterId = await createLetterViaApi(page, base, signedBy());
  await payViaApi(page, base, letterId, packageType);
  return letterId;
}

test("the case page follows a mailed letter through delivery, and the user records what happened", async ({ page }) => {
  test.setTimeout(scaled(120_000));
  const base = server.baseUrl;
  const errors = watchConsole(page);
  const letterId = await signedInWithPaidLetter(page, "case", "mail");

  // From the list of letters to the case.
  await page.goto(`${base}/letters`);
  await page.getByRole("link", { name: `Case of Letter #${letterId}` }).click();
  await expect(page).toHaveURL(`${base}/letters/${letterId}`);
  await expect(page.getByRole("heading", { level: 1, name: `Letter #${letterId}` })).toBeVisible();

  const timeline = page.getByRole("list", { name: "What happened" });
  await expect(timeline.getByText(/^Paid \$25\.00 for the letter with certified mail/)).toBeVisible();

  // The mail service moves on; the page shows each step as it comes (reloaded as a user would).
  await expect(async () => {
    await page.reload();
    await expect(timeline.getByText("Delivered", { exact: true })).toBeVisible({ timeout: scaled(1000) });
  }).toPass({ timeout: scaled(45_000) });
  await expect(timeline.getByText("Handed to the simulated mailer (a test: nothing is mailed)")).toBeVisible();
  await expect(timeline.getByText(/^Mailed \(simulated tracking number \d{22}\)$/)).toBeVisible();
  await expect(
    timeline.getByText(
      /^Version 1 dated [A-Z][a-z]+ \d{1,2}, \d{4} \(fingerprint [0-9a-f]{8}; the case record lists it in full\)$/,
    ),
  ).toBeVisible();
  const next = page.getByRole("region", { name: "Next step" });
  await expect(next.getByText(/^Reply deadline: .+ \(\d+ days left\)$/)).toBeVisible();
  await expect(next.getByText(/^Meta has \d+ days left to reply\./)).toBeVisible();

  // The mailing card: simulated mail says so, links nowhere, and its receipt (once fetched) says it is not USPS's.
  const mailing = page.locator("#mailing");
  await expect(mailing.getByText("Simulated certified mail (nothing is mailed)")).toBeVisible();
  await expect(mailing.getByRole("link", { name: /Track on USPS/ })).toHaveCount(0);
  const receiptLink = mailing.getByRole("link", { name: "Simulated return receipt (not issued by USPS)" });
  // Delivered, the page keeps asking until the receipt comes, and shows it without a reload.
  await expect(receiptLink).toBeVisible({ timeout: scaled(30_000) });
  await expect(mailing.getByText(/will appear here/)).toHaveCount(0);
  const [receipt] = await Promise.all([page.waitForEvent("download"), receiptLink.click()]);
  expect(receipt.suggestedFilename()).toMatch(/^simulated-return-receipt-order-\d+\.pdf$/);
  expect(
    readFileSync(await receipt.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  // Reads top to bottom with nothing wider than the screen, the 64-character SHA-256 included.
  await atBothWidths(page, "case-delivered");
  await expectAccessible(page, "case page after delivery");
  await shootBothWidths(page, "return-receipt", "case-page", mailing);

  // My Orders says the same of this mailing: its own receipt, the same words, the same file.
  const receiptHref = await receiptLink.getAttribute("href");
  await page.goto(`${base}/orders`);
  const orderBox = page.getByRole("region", { name: /^Certified mail tracking of the letter \(order #\d+\)$/ });
  await expect(orderBox).toHaveCount(1);
  await expect(orderBox).toContainText("Status: Delivered");
  const orderReceipt = orderBox.getByRole("link", { name: "Simulated return receipt (not issued by USPS)" });
  await expect(orderReceipt).toHaveAttribute("href", receiptHref ?? "");
  await expect(orderBox.getByText(/will appear here|gave no return receipt/)).toHaveCount(0);
  await shootBothWidths(page, "return-receipt", "my-orders", orderBox);
  await page.goto(`${base}/letters/${letterId}`);

  // The next step's one button leads to the outcome form.
  await next.getByRole("link", { name: "Record what happened" }).click();
  const form = page.locator("#outcome");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("alert")).toHaveText("Choose what happened.");
  await form.getByRole("radio", { name: "Meta refused" }).check();
  await form.getByLabel("Note (optional)").fill("Meta said the decision is final.");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(timeline.getByText("Meta refused: Meta said the decision is final.")).toBeVisible();
  // A refusal recorded: the next step is the final notice, downloaded from the same button and from its own card.
  await expect(next.getByText(/^Send Meta a final notice: a short letter that refers to your first one/)).toBeVisible();
  const [notice] = await Promise.all([
    page.waitForEvent("download"),
    next.getByRole("button", { name: "Download final notice" }).click(),
  ]);
  expect(notice.suggestedFilename()).toBe(`final-notice-${letterId}.pdf`);
  expect(
    readFileSync(await notice.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  const finalNotice = page.locator("#final-notice");
  const [word] = await Promise.all([
    page.waitForEvent("download"),
    finalNotice.getByRole("button", { name: "Final notice (Word)" }).click(),
  ]);
  expect(word.suggestedFilename()).toBe(`final-notice-${letterId}.docx`);
  const [record] = await Promise.all([
    page.waitForEvent("download"),
    page.locator("#case-record").getByRole("button", { name: "Case record (PDF)" }).click(),
  ]);
  expect(record.suggestedFilename()).toBe(`case-record-${letterId}.pdf`);
  expect(
    readFileSync(await record.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  const [guide] = await Promise.all([
    page.waitForEvent("download"),
    page.locator("#case-record").getByRole("button", { name: "Small-claims guide (PDF)" }).click(),
  ]);
  expect(guide.suggestedFilename()).toBe(`small-claims-guide-${letterId}.pdf`);
  expect(
    readFileSync(await guide.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  await page.setViewportSize(PHONE);
  await keepShot(page, { path: path.join(tmpdir(), "case-outcome-390.png"), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await expectAccessible(page, "case page with an outcome");

  // Another user's letter, or a letter that does not exist, is a clear dead end.
  await page.goto(`${base}/letters/999999`);
  await expect(page.getByText("We couldn’t open this letter.")).toBeVisible();
  expect(errors.filter((line) => !line.includes("404"))).toEqual([]);
});

test("the user keeps a screenshot of the ban notice with the case, sees it, and deletes it", async ({ page }) => {
  test.setTimeout(scaled(60_000));
  const base = server.baseUrl;
  const errors = watchConsole(page);
  const letterId = await signedInWithPaidLetter(page, "evidence", "digital");

  await page.goto(`${base}/letters/${letterId}`);
  const section = page.locator("#evidence");
  await expect(section.getByText("No files yet.", { exact: false })).toBeVisible();
  await expect(section.getByText("0 of 20 files")).toBeVisible();

  // A real screenshot (of this page), as a phone or computer saves one.
  const screenshot = path.join(root, "ban-notice.png");
  await page.screenshot({ path: screenshot });
  const notText = path.join(root, "notice.png");
  writeFileSync(notText, "this is text, not a picture");

  await section.getByLabel("File", { exact: true }).setInputFiles(notText);
  await section.getByRole("button", { name: "Add file" }).click();
  await expect(section.getByText("Upload a PNG or JPEG image or a PDF. This file is none of them.")).toBeVisible();

  await section.getByLabel("File", { exact: true }).setInputFiles(screenshot);
  await section.getByLabel("Caption (optional)").fill("Ban notice in the Instagram app");
  await section.getByLabel("Date (optional)").fill("2026-11-01");
  await section.getByRole("button", { name: "Add file" }).click();
  const list = section.getByRole("list", { name: "Your evidence" });
  await expect(list.getByText("Ban notice in the Instagram app", { exact: true })).toBeVisible();
  await expect(list.getByText(/^From Nov(ember)? 1, 2026 · PNG · \d+ KB$/)).toBeVisible();
  await expect(section.getByText("1 of 20 files")).toBeVisible();
  await expect
    .poll(() => list.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(100);

  await atBothWidths(page, "case-evidence", section);
  await expectAccessible(page, "case page with evidence");

  await list.getByRole("button", { name: "Delete Ban notice in the Instagram app" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this file?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete file" }).click();
  await expect(section.getByText("0 of 20 files")).toBeVisible();
  await expect(list).toHaveCount(0);
  expect(errors.filter((line) => !line.includes("415"))).toEqual([]);
});

test("after Meta refuses, the user has the final notice mailed for $20 and follows it on the case page", async ({
  page,
}) => {
  test.setTimeout(scaled(90_000));
  const base = server.baseUrl;
  const errors = watchConsole(page);
  const letterId = await signedInWithPaidLetter(page, "notice-mail", "digital");
  expect((await page.request.get(`${base}/api/demand-letters/${letterId}/download/pdf`)).ok()).toBe(true);

  await page.goto(`${base}/letters/${letterId}`);
  await expect(page.locator("#final-notice")).toHaveCount(0);
  const form = page.locator("#outcome");
  await form.getByRole("radio", { name: "Meta refused" }).check();
  await form.getByRole("button", { name: "Save" }).click();

  // The card offers the notice free, or mailed for $20; a cancelled checkout comes back here uncharged.
  const card = page.locator("#final-notice");
  await expect(card.getByRole("button", { name: "Mail the final notice for me ($20.00)" })).toBeVisible();
  await atBothWidths(page, "notice-offered", card);
  await card.getByRole("button", { name: "Mail the final notice for me ($20.00)" }).click();
  await continueToPayment(page);
  await expect(page).toHaveURL(/\/test-checkout\/cs_local_[0-9a-f]+$/);
  await expect(page.getByText(`Final notice + USPS Certified Mail - Letter #${letterId}`)).toBeVisible();
  await expect(page.getByText("$20.00", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: /Cancel/ }).click();
  await expect(page).toHaveURL(`${base}/letters/${letterId}?cancelled=1`);
  await expect(page.getByText("Payment cancelled — you have not been charged.")).toBeVisible();

  await card.getByRole("button", { name: "Mail the final notice for me ($20.00)" }).click();
  await continueToPayment(page);
  await fillTestCard(page);
  await page.getByRole("button", { name: "Pay $20.00" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  await expect(page.getByText(`Final Notice + Certified Mail · Letter #${letterId}`)).toBeVisible();
  await expect(page.getByText(/We’ll print your final notice and mail it by USPS Certified Mail/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Download PDF" })).toHaveCount(0);
  await atBothWidths(page, "notice-paid");
  await page.getByRole("link", { name: `Back to Letter #${letterId}` }).click();

  // The card now tracks the notice, no second purchase offered; the timeline follows it to delivery.
  await expect(card.getByRole("region", { name: "Certified mail tracking" })).toBeVisible();
  await expect(card.getByRole("button", { name: /Mail the final notice for me/ })).toHaveCount(0);
  const timeline = page.getByRole("list", { name: "What happened" });
  await expect(timeline.getByText(/^Paid \$20\.00 for the final notice by certified mail/)).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(timeline.getByText("Final notice: Delivered", { exact: true })).toBeVisible({ timeout: scaled(1000) });
  }).toPass({ timeout: scaled(45_000) });
  await expect(card.getByText(/^\d{22}$/)).toBeVisible();
  const next = page.getByRole("region", { name: "Next step" });
  await expect(next.getByText(/^Your final notice was delivered\./)).toBeVisible();
  /* The button does what it says: it downloads the guide, not the letter. */
  const [nextGuide] = await Promise.all([
    page.waitForEvent("download"),
    next.getByRole("button", { name: "Download small-claims guide" }).click(),
  ]);
  expect(nextGuide.suggestedFilename()).toBe(`small-claims-guide-${letterId}.pdf`);
  /* Reminders go off and on again from the case page. */
  const reminders = page.locator("#reminders");
  await reminders.getByRole("button", { name: "Turn reminders off" }).click();
  await expect(reminders.getByText(/^Reminders are off/)).toBeVisible();
  await reminders.getByRole("button", { name: "Turn reminders on" }).click();
  await expect(reminders.getByText(/^We email you 7 days before/)).toBeVisible();
  await atBothWidths(page, "notice-mailed");
  await expectAccessible(page, "case page with the final notice mailed");

  // My Orders lists it with its own tracking, and no letter downloads on it.
  await page.goto(`${base}/orders`);
  const order = page.getByRole("article").filter({ hasText: "Final Notice + Certified Mail" });
  await expect(order.getByRole("region", { name: "Certified mail tracking" })).toContainText("Status: Delivered");
  await expect(order.getByRole("button", { name: "Download PDF" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

import { keepShot } from "./shots.ts";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { DESKTOP, expectAccessible, PHONE } from "./a11y-helpers.ts";
import { signIn, startServerWithAdmin, ownServerPort } from "./admin-helpers.ts";
import { expect, newEmail, paidLetterViaApi, signedBy, test, watchConsole } from "./fixtures.ts";
import { scaled } from "../timeouts.ts";

/**
 * What a customer may upload (decision 0022): the evidence card says it plainly; support removes
 * a file with a reason the customer reads, and the removal shows in the Admin Center's activity.
 */
const PORT = ownServerPort(8);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_EMAIL = newEmail("removal-admin");
const USER_EMAIL = newEmail("removal-user");
const REASON = "The screenshot showed the post Meta flagged. Please upload Meta's notice instead.";

let cleanUp: () => Promise<void>;

test.beforeAll(async () => {
  test.setTimeout(scaled(120_000));
  ({ cleanUp } = await startServerWithAdmin(PORT, { admin: ADMIN_EMAIL, users: [USER_EMAIL] }));
});
test.afterAll(async () => {
  await cleanUp?.();
});

async function paidLetter(page: Page): Promise<number> {
  return (await paidLetterViaApi(page, BASE, signedBy("Rosa Delgado"))).letterId;
}

test("the evidence card says what to upload; support removes a file with a reason the customer reads", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  await signIn(page, BASE, USER_EMAIL);
  const letterId = await paidLetter(page);
  await page.goto(`${BASE}/letters/${letterId}`);

  // The guidance, before any file is chosen: what to upload, and never the content Meta flagged.
  const card = page.locator("#evidence");
  const guidance = card.getByRole("region", { name: "What to upload" });
  await expect(guidance.getByText("Upload what Meta sent you")).toBeVisible();
  for (const item of [
    "Meta’s notices of the ban or warning",
    "Meta’s replies to your appeals",
    "Receipts and statements of the income you lost",
  ])
    await expect(guidance.getByRole("listitem").filter({ hasText: item })).toBeVisible();
  await expect(guidance.getByText("Never upload the content Meta flagged")).toBeVisible();
  await expect(guidance.getByText(/Not the posts, photos, videos or messages the ban is about/)).toBeVisible();

  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    /* Clipped from the whole page, so the sticky header does not cover the card's top. */
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await card.boundingBox();
    if (!box) throw new Error("the evidence card is not on the page");
    await keepShot(page, { path: path.join(tmpdir(), `evidence-card-${size.width}.png`), fullPage: true, clip: box });
  }
  await expectAccessible(page, "case page with the evidence guidance");

  // The customer uploads a screenshot that shows what Meta flagged.
  const screenshot = path.join(tmpdir(), `removal-${process.pid}.png`);
  await page.screenshot({ path: screenshot });
  await card.getByLabel("File", { exact: true }).setInputFiles(screenshot);
  await card.getByLabel("Caption (optional)").fill("Screenshot of the flagged post");
  await card.getByRole("button", { name: "Add file" }).click();
  const list = card.getByRole("list", { name: "Your evidence" });
  await expect(list.getByText("Screenshot of the flagged post", { exact: true })).toBeVisible();

  // Support opens the case from the Admin Center and removes the file; a reason is required.
  const context = await browser.newContext({ baseURL: BASE, viewport: DESKTOP });
  const admin = await context.newPage();
  const adminErrors = watchConsole(admin);
  await signIn(admin, BASE, ADMIN_EMAIL);
  await admin.goto(`${BASE}/admin`);
  await admin
    .getByRole("region", { name: "Demand letters" })
    .getByRole("link", { name: `#${letterId}`, exact: true })
    .click();
  await expect(admin).toHaveURL(`${BASE}/letters/${letterId}`);
  await expect(admin.getByText("You are looking at a customer’s case as support.")).toBeVisible();
  await admin.getByRole("button", { name: "Remove Screenshot of the flagged post" }).click();
  const dialog = admin.getByRole("dialog", { name: "Remove this customer’s file?" });
  await dialog.getByRole("button", { name: "Remove file" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please give a reason for the removal.");
  await dialog.getByLabel("Reason (the customer reads it)").fill(REASON);
  await dialog.getByRole("button", { name: "Remove file" }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.locator("#evidence").getByText("0 of 20 files")).toBeVisible();
  const adminTimeline = admin.getByRole("list", { name: "What happened" });
  await expect(
    adminTimeline.getByText(`Support removed the file “Screenshot of the flagged post”. Reason: ${REASON}`),
  ).toBeVisible();

  // The removal is in the Admin Center's recent activity, in words, with the reason.
  await admin.goto(`${BASE}/admin`);
  const activity = admin.getByRole("region", { name: "Recent activity" });
  const row = activity.getByRole("row").filter({ hasText: "Removed a customer’s file" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(ADMIN_EMAIL);
  await expect(row).toContainText(`Letter #${letterId}`);
  await expect(row).toContainText("“Screenshot of the flagged post” (PNG");
  await expect(row).toContainText(`Reason: ${REASON}`);
  await keepShot(admin, { path: path.join(tmpdir(), "admin-activity-removal-1280.png"), fullPage: true });
  expect(adminErrors).toEqual([]);
  await context.close();

  // The customer reads it on their case page, as support's, not theirs.
  await page.reload();
  const timeline = page.getByRole("list", { name: "What happened" });
  const event = timeline.getByRole("listitem").filter({ hasText: "Changed by support" });
  await expect(event).toContainText(`Support removed the file “Screenshot of the flagged post”. Reason: ${REASON}`);
  await expect(timeline.getByText("You recorded")).toHaveCount(0);
  await expect(card.getByText("0 of 20 files")).toBeVisible();
});

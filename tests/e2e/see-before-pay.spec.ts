import { keepShot, keepShotOf } from "./shots.ts";
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { checkoutByApi, DESKTOP, expectAccessible, expectAccessibleHere, PHONE } from "./a11y-helpers.ts";
import { continueToPayment, createLetterViaApi, expect, registerViaApi, test } from "./fixtures.ts";
import { scaled } from "../timeouts.ts";

/** The whole letter before payment, the mailed copy in full, and a review before paying for certified mail. */

const SHOTS = "test-results/screens/see-before-pay";
mkdirSync(SHOTS, { recursive: true });

const LONG_STORY = Array.from(
  { length: 22 },
  (_, i) => `Paragraph ${i + 1}: my shop's page, its customers' messages and years of photos went with the account.`,
).join("\n");

/** At 1280 and 390 px: nothing wider than the screen, and a full-page screenshot to look at. */
async function atBothWidths(page: Page, name: string) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await keepShot(page, { path: path.join(SHOTS, `${name}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** Each page's words as the screen shows them: lines top to bottom, runs left to right. */
function shownPageWords(page: Page): Promise<string[]> {
  return page.locator("[data-page]").evaluateAll((pages) =>
    pages.map((one) =>
      [...one.querySelectorAll("[data-line]")]
        .map((line) => line.textContent ?? "")
        .join(" ")
        .replace(/\s+/g, " ")
        .trim(),
    ),
  );
}

/** The same from the PDF, page by page, as pdftotext reads it. */
function pdfPageWords(pdf: Buffer): string[] {
  return execFileSync("pdftotext", ["-", "-"], { input: pdf })
    .toString("utf8")
    .split("\f")
    .map((text) => text.replace(/\s+/g, " ").trim())
    .filter((text) => text.length > 0);
}

/* No two tests share an account or a letter on the shared server: they run side by side. */
test.describe.configure({ mode: "parallel" });

test("checkout shows the whole letter, page by page as its PDF, marked as a preview", async ({ page, baseURL }) => {
  test.setTimeout(scaled(90_000));
  const base = baseURL ?? "";
  await registerViaApi(page);
  const letterId = await createLetterViaApi(page, base, { consequences: LONG_STORY });

  await page.goto(`/checkout?letterId=${letterId}`);
  const section = page.getByRole("region", { name: /^Your full letter/ });
  await expect(section.getByText("Preview — not yet dated or sent")).toBeVisible();
  const pages = section.locator("[data-page]");
  await expect(pages.first()).toBeVisible();
  const count = await pages.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(section.getByRole("heading", { name: `Your full letter (${count} pages)` })).toBeVisible();
  for (let index = 0; index < count; index += 1)
    await expect(pages.nth(index).locator("figcaption")).toHaveText(`Preview, page ${index + 1} of ${count}`);
  const last = pages.last();
  await expect(last.getByText("Sincerely,", { exact: true })).toBeVisible();
  await expect(last.getByText("/s/ Zoë Łukasz", { exact: true })).toBeVisible();
  await expect(pages.first().getByText("Via USPS Certified Mail")).toHaveCount(0);
  /* Read-only: nothing on the pages to type into. */
  await expect(section.locator("input, textarea, [contenteditable]")).toHaveCount(0);
  const shown = await shownPageWords(page);
  await atBothWidths(page, "checkout-full-letter");
  await expectAccessible(page, "checkout with the full letter");

  /* On a phone, each page reads as its text in one column, at a readable size, with nothing to scroll sideways. */
  await page.setViewportSize(PHONE);
  const reading = section.locator("[data-reading]");
  await expect(reading).toHaveCount(count);
  const text = reading.first().locator("p").filter({ hasText: "Paragraph 1:" });
  await expect(text).toBeVisible();
  expect(await text.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize))).toBeGreaterThanOrEqual(15);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  /* The same words as the pages the PDF prints, in the same order. */
  const read = await reading.evaluateAll((pages) =>
    pages.map((one) =>
      [...one.querySelectorAll("p")]
        .map((p) => p.textContent ?? "")
        .join(" ")
        .replace(/\s+/g, " ")
        .trim(),
    ),
  );
  expect(read.map((words) => words.replace(/\s/g, ""))).toEqual(shown.map((words) => words.replace(/\s/g, "")));
  await keepShot(page, { path: path.join(SHOTS, "checkout-reading-390.png"), fullPage: true });
  await expectAccessibleHere(page, "checkout, pages to read on a phone");
  await section.getByRole("button", { name: "Show pages as printed" }).click();
  await expect(reading).toHaveCount(0);
  await expect(section.locator("[data-page] svg")).toHaveCount(count);
  await page.setViewportSize(DESKTOP);

  /* The mail package shows the letter as mailed, with the certified-mail line. */
  await page.goto(`/checkout?letterId=${letterId}&package=mail`);
  await expect(section.locator("[data-page]").first().getByText("Via USPS Certified Mail")).toBeVisible();
  await atBothWidths(page, "checkout-full-letter-mail");

  /* Paid the same day, the PDF says exactly what checkout showed, on as many pages. */
  await checkoutByApi(page, base, letterId, "digital", true);
  const pdf = await page.request.get(`${base}/api/demand-letters/${letterId}/download/pdf`);
  expect(pdf.ok()).toBe(true);
  expect(shown).toEqual(pdfPageWords(await pdf.body()));
});

test("a mailed letter reads in full, as the copy the mail service took", async ({ page, baseURL }) => {
  test.setTimeout(scaled(90_000));
  const base = baseURL ?? "";
  await registerViaApi(page);
  const letterId = await createLetterViaApi(page, base, { consequences: LONG_STORY, platforms: ["Facebook"] });
  await checkoutByApi(page, base, letterId, "mail", true);
  /* The dispatch worker hands it to the (simulated) mail service; the letter is then locked. */
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`${base}/api/demand-letters/${letterId}`)).json()) as { editState: string })
          .editState,
      { timeout: scaled(30_000) },
    )
    .toBe("locked");

  await page.goto(`/letters/${letterId}/edit`);
  await expect(page.getByText("This letter has been mailed. You can read it here.")).toBeVisible();
  const section = page.getByRole("region", { name: "Your letter as mailed" });
  const pages = section.locator("[data-page]");
  await expect(pages.first()).toBeVisible();
  await expect(pages.first().getByText("Via USPS Certified Mail")).toBeVisible();
  await expect(pages.last().getByText("Sincerely,", { exact: true })).toBeVisible();
  const shown = await shownPageWords(page);
  const pdf = await page.request.get(`${base}/api/demand-letters/${letterId}/download/pdf`);
  expect(shown).toEqual(pdfPageWords(await pdf.body()));
  await atBothWidths(page, "mailed-letter");
  await expectAccessible(page, "the mailed letter, read-only");
});

test("upgrading to certified mail opens a review first: what, to whom, the price, what it proves", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  await registerViaApi(page);
  const letterId = await createLetterViaApi(page, base, {
    platforms: ["Instagram"],
    recipientBusinessId: "meta-instagram-disputes",
    accountLogin: "zoe.login@example.com",
  });
  await checkoutByApi(page, base, letterId, "digital", true);
  const pages = (
    (await (await page.request.get(`${base}/api/demand-letters/${letterId}/pages?package=mail`)).json()) as {
      pages: unknown[];
    }
  ).pages.length;

  await page.goto("/orders");
  const upgrade = page.getByRole("button", { name: "Upgrade to Certified Mail (+$20)" });
  await upgrade.click();
  const review = page.getByRole("dialog", { name: "Review before you pay" });
  await expect(review).toBeVisible();
  await expect(
    review.getByText(
      `Your letter, ${pages} ${pages === 1 ? "page" : "pages"}, printed and sent by USPS Certified Mail`,
    ),
  ).toBeVisible();
  await expect(review.getByText("Attn: Instagram Arbitration Filing")).toBeVisible();
  await expect(review.getByText("1601 Willow Rd.")).toBeVisible();
  await expect(review.getByText("$20.00 to add certified mail to the files you have paid for")).toBeVisible();
  await expect(
    review.getByText(
      "Certified mail proves that it was mailed and that it was delivered. It does not make anyone answer, and it does not mean your account will be restored.",
    ),
  ).toBeVisible();
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await keepShot(page, { path: path.join(SHOTS, `review-upgrade-${size.width}.png`) });
  }
  await page.setViewportSize(DESKTOP);
  await expectAccessible(page, "review before an upgrade");

  /* Back changes nothing: still on the orders page, nothing opened. */
  await review.getByRole("button", { name: "Back" }).click();
  await expect(review).toBeHidden();
  await expect(page).toHaveURL("/orders");
  await expect(upgrade).toBeFocused();

  await upgrade.click();
  await continueToPayment(page);
  await expect(page).toHaveURL(/\/test-checkout\/cs_local_[0-9a-f]+$/);
  await expect(page.getByText(`Upgrade to USPS Certified Mail - Letter #${letterId}`)).toBeVisible();
});

test("“Mail the final notice for me” opens a review of the final notice before payment", async ({ page, baseURL }) => {
  const base = baseURL ?? "";
  await registerViaApi(page);
  const letterId = await createLetterViaApi(page, base, { platforms: ["Facebook"] });
  await checkoutByApi(page, base, letterId, "digital", true);
  expect((await page.request.get(`${base}/api/demand-letters/${letterId}/download/pdf`)).ok()).toBe(true);

  await page.goto(`/letters/${letterId}`);
  const form = page.locator("#outcome");
  await form.getByRole("radio", { name: "Meta refused" }).check();
  await form.getByRole("button", { name: "Save" }).click();
  const card = page.locator("#final-notice");
  const mailIt = card.getByRole("button", { name: "Mail the final notice for me ($20.00)" });
  await mailIt.click();
  const review = page.getByRole("dialog", { name: "Review before you pay" });
  await expect(
    review.getByText(/^Your final notice, \d pages?, printed and sent by USPS Certified Mail$/),
  ).toBeVisible();
  await expect(review.getByText("Attn: Legal Department")).toBeVisible();
  await expect(review.getByText("1 Meta Way")).toBeVisible();
  await expect(review.getByText("$20.00 for printing and mailing your final notice")).toBeVisible();
  await expect(
    review.getByText(
      "Certified mail proves that it was mailed and that it was delivered. It does not make anyone answer, and it does not mean your account will be restored.",
    ),
  ).toBeVisible();
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await keepShot(page, { path: path.join(SHOTS, `review-final-notice-${size.width}.png`) });
  }
  await page.setViewportSize(DESKTOP);
  await expectAccessible(page, "review before mailing the final notice");

  await page.keyboard.press("Escape");
  await expect(review).toBeHidden();
  await expect(page).toHaveURL(`/letters/${letterId}`);

  await mailIt.click();
  await continueToPayment(page);
  await expect(page).toHaveURL(/\/test-checkout\/cs_local_[0-9a-f]+$/);
  await expect(page.getByText(`Final notice + USPS Certified Mail - Letter #${letterId}`)).toBeVisible();
});

test("checkout says when the pages are still coming, and offers to try again when they fail", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  await registerViaApi(page);
  const letterId = await createLetterViaApi(page, base);
  const pagesUrl = `**/api/demand-letters/${letterId}/pages?*`;

  /* Held back a moment: a blank page stands in while the letter is laid out. */
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pagesUrl, async (route) => {
    await held;
    await route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ message: "Too many attempts. Please wait 1 minute and try again.", code: "rate_limited" }),
    });
  });
  await page.goto(`/checkout?letterId=${letterId}`);
  const section = page.getByRole("region", { name: /^Your full letter/ });
  await expect(section.getByRole("status")).toHaveText("Laying out your letter’s pages");
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await keepShotOf(section, { path: path.join(SHOTS, `checkout-pages-loading-${size.width}.png`) });
  }
  await page.setViewportSize(DESKTOP);

  release();
  const failed = section.getByRole("alert");
  await expect(failed).toContainText("We couldn’t show your letter’s pages.");
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await keepShotOf(section, { path: path.join(SHOTS, `checkout-pages-error-${size.width}.png`) });
  }
  await page.setViewportSize(DESKTOP);
  await expectAccessible(page, "checkout when the pages failed");

  await page.unroute(pagesUrl);
  await failed.getByRole("button", { name: "Try again" }).click();
  await expect(section.locator("[data-page]").first()).toBeVisible();
  await expect(failed).toHaveCount(0);
});

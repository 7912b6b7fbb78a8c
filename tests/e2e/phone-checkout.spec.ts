import { keepShot } from "./shots.ts";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { DESKTOP, expectAccessibleHere, PHONE } from "./a11y-helpers.ts";
import { createLetterViaApi, expect, fillTestCard, registerViaApi, signedBy, test } from "./fixtures.ts";
import { scaled } from "../timeouts.ts";

/**
 * A mail buyer on a phone (390 × 844): Pay and the total stay on screen while the letter reads in
 * one column; the review before paying signs the letter; focus starts at each page's heading; the
 * dashboard and the case page show the next step before anything else.
 */

const SHOTS = "test-results/screens/phone-checkout";
mkdirSync(SHOTS, { recursive: true });

const STORY = Array.from(
  { length: 18 },
  (_, i) => `Paragraph ${i + 1}: the shop's page, its customers' messages and years of photos went with the account.`,
).join("\n");

/** Wholly inside the first screen, without scrolling. */
async function expectAboveTheFold(page: Page, target: Locator) {
  const box = await target.boundingBox();
  expect(box, "on the page").not.toBeNull();
  const { height } = page.viewportSize() ?? PHONE;
  expect((box?.y ?? height) + (box?.height ?? 0)).toBeLessThanOrEqual(height);
}

async function shoot(page: Page, name: string) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await keepShot(page, { path: path.join(SHOTS, `${name}-${size.width}.png`) });
  }
  await page.setViewportSize(PHONE);
}

const headingHasFocus = (page: Page, name: string | RegExp) =>
  expect(page.getByRole("heading", { level: 1, name })).toBeFocused();

/* No two tests share an account or a letter on the shared server: they run side by side. */
test.describe.configure({ mode: "parallel" });

test("a phone checkout: Pay on screen, the letter to read, signed in the review, then the next step first", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(scaled(120_000));
  await page.setViewportSize(PHONE);
  await registerViaApi(page);
  const letterId = await createLetterViaApi(page, baseURL ?? "", { consequences: STORY, signature: null });

  await page.goto(`/checkout?letterId=${letterId}&package=mail`);
  await headingHasFocus(page, "Checkout");
  const bar = page.getByTestId("pay-bar");
  const pay = bar.getByRole("button", { name: "Pay $25.00" });
  await expect(pay).toBeEnabled();
  await expect(bar).toContainText("Letter + Certified Mail$25.00");
  await expectAboveTheFold(page, pay);
  /* One Pay button at each width: the bar's on a phone, the card's beside the letter on a wide screen. */
  await expect(page.getByRole("button", { name: "Pay $25.00" })).toHaveCount(1);
  const reading = page.locator("[data-reading]").first();
  await expect(reading.getByText(/Paragraph 1:/).first()).toBeVisible();
  await shoot(page, "checkout");
  await expect(page.getByRole("button", { name: "Pay $25.00" })).toHaveCount(1);
  /* Still on screen with the letter scrolled to its end. */
  await page.locator("[data-reading]").last().scrollIntoViewIfNeeded();
  await expectAboveTheFold(page, pay);
  await keepShot(page, { path: path.join(SHOTS, "checkout-scrolled-390.png") });

  /* The review: what is mailed, to whom, the price, what certified mail proves; signed inside it. */
  await pay.click();
  const review = page.getByRole("dialog", { name: "Review before you pay" });
  await expect(review.getByText(/^Your letter, \d+ pages?, printed and sent by USPS Certified Mail$/)).toBeVisible();
  await expect(review.getByText("Meta Platforms, Inc.", { exact: false }).first()).toBeVisible();
  await expect(review.getByText("$25.00 for the letter, mailed")).toBeVisible();
  await expect(review.getByText(/It does not make anyone answer/)).toBeVisible();
  await review.getByRole("group", { name: "Sign your letter" }).getByRole("checkbox").click();
  await keepShot(page, { path: path.join(SHOTS, "review-signing-390.png") });
  await expectAccessibleHere(page, "the review with signing, on a phone");
  await review.getByRole("button", { name: "Sign and continue to payment" }).click();

  /* The card page and the success page start at their heading. */
  await expect(page).toHaveURL(/\/test-checkout\//);
  await headingHasFocus(page, "Test checkout");
  await fillTestCard(page);
  await page.getByRole("button", { name: "Pay $25.00" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  await headingHasFocus(page, "Payment successful");

  /* The dashboard: the case and its next step on the first screen. */
  await page.goto("/");
  const active = page.getByRole("region", { name: `Your case: Letter #${letterId}` });
  await expect(active.getByText(/^Next step:/)).toBeVisible();
  await expectAboveTheFold(page, active.getByText(/^Next step:/));
  await expectAboveTheFold(page, active.getByRole("link", { name: `Open the case of letter #${letterId}` }));
  await shoot(page, "dashboard");

  /* The case page: the next step first. */
  await active.getByRole("link", { name: `Open the case of letter #${letterId}` }).click();
  const next = page.getByRole("region", { name: "Next step" });
  await expect(next).toBeVisible();
  await expectAboveTheFold(page, next.getByRole("heading", { name: "Next step" }));
  await shoot(page, "case");
});

test("the phone reading view sets an Arabic name in an English line as the PDF does: its comma and number after it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(scaled(60_000));
  await page.setViewportSize(PHONE);
  await registerViaApi(page);
  const story = "The shop of ليلى حداد, 12 Market St, lost every customer message.";
  const letterId = await createLetterViaApi(page, baseURL ?? "", { ...signedBy("ليلى حداد"), consequences: story });
  await page.goto(`/checkout?letterId=${letterId}&package=mail`);
  const line = page.locator("[data-reading] p").filter({ hasText: "lost every customer message" });
  await expect(line).toHaveCount(1);
  await expect(line).toHaveAttribute("dir", "ltr");
  /* Laid out by the browser: the name stands before ", 12 Market St", not after a "12" pulled into it. */
  const placed = await line.evaluate((paragraph) => {
    const text = paragraph.firstChild as Text;
    const rect = (piece: string) => {
      const range = document.createRange();
      const start = (text.textContent ?? "").indexOf(piece);
      range.setStart(text, start);
      range.setEnd(text, start + piece.length);
      return range.getBoundingClientRect();
    };
    const name = rect("ليلى حداد");
    const number = rect("12");
    return { sameLine: Math.abs(name.top - number.top) < 4, numberRightOfName: number.left >= name.right - 1 };
  });
  expect(placed).toEqual({ sameLine: true, numberRightOfName: true });
  const sender = page.locator("[data-reading] p").filter({ hasText: /^\S*ليلى حداد\S*$/ });
  await expect(sender.first()).toBeVisible();
  /* A list item reads with its number, in one paragraph. */
  await expect(page.locator("[data-reading] p").filter({ hasText: /^1\. Restore my / })).toHaveCount(1);
  await line.scrollIntoViewIfNeeded();
  await keepShot(page, { path: path.join(SHOTS, "reading-arabic-name-390.png") });
});

import { keepShot } from "./shots.ts";
import { mkdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, fillTestCard, registerViaApi, test } from "./fixtures.ts";
import { checkoutLetterId, letterById, STORY, stepHeading, toSignStep } from "./wizard-helpers.ts";

/** Issue 40: a resident of Germany builds an Instagram letter to Meta Platforms Ireland Limited, pays $5 and downloads it. */

const SHOTS = "test-results/screens/eu-letter";
const PREVIEW_SHOTS = "test-results/screens/eu-preview";

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepShot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The live preview is the opening of the German letter: to Meta Platforms Ireland Limited, the
 * sender's postal line in the German form, the DSA subject, nothing of the US letter. Beside the
 * form at 1280 px, in the "Show the letter" sheet at 390 px.
 */
async function expectGermanPreview(page: Page) {
  const check = async () => {
    await expect(page.locator('[data-block="recipient"]')).toContainText("Meta Platforms Ireland Limited");
    await expect(page.locator('[data-block="recipient"]')).not.toContainText("Attn:");
    await expect(page.locator('[data-block="sender"]')).toContainText("10115 Berlin");
    await expect(page.locator('[data-block="sender"]')).toContainText("Germany");
    await expect(page.locator('[data-block="subject"]')).toContainText(
      "Complaint under Article 20 of the Digital Services Act",
    );
  };
  await check();
  mkdirSync(PREVIEW_SHOTS, { recursive: true });
  // The preview scrolls inside itself to the field typed last: show its start, as a reader opens it.
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
    const box = document.querySelector('[aria-label="Letter preview, scrollable"]');
    if (box) box.scrollTop = 0;
  });
  await keepShot(page, { path: `${PREVIEW_SHOTS}/german-preview-1280.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Show the letter" }).click();
  const sheet = page.getByRole("dialog");
  await expect(sheet.locator('[data-block="recipient"]')).toContainText("Meta Platforms Ireland Limited");
  await expect(sheet.locator('[data-block="sender"]')).toContainText("10115 Berlin");
  await expect(sheet).not.toContainText("[State]");
  await keepShot(page, { path: `${PREVIEW_SHOTS}/german-preview-sheet-390.png` });
  await sheet.getByRole("button", { name: "Close" }).click();
  await page.setViewportSize({ width: 1280, height: 900 });
  await check();
}

test("a German sender's Instagram letter goes to Meta Ireland, is sold digital only and downloads", async ({
  page,
}) => {
  await registerViaApi(page);
  await page.goto("/create-letter");
  const country = page.getByLabel("Country you live in");
  await expect(country).toHaveValue("US");
  await expect(page.getByLabel("State")).toBeVisible();

  // Another country: a plain "not yet", with Meta's help pages.
  await country.selectOption("other");
  await expect(page.getByText("Not available in your country yet")).toBeVisible();
  await expect(page.getByRole("link", { name: /Facebook: My personal Facebook account is disabled/ })).toBeVisible();
  await shoot(page, "country-step-not-yet");

  await country.selectOption("DE");
  await expect(page.getByText("Not available in your country yet")).toHaveCount(0);
  await expect(page.getByLabel("State")).toHaveCount(0);
  await page.getByLabel("Full name").fill("Jana Becker");
  await page.getByLabel("Email").fill("jana.becker@example.com");
  await page.getByLabel("Phone").fill("+49 30 1234567");
  await page.getByLabel("Street address").fill("Invalidenstraße 117");
  await page.getByLabel("City").fill("Berlin");
  await page.getByLabel("Postal code").fill("1011");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Enter a 5-digit postal code, like 10115")).toBeVisible();
  await shoot(page, "german-address-error");
  await page.getByLabel("Postal code").fill("10115");
  await shoot(page, "german-address");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Ban Details")).toBeVisible();

  await page.getByRole("checkbox", { name: "Instagram" }).click();
  await page.getByLabel("Instagram username").fill("jana.backt");
  await page.getByLabel("Consequences").fill(STORY);
  await expect(page.getByLabel("Send To")).toHaveValue("meta-ireland");
  await expect(
    page.getByText(/Meta Platforms Ireland Limited, Merrion Road, Dublin 4, D04 X2K5, Ireland/).first(),
  ).toBeVisible();
  await expectGermanPreview(page);
  await toSignStep(page);
  await expect(page.getByText("Letter + Certified Mail")).toHaveCount(0);
  await expect(page.getByText(/Certified mail is a US service/)).toBeVisible();
  await page.getByRole("button", { name: "Create Letter" }).click();
  const letterId = await checkoutLetterId(page);
  expect(await letterById(page, letterId)).toMatchObject({
    country: "DE",
    state: "",
    zipCode: "10115",
    recipientBusinessId: "meta-ireland",
  });

  // The mail package cannot be paid for; the page says how to send the letter instead.
  await page.goto(`/checkout?letterId=${letterId}&package=mail`);
  await expect(page.getByRole("heading", { name: "Sending your letter from outside the US" })).toBeVisible();
  await expect(page.getByText(/we cannot mail a letter to Ireland/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay $25.00" }).first()).toBeDisabled();
  await page.getByRole("link", { name: /Choose the Digital Letter/ }).click();
  await expect(page.getByText(/Prices are in US dollars: your card's bank converts/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Mail Package" })).toHaveCount(0);
  await shoot(page, "checkout-digital");

  await page.getByRole("button", { name: "Pay $5.00" }).first().click();
  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay $5.00" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`demand-letter-${letterId}.pdf`);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 4)
      .toString("latin1"),
  ).toBe("%PDF");
});

import { expectAccessible, expectAccessibleHere } from "./a11y-helpers.ts";
import { expect, newEmail, PASSWORD, registerViaApi, test } from "./fixtures.ts";
import { SENDER, STORY, stepHeading, toBanDetails } from "./wizard-helpers.ts";

/** Issue 15 on the wizard: a step per address, the preview sheet on phones, long pastes, blank passwords. */

/* No two tests share an account or a letter on the shared server: they run side by side. */
test.describe.configure({ mode: "parallel" });

test("Back and Forward move between wizard steps and keep the answers", async ({ page }) => {
  await registerViaApi(page);
  // A later step's address with nothing saved (as when Back returns from checkout) starts at step 1.
  await page.goto("/create-letter?step=3");
  await expect(stepHeading(page, "Personal Info")).toBeVisible();
  await expect(page).toHaveURL(/\/create-letter\?step=1$/);
  await toBanDetails(page);
  await expect(page).toHaveURL(/\/create-letter\?step=2$/);
  await page.getByRole("checkbox", { name: "Instagram" }).click();
  await page.getByLabel("Instagram username").fill("zoe.builds");
  await page.getByLabel("Email or phone you sign in with").fill("zoe.login@example.com");
  await page.getByLabel("Consequences").fill(STORY);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Preview")).toBeVisible();
  await expect(page).toHaveURL(/\/create-letter\?step=3$/);

  await page.goBack();
  await expect(stepHeading(page, "Ban Details")).toBeVisible();
  await expect(page).toHaveURL(/\?step=2$/);
  await expect(page.getByLabel("Instagram username")).toHaveValue("zoe.builds");
  await expect(page.getByLabel("Consequences")).toHaveValue(STORY);
  await expect(stepHeading(page, "Ban Details")).toBeFocused();

  await page.goBack();
  await expect(stepHeading(page, "Personal Info")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue(SENDER.fullName);
  await expect(page.getByLabel("ZIP")).toHaveValue(SENDER.zipCode);

  await page.goForward();
  await expect(stepHeading(page, "Ban Details")).toBeVisible();
  await expect(page.getByLabel("Consequences")).toHaveValue(STORY);
  await page.goForward();
  await expect(stepHeading(page, "Preview")).toBeVisible();
  await expect(page.getByText("zoe.builds").first()).toBeVisible();

  // A reload keeps the step of the address, and the answers in the draft.
  await page.reload();
  await expect(stepHeading(page, "Preview")).toBeVisible();
  await page.goBack();
  await expect(stepHeading(page, "Ban Details")).toBeVisible();
  await expect(page.getByLabel("Instagram username")).toHaveValue("zoe.builds");
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Preview opens the live letter in a sheet: focus inside, kept there, Escape closes, focus back on Preview", async ({
    page,
  }) => {
    await registerViaApi(page);
    await page.goto("/create-letter");
    await page.getByLabel("Full name").fill(SENDER.fullName);
    // No letter on the page itself: it lives in the sheet.
    await expect(page.getByRole("article", { name: "Letter preview" })).toHaveCount(0);
    const open = page.getByRole("button", { name: "Show the letter" });
    await open.click();
    const sheet = page.getByRole("dialog", { name: "Live preview" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("article", { name: "Letter preview" })).toContainText(SENDER.fullName);
    await expect(sheet.getByRole("button", { name: "Close" })).toBeFocused();
    await expectAccessibleHere(page, "preview sheet open at 390 px");
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press("Tab");
      expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await sheet.getByRole("button", { name: "Close" }).click();
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test("a paste longer than a field's limit is kept whole and reported, not cut", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await registerViaApi(page);
  await toBanDetails(page);
  const story = page.getByLabel("Consequences");
  await page.evaluate((text) => navigator.clipboard.writeText(text), "x".repeat(12_400));
  await story.focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(story).toHaveValue("x".repeat(12_400));
  await expect(page.getByText("Your text is 7,400 characters over the 5,000-character limit.")).toBeVisible();
  await expectAccessible(page, "a story over its limit");
  // Next refuses it with one error on the field: the field's own, not the form's as well.
  const storyErrors = page.getByText(/over the 5,000-character limit|Consequences must be at most/);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Ban Details")).toBeVisible();
  await expect(story).toHaveAttribute("aria-invalid", "true");
  await expect(storyErrors).toHaveCount(1);

  await page.getByRole("button", { name: "Previous" }).click();
  const name = page.getByLabel("Full name");
  await name.fill("A".repeat(70));
  await expect(page.getByText("/ 100 characters")).toHaveCount(0);
  await name.fill("A".repeat(85));
  await expect(page.getByText("85 / 100 characters")).toBeVisible();
  await page.evaluate((text) => navigator.clipboard.writeText(text), "B".repeat(30));
  await name.press("End");
  await page.keyboard.press("ControlOrMeta+V");
  await expect(name).toHaveValue("A".repeat(85) + "B".repeat(30));
  await expect(page.getByText("15 characters over the 100-character limit.")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "a name over its limit, with its counter");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Personal Info")).toBeVisible();
  // One problem, one error: the note that says by how much, not the form's "at most 100 characters" too.
  const nameErrors = page.getByText(/over the 100-character limit|Full name must be at most/);
  await expect(nameErrors).toHaveCount(1);
  await expect(nameErrors).toHaveText(/^15 characters over the 100-character limit\./);
  await expectAccessible(page, "a name over its limit after Next");
  await name.fill("A".repeat(100));
  await expect(nameErrors).toHaveCount(0);
  await expect(name).toHaveAttribute("aria-invalid", "false");
});

test("registration refuses a password of only spaces with a clear message", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("First Name").fill("Ada");
  await page.getByLabel("Last Name").fill("Lovelace");
  await page.getByLabel("Email", { exact: true }).fill(newEmail("spaces"));
  await page.getByLabel("Password", { exact: true }).fill(" ".repeat(10));
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Password cannot be only spaces")).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
});

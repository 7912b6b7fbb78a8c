import { keepShotOf } from "./shots.ts";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, registerViaApi, test } from "./fixtures.ts";
import { preview, SENDER, STORY, stepHeading } from "./wizard-helpers.ts";

/** The /create-letter wizard and the /letters list, as a signed-in user sees them. */

const sender = SENDER;
const story = STORY;
const progress = (page: Page) => page.getByRole("progressbar", { name: "Letter progress" });

async function fillPersonalInfo(page: Page, zipCode = sender.zipCode) {
  await page.getByLabel("Full name").fill(sender.fullName);
  await page.getByLabel("Email").fill(sender.email);
  await page.getByLabel("Phone").fill(sender.phone);
  await page.getByLabel("Street address").fill(sender.address);
  await page.getByLabel("City").fill(sender.city);
  await page.getByLabel("State").selectOption(sender.state);
  await page.getByLabel("ZIP").fill(zipCode);
}

async function fillBanDetails(page: Page) {
  await page.getByRole("checkbox", { name: "Instagram" }).click();
  await page.getByLabel("Instagram username").fill("zoe.builds");
  await page.getByLabel("Email or phone you sign in with").fill("zoe.login@example.com");
  await page.getByLabel("Date of ban").fill("2025-10-03");
  await page.getByLabel("Consequences").fill(story);
}

/** The field shows `message`, is marked invalid, and names the message as its description. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
}

/* No two tests share an account or a letter on the shared server: they run side by side. */
test.describe.configure({ mode: "parallel" });

test("a user builds a letter step by step, with a live preview, validation and a saved draft", async ({ page }) => {
  await registerViaApi(page);

  await page.goto("/letters");
  await expect(page.getByRole("heading", { level: 1, name: "Your Letters" })).toBeVisible();
  await expect(page.getByText("No demand letters yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Your First Letter" })).toHaveAttribute("href", "/create-letter");

  await page.goto("/create-letter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create Your Demand Letter");
  await expect(page).toHaveTitle(/Create Letter/);
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "1");
  await expect(progress(page)).toHaveAttribute("aria-valuemax", "4");
  await expect(page.getByRole("button", { name: "Previous" })).toHaveCount(0);

  // The preview starts with placeholders, the recipient's legal department and today's date.
  const letter = preview(page);
  for (const placeholder of [
    "[Your Full Name]",
    "[Street Address]",
    "[Username]",
    "[Platforms]",
    "[Describe the consequences]",
  ]) {
    await expect(letter).toContainText(placeholder);
  }
  await expect(letter).toContainText("Attn: Legal Department");
  await expect(letter).toContainText("1 Meta Way");
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" }).format(new Date()),
  );
  await expect(letter).toContainText(today);
  await expect(letter).toContainText("The full letter");

  // Step 1 with nothing filled: every field says what it needs; focus goes to the first.
  await page.getByRole("button", { name: "Next" }).click();
  await expectFieldError(page.getByLabel("Full name"), "Full name is required");
  await expectFieldError(page.getByLabel("Email"), "Email is required");
  await expectFieldError(page.getByLabel("Phone"), "Phone number is required");
  await expectFieldError(page.getByLabel("Street address"), "Street address is required");
  await expectFieldError(page.getByLabel("City"), "City is required");
  await expectFieldError(page.getByLabel("State"), "State is required");
  await expectFieldError(page.getByLabel("ZIP"), "ZIP code is required");
  await expect(page.getByLabel("Full name")).toBeFocused();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "1");

  // The preview follows the typing; a fixed field loses its message.
  await page.getByLabel("Full name").fill(sender.fullName);
  await expect(letter).toContainText(`My name is ${sender.fullName}.`);
  await expect(letter).not.toContainText("[Your Full Name]");
  await expect(page.getByText("Full name is required")).toHaveCount(0);

  // An invalid ZIP keeps the user on step 1.
  await fillPersonalInfo(page, "9411");
  await page.getByRole("button", { name: "Next" }).click();
  await expectFieldError(page.getByLabel("ZIP"), "Enter a 5-digit ZIP code, or ZIP+4 like 94025-1234");
  await expect(page.getByLabel("ZIP")).toBeFocused();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "1");
  await page.getByLabel("ZIP").fill(sender.zipCode);
  await expect(letter).toContainText("San Francisco, CA 94110");
  await page.getByRole("button", { name: "Next" }).click();

  // Step 2: the ban date starts at the sender's today (San Francisco, whatever the browser's zone), no later day can be picked.
  await expect(stepHeading(page, "Ban Details")).toBeFocused();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "2");
  const localToday = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date());
  await expect(page.getByLabel("Date of ban")).toHaveValue(localToday);
  await expect(page.getByLabel("Date of ban")).toHaveAttribute("max", localToday);
  await expect(page.getByLabel("Consequences")).toHaveAttribute("rows", "4");
  await expect(page.getByLabel("Send To")).toHaveValue("meta-main");
  await expect(page.getByLabel("Send To").locator("option:checked")).toHaveText(
    "Meta Platforms, Inc. (Legal Department) — 1 Meta Way, Menlo Park, CA 94025",
  );

  // Step 2 with nothing chosen.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Select at least one platform")).toBeVisible();
  await expectFieldError(page.getByLabel("Username or account ID"), "Username is required");
  await expectFieldError(page.getByLabel("Consequences"), "Describe the consequences of the ban");
  await expect(page.getByRole("checkbox", { name: "Instagram" })).toBeFocused();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "2");

  // A username typed before any platform is chosen becomes the first platform's handle.
  await page.getByLabel("Username or account ID").fill("zoe.builds");
  await page.getByRole("checkbox", { name: "Instagram" }).click();
  await expect(page.getByText("Select at least one platform")).toHaveCount(0);
  await expect(letter).toContainText("restore my Instagram account");
  await expect(page.getByLabel("Instagram username")).toHaveValue("zoe.builds");
  await expect(letter).toContainText("“zoe.builds”");
  // Send To follows the platform: Instagram's notice of dispute goes to its arbitration-filing address.
  await expect(page.getByLabel("Send To")).toHaveValue("meta-instagram-disputes");
  await expect(letter).toContainText("Attn: Instagram Arbitration Filing");
  await page.getByLabel("Date of ban").fill("2025-10-03");
  await expect(letter).toContainText("on October 3, 2025");

  // The story: a visible counter, the 40-character minimum, then the preview quotes it.
  const consequences = page.getByLabel("Consequences");
  await expect(consequences).toHaveAccessibleDescription(/0 \/ 5,000 characters · at least 40 needed/);
  await consequences.fill("I lost ten years of family photos.");
  await expect(page.getByText("34 / 5,000 characters · at least 40 needed (6 to go)")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expectFieldError(consequences, "Describe the consequences in at least 40 characters");
  // A notice of dispute must carry the email or phone the account signs in with.
  const login = page.getByLabel("Email or phone you sign in with");
  await expectFieldError(
    login,
    "Enter the email or phone number you sign in to Instagram with: a notice of dispute must include it",
  );
  await login.fill("zoe.login@example.com");
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "2");
  await consequences.fill(story);
  await expect(page.getByText(`${story.length} / 5,000 characters`, { exact: true })).toBeVisible();
  await expect(letter).toContainText(story);
  await expect(letter).not.toContainText("[Describe the consequences]");

  // A reload keeps the draft and the step.
  await page.reload();
  await expect(stepHeading(page, "Ban Details")).toBeVisible();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "2");
  await expect(page.getByRole("checkbox", { name: "Instagram" })).toBeChecked();
  await expect(page.getByLabel("Instagram username")).toHaveValue("zoe.builds");
  await expect(page.getByLabel("Date of ban")).toHaveValue("2025-10-03");
  await expect(page.getByLabel("Consequences")).toHaveValue(story);
  await expect(page.getByLabel("Send To")).toHaveValue("meta-instagram-disputes");
  await expect(preview(page)).toContainText(`My name is ${sender.fullName}.`);

  // Previous goes back without checks, with step 1 as it was.
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByLabel("Email")).toHaveValue(sender.email);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();

  // Step 3: a read-only review.
  await expect(stepHeading(page, "Preview")).toBeVisible();
  const personal = page.getByRole("region", { name: "Personal info" });
  await expect(personal).toContainText(sender.fullName);
  await expect(personal).toContainText(sender.phone);
  await expect(personal).toContainText("San Francisco, CA 94110");
  const ban = page.getByRole("region", { name: "Ban details" });
  await expect(ban).toContainText("Instagram");
  await expect(ban).toContainText("zoe.builds");
  /* The ban date is shown beside its question, so a default never goes out unread; looked at at both widths. */
  await expect(ban).toContainText("Is this the day your account was disabled? If not, select Edit and change it");
  const viewport = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await keepShotOf(ban, { path: path.join(tmpdir(), `review-ban-date-${width}.png`) });
  }
  if (viewport) await page.setViewportSize(viewport);
  await expect(ban).toContainText("October 3, 2025");
  await expect(ban).toContainText("1601 Willow Rd., Menlo Park, CA 94025");
  await expect(page.getByRole("region", { name: "Signature" })).toContainText("Not signed yet");
  await expect(page.locator("form").getByRole("textbox")).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();

  // Step 4: ready; the service is chosen on the next page.
  await expect(stepHeading(page, "Select Service")).toBeVisible();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "4");
  await expect(page.getByText("Your letter is ready.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Sign your letter" })).toContainText(
    "A certified-mail order needs a signed letter",
  );
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
  await page.getByRole("button", { name: "Create Letter" }).click();

  await expect(page).toHaveURL(/\/checkout\?letterId=\d+$/);
  await expect(page.getByText("Demand letter created successfully!", { exact: true })).toBeVisible();
  const letterId = new URL(page.url()).searchParams.get("letterId");
  const drafts = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("letter-draft:")));
  expect(drafts).toEqual([]);

  // The letter is listed, waiting for checkout.
  await page.goto("/letters");
  const row = page.getByRole("listitem").filter({ hasText: `Letter #${letterId}` });
  await expect(row).toContainText("Instagram");
  await expect(row).toContainText("zoe.builds");
  await expect(row.getByRole("link", { name: `Pay for Letter #${letterId}` })).toHaveAttribute(
    "href",
    `/checkout?letterId=${letterId}`,
  );
  await expect(row.getByRole("link", { name: `Edit Letter #${letterId}` })).toHaveAttribute(
    "href",
    `/letters/${letterId}/edit`,
  );
  await expect(row.getByRole("button", { name: `Delete Letter #${letterId}` })).toBeVisible();

  // A new letter starts from scratch.
  await page.goto("/create-letter");
  await expect(stepHeading(page, "Personal Info")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("");
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the wizard fits the screen and the preview opens in a sheet", async ({ page }) => {
    await registerViaApi(page);
    await page.goto("/create-letter");
    /** Opens the letter sheet, checks the letter says `text`, and closes it again. */
    const previewShows = async (text: string) => {
      await page.getByRole("button", { name: "Show the letter" }).click();
      await expect(preview(page)).toContainText(text);
      await page.keyboard.press("Escape");
      await expect(preview(page)).toHaveCount(0);
    };
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await previewShows("[Your Full Name]");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    expect(await noSideScroll()).toBe(true);

    await fillPersonalInfo(page);
    await previewShows(sender.fullName);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page, "Ban Details")).toBeVisible();
    await fillBanDetails(page);
    await page.getByLabel("Instagram username").fill("zoe.builds.a.very.long.username.without.any.spaces.at.all");
    await previewShows("zoe.builds.a.very.long.username");
    expect(await noSideScroll()).toBe(true);

    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page, "Preview")).toBeVisible();
    expect(await noSideScroll()).toBe(true);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("button", { name: "Create Letter" })).toBeVisible();
    expect(await noSideScroll()).toBe(true);
  });
});

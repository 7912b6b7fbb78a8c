import { keepShot } from "./shots.ts";
import { checkoutByApi } from "./a11y-helpers.ts";
import { createLetterViaApi, expect, registerViaApi, signedBy, test } from "./fixtures.ts";
import { scaled } from "../timeouts.ts";
import { drawSignature, letterById, preview, stepHeading, toast } from "./wizard-helpers.ts";

/** Editing, correcting and deleting saved letters; certified mail only for a signed letter. */

/* No two tests share an account or a letter on the shared server: they run side by side. */
test.describe.configure({ mode: "parallel" });

test("editing an unpaid letter: the wizard opens with its data and saves with PATCH", async ({ page, baseURL }) => {
  await registerViaApi(page);
  const letterId = await createLetterViaApi(page, baseURL ?? "", {
    platforms: ["Instagram"],
    recipientBusinessId: "meta-instagram-disputes",
    accountLogin: "zoe.login@example.com",
  });

  await page.goto("/letters");
  await page.getByRole("link", { name: `Edit Letter #${letterId}` }).click();
  // The wizard writes its step into the address (?step=1) once it has opened.
  await expect(page).toHaveURL(new RegExp(`/letters/${letterId}/edit(\\?step=1)?$`));
  await expect(page.getByRole("heading", { level: 1, name: `Edit Letter #${letterId}` })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Zoë Łukasz");
  await expect(preview(page)).toContainText("My name is Zoë Łukasz.");
  // Drafts of new letters are not touched by editing.
  await page.getByLabel("City").fill("Oakland");
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("letter-draft:")))).toEqual(
    [],
  );

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Instagram username")).toHaveValue("zoe.makes.things");
  await expect(page.getByLabel("Date of ban")).toHaveValue("2026-11-01");
  await page.getByLabel("Instagram username").fill("zoe.renamed");
  await expect(preview(page)).toContainText("“zoe.renamed”");
  await page.getByRole("button", { name: "Save Changes" }).click();

  await expect(page).toHaveURL(`/checkout?letterId=${letterId}`);
  await expect(toast(page, "Your letter has been updated.")).toBeVisible();
  // The order summary names the new username (the letter's own text shows it too).
  await expect(page.getByRole("definition").filter({ hasText: "zoe.renamed" })).toBeVisible();
  const stored = await letterById(page, letterId);
  expect(stored).toMatchObject({
    city: "Oakland",
    username: "zoe.renamed",
    platformUsernames: { Instagram: "zoe.renamed" },
  });

  // Checkout's summary offers Edit too, and the edit page shows what was saved.
  await page.getByRole("link", { name: "Edit letter" }).click();
  await expect(page.getByLabel("City")).toHaveValue("Oakland");
  await expect(preview(page)).toContainText("Oakland, CA 94105");
});

test("deleting an unpaid letter asks first; a paid letter offers no delete", async ({ page, baseURL }) => {
  await registerViaApi(page);
  const base = baseURL ?? "";
  const paidId = await createLetterViaApi(page, base, signedBy("Paid Person"));
  await checkoutByApi(page, base, paidId, "digital", true);
  const letterId = await createLetterViaApi(page, base);

  await page.goto("/letters");
  const row = page.getByRole("listitem").filter({ hasText: `Letter #${letterId}` });
  await row.getByRole("button", { name: `Delete Letter #${letterId}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete Letter #${letterId}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Delete Letter #${letterId}` }).click();
  await dialog.getByRole("button", { name: "Delete letter" }).click();
  await expect(toast(page, `Letter #${letterId} has been deleted.`)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: `Letter #${letterId}` })).toHaveCount(0);
  expect((await page.request.get(`/api/demand-letters/${letterId}`)).status()).toBe(404);

  const paidRow = page.getByRole("listitem").filter({ hasText: `Letter #${paidId}` });
  await expect(paidRow.getByRole("link", { name: `Edit Letter #${paidId}` })).toBeVisible();
  await expect(paidRow.getByRole("button", { name: /Delete/ })).toHaveCount(0);
});

test("a paid letter is corrected with a new dated version; its platforms and address stay, its person and accounts too", async ({
  page,
  baseURL,
}) => {
  await registerViaApi(page);
  const base = baseURL ?? "";
  const letterId = await createLetterViaApi(page, base, {
    platforms: ["Instagram"],
    recipientBusinessId: "meta-instagram-disputes",
    accountLogin: "zoe.login@example.com",
  });
  await checkoutByApi(page, base, letterId, "digital", true);

  await page.goto(`/letters/${letterId}/edit?step=2`);
  await expect(page.getByText("Saving makes a new dated version of the letter")).toBeVisible();
  await expect(stepHeading(page, "Ban Details")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Instagram" })).toBeDisabled();
  await expect(page.getByLabel("Send To")).toBeDisabled();

  // Another account, or another person, is a new letter: the server's refusal shows on the field.
  const handle = page.getByLabel("Instagram username");
  await handle.fill("someone.else");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    page.getByText(
      /A paid letter stays with the accounts it was paid for: you can fix the spelling of this Instagram username/,
    ),
  ).toBeVisible();
  await expect(handle).toBeFocused();
  await handle.fill("zoe.makes.thing");
  await page.getByRole("button", { name: "Previous" }).click();
  await page.getByLabel("Full name").fill("Maria Gonzalez");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(/A paid letter stays with the person it was paid for/)).toBeVisible();
  await expect(page.getByLabel("Full name")).toBeFocused();
  await keepShot(page, { path: "test-results/screens/paid-letter-other-person.png", fullPage: true });
  await page.getByLabel("Full name").fill("Zoe Lukasz");
  await page.getByRole("button", { name: "Next" }).click();
  await page
    .getByLabel("Consequences")
    .fill("I lost eight years of photos and the page my bakery customers use to order.");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL("/orders");
  await expect(toast(page, "Your correction is saved as a new dated version of your letter.")).toBeVisible();
  expect(await letterById(page, letterId)).toMatchObject({
    consequences: "I lost eight years of photos and the page my bakery customers use to order.",
    fullName: "Zoe Lukasz",
    platformUsernames: { Instagram: "zoe.makes.thing" },
  });
});

test("certified mail for an unsigned letter: the review before paying signs it, and the payment continues", async ({
  page,
  baseURL,
}) => {
  await registerViaApi(page);
  const letterId = await createLetterViaApi(page, baseURL ?? "", { signature: null });

  await page.goto(`/checkout?letterId=${letterId}&package=mail`);
  await page.getByRole("button", { name: "Pay $25.00" }).click();
  const review = page.getByRole("dialog", { name: "Review before you pay" });
  await expect(review.getByText(/, \d+ pages?, printed and sent by USPS Certified Mail$/)).toBeVisible();
  const sign = review.getByRole("group", { name: "Sign your letter" });
  await expect(sign).toBeVisible();
  /* Not signed yet: the review says so and stays. */
  await review.getByRole("button", { name: "Sign and continue to payment" }).click();
  await expect(sign.getByRole("alert")).toHaveText("Tick “I sign this letter” to sign it.");
  await sign.getByRole("checkbox", { name: /I sign this letter/ }).click();
  await review.getByRole("button", { name: "Sign and continue to payment" }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_local_[0-9a-f]+$/);
  expect((await letterById(page, letterId)).signature).toEqual({ kind: "typed", name: "Zoë Łukasz" });

  // The digital package never needs a signature.
  const unsigned = await createLetterViaApi(page, baseURL ?? "", { signature: null });
  await page.goto(`/checkout?letterId=${unsigned}`);
  await expect(page.getByRole("button", { name: "Pay $5.00" })).toBeEnabled();
  await expect(page.getByText("Sign your letter before we mail it")).toHaveCount(0);
  // A signed letter goes straight to payment.
  const signed = await createLetterViaApi(page, baseURL ?? "");
  await page.goto(`/checkout?letterId=${signed}&package=mail`);
  await expect(page.getByRole("button", { name: "Pay $25.00" })).toBeEnabled();
});

test("upgrading an unsigned paid letter to certified mail: signed inside the review, then paid", async ({
  page,
  baseURL,
}) => {
  await registerViaApi(page);
  const base = baseURL ?? "";
  const letterId = await createLetterViaApi(page, base, { signature: null });
  await checkoutByApi(page, base, letterId, "digital", true);

  await page.goto("/orders");
  await page.getByRole("button", { name: "Upgrade to Certified Mail (+$20)" }).click();
  const review = page.getByRole("dialog", { name: "Review before you pay" });
  const sign = review.getByRole("group", { name: "Sign your letter" });
  await expect(sign).toBeVisible();
  await sign.getByRole("radio", { name: "Draw my signature" }).check();
  await drawSignature(page);
  await review.getByRole("button", { name: "Sign and continue to payment" }).click();
  /* Signing a paid letter saves a new dated version, rendered before the answer: on a busy machine the render lane may be queued. */
  await expect(page).toHaveURL(/\/test-checkout\/cs_local_[0-9a-f]+$/, { timeout: scaled(30_000) });
  expect((await letterById(page, letterId)).signature?.kind).toBe("drawn");
});

import { keepShot } from "./shots.ts";
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { DESKTOP, expectAccessibleHere, PHONE } from "./a11y-helpers.ts";
import { createLetterViaApi, expect, fillTestCard, openCheckoutViaApi, registerViaApi, test } from "./fixtures.ts";
import { stepHeading, toast, toBanDetails, toSignStep } from "./wizard-helpers.ts";

/**
 * Issue 29, part 2: a split (one letter per address) is chosen, never pre-ticked, with its total
 * shown in the wizard and on checkout, and paid in one checkout; every unpaid letter offers Pay;
 * My Letters is in the navigation; the dashboard's recent letters give the next step and days left.
 */

const SHOTS = process.env.SHOTS_DIR ?? "test-results/screens/split-checkout";
mkdirSync(SHOTS, { recursive: true });

async function look(page: Page, name: string, width: number) {
  await expectAccessibleHere(page, `${name} @ ${width}px`);
  await keepShot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/** Orders the page's user has, as the API lists them. */
async function myOrders(page: Page) {
  const response = await page.request.get("/api/orders");
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: number; demandLetterId: number; status: string; amount: string }[];
}

/* No two tests share an account or a letter on the shared server: they run side by side. */
test.describe.configure({ mode: "parallel" });

for (const size of [PHONE, DESKTOP]) {
  test(`a split is chosen, totalled and paid in one checkout at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await registerViaApi(page);
    await toBanDetails(page);
    await page.getByRole("checkbox", { name: "Instagram" }).click();
    await page.getByRole("checkbox", { name: "Facebook" }).click();
    await page.getByLabel("Instagram username").fill("zoe.builds");
    await page.getByLabel("Facebook username or profile link").fill("facebook.com/zoe.lukasz");
    await page.getByLabel("Email or phone you sign in with").fill("zoe.login@example.com");
    await page.getByLabel("Consequences").fill("I lost ten years of family photos and the page my shop runs on.");

    /* Explained, priced, and left for the user to choose. */
    const split = page.getByRole("checkbox", { name: "Make one letter per address (2 letters)" });
    await expect(split).not.toBeChecked();
    await expect(split).toHaveAccessibleDescription(
      /its own purchase, all paid in one checkout: 2 letters × \$5\.00 = \$10\.00 for the digital letters, or 2 letters × \$25\.00 = \$50\.00 with certified mail/,
    );
    await look(page, "wizard-step2-split-offered", size.width);
    await split.click();
    await expect(split).toBeChecked();

    await toSignStep(page);
    await expect(page.getByText("Your 2 letters are ready.")).toBeVisible();
    const options = page.getByRole("list", { name: "Prices, for reference: you choose the service on the next page" });
    await expect(options.getByRole("listitem").filter({ hasText: "Digital Letter" })).toContainText(
      "2 letters × $5.00 = $10.00",
    );
    await expect(options.getByRole("listitem").filter({ hasText: "Letter + Certified Mail" })).toContainText(
      "2 letters × $25.00 = $50.00",
    );
    await look(page, "wizard-step4-split-totals", size.width);

    await page.getByRole("button", { name: "Create Letter" }).click();
    await expect(page).toHaveURL(/\/checkout\?letterId=\d+&letters=\d+,\d+$/);
    await expect(toast(page, /2 letters were created, one per address\. Pay for all of them here/)).toBeVisible();
    const [first, second] = new URL(page.url()).searchParams.get("letters")!.split(",").map(Number);

    /* The total before paying: each letter's line, then 2 × $5 = $10, and one Pay button for it. */
    const summary = page.getByRole("heading", { name: "Order summary" }).locator("..");
    await expect(summary.getByText(`Letter #${first}`, { exact: true })).toBeVisible();
    await expect(summary.getByText(`Letter #${second}`, { exact: true })).toBeVisible();
    await expect(summary.getByText("Instagram", { exact: true })).toBeVisible();
    await expect(summary.getByText("Facebook", { exact: true })).toBeVisible();
    await expect(summary.getByText("Digital Letter: 2 letters × $5.00 = $10.00")).toBeVisible();
    await expect(page.getByText("2 letters × $5.00 = $10.00, one order per letter")).toBeVisible();
    const pay = page.getByRole("button", { name: "Pay $10.00" });
    await expect(pay).toBeVisible();
    /* Each letter of the split in full before paying, each with its own pages. */
    for (const [index, id] of [first, second].entries()) {
      const full = page.getByRole("region", { name: new RegExp(`^Letter ${index + 1} of 2 \\(#${id}\\), in full`) });
      await expect(full.getByRole("heading", { name: /\(\d+ pages?\)$/ })).toBeVisible();
      await expect(full.getByText("Preview, page 1 of", { exact: false }).first()).toBeVisible();
    }
    await look(page, "checkout-split", size.width);

    /* The mail package's total, then back to digital. */
    await page.getByRole("link", { name: "Upgrade to Mail Package" }).click();
    await expect(page).toHaveURL(new RegExp(`letters=${first},${second}&package=mail$`));
    await expect(page.getByRole("button", { name: "Pay $50.00" })).toBeVisible();
    await page.getByRole("link", { name: /Choose the Digital Letter/ }).click();
    await expect(pay).toBeVisible();

    await pay.click();
    await fillTestCard(page);
    await expect(page.getByText("$10.00", { exact: true })).toBeVisible();
    await expect(page.getByText(`Demand letter - digital (PDF + Word) - Letter #${first}`)).toBeVisible();
    await expect(page.getByText(`Demand letter - digital (PDF + Word) - Letter #${second}`)).toBeVisible();
    await page.getByRole("button", { name: "Pay $10.00" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
    await expect(page.getByText("One payment of $10.00 covers your 2 letters, one order each.")).toBeVisible();
    await expect(page.getByRole("heading", { name: new RegExp(`^Letter #${first}`) })).toBeVisible();
    await expect(page.getByRole("heading", { name: new RegExp(`^Letter #${second}`) })).toBeVisible();
    await look(page, "checkout-split-paid", size.width);

    /* One order per letter, each $5.00, each paid. */
    const paid = (await myOrders(page)).filter((order) => [first, second].includes(order.demandLetterId));
    expect(paid.map((order) => [order.demandLetterId, order.status, order.amount]).sort()).toEqual(
      [
        [first, "completed", "5.00"],
        [second, "completed", "5.00"],
      ].sort(),
    );
  });

  test(`Pay on every unpaid letter, next step and days left, and My Letters at ${size.width} px`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(size);
    await registerViaApi(page);
    const base = baseURL ?? "";
    const paidLetter = await createLetterViaApi(page, base, { platforms: ["Facebook"], username: "zoe.paid" });
    await page.goto((await openCheckoutViaApi(page, base, paidLetter)).checkoutUrl);
    await fillTestCard(page);
    await page.getByRole("button", { name: "Pay $5.00" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
    /* The first download dates the letter: its reply deadline counts from that day. */
    expect((await page.request.get(`/api/demand-letters/${paidLetter}/download/pdf`)).status()).toBe(200);
    const unpaid = [
      await createLetterViaApi(page, base, { platforms: ["Facebook"], username: "zoe.one" }),
      await createLetterViaApi(page, base, { platforms: ["Facebook"], username: "zoe.two" }),
    ];

    await page.goto("/");
    const recent = page.getByRole("region", { name: "Recent Demand Letters" });
    for (const id of unpaid) {
      await expect(recent.getByRole("link", { name: `Pay for Letter #${id}` })).toHaveAttribute(
        "href",
        `/checkout?letterId=${id}`,
      );
    }
    await expect(recent.getByRole("link", { name: `Pay for Letter #${paidLetter}` })).toHaveCount(0);
    const paidRow = recent.getByRole("listitem").filter({ hasText: `Letter #${paidLetter}` });
    await expect(paidRow).toContainText(/\d+ days left for Meta to reply/);
    await expect(paidRow).toContainText("Next step: Print, sign and send your letter by certified mail");
    const unpaidRow = recent.getByRole("listitem").filter({ hasText: `Letter #${unpaid[0]}` });
    await expect(unpaidRow).toContainText("Next step: Pay for your letter");
    await look(page, "dashboard-pay-next-step", size.width);

    /* My Letters: in the bar at 1280 px, in the menu at 390 px; the spec's items stay. */
    if (size.width < 768) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.locator("#mobile-menu");
      for (const name of ["Create Letter", "My Letters", "My Orders"]) {
        await expect(menu.getByRole("link", { name })).toBeVisible();
      }
      await look(page, "nav-menu-my-letters", size.width);
      await menu.getByRole("link", { name: "My Letters" }).click();
    } else {
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const name of ["Create Letter", "My Letters", "My Orders"]) {
        await expect(nav.getByRole("link", { name })).toBeVisible();
      }
      await nav.getByRole("link", { name: "My Letters" }).click();
    }
    await expect(page).toHaveURL("/letters");

    for (const id of unpaid) {
      await expect(page.getByRole("link", { name: `Pay for Letter #${id}` })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: `Pay for Letter #${paidLetter}` })).toHaveCount(0);
    await look(page, "letters-pay", size.width);

    /* Pay opens that letter's own checkout. */
    await page.getByRole("link", { name: `Pay for Letter #${unpaid[1]}` }).click();
    await expect(page).toHaveURL(`/checkout?letterId=${unpaid[1]}`);
    await expect(page.getByRole("button", { name: "Pay $5.00" })).toBeVisible();
    await expect(stepHeading(page, "Select Service")).toHaveCount(0);
  });
}

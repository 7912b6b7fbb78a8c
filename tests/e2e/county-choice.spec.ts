import { keepShotOf } from "./shots.ts";
import { readFileSync } from "node:fs";
import path from "node:path";
import { DESKTOP, expectAccessible, PHONE } from "./a11y-helpers.ts";
import { registerByApi, signIn } from "./admin-helpers.ts";
import { createLetterViaApi, expect, newEmail, payViaApi, signedBy, test, watchConsole } from "./fixtures.ts";
import { scaled } from "../timeouts.ts";

/**
 * Decision 0070: a sender in a state whose small-claims fee each county sets chooses their county
 * on the case page, beside the guide; it is kept on the case, and the guide links that county's court.
 */
test("an Illinois sender chooses their county beside the small-claims guide, and it is kept", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(scaled(90_000));
  const base = baseURL ?? "";
  const errors = watchConsole(page);
  const email = newEmail("county");
  await registerByApi(base, email, "Zoë");
  await signIn(page, base, email);
  const letterId = await createLetterViaApi(page, base, {
    ...signedBy(),
    state: "IL",
    city: "Chicago",
    zipCode: "60602",
  });
  await payViaApi(page, base, letterId);
  expect((await page.request.get(`${base}/api/demand-letters/${letterId}/download/pdf`)).ok()).toBe(true);
  const outcome = await page.request.post(`${base}/api/demand-letters/${letterId}/outcome`, {
    data: { kind: "refused" },
    headers: { origin: base },
  });
  expect(outcome.ok()).toBe(true);

  await page.goto(`${base}/letters/${letterId}`);
  const card = page.locator("#case-record");
  await expect(card.getByRole("button", { name: "Small-claims guide (PDF)" })).toBeVisible();
  const county = card.getByLabel("Your county (optional)");
  await expect(county).toHaveValue("");
  await expect(card.getByText("We never work it out from your ZIP code.", { exact: false })).toBeVisible();
  await county.selectOption({ label: "Cook County" });
  await expect(card.getByText("Saved. Download the guide again for Cook County's court.")).toBeVisible();

  // Kept on the case: a reload shows it, and the guide downloaded from the card names its court's page.
  await page.reload();
  await expect(county).toHaveValue("Cook");
  const [guide] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: "Small-claims guide (PDF)" }).click(),
  ]);
  expect(guide.suggestedFilename()).toBe(`small-claims-guide-${letterId}.pdf`);
  expect(
    readFileSync(await guide.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await keepShotOf(card, { path: path.join("/tmp", `h5-county-card-${size.width}.png`) });
  }
  await page.setViewportSize(DESKTOP);
  await expectAccessible(page, "case page with the county choice");

  // Cleared, the choice says how the guide finds the court instead.
  await county.selectOption({ label: "Not chosen" });
  await expect(card.getByText("No county chosen: the guide tells you how to find your court.")).toBeVisible();
  expect(errors).toEqual([]);
});

import { keepShot, keepShotOf } from "./shots.ts";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { scaled } from "../timeouts.ts";
import { DESKTOP, expectAccessible, PHONE } from "./a11y-helpers.ts";
import { registerByApi, signIn, startServer, ownServerPort } from "./admin-helpers.ts";
import { expect, newEmail, paidLetterViaApi, registerViaApi, signedBy, test, watchConsole } from "./fixtures.ts";

const SCREENS = path.join("test-results", "screens", "out-of-court");

const GERMAN_LETTER = {
  ...signedBy("Greta Schmidt"),
  country: "DE",
  state: undefined,
  zipCode: "10115",
  city: "Berlin",
  address: "Hauptstraße 1",
  phone: "+49 30 1234567",
  platforms: ["Instagram"],
};

/** A German Instagram letter, paid for as a digital letter on the test checkout; returns its id. */
async function paidGermanLetter(page: Page, base: string): Promise<number> {
  return (await paidLetterViaApi(page, base, GERMAN_LETTER)).letterId;
}

/* Issue 40, part 5: a sender in Germany sees the EU route on the case page, not the US guides. */
test("a German letter's case page shows the six-month window, the GDPR month and the guide", async ({
  page,
  baseURL,
}) => {
  const base = baseURL as string;
  const errors = watchConsole(page);
  await registerViaApi(page, { firstName: "Greta" });
  const letterId = await paidGermanLetter(page, base);
  /* Downloaded, so the letter is dated and its sending can be recorded. */
  expect((await page.request.get(`${base}/api/demand-letters/${letterId}/download/pdf`)).status()).toBe(200);

  await page.goto(`${base}/letters/${letterId}`);
  const card = page.locator("#out-of-court");
  await expect(card.getByRole("heading", { name: "After your letter: the EU route" })).toBeVisible();
  await expect(card.getByText("For a sender in Germany.", { exact: false })).toBeVisible();
  /* The ban date in letterInput is November 1, 2026: the six months end on April 30, 2027. */
  await expect(card.getByText("April 30, 2027")).toBeVisible();
  await expect(page.getByRole("button", { name: /Small claims/i })).toHaveCount(0);
  await expect(page.getByText(/attorney general/i)).toHaveCount(0);
  /* Sent from abroad: registered post is offered, the Postal Service's ways are not (decision 0052). */
  const how = page.getByLabel("How you sent it");
  await expect(how.locator("option", { hasText: "Registered or tracked post" })).toHaveCount(1);
  await expect(how.locator("option", { hasText: "USPS" })).toHaveCount(0);

  await card.getByLabel("Day Meta told you of its decision (optional)").fill("2026-11-10");
  await expect(card.getByText("May 9, 2027")).toBeVisible();
  await card.getByLabel("Day Meta received your data request (optional)").fill("2026-11-25");
  await expect(card.getByText("December 25, 2026")).toBeVisible();

  mkdirSync(SCREENS, { recursive: true });
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await keepShotOf(card, { path: path.join(SCREENS, `case-card-de-${size.width}.png`) });
  }
  await page.setViewportSize(DESKTOP);
  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: "Out-of-court guide (PDF)" }).click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");

  await expectAccessible(page, "case page of a German letter");
  expect(errors).toEqual([]);
});

/*
 * After the deadline (the server's clock moved, see clock-server.ts): the German sender's next step
 * is the out-of-court route, and the page offers no final notice, small-claims guide, arbitration
 * demand or attorney general summary (decision 0053). A server of its own, on a port of its own.
 */
test("a German letter past its deadline: the next step is the out-of-court route, no US documents", async ({
  page,
}) => {
  test.setTimeout(scaled(120_000));
  const root = mkdtempSync(path.join(tmpdir(), "e2e-eu-case-"));
  const offsetFile = path.join(root, "clock-offset-days");
  writeFileSync(offsetFile, "0");
  const port = ownServerPort(12);
  const server = await startServer(
    path.join(root, "data"),
    port,
    { CLOCK_OFFSET_FILE: offsetFile },
    "tests/e2e/clock-server.ts",
  );
  try {
    const base = server.baseUrl;
    const errors = watchConsole(page);
    const email = newEmail("eu-case");
    await registerByApi(base, email, "Greta");
    await signIn(page, base, email);
    const letterId = await paidGermanLetter(page, base);
    /* The first download dates the letter: its 30 days count from today. */
    expect((await page.request.get(`${base}/api/demand-letters/${letterId}/download/pdf`)).ok()).toBe(true);

    writeFileSync(offsetFile, "35");
    await new Promise((resolve) => setTimeout(resolve, 250));
    await signIn(page, base, email);
    await page.goto(`${base}/letters/${letterId}`);

    const next = page.getByRole("region", { name: "Next step" });
    await expect(next.getByText(/^Reply deadline: .+ \(passed\)$/)).toBeVisible();
    await expect(next.getByText(/^The 30-day deadline has passed\. Your next step is out of court/)).toBeVisible();
    await next.getByRole("link", { name: "See your out-of-court route" }).click();
    await expect(page).toHaveURL(/#out-of-court$/);
    await expect(
      page.locator("#out-of-court").getByRole("heading", { name: "After your letter: the EU route" }),
    ).toBeVisible();

    const main = page.locator("main");
    await expect(main.getByText(/final notice/i)).toHaveCount(0);
    await expect(main.getByText(/small.claims/i)).toHaveCount(0);
    await expect(main.getByText(/arbitrat/i)).toHaveCount(0);
    await expect(main.getByText(/attorney general/i)).toHaveCount(0);
    /* Certified mail is a US service: the data request is theirs to send. */
    for (const part of [next, page.locator("#further"), page.locator("#case-record")])
      await expect(part.getByText(/USPS|certified mail|your state/i)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Mail the/ })).toHaveCount(0);
    await expect(
      page.getByRole("button", { name: /Final notice|Small-claims|arbitration|Record sending/i }),
    ).toHaveCount(0);
    await expect(page.locator("#case-record").getByRole("heading", { name: "Your case record" })).toBeVisible();

    const screens = path.join("test-results", "screens", "eu-case");
    mkdirSync(screens, { recursive: true });
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await keepShot(page, { path: path.join(screens, `case-de-after-deadline-${size.width}.png`), fullPage: true });
    }
    await page.setViewportSize(DESKTOP);
    await expectAccessible(page, "case page of a German letter past its deadline");
    expect(errors).toEqual([]);
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
});

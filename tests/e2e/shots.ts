import type { Locator, Page } from "@playwright/test";
import type { LocatorScreenshotOptions, PageScreenshotOptions } from "playwright-core";

/**
 * Screenshots kept for a person to look at: no test compares them. They are taken only with
 * E2E_SHOTS=1 (`E2E_SHOTS=1 npx playwright test case.spec`), as when a screen changed and is to be
 * looked at 390 and 1280 px wide. Without it a full-page shot is skipped (one to two seconds of a
 * busy machine each), and a shot of an element still waits for the element to be visible, as the
 * screenshot would have.
 */
export const SHOTS_WANTED = process.env.E2E_SHOTS === "1";

export async function keepShot(page: Page, options: PageScreenshotOptions & { path: string }): Promise<void> {
  if (SHOTS_WANTED) await page.screenshot(options);
}

export async function keepShotOf(
  element: Locator,
  options: LocatorScreenshotOptions & { path: string },
): Promise<void> {
  if (SHOTS_WANTED) await element.screenshot(options);
  else await element.waitFor({ state: "visible" });
}

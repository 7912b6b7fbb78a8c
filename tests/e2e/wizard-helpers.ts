import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** Steps through the /create-letter wizard for the letter tests. */

export const SENDER = {
  fullName: "Zoë Łukasz",
  email: "zoe.lukasz@example.com",
  phone: "(415) 555-0134",
  address: "12 Market Street",
  city: "San Francisco",
  state: "CA",
  zipCode: "94110",
};

export const STORY = "I lost ten years of family photos and the shop page my customers use to reach me.";

export const preview = (page: Page) => page.getByRole("article", { name: "Letter preview" });
export const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text);

/** Fills step 1 and goes on to step 2. */
export async function toBanDetails(page: Page) {
  await page.goto("/create-letter");
  await page.getByLabel("Full name").fill(SENDER.fullName);
  await page.getByLabel("Email").fill(SENDER.email);
  await page.getByLabel("Phone").fill(SENDER.phone);
  await page.getByLabel("Street address").fill(SENDER.address);
  await page.getByLabel("City").fill(SENDER.city);
  await page.getByLabel("State").selectOption(SENDER.state);
  await page.getByLabel("ZIP").fill(SENDER.zipCode);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Ban Details")).toBeVisible();
}

/** On step 2: goes on through the review to step 4. */
export async function toSignStep(page: Page) {
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Preview")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Select Service")).toBeVisible();
}

/** The stored letter, read with the page's session. */
export async function letterById(page: Page, id: number | string) {
  const response = await page.request.get(`/api/demand-letters/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown> & {
    signature: { kind: string; name?: string; png?: string } | null;
  };
}

/** The letter id in /checkout?letterId=…. */
export async function checkoutLetterId(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/checkout\?letterId=\d+/);
  return Number(new URL(page.url()).searchParams.get("letterId"));
}

/** Draws a zigzag across the signature pad with the mouse. */
export async function drawSignature(page: Page) {
  const pad = page.getByRole("img", { name: /Signature pad/ });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("no signature pad");
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) {
    await page.mouse.move(box.x + box.width * (0.1 + step * 0.1), box.y + box.height * (step % 2 ? 0.3 : 0.7), {
      steps: 4,
    });
  }
  await page.mouse.up();
}

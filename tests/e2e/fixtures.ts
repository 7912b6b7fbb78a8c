import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import type { PackageType } from "../../src/domain/money/prices.ts";
import { E2E_PORT } from "../../playwright.config.ts";
import { letterInput } from "../helpers/factories.ts";
import type { CaughtEmail } from "../stand-ins/smtp-catcher.ts";
import { scaled } from "../timeouts.ts";

/**
 * Every test fails if the page logs a console error or throws. Chromium logs every 4xx answer
 * as "Failed to load resource"; a 4xx from our API is an answer the page handles (signed out,
 * wrong password...), so those are allowed. A 5xx never is.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors = watchConsole(page);
      await use(errors);
      expect(errors, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The console errors and thrown errors of a page, under the rule above; for pages the fixture does not watch. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const handledApiAnswer =
      /Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
      new URL(message.location().url).pathname.startsWith("/api/");
    if (!handledApiAnswer) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

let counter = 0;
export function newEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}@example.com`;
}

export const PASSWORD = "correct horse battery";

export async function register(page: Page, options: { firstName?: string; email?: string } = {}) {
  const email = options.email ?? newEmail();
  await page.goto("/register");
  await page.getByLabel("First Name").fill(options.firstName ?? "Ada");
  await page.getByLabel("Last Name").fill("Lovelace");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  return email;
}

/**
 * An account made through the API with the page's own session (signed in, as after `register`),
 * for a test that needs a signed-in user but is not about signing up: auth.spec.ts and the
 * keyboard test in accessibility.spec.ts walk the form itself. Returns the email.
 */
export async function registerViaApi(page: Page, options: { firstName?: string; email?: string } = {}) {
  const email = options.email ?? newEmail();
  const base = `http://127.0.0.1:${E2E_PORT}`;
  const response = await page.request.post(`${base}/api/auth/register`, {
    data: { email, password: PASSWORD, firstName: options.firstName ?? "Ada", lastName: "Lovelace" },
    headers: { origin: base },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** Waits for an email to `to` caught by the SMTP catcher. */
export async function waitForEmail(to: string, timeoutMs = scaled(10_000)): Promise<CaughtEmail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
      const message = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CaughtEmail;
      if (message.to.includes(to)) return message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email to ${to}`);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
}

/** Creates a letter through the API with the page's own session (the Origin must be ours). */
export async function createLetterViaApi(
  page: Page,
  base: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await page.request.post(`${base}/api/demand-letters`, {
    data: letterInput(overrides),
    headers: { origin: base },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Overrides for a letter from `fullName`, signed with that typed name (the factory's letters are signed by Zoë Łukasz). */
export function signedBy(fullName = "Zoë Łukasz") {
  return { fullName, signature: { kind: "typed", name: fullName } };
}

/**
 * "Continue to payment" in the review before a certified-mail payment, once the review has its
 * page count: the dialog grows when the count arrives, and a click just then can miss the button.
 */
export async function continueToPayment(page: Page) {
  const review = page.getByRole("dialog", { name: "Review before you pay" });
  await expect(review.getByText(/, \d+ pages?, printed and sent by USPS Certified Mail$/)).toBeVisible();
  await review.getByRole("button", { name: "Continue to payment" }).click();
}

/** The built-in test checkout page's card form, filled as a buyer would (pay with it afterwards). */
export async function fillTestCard(page: Page, cardNumber = "4242 4242 4242 4242") {
  await expect(page).toHaveURL(/\/test-checkout\/cs_local_[0-9a-f]+$/);
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 30");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Zoë Łukasz");
}

/** Opens a checkout session for a letter through the API, with the page's own session; returns its order, session and test-checkout address. */
export async function openCheckoutViaApi(
  page: Page,
  base: string,
  letterId: number,
  packageType: PackageType = "digital",
): Promise<{ orderId: number; sessionId: string; checkoutUrl: string }> {
  const checkout = await page.request.post(`${base}/api/create-checkout-session`, {
    data: { letterId, packageType },
    headers: { origin: base },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { checkoutUrl, orderId } = (await checkout.json()) as { checkoutUrl: string; orderId: number };
  return { orderId, sessionId: new URL(checkoutUrl).pathname.split("/").pop() ?? "", checkoutUrl };
}

/**
 * Pays for a letter on the built-in test checkout through the API, with the page's own session:
 * for a test that needs a paid letter or order but is not about paying. Returns the order and the
 * checkout session (its success page's address carries it).
 */
export async function payViaApi(
  page: Page,
  base: string,
  letterId: number,
  packageType: PackageType = "digital",
): Promise<{ orderId: number; sessionId: string }> {
  const checkout = await openCheckoutViaApi(page, base, letterId, packageType);
  const paid = await page.request.post(`${base}/api/test-checkout/${checkout.sessionId}/pay`, {
    data: { cardNumber: "4242424242424242" },
    headers: { origin: base },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return { orderId: checkout.orderId, sessionId: checkout.sessionId };
}

/** A letter created and paid for through the API (see payViaApi); returns the letter and its order. */
export async function paidLetterViaApi(
  page: Page,
  base: string,
  overrides: Record<string, unknown> = {},
  packageType: PackageType = "digital",
): Promise<{ letterId: number; orderId: number }> {
  const letterId = await createLetterViaApi(page, base, overrides);
  const { orderId } = await payViaApi(page, base, letterId, packageType);
  return { letterId, orderId };
}

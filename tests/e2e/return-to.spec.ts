import type { Page } from "@playwright/test";
import { createLetterViaApi, expect, newEmail, PASSWORD, registerViaApi, test } from "./fixtures.ts";

/** Sign-in and registration return to the page that sent the user there, when it is one of ours. */

const dashboard = (page: Page) => page.getByRole("heading", { name: /Welcome back/ });

async function signOutByApi(page: Page, base: string) {
  const response = await page.request.post(`${base}/api/auth/logout`, { headers: { origin: base } });
  expect(response.ok()).toBe(true);
}

async function fillSignIn(page: Page, email: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/* No two tests share an account or a letter on the shared server: they run side by side. */
test.describe.configure({ mode: "parallel" });

test("signing in from /login?next=/checkout?letterId=N opens that checkout", async ({ page, baseURL }) => {
  const email = await registerViaApi(page);
  const letterId = await createLetterViaApi(page, baseURL!);
  await signOutByApi(page, baseURL!);
  await page.goto(`/login?next=/checkout?letterId=${letterId}`);
  await fillSignIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/checkout\\?letterId=${letterId}$`));
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toHaveCount(0);
  // The page opens signed in: no "Unauthorized" toast from a page drawn before the user was stored.
  await expect(page.getByText("Welcome back!", { exact: true })).toBeVisible();
  await page.waitForTimeout(800);
  await expect(page.getByText("Unauthorized", { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/checkout\\?letterId=${letterId}$`));
});

for (const refused of [
  "//evil.example/steal",
  "/\\evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "\t/evil.example",
]) {
  test(`a refused return address (${refused}) falls back to the dashboard`, async ({ page, baseURL }) => {
    const email = await registerViaApi(page);
    await signOutByApi(page, baseURL!);
    await page.goto(`/login?${new URLSearchParams({ next: refused })}`);
    await fillSignIn(page, email);
    await expect(dashboard(page)).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(new URL(page.url()).pathname).toBe("/");
  });
}

test("a protected page opened signed out comes back after sign-in through /api/login", async ({ page, baseURL }) => {
  const email = await registerViaApi(page);
  await signOutByApi(page, baseURL!);
  await page.goto("/letters?from=mail");
  await expect(page).toHaveURL(/\/login\?next=%2Fletters%3Ffrom%3Dmail$/);
  await expect(page.getByRole("link", { name: "Create one" })).toHaveAttribute(
    "href",
    "/register?next=%2Fletters%3Ffrom%3Dmail",
  );
  await fillSignIn(page, email);
  await expect(page).toHaveURL(/\/letters\?from=mail$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Letters" })).toBeVisible();
});

test("registration returns to `next` too, and a signed-in person opening /login?next= goes straight there", async ({
  page,
}) => {
  await page.goto("/register?next=/orders");
  await page.getByLabel("First Name").fill("Ada");
  await page.getByLabel("Last Name").fill("Lovelace");
  await page.getByLabel("Email", { exact: true }).fill(newEmail("next"));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  /* The path itself: "/register?next=/orders" also ends in "/orders", before the account exists. */
  await expect(page).toHaveURL((url) => url.pathname === "/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Your Orders" })).toBeVisible();
  await page.goto("/login?next=/letters");
  await expect(page).toHaveURL((url) => url.pathname === "/letters");
  await page.goto("/login?next=//evil.example");
  await expect(dashboard(page)).toBeVisible();
});

import { expect, newEmail, PASSWORD, register, signIn, test, waitForEmail } from "./fixtures.ts";
import { scaled } from "../timeouts.ts";

/* No two tests share an account or a letter on the shared server: they run side by side. */
test.describe.configure({ mode: "parallel" });

test.describe("accounts", () => {
  test("register, land on the dashboard, log out, sign in again", async ({ page }) => {
    /* The welcome toast shows for 5 s from when the account is made: it is looked for while the dashboard loads, not after. */
    const [email] = await Promise.all([
      register(page, { firstName: "Zoë" }),
      expect(page.getByText("Welcome to ReinstateLetter!", { exact: true })).toBeVisible({ timeout: scaled(20_000) }),
    ]);
    await expect(page.getByRole("heading", { name: "Welcome back, Zoë!" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByText("Welcome, Zoë")).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await expect(page.getByText("No demand letters yet")).toBeVisible();
    await expect(page.getByText("No orders yet")).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();

    await signIn(page, email);
    await expect(page.getByText("Welcome back!", { exact: true })).toBeVisible();
  });

  test("shows every validation message on the sign-in and registration forms", async ({ page }) => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Last name is required")).toBeVisible();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByPlaceholder("At least 8 characters")).toBeVisible();

    await page.goto("/login");
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  });

  test("a wrong password gets the 'Login failed' toast; a taken email gets 'Registration failed'", async ({ page }) => {
    const email = await register(page);
    await page.getByRole("button", { name: "Logout" }).click();
    // The sign-out goes home first; opening /login before that lands would be cut short by it.
    await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
    await page.goto("/login");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("wrong password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Invalid email or password.", { exact: true })).toBeVisible();

    await page.goto("/register");
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Registration failed", { exact: true })).toBeVisible();
    await expect(page.getByText(/already exists/).first()).toBeVisible();
  });

  test("forgot password: the email arrives, the link resets the password, the new one signs in", async ({ page }) => {
    const email = await register(page);
    await page.getByRole("button", { name: "Logout" }).click();
    // The sign-out goes home first; opening /login before that lands would be cut short by it.
    await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
    await page.goto("/login");
    await page.getByRole("link", { name: /forgot/i }).click();
    await expect(page).toHaveURL("/forgot-password");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Reset link sent", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText(/spam or junk/i)).toBeVisible();

    await page.getByRole("button", { name: "Try different email" }).click();
    await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();

    const message = await waitForEmail(email);
    const link = message.text.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel("New password", { exact: true }).fill("a brand new password");
    await page.getByLabel("Confirm new password", { exact: true }).fill("a different password");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    await page.getByRole("button", { name: /show new password/i }).click();
    await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("type", "text");
    await page.getByLabel("Confirm new password", { exact: true }).fill("a brand new password");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByRole("heading", { name: "Password reset successful" })).toBeVisible();
    await expect(page).toHaveURL("/login", { timeout: scaled(6000) });

    // The same link again fails at once, before any password is asked for.
    await page.goto(link!);
    await expect(page.getByRole("heading", { name: "Reset link no longer works" })).toBeVisible();
    await expect(page.getByText(/already been used/)).toBeVisible();
    await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);

    await signIn(page, email, "a brand new password");
  });

  test("a reset link without a token explains itself and goes to /forgot-password after 3 s", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("heading", { name: "Invalid reset link" })).toBeVisible();
    await expect(
      page.getByRole("main").getByText("This password reset link is invalid or missing required information."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Request new reset link" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to sign in" })).toBeVisible();
    await expect(page).toHaveURL("/forgot-password", { timeout: scaled(6000) });
  });
});

test.describe("pages and navigation", () => {
  test("the landing page's buttons go where they should", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#how-it-works")).toBeAttached();
    await expect(page.locator("#pricing")).toBeAttached();
    await expect(page.getByRole("link", { name: "Create Demand Letter - $5" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("link", { name: "Get Digital Letter" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Get Letter + Mailing" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Create Letter Now - $5" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("link", { name: "Letter + Certified Mail - $25" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(page.getByText(/not a law firm/i).first()).toBeVisible();
    const text = (await page.locator("body").innerText()).toLowerCase();
    for (const word of ["guaranteed", "ironclad", "attorney-drafted", "lawyer-drafted"])
      expect(text).not.toContain(word);
  });

  test("an unknown path shows the 404 page", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });

  test("a protected page opened while signed out shows 'Unauthorized' and goes to sign in", async ({ page }) => {
    // The toast lives 500 ms before the page changes: note it when it appears.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const text = document.body?.innerText ?? "";
        if (text.includes("Unauthorized") && text.includes("You are logged out. Logging in again...")) {
          sessionStorage.setItem("saw-unauthorized-toast", String(performance.now()));
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto("/orders");
    /* /api/login lands on /login, which then keeps the page asked for in its own address. */
    await expect(page).toHaveURL(/\/login(\?next=%2Forders)?$/);
    expect(await page.evaluate(() => sessionStorage.getItem("saw-unauthorized-toast"))).not.toBeNull();
  });

  test("the mobile menu at 390 px opens, navigates and logs out through /api/logout", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await register(page, { firstName: "Mo" });
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Create Letter" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "My Orders" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await menu.getByRole("link", { name: /logout/i }).click();
    await expect(
      page.getByRole("link", { name: "Get Started" }).or(page.getByRole("button", { name: "Open menu" })),
    ).toBeVisible();
    const me = await page.request.get("/api/auth/user");
    expect(me.status()).toBe(200);
    expect(await me.json()).toBeNull();
  });
});

test("sign-in is refused for a new email after the page is reloaded signed out", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(newEmail());
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
});

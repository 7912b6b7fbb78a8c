import type { Page } from "@playwright/test";
import { startServerWithAdmin, ownServerPort } from "./admin-helpers.ts";
import {
  checkoutByApi,
  DESKTOP,
  expectAccessible,
  expectAccessibleHere,
  expectFocusVisible,
  focusDocumentStart,
  PHONE,
  registerByApi,
  tabTo,
  typeInto,
} from "./a11y-helpers.ts";
import { createLetterViaApi, expect, newEmail, PASSWORD, signedBy, test, waitForEmail } from "./fixtures.ts";
import { scaled } from "../timeouts.ts";

/**
 * Accessibility: axe (WCAG 2.0/2.1 A and AA) finds nothing on any page, signed out,
 * signed in and as an admin, at 1280 px and 390 px; every form can be completed with the keyboard alone.
 */

/* No two tests share an account or a letter (the admin block, on a server of its own, runs in order): they run side by side. */
test.describe.configure({ mode: "parallel" });

test.use({ viewport: DESKTOP, reducedMotion: "reduce" });

const h1 = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text);

test.describe("axe finds no violations", () => {
  test("signed out: landing, sign-in pages with and without errors, 404, mobile menu", async ({ page }) => {
    await page.goto("/");
    await expect(h1(page, /Ask for your Meta account back/)).toBeVisible();
    await expectAccessible(page, "landing");

    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expectAccessibleHere(page, "signed-out mobile menu open");
    await page.setViewportSize(DESKTOP);

    await page.goto("/login");
    await expect(h1(page, "Sign in to your account")).toBeVisible();
    await expectAccessible(page, "login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "login with validation errors");
    await page.getByLabel("Email", { exact: true }).fill("nobody@example.com");
    await page.getByLabel("Password", { exact: true }).fill("wrong password here");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(toast(page, "Login failed")).toBeVisible();
    await expectAccessible(page, "login failed toast");

    await page.goto("/register");
    await expect(h1(page, /Create/)).toBeVisible();
    await expectAccessible(page, "register");

    await page.goto("/forgot-password");
    await expect(h1(page, "Forgot your password?")).toBeVisible();
    await expectAccessible(page, "forgot password");
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(h1(page, "Check your email")).toBeVisible();
    await expectAccessible(page, "forgot password: check your email");

    await page.goto("/reset-password?token=not-a-real-token");
    await expect(h1(page, "Reset link no longer works")).toBeVisible();
    await expectAccessible(page, "reset link that no longer works");

    await page.goto("/no-such-page");
    await expect(h1(page, "404 Page Not Found")).toBeVisible();
    await expectAccessible(page, "404 signed out");

    // The invalid-link page moves on after 3 s: each width gets a fresh visit and one scan.
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto("/reset-password");
      await expect(h1(page, "Invalid reset link")).toBeVisible();
      await expectAccessibleHere(page, `reset password without a token @ ${size.width}px`);
    }
  });

  test("signed in, nothing yet: dashboard, letters, orders, each wizard step with and without errors", async ({
    page,
    baseURL,
  }) => {
    await registerByApi(page, baseURL ?? "");

    // Empty states.
    await page.goto("/");
    await expect(h1(page, /Welcome back, Ada/)).toBeVisible();
    await expect(page.getByText("No demand letters yet")).toBeVisible();
    await expect(page.getByText("No orders yet")).toBeVisible();
    await expectAccessible(page, "dashboard empty");
    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expectAccessibleHere(page, "signed-in mobile menu open");
    await page.setViewportSize(DESKTOP);

    await page.goto("/letters");
    await expect(page.getByText("No demand letters yet")).toBeVisible();
    await expectAccessible(page, "letters empty");
    await page.goto("/orders");
    await expect(page.getByRole("heading", { name: "No Orders Yet" })).toBeVisible();
    await expectAccessible(page, "orders empty");

    // The wizard, each step, and each form step with its errors shown.
    await page.goto("/create-letter");
    await expect(stepHeading(page, "Personal Info")).toBeVisible();
    await expectAccessible(page, "wizard step 1");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "wizard step 1 with validation errors");
    await page.getByLabel("Full name").fill("Zoë Łukasz");
    await page.getByLabel("Email").fill("zoe@example.com");
    await page.getByLabel("Phone").fill("(415) 555-0134");
    await page.getByLabel("Street address").fill("12 Market Street");
    await page.getByLabel("City").fill("San Francisco");
    await page.getByLabel("State").selectOption("CA");
    await page.getByLabel("ZIP").fill("94105");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page, "Ban Details")).toBeVisible();
    await expectAccessible(page, "wizard step 2");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Select at least one platform")).toBeVisible();
    await expectAccessible(page, "wizard step 2 with validation errors");
    await page.getByRole("checkbox", { name: "Instagram" }).click();
    await page.getByRole("checkbox", { name: "Facebook" }).click();
    await page.getByLabel("Instagram username").fill("zoe.builds");
    await page.getByLabel("Email or phone you sign in with").fill("zoe.login@example.com");
    await page.getByLabel("Facebook username or profile link").fill("zoe.lukasz");
    await page.getByLabel("Consequences").fill("I lost ten years of family photos 🎉 and my shop page.");
    await expect(page.getByRole("region", { name: "These accounts go to different addresses" })).toBeVisible();
    await page.getByRole("button", { name: /More facts/ }).click();
    await page.getByRole("button", { name: "Add an appeal" }).click();
    await page.getByRole("button", { name: "Add an enclosure" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("group", { name: "Appeal 1" }).getByLabel("Appeal date")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectAccessible(page, "wizard step 2: split notice, more facts with errors, story characters left out");
    await page.getByRole("button", { name: "Remove appeal 1" }).click();
    await page.getByLabel("Send To").selectOption("meta-privacy");
    await expect(page.getByText(/usually go to/)).toBeVisible();
    await expectAccessible(page, "wizard step 2: unusual recipient warning");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page, "Preview")).toBeVisible();
    await expectAccessible(page, "wizard step 3");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page, "Select Service")).toBeVisible();
    await expectAccessible(page, "wizard step 4");
    await page.getByRole("radio", { name: /Draw my signature/ }).check();
    await expect(page.getByRole("img", { name: /Signature pad/ })).toBeVisible();
    await expectAccessible(page, "wizard step 4, drawing");
  });

  test("signed in with letters and orders: checkout, test checkout, success, orders, letters, dashboard", async ({
    page,
    baseURL,
  }) => {
    /* Many pages, each checked at two widths: about a minute on a quiet two-core machine. */
    test.setTimeout(scaled(150_000));
    const base = baseURL ?? "";
    await registerByApi(page, base);

    // Checkout, both packages, and the cancelled notice (an unsigned letter: mail asks for a signature).
    const letterId = await createLetterViaApi(page, base, { signature: null });
    await page.goto(`/checkout?letterId=${letterId}`);
    await expect(page.getByText("zoe.makes.things", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay $5.00" })).toBeEnabled();
    await expectAccessible(page, "checkout digital");
    await page.goto(`/checkout?letterId=${letterId}&package=mail&cancelled=1`);
    await expect(page.getByText("Payment cancelled — you have not been charged.")).toBeVisible();
    await expect(page.getByText("zoe.makes.things", { exact: true })).toBeVisible();
    await expectAccessible(page, "checkout mail, cancelled, unsigned");
    /* The review before paying, where an unsigned letter is signed. */
    await page.getByRole("button", { name: "Pay $25.00" }).click();
    await expect(page.getByRole("group", { name: "Sign your letter" })).toBeVisible();
    await expectAccessibleHere(page, "review before paying, signing inside it");
    await page.getByRole("button", { name: "Back" }).click();

    // The edit page, its delete dialog, and a paid letter's correction page.
    await page.goto(`/letters/${letterId}/edit`);
    await expect(page.getByLabel("Full name")).toHaveValue("Zoë Łukasz");
    await expectAccessible(page, "edit letter");
    await page.getByRole("button", { name: `Delete Letter #${letterId}` }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, "delete dialog");
    await page.getByRole("button", { name: "Cancel" }).click();

    // The test checkout: open, with a field error, declined, already paid (certified mail: a signed letter).
    const signedLetter = await createLetterViaApi(page, base);
    const openSession = await checkoutByApi(page, base, signedLetter, "mail", false);
    await page.goto(`/test-checkout/${openSession}`);
    await expect(h1(page, "Test checkout")).toBeVisible();
    await expectAccessible(page, "test checkout");
    await page.getByRole("button", { name: "Pay $25.00" }).click();
    await expect(page.getByText("Enter a card number")).toBeVisible();
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay $25.00" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "declined" })).toBeVisible();
    await expectAccessible(page, "test checkout declined");

    // Paid orders: digital and mail, each with its success page; one more left unpaid.
    const digitalSession = await checkoutByApi(page, base, letterId, "digital", true);
    await page.goto(`/test-checkout/${digitalSession}`);
    await expect(h1(page, "This payment is already complete")).toBeVisible();
    await expectAccessible(page, "test checkout already paid");
    await page.goto(`/checkout/success?session_id=${digitalSession}`);
    await expect(h1(page, "Payment successful")).toBeVisible();
    await expectAccessible(page, "success digital");
    const mailLetter = await createLetterViaApi(page, base, signedBy("Mail Sender"));
    const mailSession = await checkoutByApi(page, base, mailLetter, "mail", true);
    await page.goto(`/checkout/success?session_id=${mailSession}`);
    await expect(h1(page, "Payment successful")).toBeVisible();
    await expectAccessible(page, "success mail");
    await page.goto("/checkout/success");
    await expect(h1(page, "We couldn’t confirm this payment")).toBeVisible();
    await expectAccessible(page, "success without a session");
    await checkoutByApi(page, base, await createLetterViaApi(page, base, signedBy("Unpaid Person")), "digital", false);

    await page.goto("/orders");
    await expect(page.getByRole("article").filter({ hasText: "Letter + Certified Mail" }).first()).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: "Digital Letter" }).first()).toBeVisible();
    await expect(page.getByText("Not paid", { exact: true }).first()).toBeVisible();
    await expectAccessible(page, "orders with digital, mail and pending");

    await page.goto("/letters");
    await expect(page.getByRole("listitem").filter({ hasText: `Letter #${letterId}` })).toBeVisible();
    await expectAccessible(page, "letters with data");
    await page.goto(`/letters/${letterId}/edit?step=2`);
    await expect(page.getByText("Saving makes a new dated version of the letter")).toBeVisible();
    await expectAccessible(page, "correcting a paid letter");
    await page.goto("/");
    await expect(page.getByText("Mail Sender").or(page.getByText("zoe.makes.things")).first()).toBeVisible();
    await expectAccessible(page, "dashboard with data");
  });
});

test.describe("keyboard only", () => {
  test("register, sign out, forgot password, reset it from the email, sign in", async ({ page }) => {
    const email = newEmail("a11y-keys");
    const newPassword = "a brand new passphrase";

    await page.goto("/register");
    await expect(h1(page, /Create/)).toBeVisible();
    await focusDocumentStart(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await expectFocusVisible(page);
    await typeInto(page, page.getByLabel("First Name"), "Ada");
    await typeInto(page, page.getByLabel("Last Name"), "Lovelace");
    await typeInto(page, page.getByLabel("Email", { exact: true }), email);
    await typeInto(page, page.getByLabel("Password", { exact: true }), PASSWORD);
    // The show/hide toggle works with Space, then Shift+Tab goes back to the field.
    await tabTo(page, page.getByRole("button", { name: "Show password" }));
    await page.keyboard.press("Space");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await tabTo(page, page.getByLabel("Password", { exact: true }), { backwards: true });
    await page.keyboard.press("Enter");
    await expect(h1(page, /Welcome back, Ada/)).toBeVisible();

    await page.context().clearCookies();
    await page.goto("/login");
    await expect(h1(page, "Sign in to your account")).toBeVisible();
    await focusDocumentStart(page);
    await tabTo(page, page.getByRole("link", { name: "Forgot password?" }));
    await page.keyboard.press("Enter");
    await expect(h1(page, "Forgot your password?")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    await expect(h1(page, "Check your email")).toBeVisible();

    const message = await waitForEmail(email);
    const link = message.text.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link, "reset link in the email").toBeTruthy();
    await page.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
    await expect(h1(page, "Set a new password")).toBeVisible();
    await expect(page.getByLabel("New password", { exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "reset password with validation errors");
    await page.getByLabel("New password", { exact: true }).focus();
    await page.keyboard.type(newPassword);
    await typeInto(page, page.getByLabel("Confirm new password", { exact: true }), newPassword);
    await page.keyboard.press("Enter");
    await expect(h1(page, "Password reset successful")).toBeVisible();
    await expect(page).toHaveURL("/login", { timeout: scaled(10_000) });

    await expect(h1(page, "Sign in to your account")).toBeVisible();
    await focusDocumentStart(page);
    await typeInto(page, page.getByLabel("Email", { exact: true }), email);
    await typeInto(page, page.getByLabel("Password", { exact: true }), newPassword);
    await tabTo(page, page.getByRole("button", { name: "Sign in" }));
    await page.keyboard.press("Enter");
    await expect(h1(page, /Welcome back, Ada/)).toBeVisible();
  });

  test("the wizard's four steps, checkout Pay and the test checkout", async ({ page, baseURL }) => {
    await registerByApi(page, baseURL ?? "");
    await page.goto("/create-letter");
    await expect(stepHeading(page, "Personal Info")).toBeVisible();
    await focusDocumentStart(page);

    // Step 1: Enter on an empty form shows the errors and focuses the first field.
    await tabTo(page, page.getByLabel("Full name"));
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Full name")).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.type("Zoë Łukasz");
    await typeInto(page, page.getByLabel("Email"), "zoe@example.com");
    await typeInto(page, page.getByLabel("Phone"), "(415) 555-0134");
    await typeInto(page, page.getByLabel("Street address"), "12 Market Street");
    await typeInto(page, page.getByLabel("City"), "San Francisco");
    await tabTo(page, page.getByLabel("State"));
    await page.keyboard.type("California");
    await expect(page.getByLabel("State")).toHaveValue("CA");
    await typeInto(page, page.getByLabel("ZIP"), "94105");
    await page.keyboard.press("Enter");

    // Step 2: focus moves to its heading; checkboxes with Space, the recipient with the arrow keys.
    await expect(stepHeading(page, "Ban Details")).toBeFocused();
    await tabTo(page, page.getByRole("checkbox", { name: "Instagram" }));
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: "Instagram" })).toBeChecked();
    await tabTo(page, page.getByRole("checkbox", { name: "Threads" }));
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: "Threads" })).toBeChecked();
    await typeInto(page, page.getByLabel("Instagram username"), "zoe.builds");
    await typeInto(page, page.getByLabel("Threads username"), "zoe.threads");
    await typeInto(page, page.getByLabel("Email or phone you sign in with"), "zoe.login@example.com");
    await tabTo(page, page.getByLabel("Date of ban"));
    await page.keyboard.type("10032025");
    await expect(page.getByLabel("Date of ban")).toHaveValue("2025-10-03");
    await typeInto(page, page.getByLabel("Consequences"), "Lost my photos and the messages from my family.");
    await expect(page.getByLabel("Send To")).toHaveValue("meta-instagram-disputes");
    await tabTo(page, page.getByLabel("Send To"));
    await page.keyboard.press("ArrowDown");
    await expect(page.getByLabel("Send To")).toHaveValue("meta-whatsapp-disputes");
    await expect(page.getByText(/usually go to/)).toBeVisible();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByLabel("Send To")).toHaveValue("meta-instagram-disputes");
    // More facts opens from the keyboard.
    await tabTo(page, page.getByRole("button", { name: /More facts/ }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: /More facts/ })).toHaveAttribute("aria-expanded", "true");
    await typeInto(page, page.getByLabel("Reason Meta gave"), "Account integrity");
    await tabTo(page, page.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");

    // Step 3: Edit goes back by keyboard; Next returns.
    await expect(stepHeading(page, "Preview")).toBeFocused();
    await tabTo(page, page.getByRole("button", { name: "Edit ban details" }));
    await page.keyboard.press("Enter");
    await expect(stepHeading(page, "Ban Details")).toBeFocused();
    await expect(page.getByRole("checkbox", { name: "Threads" })).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");
    await expect(stepHeading(page, "Preview")).toBeFocused();
    await expect(page.getByRole("region", { name: "Ban details" })).toContainText("October 3, 2025");
    await tabTo(page, page.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Space");

    // Step 4: sign with the typed name (radio and checkbox by keyboard), then Create Letter.
    await expect(stepHeading(page, "Select Service")).toBeFocused();
    await tabTo(page, page.getByRole("radio", { name: /Type my name/ }));
    await tabTo(page, page.getByRole("checkbox", { name: "I sign this letter" }));
    await page.keyboard.press("Space");
    await expect(page.getByText("Your letter will be signed.")).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: "Create Letter" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/checkout\?letterId=\d+$/);

    // Checkout: reach Pay by keyboard.
    const pay = page.getByRole("button", { name: "Pay $5.00" });
    await expect(pay).toBeEnabled();
    await focusDocumentStart(page);
    await tabTo(page, pay);
    await page.keyboard.press("Enter");

    // The test checkout's card form.
    await expect(page).toHaveURL(/\/test-checkout\/cs_local_[0-9a-f]+$/);
    await expect(h1(page, "Test checkout")).toBeVisible();
    await focusDocumentStart(page);
    await tabTo(page, page.getByLabel("Card number"));
    await page.keyboard.type("4242424242424242");
    await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
    await tabTo(page, page.getByLabel("Expiry (MM / YY)"));
    await page.keyboard.type("1230");
    await expect(page.getByLabel("Expiry (MM / YY)")).toHaveValue("12 / 30");
    await typeInto(page, page.getByLabel("CVC"), "123");
    await typeInto(page, page.getByLabel("Name on card"), "Zoë Łukasz");
    await tabTo(page, page.getByRole("button", { name: "Pay $5.00" }));
    await page.keyboard.press("Enter");
    await expect(h1(page, "Payment successful")).toBeVisible();
    await tabTo(page, page.getByRole("link", { name: "Go to My Orders" }));
    await page.keyboard.press("Enter");
    await expect(h1(page, "Your Orders")).toBeVisible();
  });

  test("the mobile menu opens, closes with Escape and navigates", async ({ page, baseURL }) => {
    await page.setViewportSize(PHONE);
    await registerByApi(page, baseURL ?? "");
    await page.goto("/");
    await expect(h1(page, /Welcome back/)).toBeVisible();
    await focusDocumentStart(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#mobile-menu")).toBeVisible();

    // Escape from inside the menu closes it and gives focus back to the toggle.
    await tabTo(page, page.locator("#mobile-menu").getByRole("link", { name: "Create Letter" }));
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(toggle).toBeFocused();
    await expectFocusVisible(page);

    await page.keyboard.press("Space");
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await tabTo(page, page.locator("#mobile-menu").getByRole("link", { name: "My Orders" }));
    await page.keyboard.press("Enter");
    await expect(h1(page, "Your Orders")).toBeVisible();
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});

/**
 * /admin on a server of its own (its own port): making an admin needs the admin CLI on a database
 * no server holds. Its simulated mailer moves a mail order on every 3 s, so the queue is scanned
 * right after an order is paid.
 */
test.describe("admin", () => {
  const PORT = ownServerPort(5);
  const BASE = `http://127.0.0.1:${PORT}`;
  const ADMIN_EMAIL = newEmail("a11y-admin");
  let cleanUp: () => Promise<void>;

  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(scaled(120_000));
    /* The simulated mailer stands still here: its next status would replace the tracking number typed below. */
    ({ cleanUp } = await startServerWithAdmin(PORT, { admin: ADMIN_EMAIL }, { MAIL_SIMULATION_STEP_SECONDS: "3600" }));
  });

  test.afterAll(async () => {
    await cleanUp?.();
  });

  test("the admin center with queue rows and letters; the tracking form by keyboard", async ({ page }) => {
    await page.goto(`${BASE}/login`);
    await expect(h1(page, "Sign in to your account")).toBeVisible();
    const login = await page.request.post(`${BASE}/api/auth/login`, {
      data: { email: ADMIN_EMAIL, password: PASSWORD },
      headers: { origin: BASE },
    });
    expect(login.ok()).toBe(true);
    await createLetterViaApi(page, BASE, signedBy("Unpaid Person"));
    await checkoutByApi(page, BASE, await createLetterViaApi(page, BASE, signedBy("Digital Buyer")), "digital", true);
    const mailLetter = await createLetterViaApi(page, BASE);
    await checkoutByApi(page, BASE, mailLetter, "mail", true);

    await page.goto(`${BASE}/admin`);
    await expect(h1(page, "Admin Center")).toBeVisible();
    await expect(page.getByRole("region", { name: "Upgraded Orders Queue" }).getByRole("row").nth(1)).toBeVisible();
    await expect(page.getByText("3 letters")).toBeVisible();
    await expectAccessible(page, "admin with queue and letters");

    await page.getByRole("button", { name: "Paid Orders" }).click();
    await expect(page.getByText("2 letters")).toBeVisible();
    await expectAccessible(page, "admin, paid filter");

    // The tracking form, by keyboard: Enter on an empty field, then a number.
    await page.goto(`${BASE}/admin`);
    await expect(page.getByText("3 letters")).toBeVisible();
    await focusDocumentStart(page);
    const tracking = page.getByRole("textbox", { name: `Tracking number for letter #${mailLetter}` });
    await tabTo(page, tracking, { max: 80 });
    await page.keyboard.press("Enter");
    await expect(toast(page, "Please enter a tracking number.")).toBeVisible();
    await expect(tracking).toBeFocused();
    await page.keyboard.type("EZ 1234 5678 US");
    await page.keyboard.press("Enter");
    await expect(toast(page, "Tracking number updated successfully")).toBeVisible();
    /* Stored as the USPS prints it, without the spaces typed. */
    await expect(page.getByRole("region", { name: "Demand letters" }).getByText("EZ12345678US")).toBeVisible();
  });
});

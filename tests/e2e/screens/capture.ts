/**
 * Screenshots of every client screen at 390 px and 1280 px, with the API mocked in the browser.
 * Not a test: run it by hand against a built client served by `npx vite preview --port 4173`
 * (or any server): `npx tsx tests/e2e/screens/capture.ts [baseUrl] [outDir]`.
 */
import { chromium, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";

const baseUrl = process.argv[2] ?? "http://localhost:4173";
const outDir = process.argv[3] ?? "/tmp/ui-shots";
mkdirSync(outDir, { recursive: true });

const user = { id: 1, email: "ada@example.com", firstName: "Ada", lastName: "Lovelace", isAdmin: false };
const config = {
  bannerTitle: "Questions about your letter or your order?",
  bannerText: "Our support team can help you fill in your letter, choose a package and follow your certified mail.",
  supportChatSrc: null,
};
const letters = [
  { id: 12, platforms: ["Instagram", "Facebook"], username: "ada.builds", createdAt: "2026-03-04T10:00:00Z" },
  { id: 11, platforms: ["Threads"], username: "ada_threads", createdAt: "2026-02-20T10:00:00Z" },
  { id: 10, platforms: ["WhatsApp"], username: "+1 555 0100", createdAt: "2026-01-02T10:00:00Z" },
  { id: 9, platforms: ["Instagram"], username: "old", createdAt: "2025-12-02T10:00:00Z" },
];
const orders = [
  {
    id: 31,
    type: "mail",
    amount: "25.00",
    status: "completed",
    createdAt: "2026-03-04T10:00:00Z",
    mailTracking: null,
    demandLetterId: 12,
    isUpgrade: false,
  },
  {
    id: 30,
    type: "digital",
    amount: "5.00",
    status: "pending",
    createdAt: "2026-02-20T10:00:00Z",
    mailTracking: null,
    demandLetterId: 11,
    isUpgrade: false,
  },
  {
    id: 29,
    type: "digital",
    amount: "5.00",
    status: "expired",
    createdAt: "2026-01-02T10:00:00Z",
    mailTracking: null,
    demandLetterId: 10,
    isUpgrade: false,
  },
];

type Scenario = "guest" | "user" | "admin" | "empty" | "loading" | "error";

async function mockApi(page: Page, scenario: Scenario) {
  await page.route("**/api/**", async (route) => {
    const url = new URL(route.request().url());
    const json = (status: number, body: unknown) =>
      route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
    const path = url.pathname;
    if (path === "/api/auth/user") {
      if (scenario === "guest") return json(200, null);
      return json(200, scenario === "admin" ? { ...user, isAdmin: true } : user);
    }
    if (path === "/api/auth/login") return json(401, { message: "Invalid email or password.", code: "unauthorized" });
    if (path === "/api/auth/forgot-password")
      return json(200, { message: "If an account exists for that email, we have sent a password reset link." });
    if (path === "/api/auth/reset-password") return json(200, { message: "Your password has been reset." });
    if (scenario === "loading") return new Promise(() => {});
    if (scenario === "error") return json(404, { message: "Not found", code: "not_found" });
    if (path === "/api/config") return json(200, config);
    if (path === "/api/demand-letters") return json(200, scenario === "empty" ? [] : letters);
    if (path === "/api/orders") return json(200, scenario === "empty" ? [] : orders);
    return json(404, { message: "Not found", code: "not_found" });
  });
}

interface Shot {
  name: string;
  path: string;
  scenario: Scenario;
  fullPage?: boolean;
  /** Screens that move on by themselves are shot as soon as the page has loaded. */
  quick?: boolean;
  act?: (page: Page) => Promise<void>;
}

const shots: Shot[] = [
  { name: "landing", path: "/", scenario: "guest", fullPage: true },
  { name: "login", path: "/login", scenario: "guest" },
  {
    name: "login-errors",
    path: "/login",
    scenario: "guest",
    act: async (page) => {
      await page.getByLabel("Email").fill("not-an-email");
      await page.getByRole("button", { name: "Sign in" }).click();
    },
  },
  {
    name: "login-failed-toast",
    path: "/login",
    scenario: "guest",
    act: async (page) => {
      await page.getByLabel("Email").fill("ada@example.com");
      await page.getByLabel("Password", { exact: true }).fill("wrongpassword");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByText("Login failed", { exact: true }).waitFor();
    },
  },
  {
    name: "register-errors",
    path: "/register",
    scenario: "guest",
    act: async (page) => {
      await page.getByRole("button", { name: "Create account" }).click();
    },
  },
  { name: "forgot", path: "/forgot-password", scenario: "guest" },
  {
    name: "forgot-sent",
    path: "/forgot-password",
    scenario: "guest",
    act: async (page) => {
      await page.getByLabel("Email").fill("ada@example.com");
      await page.getByRole("button", { name: "Send reset link" }).click();
      await page.getByRole("heading", { name: "Check your email" }).waitFor();
    },
  },
  { name: "reset-invalid", path: "/reset-password", scenario: "guest", act: (page) => page.waitForTimeout(400) },
  {
    name: "reset-mismatch",
    path: "/reset-password?token=abc",
    scenario: "guest",
    act: async (page) => {
      await page.getByLabel("New password", { exact: true }).fill("longenough1");
      await page.getByLabel("Confirm new password", { exact: true }).fill("different12");
      await page.getByRole("button", { name: "Show new password" }).click();
      await page.getByRole("button", { name: "Reset password" }).click();
    },
  },
  {
    name: "reset-done",
    path: "/reset-password?token=abc",
    scenario: "guest",
    act: async (page) => {
      await page.getByLabel("New password", { exact: true }).fill("longenough1");
      await page.getByLabel("Confirm new password", { exact: true }).fill("longenough1");
      await page.getByRole("button", { name: "Reset password" }).click();
      await page.getByRole("heading", { name: "Password reset successful" }).waitFor();
    },
  },
  { name: "not-found", path: "/no-such-page", scenario: "guest" },
  {
    name: "unauthorized",
    path: "/orders",
    scenario: "guest",
    quick: true,
    act: (page) => page.getByText("Unauthorized", { exact: true }).waitFor(),
  },
  { name: "dashboard", path: "/", scenario: "user", fullPage: true },
  { name: "dashboard-admin", path: "/", scenario: "admin" },
  { name: "dashboard-empty", path: "/", scenario: "empty", fullPage: true },
  { name: "dashboard-loading", path: "/", scenario: "loading", fullPage: true },
  { name: "dashboard-error", path: "/", scenario: "error", fullPage: true },
  { name: "placeholder-orders", path: "/orders", scenario: "user" },
  {
    name: "access-denied",
    path: "/admin",
    scenario: "user",
    act: (page) => page.getByText("Access Denied", { exact: true }).waitFor(),
  },
];

const widths = [390, 1280];
const only = process.env.SHOTS?.split(",");

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const consoleErrors: string[] = [];
for (const shot of shots) {
  if (only && !only.includes(shot.name)) continue;
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(`${shot.name}@${width}: ${message.text()}`);
    });
    page.on("pageerror", (error) => consoleErrors.push(`${shot.name}@${width}: ${error.message}`));
    await mockApi(page, shot.scenario);
    await page.goto(baseUrl + shot.path, { waitUntil: shot.quick ? "load" : "networkidle" }).catch(() => {});
    if (!shot.quick) await page.waitForTimeout(300);
    if (shot.act) await shot.act(page);
    if (!shot.quick) await page.waitForTimeout(350);
    await page.screenshot({ path: `${outDir}/${shot.name}-${width}.png`, fullPage: shot.fullPage ?? false });
    await page.close();
  }
}
if (!only || only.includes("mobile-menu")) {
  for (const scenario of ["guest", "user"] as const) {
    const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    await mockApi(page, scenario);
    await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.screenshot({ path: `${outDir}/mobile-menu-${scenario}-390.png` });
    await page.close();
  }
}
if (!only || only.includes("landing-sections")) {
  // The long landing page, one section at a time, to look at it at full resolution.
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await mockApi(page, "guest");
    await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
    const parts = page.locator("main > section, footer");
    for (let index = 0; index < (await parts.count()); index++) {
      await parts.nth(index).screenshot({ path: `${outDir}/landing-part${index}-${width}.png` });
    }
    await page.close();
  }
}
await browser.close();
console.log(consoleErrors.length ? `Console errors:\n${consoleErrors.join("\n")}` : "No console errors.");
console.log(`Screenshots in ${outDir}`);

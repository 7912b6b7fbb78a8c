/**
 * The account flows in a real browser against a real server, with screenshots along the way.
 * Not a test suite: a look-see for the UI. Start a server first, e.g.
 *   npx vite build && PORT=5100 DATA_DIR=/tmp/ui-data npx tsx src/server/main.ts
 * then: npx tsx tests/e2e/screens/flows.ts http://localhost:5100 /tmp/ui-data [outDir]
 */
import { chromium, type Page } from "@playwright/test";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const baseUrl = process.argv[2] ?? "http://localhost:5100";
const dataDir = process.argv[3] ?? "/tmp/ui-data";
const outDir = process.argv[4] ?? "/tmp/ui-flows";
mkdirSync(outDir, { recursive: true });

const email = `ui-${Date.now()}@example.com`;
const problems: string[] = [];
let step = 0;

async function shot(page: Page, name: string, fullPage = false) {
  step += 1;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${outDir}/${String(step).padStart(2, "0")}-${name}.png`, fullPage });
}

function expect(condition: boolean, message: string) {
  if (!condition) problems.push(message);
  console.log(`${condition ? "ok  " : "FAIL"} ${message}`);
}

function latestResetLink(): string {
  const outbox = path.join(dataDir, "outbox");
  const files = readdirSync(outbox)
    .filter((file) => file.endsWith(".eml"))
    .sort();
  const raw = readFileSync(path.join(outbox, files[files.length - 1]), "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  const match = raw.match(/https?:\/\/[^\s"<>]*reset-password\?token=[A-Za-z0-9_-]+/);
  if (!match) throw new Error("No reset link in the newest outbox message");
  return match[0];
}

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

for (const width of [1280, 390]) {
  await runFlows(width).catch(async (error: Error) => {
    problems.push(`${width}: ${error.message.split("\n")[0]}`);
  });
}

async function runFlows(width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on("console", (message) => {
    const text = message.text();
    // Chromium logs the API's 4xx answers the pages handle (a wrong password, a protected page signed out).
    const handledApiAnswer =
      /status of 4\d\d/.test(text) && new URL(message.location().url).pathname.startsWith("/api/");
    if (message.type() === "error" && !handledApiAnswer) problems.push(`console@${width}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror@${width}: ${error.message}`));
  try {
    const user = width === 1280 ? email : `m-${email}`;

    await page.goto(`${baseUrl}/register`);
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await page.getByLabel("Email").fill(user);
    await page.getByLabel("Password", { exact: true }).fill("correct horse");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Welcome back, Ada!" }).waitFor();
    expect(
      await page.getByText("Welcome to ReinstateLetter!", { exact: true }).isVisible(),
      `${width}: register toast`,
    );
    await page.waitForLoadState("networkidle");
    await shot(page, `dashboard-${width}`, true);

    // Logout: desktop button, mobile menu link.
    if (width === 1280) {
      await page.getByRole("button", { name: "Logout" }).click();
    } else {
      await page.getByRole("button", { name: "Open menu" }).click();
      await shot(page, `menu-${width}`);
      await page.getByRole("link", { name: "Logout" }).click();
    }
    await page.getByRole("heading", { level: 1, name: /Ask for your Meta account/ }).waitFor();
    expect(new URL(page.url()).pathname === "/", `${width}: logout lands on /`);

    // Protected page while signed out.
    await page.goto(`${baseUrl}/orders`);
    await page.waitForURL("**/login", { timeout: 5000 });
    expect(new URL(page.url()).pathname === "/login", `${width}: /orders signed out ends on /login`);

    // Wrong password, then the right one.
    await page.getByLabel("Email").fill(user);
    await page.getByLabel("Password", { exact: true }).fill("wrong password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("Login failed", { exact: true }).waitFor();
    await shot(page, `login-failed-${width}`);
    await page.getByLabel("Password", { exact: true }).fill("correct horse");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Welcome back, Ada!" }).waitFor();
    expect(await page.getByText("Welcome back!", { exact: true }).isVisible(), `${width}: login toast`);

    // Forgot + reset while signed out.
    await context.clearCookies();
    await page.goto(`${baseUrl}/forgot-password`);
    await page.getByLabel("Email").fill(user);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    await shot(page, `forgot-sent-${width}`);
    await page.waitForTimeout(500);
    await page.goto(latestResetLink().replace(/^https?:\/\/[^/]+/, baseUrl));
    await page.getByLabel("New password", { exact: true }).fill("a brand new pass");
    await page.getByLabel("Confirm new password", { exact: true }).fill("a brand new pass");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByRole("heading", { name: "Password reset successful" }).waitFor();
    await shot(page, `reset-done-${width}`);
    await page.waitForURL("**/login", { timeout: 6000 });
    await page.getByLabel("Email").fill(user);
    await page.getByLabel("Password", { exact: true }).fill("a brand new pass");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Welcome back, Ada!" }).waitFor();
    expect(true, `${width}: sign in with the new password`);

    // Admin page as a non-admin.
    await page.goto(`${baseUrl}/admin`);
    await page.getByText("Access Denied", { exact: true }).waitFor();
    expect(new URL(page.url()).pathname === "/", `${width}: /admin as non-admin goes to /`);

    // Keyboard focus ring on the landing page.
    await context.clearCookies();
    await page.goto(`${baseUrl}/`);
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    await shot(page, `focus-${width}`);
  } catch (error) {
    await page.screenshot({ path: `${outDir}/error-${width}.png` });
    throw error;
  } finally {
    await context.close();
  }
}

await browser.close();
console.log(problems.length ? `\nProblems:\n${problems.join("\n")}` : "\nNo problems.");
process.exitCode = problems.length ? 1 : 0;

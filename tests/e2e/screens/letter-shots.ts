/**
 * Screenshots of the letter wizard's new parts at 1280 and 390 px: step 2 (handles, story, more
 * facts), the one-letter-per-address notice, the unusual-address warning, step 4 (typed and drawn
 * signature), the edit page, the delete dialog and checkout asking for a signature.
 * Not a test suite: a look-see. Start a server first (see flows.ts), then:
 *   npx tsx tests/e2e/screens/letter-shots.ts http://localhost:5100 [outDir]
 */
import { chromium, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";

const baseUrl = process.argv[2] ?? "http://localhost:5100";
const outDir = process.argv[3] ?? "/tmp/wizard-shots";
mkdirSync(outDir, { recursive: true });

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

/** The whole page, and (for reading at full size) the same page in strips one screen tall. */
async function shot(page: Page, name: string, width: number, fullPage = true) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage });
  if (!fullPage) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const strip = width < 600 ? 900 : 1100;
  for (let top = 0, part = 1; top < height; top += strip, part += 1) {
    const clip = { x: 0, y: top, width, height: Math.min(strip, height - top) };
    await page.screenshot({ path: `${outDir}/${name}-${width}-part${part}.png`, fullPage: true, clip });
  }
}

async function run(width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.log(`pageerror@${width}: ${error.message}`));
  const email = `shots-${width}-${Date.now()}@example.com`;
  await page.goto(`${baseUrl}/register`);
  await page.getByLabel("First Name").fill("Zoë");
  await page.getByLabel("Last Name").fill("Łukasz");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("heading", { name: /Welcome back/ }).waitFor();

  await page.goto(`${baseUrl}/create-letter`);
  await page.getByLabel("Full name").fill("Zoë Łukasz");
  await page.getByLabel("Email").fill("zoe@example.com");
  await page.getByLabel("Phone").fill("(415) 555-0134");
  await page.getByLabel("Street address").fill("12 Market Street");
  await page.getByLabel("City").fill("San Francisco");
  await page.getByLabel("State").selectOption("CA");
  await page.getByLabel("ZIP").fill("94110");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("heading", { level: 2, name: "Ban Details", exact: true }).waitFor();
  await shot(page, "01-step2-empty", width);

  await page.getByRole("checkbox", { name: "Instagram" }).click();
  await page.getByRole("checkbox", { name: "WhatsApp" }).click();
  await page.getByLabel("Instagram username").fill("zoe.builds");
  await page.getByLabel("Email or phone you sign in with").fill("zoe.login@example.com");
  await page.getByLabel("WhatsApp phone number").fill("+1 415 555 0100");
  await page
    .getByLabel("Consequences")
    .fill("I lost ten years of family photos 🎉 and the shop page my customers use.");
  await shot(page, "02-step2-split", width);

  await page.getByLabel("Send To").selectOption("meta-main");
  await page.getByRole("button", { name: /More facts/ }).click();
  await page.getByRole("button", { name: "Add an appeal" }).click();
  await page.getByRole("button", { name: "Add an enclosure" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await shot(page, "03-step2-warning-more-facts-errors", width);
  await page.getByRole("button", { name: "Remove appeal 1" }).click();
  await page.getByRole("button", { name: "Remove enclosure 1" }).click();
  await page.getByRole("checkbox", { name: /Make one letter per address/ }).click();

  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("heading", { level: 2, name: "Preview", exact: true }).waitFor();
  await shot(page, "04-step3", width);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("heading", { level: 2, name: "Select Service", exact: true }).waitFor();
  await page.getByRole("checkbox", { name: "I sign this letter" }).click();
  await page.keyboard.press("Tab");
  await shot(page, "05-step4-typed", width);
  await page.getByRole("radio", { name: /Draw my signature/ }).check();
  const pad = page.getByRole("img", { name: /Signature pad/ });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (box) {
    await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
    await page.mouse.down();
    for (let step = 1; step <= 7; step += 1) {
      await page.mouse.move(box.x + box.width * (0.15 + step * 0.1), box.y + box.height * (step % 2 ? 0.3 : 0.7), {
        steps: 5,
      });
    }
    await page.mouse.up();
  }
  await shot(page, "06-step4-drawn", width);
  await page.getByRole("button", { name: "Create Letter" }).click();
  await page.waitForURL(/\/checkout\?letterId=\d+/);
  const letterId = new URL(page.url()).searchParams.get("letterId");
  await page.getByRole("link", { name: "Edit letter" }).waitFor();

  await page.goto(`${baseUrl}/letters/${letterId}/edit`);
  await page.getByLabel("Full name").waitFor();
  await shot(page, "07-edit", width);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("heading", { level: 2, name: "Ban Details", exact: true }).waitFor();
  await page.locator("form").getByRole("button", { name: "Save Changes" }).scrollIntoViewIfNeeded();
  await shot(page, "07b-edit-step2-footer", width, false);
  await page.goto(`${baseUrl}/letters/${letterId}/edit`);
  await page.getByLabel("Full name").waitFor();
  await page.getByRole("button", { name: `Delete Letter #${letterId}` }).click();
  await shot(page, "08-delete-dialog", width, false);
  await page.keyboard.press("Escape");

  // An unsigned letter through the API, then checkout for certified mail.
  const created = await page.request.post(`${baseUrl}/api/demand-letters`, {
    headers: { origin: baseUrl },
    data: {
      fullName: "Zoë Łukasz",
      email: "zoe@example.com",
      phone: "(415) 555-0134",
      address: "12 Market Street",
      city: "San Francisco",
      state: "CA",
      zipCode: "94110",
      platforms: ["Facebook"],
      username: "zoe.lukasz",
      banDate: "2025-10-03",
      consequences: "I lost ten years of family photos and the shop page my customers use.",
      recipientBusinessId: "meta-main",
    },
  });
  const unsigned = ((await created.json()) as { id: number }).id;
  await page.goto(`${baseUrl}/checkout?letterId=${unsigned}&package=mail`);
  await page.getByText("Sign your letter before we mail it").waitFor();
  await shot(page, "09-checkout-unsigned", width);
  await page.goto(`${baseUrl}/letters`);
  await page.getByRole("link", { name: `Edit Letter #${unsigned}` }).waitFor();
  await shot(page, "10-letters", width);
  await page.goto(`${baseUrl}/`);
  await page.getByRole("link", { name: `Edit Letter #${unsigned}` }).waitFor();
  await shot(page, "11-dashboard", width);
  await context.close();
}

for (const width of [1280, 390]) await run(width);
await browser.close();

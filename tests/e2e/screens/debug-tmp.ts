import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto("http://localhost:5100/", { waitUntil: "networkidle" });
for (let i = 0; i < 4; i++) {
  await page.keyboard.press("Tab");
  console.log(await page.evaluate(() => { const e = document.activeElement as HTMLElement; return e.tagName + " " + e.textContent?.slice(0, 30) + " outline=" + getComputedStyle(e).outlineStyle + " " + getComputedStyle(e).outlineColor + " fv=" + e.matches(":focus-visible"); }));
}
await page.screenshot({ path: "/tmp/ui-flows/focus-debug.png", clip: { x: 0, y: 0, width: 1280, height: 120 } });
await browser.close();

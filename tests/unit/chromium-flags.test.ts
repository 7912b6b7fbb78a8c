import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, it } from "vitest";
import { PLAYWRIGHT_CHROMIUM_FLAGS } from "../../scripts/chromium.ts";

/** The features the installed Playwright disables, read from its own bundle. */
function playwrightDisabledFeatures(): string[] {
  const root = path.dirname(createRequire(import.meta.url).resolve("playwright-core/package.json"));
  const bundle = readFileSync(path.join(root, "lib", "coreBundle.js"), "utf8");
  const list = bundle.match(/disabledFeatures = \[([\s\S]*?)\]\.filter/)?.[1] ?? "";
  return [...list.replace(/\/\/.*$/gm, "").matchAll(/"([A-Za-z]+)"/g)].map((match) => match[1] ?? "");
}

it("the browser tests' one --disable-features keeps every feature Playwright disables, and ours", () => {
  const lists = PLAYWRIGHT_CHROMIUM_FLAGS.filter((flag) => flag.startsWith("--disable-features="));
  expect(lists).toHaveLength(1);
  const disabled = (lists[0] ?? "").slice("--disable-features=".length).split(",");
  const playwrights = playwrightDisabledFeatures();
  expect(playwrights.length).toBeGreaterThan(5);
  expect(disabled).toEqual(expect.arrayContaining(playwrights));
  expect(disabled).toEqual(expect.arrayContaining(["WebUIOmniboxPopup", "SpareRendererForSitePerProcess"]));
});

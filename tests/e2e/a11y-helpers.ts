import axe from "axe-core";
import { expect, type Locator, type Page } from "@playwright/test";
import { newEmail, openCheckoutViaApi, PASSWORD, payViaApi } from "./fixtures.ts";

/** axe checks and keyboard helpers for accessibility.spec.ts. */

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** What `axe.run` answers that this file reads. */
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * axe.run() in the page itself, as @axe-core/playwright's legacy mode does (the app has no
 * cross-origin frames), with one difference: axe's 580 KB source is sent to a document only
 * when it does not hold it yet, not twice per scan. The scans of one screen at two widths, and of
 * its states before and after a click, share one copy; a navigation starts a new document.
 */
async function axeViolations(page: Page): Promise<string[]> {
  /*
   * A state is checked once its content has settled: a table dimmed while its next page loads is a
   * moment, not the state. A busy button (an upgrade whose review is open) is the state itself.
   */
  await expect(page.locator('[aria-busy="true"]:not(button)')).toHaveCount(0);
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!loaded) {
    await page.evaluate(axe.source);
    await page.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ["<same_origin>"] }),
    );
  }
  const violations: AxeViolation[] = await page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
        })
      ).violations,
    WCAG_TAGS,
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `      ${node.target.join(" ")}\n        ${node.failureSummary?.replace(/\n/g, " ")}`)
        .join("\n"),
  );
}

/**
 * No axe violations at 1280 px and at 390 px. Soft: one test reports every state's violations.
 * Leaves the page at 1280 px.
 */
export async function expectAccessible(page: Page, state: string) {
  const found: string[] = [];
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    for (const line of await axeViolations(page)) found.push(`[${state} @ ${size.width}px] ${line}`);
  }
  await page.setViewportSize(DESKTOP);
  expect.soft(found.length, `axe violations in "${state}":\n${found.join("\n")}\n`).toBe(0);
}

/** The same, at the current viewport only (a state that exists at one width, like the open mobile menu). */
export async function expectAccessibleHere(page: Page, state: string) {
  const found = await axeViolations(page);
  expect.soft(found.length, `axe violations in "${state}":\n${found.join("\n")}\n`).toBe(0);
}

/** What has focus, and whether it draws a focus ring (an outline) and has a size. */
function focusState(target: Element | null) {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return { focused: false, ring: false, what: "nothing focused" };
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  const ring =
    style.outlineStyle !== "none" &&
    Number.parseFloat(style.outlineWidth) >= 1 &&
    style.outlineColor !== "rgba(0, 0, 0, 0)" &&
    box.width > 0 &&
    box.height > 0;
  const type = element.getAttribute("type");
  const name = element.getAttribute("aria-label") ?? element.getAttribute("name") ?? element.textContent ?? "";
  const what = `${element.tagName.toLowerCase()}${type ? `[type=${type}]` : ""} "${name.trim().slice(0, 40)}" (outline: ${style.outline})`;
  return { focused: element === target, ring, what };
}

/** The focused element shows a visible focus ring. */
export async function expectFocusVisible(page: Page) {
  const focus = await page.evaluate(focusState, null);
  expect(focus.ring, `visible focus on ${focus.what}`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; every stop on the way must show its focus ring. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}) {
  const element = await target.elementHandle();
  try {
    for (let press = 0; press < max; press += 1) {
      await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
      const focus = await page.evaluate(focusState, element);
      expect(focus.ring, `visible focus on ${focus.what}`).toBe(true);
      if (focus.focused) return;
    }
  } finally {
    await element?.dispose();
  }
  throw new Error(`Tab did not reach ${target} within ${max} presses`);
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Moves the keyboard's starting point to the top of the document: the next Tab reaches the skip link. */
export async function focusDocumentStart(page: Page) {
  await page.evaluate(() => {
    const start = document.createElement("span");
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    start.remove();
  });
}

// --- Records made through the API, with the page's cookies (same-origin requests). ---

export async function registerByApi(page: Page, base: string, firstName = "Ada"): Promise<string> {
  const email = newEmail("a11y");
  const response = await page.request.post(`${base}/api/auth/register`, {
    data: { email, password: PASSWORD, firstName, lastName: "Lovelace" },
    headers: { origin: base },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** A checkout session for the letter; `pay` completes it with the test card (payViaApi). Answers the session id. */
export async function checkoutByApi(
  page: Page,
  base: string,
  letterId: number,
  packageType: "digital" | "mail",
  pay: boolean,
) {
  const checkout = pay ? payViaApi : openCheckoutViaApi;
  return (await checkout(page, base, letterId, packageType)).sessionId;
}

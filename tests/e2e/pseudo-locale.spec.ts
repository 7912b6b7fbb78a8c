import type { BrowserContext, Page } from "@playwright/test";
import { senderTimeZone } from "../../src/domain/time/time-zones.ts";
import { letterInput } from "../helpers/factories.ts";
import { createLetterViaApi, expect, newEmail, PASSWORD, payViaApi, test } from "./fixtures.ts";

/**
 * Every page in the pseudo-locale (scripts/i18n/pseudo-locale.ts): Spanish with each letter swapped
 * for an accented look-alike. A plain ASCII word left on a page is text that no catalog holds, so a
 * Spanish reader would see English there. What is English by design (the letter Meta receives, shown
 * in the preview) sits inside `lang="en"`; what the user typed, email addresses and proper names are
 * allowed below.
 */

/** Names that stay as they are in every language. */
const PROPER_NAMES = [
  "ReinstateLetter",
  "Meta",
  "Platforms",
  "Inc",
  "Instagram",
  "Facebook",
  "Threads",
  "WhatsApp",
  "USPS",
  "Stripe",
  "LetterStream",
  "PDF",
  "Word",
  "ZIP",
  "LLC",
  "Ltd",
  "Ireland",
  "US",
];

const USER = { firstName: "Zoë", lastName: "Łukasz" };

/** The words the seeded user typed (names, address, story...): theirs, never translated. */
function wordsOfUserData(email: string): string[] {
  const texts = [email, USER.firstName, USER.lastName, ...Object.values(letterInput()).flat()];
  return texts.flatMap((value) => (typeof value === "string" ? (value.match(/[A-Za-z]{2,}/g) ?? []) : []));
}

/**
 * The words the browser's Intl writes in Spanish where a catalog message puts a date or the sender's
 * time zone ("28 de noviembre de 2026", "28 nov 2026", "hora del Pacífico"): written by Intl in the
 * page's locale, never by a catalog, so never pseudo-accented. Only these words: an English sentence
 * beside them still fails.
 */
function wordsIntlWritesInSpanish(page: Page, timeZone: string): Promise<string[]> {
  return page.evaluate((zone) => {
    const texts: string[] = [];
    for (let month = 0; month < 12; month++) {
      const day = new Date(Date.UTC(2026, month, 15, 12));
      for (const style of [{ dateStyle: "long" }, { month: "short" }] as const) {
        texts.push(new Intl.DateTimeFormat("es-US", { ...style, timeZone: "UTC" }).format(day));
      }
    }
    const zoneName = new Intl.DateTimeFormat("es-US", { timeZoneName: "longGeneric", timeZone: zone })
      .formatToParts(new Date())
      .find((part) => part.type === "timeZoneName")?.value;
    texts.push(zoneName ?? "");
    return texts.flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []);
  }, timeZone);
}

/** Visible text and labels of the page that still carry a plain ASCII word outside the allowed ones. */
async function untranslatedText(page: Page, allowed: string[]): Promise<string[]> {
  return page.evaluate((allowedWords) => {
    const allowedSet = new Set(allowedWords);
    // A SHA-256 fingerprint ("8ab96342") is hex digits, not words: its letters are no language's.
    const HEX_FINGERPRINT = /\b(?=[0-9a-f]*\d)[0-9a-f]{8,64}\b/g;
    // Text that declares its own language (the letter Meta receives, a language's own name) is as meant.
    // Dates and times are written by the browser's Intl in the page's locale: Spanish, never the catalog's.
    const englishByDesign = 'body [lang], [translate="no"], time, script, style, noscript, [aria-hidden="true"]';
    const plainWords = (text: string) =>
      (
        text
          .replace(/\S+@\S+/g, "")
          .replace(HEX_FINGERPRINT, "")
          .match(/[A-Za-z]{2,}/g) ?? []
      ).filter((word) => !allowedSet.has(word));
    const found: string[] = [];
    const where = (element: Element) => `<${element.tagName.toLowerCase()}>`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest(englishByDesign) || !element.checkVisibility()) continue;
      const text = node.textContent ?? "";
      if (plainWords(text).length > 0) found.push(`${where(element)} ${text.trim().slice(0, 100)}`);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (element.closest(englishByDesign) || !element.checkVisibility()) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name);
        if (value && plainWords(value).length > 0) found.push(`${where(element)} ${name}="${value.slice(0, 100)}"`);
      }
    }
    if (plainWords(document.title).length > 0) found.push(`<title> ${document.title}`);
    return found;
  }, allowed);
}

async function inPseudoLocale(context: BrowserContext, baseURL: string) {
  const url = new URL(baseURL);
  await context.addCookies([
    { name: "lang", value: "es", domain: url.hostname, path: "/" },
    { name: "pseudo-locale", value: "1", domain: url.hostname, path: "/" },
  ]);
}

async function expectAllTranslated(page: Page, path: string, allowed: string[]) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  // The page's own catalog part has arrived once its main heading reads in the pseudo-locale.
  await expect(page.locator("main h1").first()).toContainText("⟦");
  await page.waitForLoadState("networkidle");
  const intlWords = await wordsIntlWritesInSpanish(page, senderTimeZone(letterInput().state, letterInput().zipCode));
  // Soft: one run lists the untranslated text of every page, not only the first page's.
  expect.soft(await untranslatedText(page, [...allowed, ...intlWords]), `untranslated text on ${path}`).toEqual([]);
}

/* No two tests share an account or a letter on the shared server: they run side by side. */
test.describe.configure({ mode: "parallel" });

test.describe("every page in the pseudo-locale", () => {
  test("the pages a visitor sees hold no text outside the catalog", async ({ page, context, baseURL }) => {
    await inPseudoLocale(context, baseURL ?? "");
    for (const path of [
      "/",
      "/login",
      "/register",
      "/forgot-password",
      "/reset-password?token=abc",
      "/support",
      "/no-such-page",
    ]) {
      await expectAllTranslated(page, path, PROPER_NAMES);
    }
  });

  test("the pages a signed-in buyer sees hold no text outside the catalog", async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    const base = baseURL ?? "";
    const email = newEmail("pseudo");
    const registered = await page.request.post(`${base}/api/auth/register`, {
      data: { ...USER, email, password: PASSWORD, language: "es" },
      headers: { origin: base },
    });
    expect(registered.status()).toBe(201);
    await inPseudoLocale(context, base);
    const allowed = [...PROPER_NAMES, ...wordsOfUserData(email)];

    const unpaid = await createLetterViaApi(page, base);
    const paid = await createLetterViaApi(page, base);
    const { sessionId } = await payViaApi(page, base, paid, "mail");

    for (const path of [
      "/",
      "/letters",
      "/orders",
      "/create-letter",
      `/letters/${unpaid}/edit`,
      `/checkout?letterId=${unpaid}`,
      `/checkout/success?session_id=${sessionId}`,
      `/letters/${paid}`,
      "/support",
      "/no-such-page",
    ]) {
      await expectAllTranslated(page, path, allowed);
    }
  });
});

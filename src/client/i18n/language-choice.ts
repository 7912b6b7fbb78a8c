import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../domain/i18n/languages.ts";

/** The visitor's choice, kept for a year; the server may read it too (emails before sign-up). */
export const LANGUAGE_COOKIE = "lang";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function storedLanguage(cookie = document.cookie): Language | undefined {
  const value = cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}

export function storeLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and value; the Cookie Store API is not in every browser we serve.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** The first of the browser's languages (its Accept-Language) that the site speaks; else English. */
export function browserLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** Before the account is known: the stored choice, else the browser's languages. */
export function initialLanguage(): Language {
  return storedLanguage() ?? browserLanguage(navigator.languages ?? [navigator.language]);
}

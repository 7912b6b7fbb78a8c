/**
 * The languages the product speaks; English is the default and the language of every document
 * sent. No schemas here: the landing page imports this file (the schema is in language-schema.ts).
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Dates, money and numbers follow the United States conventions of each language. */
export const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };

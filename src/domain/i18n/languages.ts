import { z } from "zod";

/** The languages the product speaks; English is the default and the language of every document sent. */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const languageSchema = z.enum(LANGUAGES, { error: "Language must be one of: en, es" });

/** PUT /api/auth/user/language. */
export const setLanguageSchema = z.object({ language: languageSchema });
export type SetLanguageInput = z.infer<typeof setLanguageSchema>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

import { z } from "zod";
import { LANGUAGES } from "./languages.ts";

export const languageSchema = z.enum(LANGUAGES, { error: "Language must be one of: en, es" });

/** PUT /api/auth/user/language. */
export const setLanguageSchema = z.object({ language: languageSchema });
export type SetLanguageInput = z.infer<typeof setLanguageSchema>;

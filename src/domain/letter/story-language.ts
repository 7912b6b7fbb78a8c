import { z } from "zod";

/**
 * The language the sender wrote the story in. The letter goes to Meta in English and quotes the
 * story as written, never translated: a story written in Spanish keeps its words, and the letter
 * says so in one English line (decision 0057). Older letters and clients that do not say: English.
 */
export const STORY_LANGUAGES = ["en", "es"] as const;
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];

export const STORY_LANGUAGE_MESSAGE = 'The story\'s language must be "en" (English) or "es" (Spanish)';

export const storyLanguageSchema = z.enum(STORY_LANGUAGES, { error: STORY_LANGUAGE_MESSAGE }).default("en");

/** The line printed after a story written in Spanish, in the first person like the rest of the letter. */
export const SPANISH_STORY_NOTE =
  "I wrote the account above in Spanish, my own language. It is reproduced exactly as I wrote it, without translation.";

/** A stored or typed value as a story language: anything but "es" is English. */
export function storyLanguageOf(value: string | null | undefined): StoryLanguage {
  return value === "es" ? "es" : "en";
}

/** The line the letter adds after the story, or undefined for a story in English. */
export function storyLanguageNote(language: StoryLanguage | undefined): string | undefined {
  return language === "es" ? SPANISH_STORY_NOTE : undefined;
}

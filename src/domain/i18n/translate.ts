import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import { DEFAULT_LANGUAGE, type Language, LOCALES } from "./languages.ts";

/** One part of the server's texts in every language: id -> ICU message. English is the reference. */
export type Catalogs<Id extends string> = Record<Language, Record<Id, string>>;

export type Values = Record<string, string | number | Date | boolean | null | undefined>;

/** Formats the messages of one part of the server's texts (emails, API answers, documents). */
export interface Translator<Id extends string> {
  language: Language;
  locale: string;
  t(id: Id, values?: Values): string;
  intl: IntlShape<string>;
}

const cache = createIntlCache();

/**
 * A translator for one language over `catalogs`. A message missing from a language falls back to
 * English (the catalog test keeps that from happening). Messages are parsed once, on first use.
 */
export function translatorFor<Id extends string>(catalogs: Catalogs<Id>, language: Language): Translator<Id> {
  // The client's typed ids (FormatjsIntl.Message) are not these: the server's ids are typed by `Id`.
  const messages = { ...catalogs[DEFAULT_LANGUAGE], ...catalogs[language] } as never;
  const intl = createIntl(
    { locale: LOCALES[language], defaultLocale: LOCALES[DEFAULT_LANGUAGE], messages, onError: throwError },
    cache,
  );
  return {
    language,
    locale: LOCALES[language],
    intl,
    t: (id, values) => intl.formatMessage({ id: id as never }, values) as string,
  };
}

function throwError(error: Error): void {
  throw error;
}
